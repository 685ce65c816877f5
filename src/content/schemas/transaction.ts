import { z } from 'astro/zod';
import { fact, field, text } from './blocks';
import { AMOUNT_UNITS, CURRENCIES, type Currency } from '../currencies';

export { CURRENCIES, type Currency };

export const TRANSACTION_STATUSES = ['closed', 'in-progress'] as const;

/** What kind of transaction it was: a tombstone's line "Equity round", «جولة تمويل بحقوق الملكية» (card.instruments). */
export const INSTRUMENTS = ['equity', 'debt', 'project-finance', 'joint-venture', 'acquisition', 'advisory'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

/** Which side of the deal a party other than the client stood on (card.sides gives each its words). */
export const PARTY_SIDES = ['investor', 'lender', 'counterparty', 'partner'] as const;
export type PartySide = (typeof PARTY_SIDES)[number];

/** Whether a party is shown by its name (which needs its consent recorded) or described without it. */
export const DISCLOSURES = ['named', 'described'] as const;

/** A file name of another collection (a person in team/): checked by the content check. */
const entryName = z.string().trim().min(1);

/**
 * A party to a transaction as the card shows it: by its name, once it has agreed to be named (the content check
 * stops a named party without its consent recorded: rules/transactions.ts), or described ("a Gulf family office").
 * Whether it is named, and the consent, are facts of the transaction; the name or description is words, which each
 * language writes as its readers spell it.
 */
const partyFields = (who: string) => ({
  disclosure: fact(
    z.enum(DISCLOSURES),
    'Named or described',
    `named: the card shows ${who}’s name, which needs the consent below recorded; described: it shows a description instead ("a Gulf family office").`,
  ),
  name: field(
    text,
    'Name, or description',
    `${who[0]!.toUpperCase()}${who.slice(1)}’s name as it agreed to be named ("Example Hospitals Private Limited"), or, when described, the description ("a regional hospital chain").`,
  ),
  consent: fact(
    z
      .strictObject({
        date: field(z.date().optional(), 'Date of consent', 'The day the consent was given, written 2025-03-14.'),
        reference: field(
          text.optional(),
          'Where the consent is kept',
          'Where the written consent can be found ("Email from the client’s CFO, 14 March 2025", a file reference).',
        ),
      })
      .optional(),
    'Consent to be named',
    `Needed to name ${who}: the day it agreed in writing, or a reference to where that consent is kept (or both). Not shown on the site.`,
  ),
});

/**
 * One transaction of the record (/transactions, the service pages, the advisers' profiles), written in one language
 * or in both: a page in a language shows its own text where it exists, else the other language's. The content check
 * holds `service`, `region` and `advisers` to existing files, `year` and `month` to the past, a `size` to its
 * currency and unit and a named party to its consent (rules/transactions.ts, rules/references.ts); they are loose here
 * so that its one plain line, not the schema's, names the mistake.
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
    month: fact(
      z.number().int().min(1).max(12).optional(),
      'Month it closed',
      'The month it closed, or began if still in progress, as a number (3 for March): the card shows "March 2025". Optional.',
    ),
    instrument: fact(
      z.enum(INSTRUMENTS),
      'Kind of transaction',
      'equity (an equity round), debt, project-finance, joint-venture, acquisition, or advisory (an advisory mandate).',
    ),
    role: field(text, 'Our role', 'The firm’s role ("Sole adviser", "Lead adviser", "Co-adviser").'),
    size: fact(
      z
        .strictObject({
          amount: field(
            z.number().positive().optional(),
            'How much',
            'The size, in the unit below: 40 with million for 40 million, 90 with crore for ₹90 crore. Leave empty when the size is undisclosed.',
          ),
          unit: field(
            z.enum(AMOUNT_UNITS).optional(),
            'Unit of the amount',
            'million (when left empty), billion, or for Indian rupees crore or lakh. Each language shows it in its readers’ units: rupees in crore in English, in millions in Arabic.',
          ),
          currency: field(
            z.string().optional(),
            'Currency of the amount',
            `The currency of the amount: ${CURRENCIES.join(', ')}. Needed whenever an amount is given.`,
          ),
        })
        .default({}),
      'Size of the transaction',
      'The size of the transaction; leave it empty and the card says it was undisclosed.',
    ),
    client: field(
      z.strictObject(partyFields('the client')).optional(),
      'Who the client is',
      'The client, named (with its consent recorded) or described; leave it out and the card says the client is confidential.',
    ),
    counterparties: field(
      z
        .array(
          z.strictObject({
            side: fact(
              z.enum(PARTY_SIDES),
              'Which side',
              'investor (who invested), lender, counterparty (the other side: a buyer, a seller, a landowner) or partner (a joint-venture partner).',
            ),
            ...partyFields('the party'),
          }),
        )
        .default([]),
      'Investors and counterparties',
      'The other parties the card names or describes (investors, lenders, the other side, a partner), in order. The translation lists the same parties in the same order.',
    ),
    advisers: fact(
      z.array(entryName).default([]),
      'Who advised',
      'The people of the team page who worked on it: the card links to their profiles, and their profiles list it.',
    ),
    reference: fact(
      z.boolean().default(false),
      'Reference on request',
      'Tick when the client has agreed to speak to a prospect about the firm’s work: the card says a reference is available on request.',
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
export type Party = NonNullable<Transaction['client']>;
