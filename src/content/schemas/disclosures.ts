import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { field, sectionSchema, text, textField } from './blocks';

/**
 * Copy of /disclosures: the headings and the statements. Each office's status comes from offices/<locale>/, the
 * firm's address from the settings, the privacy notice and terms from legal/.
 */
export const disclosuresPageSchema = field(
  z.strictObject({
    ...innerPageHead,
    offices: field(
      sectionSchema.extend({
        entity: textField('Word before the legal entity', 'Label before each office’s company name ("Legal entity").'),
        address: textField(
          'Word before the registered address',
          'Label before each office’s address ("Registered address").',
        ),
        regulator: textField('Word before the regulator', 'Label before the regulator’s name ("Regulator").'),
        status: textField('Word before the status', 'Label before what the office is licensed as ("Status").'),
        number: textField(
          'Word before the number',
          'Label before the registration or licence number ("Registration number").',
        ),
        register: textField(
          'Register link text',
          'Words of the link to the office’s entry in the public register ("Check it in the public register").',
        ),
        clients: textField(
          'Word before the client categories',
          'Label before the clients the office may serve ("Clients").',
        ),
        presence: textField(
          'Word before what a presence does not do',
          'Label before what an unregulated office does not do ("Not regulated").',
        ),
      }),
      'Regulatory status section',
      'The section listing each office (from the offices) with its regulator, number and client categories.',
    ),
    warnings: field(
      sectionSchema.extend({
        pastPerformance: field(
          text,
          'Past performance warning',
          'The warning every figure of returns on the site stands next to: past performance is no guide to future results.',
        ),
        forwardLooking: field(
          text,
          'Forward-looking statements warning',
          'That projections and targets are estimates that may not come true.',
        ),
      }),
      'Warnings section',
      'The past-performance and forward-looking statements warnings, in full.',
    ),
    complaints: field(
      sectionSchema.extend({
        firm: field(
          text,
          'How to complain to the firm',
          'One or two sentences: write to the firm first (its email and address, from the settings, follow).',
        ),
        regulator: field(
          text,
          'How to take a complaint to a regulator',
          'One sentence before the list of each regulator’s complaints page.',
        ),
        regulatorLink: textField(
          'Regulator’s complaints link text',
          'Words of each regulator’s complaints link, followed by its short name ("Complain to the").',
        ),
      }),
      'Complaints section',
      'How to complain: to the firm first, then to each office’s regulator.',
    ),
    legal: field(
      sectionSchema,
      'Legal pages section',
      'The heading above the links to the privacy notice and the terms.',
    ),
  }),
  'Disclosures page (/disclosures)',
  'The regulatory disclosures linked from every page’s footer. Have the firm’s compliance officer approve the statements before launch.',
);

export type DisclosuresPage = z.infer<typeof disclosuresPageSchema>;
