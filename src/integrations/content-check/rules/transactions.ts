import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { describeValue } from '../../../content/schemas/error-map';
import { CURRENCIES, type Party, type Transaction } from '../../../content/schemas/transaction';
import { scalesOf, type Currency } from '../../../content/currencies';
import {
  formatPath,
  report,
  writtenFields,
  type ContentRule,
  type ContentUnderCheck,
  type Located,
  type Path,
} from '../site';

/** The file names (addresses) of a collection's default-language files that are part of the site. */
const namesOf = (content: ContentUnderCheck, collection: string) =>
  (content.groups.find((group) => group.source.name === collection && group.locale === DEFAULT_LOCALE)?.files ?? [])
    .filter((file) => !file.outside)
    .map((file) => file.id);

const listed = (names: string[]) => (names.length ? names.join(', ') : 'none yet');

/** The day of a date as written (2025-03-14). */
const day = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What a transaction says about the rest of the site and the world, which its schema cannot know: its service line
 * and its region name files that exist (a card would link to no page, a filter would be missing), its year and month
 * have come, an amount says its currency ("40" alone is no size) in a unit that currency is counted in (crore and lakh
 * are the rupee's), and a party it names has agreed to be named, with the day or a reference recorded (its consent
 * given by then).
 */
export const transactions: ContentRule = {
  name: 'transactions',
  after: { schemas: 'it reads the entries the schemas make' },
  run(content) {
    const services = namesOf(content, 'services');
    const offices = namesOf(content, 'offices');
    const thisYear = new Date().getUTCFullYear();
    for (const group of content.groups) {
      if (group.source.name !== 'transactions') continue;
      for (const { file, data: fields, lineOf, refused } of writtenFields(group)) {
        const data = fields as Transaction;
        const found: Located[] = [];
        const add = (path: Path, message: string) => {
          if (!refused(path)) found.push({ line: lineOf(path), message: `field "${formatPath(path)}" ${message}` });
        };
        if (!services.includes(data.service))
          add(
            ['service'],
            `names no service: ${describeValue(data.service)} is not a file in src/content/services/${DEFAULT_LOCALE}/ (${listed(services)})`,
          );
        if (!offices.includes(data.region))
          add(
            ['region'],
            `names no office: ${describeValue(data.region)} is not a file in src/content/offices/${DEFAULT_LOCALE}/ (${listed(offices)})`,
          );
        if (data.year > thisYear)
          add(['year'], `is ${data.year}, a year still to come: give the year it closed, or began if under way`);
        const { amount, currency } = data.size ?? {};
        if (amount !== undefined && currency === undefined)
          add(['size', 'amount'], `is ${amount} without a currency: add "currency" (${CURRENCIES.join(', ')})`);
        if (currency !== undefined && !(CURRENCIES as readonly string[]).includes(currency))
          add(['size', 'currency'], `should be one of ${CURRENCIES.join(', ')}, found ${describeValue(currency)}`);
        if (currency !== undefined && amount === undefined)
          add(['size', 'currency'], 'has no amount: add "amount", or leave both empty for an undisclosed size');
        const { unit } = data.size ?? {};
        if (unit !== undefined && (CURRENCIES as readonly string[]).includes(currency ?? '')) {
          if (!scalesOf(currency as Currency).includes(unit))
            add(
              ['size', 'unit'],
              `is ${unit}, a unit of the Indian rupee only (INR): write the ${currency} amount in million or billion`,
            );
        }
        const now = new Date();
        if (data.month !== undefined && data.year === now.getUTCFullYear() && data.month > now.getUTCMonth() + 1)
          add(
            ['month'],
            `is ${data.month} of ${data.year}, a month still to come: give the month it closed, or began if under way`,
          );
        const parties: Array<[Path, Party]> = [
          ...(data.client ? [[['client'], data.client] as [Path, Party]] : []),
          ...(data.counterparties ?? []).map((party, index): [Path, Party] => [['counterparties', index], party]),
        ];
        for (const [path, party] of parties) {
          const who = path[0] === 'client' ? 'the client' : 'this party';
          if (party.disclosure !== 'named') continue;
          const { date, reference } = party.consent ?? {};
          if (date === undefined && reference === undefined)
            add(
              [...path, 'disclosure'],
              `names ${who} without its consent recorded: add "consent" with the day it agreed in writing ("date: 2025-03-14") or where that consent is kept ("reference: …"), or describe ${who} instead ("disclosure: described")`,
            );
          else if (date !== undefined && date > now)
            add(
              [...path, 'consent', 'date'],
              `is ${day(date)}, a day still to come: record a consent once it is given`,
            );
        }
        report(content, file, 'error', found);
      }
    }
  },
};
