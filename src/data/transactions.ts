import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../i18n/locales';
import { localeParam, localizeHref } from '../i18n/routing';
import { getOffices } from './offices';
import { getServices } from './services';
import { pageRoute } from './routes';
import { getTeam, profileHref } from './team';

/** The record's address, as its page's source declares it (src/content/collections.ts). */
const RECORD = pageRoute('transactionsPage');

/** The addresses of the record narrowed to one service line or one region (language-neutral). */
export const recordPaths = {
  all: RECORD,
  service: (service: string) => `${RECORD}/${service}`,
  region: (region: string) => `${RECORD}/region/${region}`,
};

/** A transaction's card in the record, in the language: where a profile of one of its advisers links to it. */
export const transactionHref = (id: string, locale: Locale) => `${localizeHref(RECORD, locale)}#${id}`;

export interface TransactionEntry {
  id: string;
  data: CollectionEntry<'transactions'>['data'];
  /** The language the text is written in: the page's own, or the one language it exists in. */
  locale: Locale;
  /** The people who advised on it, each with their name and profile in the page's language. */
  advisers: Array<{ id: string; name: string; href: string }>;
  /** Its card's address in the record. */
  href: string;
}

/** Newest first: by the year it closed, then by its month (a transaction without one last in its year), then by name. */
const newestFirst = (a: TransactionEntry, b: TransactionEntry) =>
  b.data.year - a.data.year || (b.data.month ?? 0) - (a.data.month ?? 0) || a.id.localeCompare(b.id);

/**
 * Every transaction, newest first, as a page in `locale` shows it, with the people who advised on it: in its own text where the file exists in that
 * language, else as written in the language it exists in (the default language first). A transaction may be written
 * in one language only; each language shows it.
 */
export async function getTransactions(locale: Locale): Promise<TransactionEntry[]> {
  const byId = new Map<string, Map<string, CollectionEntry<'transactions'>>>();
  const [entries, team] = await Promise.all([getCollection('transactions'), getTeam(locale)]);
  for (const entry of entries) {
    const [language, ...rest] = entry.id.split('/');
    const id = rest.join('/');
    byId.set(id, (byId.get(id) ?? new Map()).set(language!, entry));
  }
  const preference: Locale[] = [locale, DEFAULT_LOCALE, ...LOCALE_CODES];
  return [...byId]
    .map(([id, versions]) => {
      const shown = preference.find((code) => versions.has(code))!;
      const data = versions.get(shown)!.data;
      // The content check has stopped the build on an adviser who is no file of the team: each is found.
      const advisers = data.advisers.map((name) => {
        const member = team.find((candidate) => candidate.id === name)!;
        return { id: name, name: member.data.name, href: profileHref(name, locale) };
      });
      return { id, data, locale: shown, advisers, href: transactionHref(id, locale) };
    })
    .sort(newestFirst);
}

/** What narrows the record: a service line (its services entry) or a region (its office's). */
export type FilterKind = 'service' | 'region';

/**
 * The filters of one kind, in the order of their entries: only those that some transaction has (no filter leads to an
 * empty page), each with its address in the language and its name.
 */
function filtersBy<Item extends { id: string }>(
  kind: FilterKind,
  items: Item[],
  label: (item: Item) => string,
  transactions: TransactionEntry[],
  locale: Locale,
) {
  return items
    .filter((item) => transactions.some((transaction) => transaction.data[kind] === item.id))
    .map((item) => ({
      key: item.id,
      label: label(item),
      href: localizeHref(recordPaths[kind](item.id), locale),
      matches: (transaction: TransactionEntry) => transaction.data[kind] === item.id,
    }));
}

/**
 * The record in a language with what narrows it: the service lines and regions that have at least one transaction
 * (no filter leads to an empty page), each with its address in the language and its name.
 */
export async function getRecord(locale: Locale) {
  const [transactions, services, offices] = await Promise.all([
    getTransactions(locale),
    getServices(locale),
    getOffices(locale),
  ]);
  const serviceFilters = filtersBy('service', services, (service) => service.data.title, transactions, locale);
  const regionFilters = filtersBy('region', offices, (office) => office.data.region, transactions, locale);
  const serviceTitle = new Map(services.map((service) => [service.id, service.data.title]));
  return {
    transactions,
    serviceFilters,
    regionFilters,
    serviceTitle,
    allHref: localizeHref(recordPaths.all, locale),
  };
}

export type TransactionRecord = Awaited<ReturnType<typeof getRecord>>;

/**
 * Every narrowed page of the record, in every language, for the one page file that draws them all
 * (src/pages/[...locale]/transactions/[...filter].astro): its address below the record's, and the filter it shows.
 */
export async function recordFilterPaths() {
  const paths = await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const record = await getRecord(locale);
      return (['service', 'region'] as const).flatMap((kind) =>
        (kind === 'service' ? record.serviceFilters : record.regionFilters).map(({ key }) => ({
          params: { locale: localeParam(locale), filter: recordPaths[kind](key).slice(RECORD.length + 1) },
          props: { kind, key },
        })),
      );
    }),
  );
  return paths.flat();
}
export type RecordFilter = TransactionRecord['serviceFilters'][number];
