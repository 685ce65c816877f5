import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { fact, field, sectionSchema, text, textField } from './blocks';

/** An office's time to a full answer: {office} where its region goes, {days} the days. */
const answerPattern = text.refine(
  (pattern) => pattern.includes('{office}') && pattern.includes('{days}'),
  'should say {office} where the office’s region goes and {days} where the days go',
);

/** The same line for a count the language's grammar names (Intl.PluralRules' categories). */
const countForm = (count: string) =>
  field(
    answerPattern.optional(),
    `Time to a full answer, count “${count}”`,
    `The same line when the days are “${count}” as this language’s grammar counts them (Arabic: few for 3 to 10, many for 11 to 99); leave empty to use the first.`,
  );

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
        registrationType: textField(
          'Word before the type of registration',
          'Label before it ("Type of registration").',
        ),
        validity: field(
          z.strictObject({
            label: textField('Word before the validity', 'Label before how long the registration is valid ("Valid").'),
            open: field(
              text.regex(/\{from\}/, 'must contain {from}'),
              'Valid until cancelled',
              'How a registration without an end reads; {from} becomes its first day ("From {from}, until cancelled").',
            ),
            dated: field(
              text.regex(/\{from\}[\s\S]*\{until\}|\{until\}[\s\S]*\{from\}/, 'must contain {from} and {until}'),
              'Valid between two days',
              'How a registration with an end reads; {from} and {until} become its days ("{from} to {until}").',
            ),
          }),
          'How the validity reads',
          'How each office’s validity of registration reads.',
        ),
        regulatorOffice: textField('Word before the regulator’s office', 'Label before it ("Regulator’s office").'),
        basl: textField('Word before the BASL number', 'Label before it ("BASL membership number").'),
        principalOfficer: textField(
          'Word before the principal officer',
          'Label before their name ("Principal officer").',
        ),
        complianceOfficer: textField(
          'Word before the compliance officer',
          'Label before their name ("Compliance officer").',
        ),
        investorCharter: textField('Investor charter link text', 'Words of the link to the investor charter.'),
        complaintsTable: field(
          z.strictObject({
            caption: textField('Table caption', 'What the table of complaints shows, over it.'),
            month: textField('Month column', 'Heading of the month column ("Month").'),
            received: textField('Received column', 'Heading of the column of complaints received ("Received").'),
            resolved: textField('Resolved column', 'Heading of the column of complaints resolved ("Resolved").'),
            pending: textField('Pending column', 'Heading of the column still open at the month’s end ("Pending").'),
          }),
          'Words of the complaints table',
          'The words of the monthly table of complaints an office’s regulator asks for (SEBI).',
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
        answerDays: fact(
          z.number().int().min(1),
          'Days to a full answer',
          'The most days the firm takes to answer a complaint in full; an office whose regulator sets fewer (SEBI: 21) shows the regulator’s.',
        ),
        answer: field(
          z.strictObject({
            other: field(
              answerPattern,
              'Time to a full answer',
              'Each office’s time to a full answer: {office} becomes its region, {days} the days ("{office}: answered in full within {days} days").',
            ),
            zero: countForm('zero'),
            one: countForm('one'),
            two: countForm('two'),
            few: countForm('few'),
            many: countForm('many'),
          }),
          'Time to a full answer, per office',
          'One line per office: the days to a full answer, its regulator’s limit or the firm’s own.',
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
