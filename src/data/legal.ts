import type { Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { getPage } from './pages';
import { pageRoute } from './routes';
import type { ContentSources } from '../content/collections';

/**
 * The prose pages every other page points to: the privacy notice (footer, consultation form), the terms and
 * disclaimer (footer, returns tables) and how the firm is paid (footer, /get-started, /disclosures). Their addresses
 * are their content sources' routes (src/content/collections.ts), in the language; their titles come from their
 * content files.
 */
export async function getLegalPages(locale: Locale) {
  const [privacy, disclaimer, fees] = await Promise.all([
    getPage('privacyPage', locale),
    getPage('disclaimerPage', locale),
    getPage('feesPage', locale),
  ]);
  const link = <Entry extends { data: { meta: { title: string } } }>(name: ContentSources['name'], entry: Entry) => ({
    href: localizeHref(pageRoute(name), locale),
    title: entry.data.meta.title,
    entry,
  });
  return {
    privacy: link('privacyPage', privacy),
    disclaimer: link('disclaimerPage', disclaimer),
    fees: link('feesPage', fees),
  };
}
