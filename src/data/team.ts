import type { Locale } from '../i18n/locales';
import { byOrder, getLocalized } from './entries';

/** Team members in the editor's chosen order, in the language (or the original where not translated). */
export async function getTeam(locale: Locale) {
  return byOrder(await getLocalized('team', locale));
}

export type TeamMember = Awaited<ReturnType<typeof getTeam>>[number];
