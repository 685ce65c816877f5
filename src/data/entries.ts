import { byOrder as compareOrder } from '../lib/order';
import { getCollection, type CollectionEntry, type CollectionKey } from 'astro:content';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../i18n/locales';
import { localizeData } from '../i18n/routing';

/**
 * One entry as a page in `locale` shows it: the translation when it exists, else the original (default language)
 * marked as a fallback. `data` has its links mapped to the page's language; `entry` is the file as Astro loaded it
 * (for render()).
 */
export interface Localized<Name extends CollectionKey> {
  /** The file name without its language folder: the entry's address, the same in every language. */
  id: string;
  data: CollectionEntry<Name>['data'];
  /** The language the text is written in: the page's, or the default language on a fallback. */
  locale: Locale;
  /** The page's language has no text of its own for this entry yet. */
  fallback: boolean;
  /** The languages with their own text of this entry: the page's hreflang alternates (src/i18n/routing.ts, alternates). */
  locales: Locale[];
  entry: CollectionEntry<Name>;
}

/** The entries of a collection written per language (ids `<locale>/<name>`), grouped by language and name. */
async function byLocale<Name extends CollectionKey>(name: Name) {
  const entries = (await getCollection(name)) as Array<CollectionEntry<Name>>;
  const groups = new Map<string, Map<string, CollectionEntry<Name>>>(LOCALE_CODES.map((locale) => [locale, new Map()]));
  for (const entry of entries) {
    const [locale, ...rest] = entry.id.split('/');
    groups.get(locale!)?.set(rest.join('/'), entry);
  }
  return groups;
}

/**
 * Every entry of a collection in `locale`: the default language's list (a page exists because its original does),
 * each translated where a translation exists, in the original's order.
 */
export async function getLocalized<Name extends CollectionKey>(
  name: Name,
  locale: Locale,
): Promise<Array<Localized<Name>>> {
  const groups = await byLocale(name);
  const originals = groups.get(DEFAULT_LOCALE)!;
  return [...originals].map(([id, original]) => {
    const own = groups.get(locale)!.get(id);
    const entry = own ?? original;
    return {
      id,
      data: localizeData(entry.data, locale),
      locale: own ? locale : DEFAULT_LOCALE,
      fallback: !own,
      locales: LOCALE_CODES.filter((code) => groups.get(code)!.has(id)),
      entry,
    };
  });
}

/** In the order visitors see them: by place number, a clash by file name (src/lib/order.ts). */
export const byOrder = <Entry extends { id: string; data: { order: number } }>(entries: Entry[]) =>
  entries.sort(compareOrder);
