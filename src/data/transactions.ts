import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../i18n/locales';
import { localeParam, localizeHref } from '../i18n/routing';
import { LIST_LIMITS, pageHref, pageOfIndex, paginate } from '../lib/pagination';
import { getOffices } from './offices';
import { getServices } from './services';
import { pageRoute } from './routes';
import { getTeam } from './team';

/** The record's address, as its page's source declares it (src/content/collections.ts). */
const RECORD = pageRoute('transactionsPage');

/** The addresses of the record narrowed to one service line or one region (language-neutral). */
export const recordPaths = {
  all: RECORD,
  service: (service: string) => `${RECORD}/${service}`,
  region: (region: string) => `${RECORD}/region/${region}`,
};

/**
 * A transaction's card in the record, in the language: on the page of the whole record that holds it (the record
 * newest first, LIST_LIMITS.transactionsPerPage a page), where a profile of one of its advisers links to it.
 */
const transactionHref = (id: string, index: number, locale: Locale) =>
  `${localizeHref(pageHref(RECORD, pageOfIndex(index, LIST_LIMITS.transactionsPerPage)), locale)}#${id}`;

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
  return (
    [...byId]
      .map(([id, versions]) => {
        const shown = preference.find((code) => versions.has(code))!;
        const data = versions.get(shown)!.data;
        // The content check has stopped the build on an adviser who is no file of the team: each is found.
        const advisers = data.advisers.map((name) => {
          const member = team.find((candidate) => candidate.id === name)!;
          return { id: name, name: member.data.name, href: member.href };
        });
        return { id, data, locale: shown, advisers, href: '' };
      })
      .sort(newestFirst)
      // Its place in the record is the same in every language: its dates and name are facts, written once.
      .map((transaction, index) => ({ ...transaction, href: transactionHref(transaction.id, index, locale) }))
  );
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
 * Every page of the record in every language after the whole record's first (src/pages/[...locale]/transactions.astro),
 * for the one page file that draws them all (src/pages/[...locale]/transactions/[...filter].astro): the whole record's
 * further pages (`/transactions/page/2`), and each service line's and region's pages (`/transactions/<service>`,
 * `/transactions/region/<office>`, then `…/page/2`), LIST_LIMITS.transactionsPerPage transactions a page; the address
 * below the record's, the filter it shows and its number.
 */
export async function recordPagePaths() {
  const paths = await Promise.all(
    LOCALE_CODES.map(async (locale) => {
      const record = await getRecord(locale);
      const lists = [
        { filter: undefined, base: recordPaths.all, transactions: record.transactions },
        ...(['service', 'region'] as const).flatMap((kind) =>
          (kind === 'service' ? record.serviceFilters : record.regionFilters).map((filter) => ({
            filter: { kind, key: filter.key },
            base: recordPaths[kind](filter.key),
            transactions: record.transactions.filter(filter.matches),
          })),
        ),
      ];
      return lists.flatMap(({ filter, base, transactions }) =>
        paginate(transactions, LIST_LIMITS.transactionsPerPage, base)
          .filter((page) => filter || page.number > 1)
          .map((page) => ({
            params: { locale: localeParam(locale), filter: page.href.slice(RECORD.length + 1) },
            props: { filter, number: page.number },
          })),
      );
    }),
  );
  return paths.flat();
}
export type RecordFilter = TransactionRecord['serviceFilters'][number];
