import type { Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { byOrder, getLocalized } from './entries';

/** Service lines in the editor's chosen order, each with the path of its page in the language. */
export async function getServices(locale: Locale) {
  const entries = byOrder(await getLocalized('services', locale));
  return entries.map((entry) => ({ ...entry, href: localizeHref(`/services/${entry.id}`, locale) }));
}

export type ServiceEntry = Awaited<ReturnType<typeof getServices>>[number];
