import { z } from 'astro/zod';
import { legalPageSchema } from './legal';
import { fact, field, listOf, sectionSchema, text, textField } from './blocks';
import { CURRENCIES } from './transaction';

/** What a fee is counted in: a share of the deal, or an amount in a currency. */
export const FEE_UNITS = ['percent', ...CURRENCIES] as const;

/** A fee's range, the same in every language: from, to (none: a single amount, e.g. a minimum) and its unit. */
const feeRangeSchema = fact(
  z
    .strictObject({
      from: field(z.number().positive(), 'Lowest fee', 'The lowest fee: an amount, or a percentage such as 1.5.'),
      to: field(
        z.number().positive().optional(),
        'Highest fee',
        'The highest fee; leave empty for a single amount (a minimum, a fixed fee).',
      ),
      unit: field(
        z.enum(FEE_UNITS),
        'Counted in',
        `"percent" for a share of the deal, else the currency of the amount (${CURRENCIES.join(', ')}).`,
      ),
    })
    .refine((range) => range.to === undefined || range.to > range.from, {
      message: 'ends below where it starts: "to" must be more than "from"',
      path: ['to'],
    }),
  'Fee range',
  'The fee’s range, written once in the English file and shown in every language, formatted the language’s way.',
);

/**
 * /how-we-are-paid: how the firm is paid, in the legal pages' form (a draft for the firm's counsel, flagged like the
 * privacy notice): each engagement model with its fees and their ranges, who pays in each kind of deal, the rule that
 * the firm is never paid by both sides without both agreeing in writing, then the Markdown text — the conflicts of
 * interest, anti-bribery and corruption (dealings with public officials), gifts and hospitality policies.
 */
export const feesPageSchema = field(
  legalPageSchema.extend({
    models: field(
      sectionSchema.extend({
        items: listOf(
          z.strictObject({
            title: textField('Model name', 'The engagement model, as /get-started names it ("Retainer").'),
            text: field(text, 'Model text', 'One or two sentences on what the model pays for.'),
            fees: listOf(
              z.strictObject({
                label: textField('Fee', 'What the fee is ("Monthly retainer", "Success fee", "Minimum fee").'),
                range: feeRangeSchema,
                basis: field(
                  text,
                  'On what',
                  'What the range is of, after it ("a month, for a defined scope", "of the capital raised, at closing").',
                ),
              }),
              'Fees of the model',
              'Each fee of the model with its range (at least one).',
            ),
          }),
          'Engagement models',
          'Each engagement model with its fees (at least one), in the order of /get-started.',
        ),
      }),
      'Engagement models and their ranges',
      'The section of the engagement models and what each costs.',
    ),
    payers: field(
      sectionSchema.extend({
        deal: textField('Deal column heading', 'Heading of the column of kinds of deal ("Kind of deal").'),
        payer: textField('Payer column heading', 'Heading of the column of who pays ("Who pays us").'),
        items: listOf(
          z.strictObject({
            deal: textField('Kind of deal', 'A kind of deal ("Capital raise for a company").'),
            payer: field(text, 'Who pays', 'Who pays the firm in that kind of deal, and who does not.'),
          }),
          'Kinds of deal',
          'One row per kind of deal (at least one).',
        ),
      }),
      'Who pays',
      'The table of who pays the firm in each kind of deal.',
    ),
    bothSides: field(
      z.strictObject({
        heading: textField('Rule heading', 'Heading of the rule ("Never Paid by Both Sides").'),
        text: field(
          text,
          'The rule',
          'That the firm is never paid by both sides of a deal unless both agree to it in writing.',
        ),
      }),
      'Never paid by both sides',
      'The rule that the firm is never paid by both sides of one deal without both agreeing in writing, set apart.',
    ),
  }),
  'How we are paid (/how-we-are-paid)',
  'How the firm is paid, linked from every page’s footer, /get-started and /disclosures: the engagement models and their fee ranges, who pays in each kind of deal, and the conflicts, anti-bribery and gifts policies as Markdown text. A draft: have the firm’s counsel approve it before launch.',
);

export type FeesPage = z.infer<typeof feesPageSchema>;
