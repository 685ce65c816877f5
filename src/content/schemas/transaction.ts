import { z } from 'astro/zod';
import { fact, field, text } from './blocks';

/** The currencies a size may be given in (the figure units of settings/<locale>/site-text.yaml cover them). */
export const CURRENCIES = ['USD', 'INR', 'AED', 'CAD', 'SAR', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const TRANSACTION_STATUSES = ['closed', 'in-progress'] as const;

/**
 * One transaction of the record (/transactions, the service pages), written in one language or in both: a page in a
 * language shows its own text where it exists, else the other language's. The content check holds `service` and
 * `region` to existing files, `year` to the past and a `size` to its currency (rules/transactions.ts); they are
 * loose here so that its one plain line, not the schema's, names the mistake.
 */
export const transactionSchema = field(
  z.strictObject({
    title: field(text, 'What was done', 'What was done, as the card heading ("Growth round for a hospital chain").'),
    service: fact(
      text,
      'Service line',
      'The file name of the service page it belongs to, without .md: infrastructure, private-equity, real-estate-india, real-estate-dubai or consultancy.',
    ),
    sector: field(text, 'Client’s sector', 'The client’s sector, in a few words ("Healthcare").'),
    country: field(text, 'Country where it took place', 'Where the transaction took place ("United Arab Emirates").'),
    region: fact(
      text,
      'Region (an office)',
      'The file name of the office whose region it is, without .yaml: india, gulf or canada. The record can be narrowed by it.',
    ),
    year: fact(
      z.number().int().min(1900),
      'Year it closed',
      'The year it closed, or began if still in progress (2025); never a year to come.',
    ),
    role: field(text, 'Our role', 'The firm’s role ("Sole adviser", "Lead adviser", "Co-adviser").'),
    size: fact(
      z
        .strictObject({
          amount: field(
            z.number().positive().optional(),
            'Amount in millions',
            'The size in millions of the currency below (40 for 40 million). Leave empty when the size is undisclosed.',
          ),
          currency: field(
            z.string().optional(),
            'Currency of the amount',
            `The currency of the amount: ${CURRENCIES.join(', ')}. Needed whenever an amount is given.`,
          ),
        })
        .default({}),
      'Size of the transaction',
      'The size of the transaction; leave both empty and the card says it was undisclosed.',
    ),
    client: field(
      text.optional(),
      'Client’s name',
      'The client’s name, only with the client’s written consent; leave empty and the card says the client is confidential.',
    ),
    status: fact(
      z.enum(TRANSACTION_STATUSES),
      'Closed or under way',
      'closed, or in-progress for a mandate still under way.',
    ),
    summary: field(
      z.string().trim().min(20).max(280),
      'What the firm did',
      'One or two sentences on what the firm did (20–280 characters). No returns: a figure of returns needs its warning.',
    ),
  }),
  'Transactions',
  'One transaction of the firm’s record, shown on /transactions and on its service page. It may be written in one language only: the other language then shows it as written.',
);

export type Transaction = z.infer<typeof transactionSchema>;
