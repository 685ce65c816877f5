import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { field, text, textField } from './blocks';
import { CURRENCIES, INSTRUMENTS, PARTY_SIDES, type Currency } from './transaction';

/** A size as a card reads it: the figure at {amount}, and, where the unit says no currency, its name at {currency}. */
const amountPattern = (needsCurrency: boolean) =>
  z
    .string()
    .trim()
    .refine(
      (pattern) => pattern.includes('{amount}') && (!needsCurrency || pattern.includes('{currency}')),
      needsCurrency
        ? 'should say {amount} where the figure goes and {currency} where the currency’s name goes'
        : 'should say {amount} where the figure goes',
    );

/**
 * How an amount in one unit reads, a form per count the language's grammar names (Intl.PluralRules' categories): a
 * count without a form of its own takes `other`.
 */
const countForms = (unit: string, example: string, needsCurrency: boolean) =>
  z.strictObject({
    ...Object.fromEntries(
      (
        [
          ['one', 'one (1 in English and Arabic)'],
          ['two', 'two (2 in Arabic)'],
          ['few', 'a few (3 to 10 in Arabic)'],
          ['many', 'many (11 to 99 in Arabic)'],
        ] as const
      ).map(([category, counts]) => [
        category,
        field(
          amountPattern(needsCurrency).optional(),
          `In ${unit}, count “${category}”`,
          `How an amount in ${unit} reads when the figure is ${counts}, where the language's words change with it; leave empty to use "other".`,
        ),
      ]),
    ),
    other: field(
      amountPattern(needsCurrency),
      `In ${unit}, any other count`,
      `How an amount in ${unit} reads for every count without a form of its own (${example}).`,
    ),
  }) as z.ZodType<{ one?: string; two?: string; few?: string; many?: string; other: string }>;

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

/** Words for each value of a list of choices (the kinds of transaction, the sides of a deal), as a card shows them. */
const wordsFor = <Key extends string>(keys: readonly Key[], what: string, examples: Partial<Record<Key, string>>) =>
  z.strictObject(
    Object.fromEntries(
      keys.map((key) => [
        key,
        textField(`${what}: ${key}`, `What a card says for ${key}${examples[key] ? ` ("${examples[key]}")` : ''}.`),
      ]),
    ) as Record<Key, z.ZodString>,
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
            million: field(
              countForms('millions', '"{amount} million {currency}"', true),
              'In millions',
              'How an amount in millions reads: {amount} where the figure goes, {currency} where the currency’s name goes ("{amount} million {currency}"; Arabic: few for 3 to 10, «{amount} ملايين {currency}»).',
            ),
            billion: field(
              countForms('billions', '"{amount} billion {currency}"', true).optional(),
              'In billions',
              'How an amount of a billion or more reads; leave it out and such amounts read in millions.',
            ),
            crore: field(
              countForms('crore', '"₹{amount} crore"', false).optional(),
              'Indian rupees in crore',
              'How rupees of a crore (10 million) or more read ("₹{amount} crore"); leave it out, as the Arabic does, and rupees read in millions as every other currency.',
            ),
            lakh: field(
              countForms('lakh', '"₹{amount} lakh"', false).optional(),
              'Indian rupees in lakh',
              'How rupees under a crore read ("₹{amount} lakh"), with "In crore" given; leave it out and they read as a part of a crore.',
            ),
          }),
          'How a size reads',
          'The size on a card, in the units this language’s readers count in: millions and billions for every currency, and, where given, crore and lakh for Indian rupees. The figure is worked out from the transaction’s amount and unit.',
        ),
        currencies: field(
          currencyNames,
          'Currency names',
          'The name of each currency a size may be given in, as it reads after the amount in this language.',
        ),
        instrument: textField('Word before the kind', 'Label before the kind of transaction on each card ("Type").'),
        instruments: field(
          wordsFor(INSTRUMENTS, 'Kind', {
            equity: 'Equity round',
            debt: 'Debt financing',
            'project-finance': 'Project finance',
            'joint-venture': 'Joint venture',
            acquisition: 'Acquisition',
            advisory: 'Advisory mandate',
          }),
          'Kinds of transaction',
          'The words for each kind of transaction a card names.',
        ),
        sides: field(
          wordsFor(PARTY_SIDES, 'Side', {
            investor: 'Investors',
            lender: 'Lenders',
            counterparty: 'Counterparty',
            partner: 'Partner',
          }),
          'Words before the other parties',
          'Label before the parties of each side on a card (several of one side are listed together after it).',
        ),
        advisers: textField('Word before the advisers', 'Label before the people who advised on it ("Advised by").'),
        reference: textField(
          'Reference on request',
          'What a card says when its client will speak to a prospect ("Reference available on request").',
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
