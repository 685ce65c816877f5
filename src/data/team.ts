import { getImage } from 'astro:assets';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { person } from '../lib/structured-data';
import { byOrder, getLocalized } from './entries';
import { getOffices } from './offices';
import { pageRoute } from './routes';
import type { Site } from './site';

/** The team page's address, as its page's source declares it (src/content/collections.ts). */
const TEAM = pageRoute('teamPage');

/** A person's profile: their section of the team page, in the language. */
export const profileHref = (id: string, locale: Locale) => `${localizeHref(TEAM, locale)}#${id}`;

/** Team members in the editor's chosen order, in the language (or the original where not translated). */
export async function getTeam(locale: Locale) {
  return byOrder(await getLocalized('team', locale));
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
    href: profileHref(member.id, locale),
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
    id: absolute(profileHref(profile.id, DEFAULT_LOCALE)),
    url: absolute(profileHref(profile.id, locale)),
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
