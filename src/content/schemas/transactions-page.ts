import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { field, text, textField } from './blocks';
import { CURRENCIES, type Currency } from './transaction';

/** A size as a card reads it: the figure in millions at {amount}, the currency's name at {currency}. */
const amountPattern = z
  .string()
  .trim()
  .refine(
    (pattern) => pattern.includes('{amount}') && pattern.includes('{currency}'),
    'should say {amount} where the figure goes and {currency} where the currency’s name goes',
  );

/** A form of the size for a count the language's grammar names (Intl.PluralRules' categories). */
const countForm = (category: string, counts: string) =>
  field(
    amountPattern.optional(),
    `Size, count “${category}”`,
    `How a size reads when the amount in millions is ${counts}, where the language's words change with it; leave empty to use "other".`,
  );

/** Each currency a size may be given in, by the name a card gives it in the page's language. */
const currencyNames = z.strictObject(
  Object.fromEntries(
    CURRENCIES.map((code) => [
      code,
      textField(
        `${new Intl.DisplayNames('en', { type: 'currency' }).of(code)} (${code})`,
        `The name of ${code} after an amount ("US dollars" for USD).`,
      ),
    ]),
  ) as Record<Currency, z.ZodString>,
);

/** Copy of /transactions and of what other pages show of the record (the transactions come from transactions/). */
export const transactionsPageSchema = field(
  z.strictObject({
    ...innerPageHead,
    filters: field(
      z.strictObject({
        label: textField('Filters’ name', 'The name screen readers give the filter links ("Narrow the record").'),
        all: textField('Link to every transaction', 'The first filter link, to the whole record ("All").'),
        services: textField('Service lines heading', 'Word before the service line links ("Service line").'),
        regions: textField('Regions heading', 'Word before the region links ("Region").'),
        description: field(
          z
            .string()
            .trim()
            .min(50)
            .max(140)
            .refine((text) => text.includes('{filter}'), 'should say {filter} where the service line or region goes'),
          'Search description of a narrowed record',
          'The search description of each page narrowed to one service line or region, with {filter} where its name goes (50–140 characters).',
        ),
      }),
      'Filter links',
      'The links that narrow the record to one service line or one region, each a page of its own.',
    ),
    card: field(
      z.strictObject({
        role: textField('Word before the role', 'Label before the firm’s role on each card ("Role").'),
        size: textField('Word before the size', 'Label before the size on each card ("Size").'),
        client: textField('Word before the client', 'Label before the client on each card ("Client").'),
        amount: field(
          z.strictObject({
            one: countForm('one', 'one (1 in English and Arabic)'),
            two: countForm('two', 'two (2 in Arabic)'),
            few: countForm('few', 'a few (3 to 10 in Arabic)'),
            many: countForm('many', 'many (11 to 99 in Arabic)'),
            other: field(
              amountPattern,
              'Size, any other count',
              'How a size reads for every count without a form of its own.',
            ),
          }),
          'How a size reads',
          'The size on a card: {amount} where the figure in millions goes, {currency} where the currency’s name goes ("{amount} million {currency}"). A language whose words change with the count gives a form per count as its grammar names them (Arabic: few for 3 to 10, «{amount} ملايين {currency}»; other for the rest); a count without its own form takes "other".',
        ),
        currencies: field(
          currencyNames,
          'Currency names',
          'The name of each currency a size may be given in, as it reads after the amount in this language.',
        ),
        undisclosed: textField('Size undisclosed', 'What a card says when no size is given ("Undisclosed").'),
        confidential: textField('Client confidential', 'What a card says when no client is named ("Confidential").'),
        closed: textField('Status: closed', 'The status of a closed transaction ("Closed").'),
        inProgress: textField('Status: in progress', 'The status of a transaction under way ("In progress").'),
      }),
      'Transaction cards',
      'The words on every transaction card; the values come from each transaction.',
    ),
    disclaimer: field(
      text,
      'Note under the record',
      'One sentence under the cards: the transactions are examples and no guide to future results.',
    ),
    latest: field(
      z.strictObject({
        heading: textField(
          'Heading on a service page',
          'Heading of the latest transactions on each service page ("Recent Transactions").',
        ),
        link: textField(
          'Link to the service’s record',
          'The link under them to that service’s transactions ("All transactions in this service line").',
        ),
        home: textField(
          'Link on the home page',
          'The link on the home page, under the services, to the record ("See our record of transactions").',
        ),
      }),
      'On other pages',
      'What the service pages and the home page show of the record.',
    ),
  }),
  'Transactions page (/transactions)',
  'The words of /transactions, its filters and cards; each transaction is a file of its own in Transactions.',
);

export type TransactionsPage = z.infer<typeof transactionsPageSchema>;
