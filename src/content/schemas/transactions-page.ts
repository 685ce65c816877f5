import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { field, text, textField } from './blocks';

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
