import { getImage } from 'astro:assets';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { LIST_LIMITS, pageHref, pageOfIndex } from '../lib/pagination';
import { person } from '../lib/structured-data';
import { byOrder, getLocalized } from './entries';
import { getOffices } from './offices';
import { pageRoute } from './routes';
import type { Site } from './site';

/** The team page's address, as its page's source declares it (src/content/collections.ts). */
export const TEAM = pageRoute('teamPage');

/**
 * Team members in the editor's chosen order, in the language (or the original where not translated), each with the
 * address of their profile: on the page of the team that holds it (LIST_LIMITS.peoplePerPage a page). A person's
 * place in the list is a fact written once, so the page is the same in every language (`profilePath`, without the
 * language's prefix).
 */
export async function getTeam(locale: Locale) {
  return byOrder(await getLocalized('team', locale)).map((member, index) => {
    const profilePath = `${pageHref(TEAM, pageOfIndex(index, LIST_LIMITS.peoplePerPage))}#${member.id}`;
    return { ...member, profilePath, href: localizeHref(profilePath, locale) };
  });
}

export type TeamMember = Awaited<ReturnType<typeof getTeam>>[number];

/**
 * The team with what each profile says of the rest of the site: its address, and each regulated role with the
 * regulator of the office it is held under (the content check has stopped a role whose office is no file).
 */
export async function getProfiles(locale: Locale) {
  const [team, offices] = await Promise.all([getTeam(locale), getOffices(locale)]);
  return team.map((member) => ({
    ...member,
    regulatedRoles: member.data.regulatedRoles.map((role) => {
      const office = offices.find((candidate) => candidate.id === role.office);
      return {
        ...role,
        region: office?.data.region,
        regulator: office?.data.registration?.regulator,
        regulatorName: office?.data.registration?.regulatorName,
      };
    }),
  }));
}

export type Profile = Awaited<ReturnType<typeof getProfiles>>[number];

/**
 * A person as search engines read them (schema.org Person, src/lib/structured-data.ts), in the page's language: with
 * their summary on the team page, without it as an article's author, where the bytes would say nothing of the article.
 */
export async function personStructuredData(
  profile: Profile,
  site: Site,
  locale: Locale,
  { withSummary = true }: { withSummary?: boolean } = {},
) {
  const absolute = (path: string) => new URL(path, site.siteUrl).href;
  const { name, role, summary, photo, profile: elsewhere, languages, career, qualifications } = profile.data;
  const image = photo && (await getImage({ src: photo, width: 400, height: 400, format: 'jpeg' }));
  return person({
    id: absolute(localizeHref(profile.profilePath, DEFAULT_LOCALE)),
    url: absolute(profile.href),
    name,
    jobTitle: role,
    description: withSummary ? summary : undefined,
    image: image ? absolute(image.src) : undefined,
    firm: site.firmName,
    siteUrl: site.siteUrl,
    sameAs: elsewhere ? [elsewhere] : [],
    languages,
    career,
    qualifications,
    regulatedRoles: profile.regulatedRoles.map((held) => ({
      title: held.title,
      regulator: held.regulatorName ?? held.regulator ?? '',
      register: held.register,
    })),
  });
}
