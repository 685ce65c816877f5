import { getCollection, type CollectionEntry } from 'astro:content';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { getOffices } from './offices';
import { getServices } from './services';
import { pageRoute } from './routes';

/** The record's address, as its page's source declares it (src/content/collections.ts). */
const RECORD = pageRoute('transactionsPage');

/** The addresses of the record narrowed to one service line or one region (language-neutral). */
export const recordPaths = {
  all: RECORD,
  service: (service: string) => `${RECORD}/${service}`,
  region: (region: string) => `${RECORD}/region/${region}`,
};

export interface TransactionEntry {
  id: string;
  data: CollectionEntry<'transactions'>['data'];
  /** The language the text is written in: the page's own, or the one language it exists in. */
  locale: Locale;
}

/**
 * Every transaction, newest first, as a page in `locale` shows it: in its own text where the file exists in that
 * language, else as written in the language it exists in (the default language first). A transaction may be written
 * in one language only; each language shows it.
 */
export async function getTransactions(locale: Locale): Promise<TransactionEntry[]> {
  const byId = new Map<string, Map<string, CollectionEntry<'transactions'>>>();
  for (const entry of await getCollection('transactions')) {
    const [language, ...rest] = entry.id.split('/');
    const id = rest.join('/');
    byId.set(id, (byId.get(id) ?? new Map()).set(language!, entry));
  }
  const preference: Locale[] = [locale, DEFAULT_LOCALE, ...LOCALE_CODES];
  return [...byId]
    .map(([id, versions]) => {
      const shown = preference.find((code) => versions.has(code))!;
      return { id, data: versions.get(shown)!.data, locale: shown };
    })
    .sort((a, b) => b.data.year - a.data.year || a.id.localeCompare(b.id));
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
  const serviceFilters = services
    .filter((service) => transactions.some((transaction) => transaction.data.service === service.id))
    .map((service) => ({
      key: service.id,
      label: service.data.title,
      href: localizeHref(recordPaths.service(service.id), locale),
      matches: (transaction: TransactionEntry) => transaction.data.service === service.id,
    }));
  const regionFilters = offices
    .filter((office) => transactions.some((transaction) => transaction.data.region === office.id))
    .map((office) => ({
      key: office.id,
      label: office.data.region,
      href: localizeHref(recordPaths.region(office.id), locale),
      matches: (transaction: TransactionEntry) => transaction.data.region === office.id,
    }));
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
export type RecordFilter = TransactionRecord['serviceFilters'][number];
