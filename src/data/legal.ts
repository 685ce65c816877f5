import type { Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { getPage } from './pages';

/**
 * The two prose pages every other page points to: the privacy notice (footer, consultation form) and the terms and
 * disclaimer (footer, returns tables). Their addresses are their page files, src/pages/[...locale]/privacy.astro and
 * src/pages/[...locale]/disclaimer.astro, in the language; their titles come from their content files.
 */
export async function getLegalPages(locale: Locale) {
  const [privacy, disclaimer] = await Promise.all([getPage('privacyPage', locale), getPage('disclaimerPage', locale)]);
  return {
    privacy: { href: localizeHref('/privacy', locale), title: privacy.data.meta.title, entry: privacy },
    disclaimer: { href: localizeHref('/disclaimer', locale), title: disclaimer.data.meta.title, entry: disclaimer },
  };
}
