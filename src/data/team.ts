import type { Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { LIST_LIMITS, pageHref, pageOfIndex } from '../lib/pagination';
import { byOrder, getLocalized } from './entries';
import { pageRoute } from './routes';

/** The team page's address, as its page's source declares it (src/content/collections.ts). */
export const TEAM = pageRoute('teamPage');

/**
 * Team members in the editor's chosen order, in the language (or the original where not translated), each with the
 * address of their profile: on the page of the team that holds it (LIST_LIMITS.peoplePerPage a page).
 */
export async function getTeam(locale: Locale) {
  return byOrder(await getLocalized('team', locale)).map((member, index) => ({
    ...member,
    href: localizeHref(`${pageHref(TEAM, pageOfIndex(index, LIST_LIMITS.peoplePerPage))}#${member.id}`, locale),
  }));
}

export type TeamMember = Awaited<ReturnType<typeof getTeam>>[number];
