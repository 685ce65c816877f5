import { z } from 'astro/zod';
import { fact, field, listOf, text } from './blocks';
import { phoneNumberSchema } from './settings';
import { REGULATOR_CODES } from '../regulators';

const httpsAddress = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

/** A time of day as a 24-hour clock writes it: "09:00", "18:30". */
const timeOfDay = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, 'must be a time written 09:00 or 18:30 (24-hour clock)');

/** A time zone as the IANA database names it ("Asia/Dubai"), which every browser and Intl know. */
const timeZone = z.string().refine(
  (zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return zone.includes('/');
    } catch {
      return false;
    }
  },
  { message: 'must be a time zone such as Asia/Kolkata, Asia/Dubai or America/Toronto' },
);

/** The client categories a licence allows, as the firm's promotions must state them. */
export const CLIENT_CATEGORIES = ['professional', 'retail'] as const;

/** A named officer a regulator asks the website to show: the name in words, how to reach them as facts. */
const officerSchema = (role: string) =>
  field(
    z.strictObject({
      name: field(text, `${role}’s name`, `The ${role.toLowerCase()}’s full name, as this language writes it.`),
      email: fact(z.email(), `${role}’s email`, `The ${role.toLowerCase()}’s own email address.`),
      phone: fact(phoneNumberSchema, `${role}’s telephone`, `The ${role.toLowerCase()}’s telephone number.`),
    }),
    `${role}’s contact`,
    `The ${role.toLowerCase()} the regulator asks the website to name, with an email and a telephone (SEBI offices: required).`,
  );

/** One month of the complaints table: what came in, what was resolved, what was left at its end. */
const complaintsMonthSchema = z.strictObject({
  month: field(
    z.string().regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'must be a month written 2026-10'),
    'Month of the row',
    'The month, written 2026-10.',
  ),
  received: field(z.number().int().min(0), 'Complaints received', 'Complaints received in the month.'),
  resolved: field(z.number().int().min(0), 'Complaints resolved', 'Complaints resolved in the month.'),
  pending: field(
    z.number().int().min(0),
    'Pending at the end of the month',
    'Complaints still open at the end of the month: those of the month before, plus received, less resolved.',
  ),
});

/**
 * What a regulated office is registered as: the footer of every page shows `regulator` and `number` (the number
 * linked to `register`), /disclosures the whole of it. Which of the optional facts an office must carry is its
 * regulator's to say (src/content/regulators.ts): the content check stops an office that lacks one.
 */
const registrationSchema = field(
  z.strictObject({
    regulator: fact(
      z.enum(REGULATOR_CODES),
      'Registered by',
      `The regulator, whose duties decide which facts this office must carry (${REGULATOR_CODES.join(', ')}); a new regulator needs a developer (src/content/regulators.ts).`,
    ),
    regulatorName: field(
      text,
      'Regulator, full name',
      'The regulator’s full name, on /disclosures: "Dubai Financial Services Authority".',
    ),
    status: field(
      text,
      'Regulatory status',
      'What the office is registered or licensed as, in one sentence on /disclosures ("Authorised by the DFSA to arrange deals in investments").',
    ),
    registrationType: field(
      text.optional(),
      'Type of registration',
      'The type of registration as the regulator names it ("Investment Adviser, non-individual"), on /disclosures (SEBI offices: required).',
    ),
    number: fact(
      text,
      'Registration or licence number',
      'The number exactly as the regulator’s register shows it; the footer links it to the register entry below.',
    ),
    validity: fact(
      z
        .strictObject({
          from: field(z.date(), 'Valid from', 'The day the registration took effect, written 2024-04-01.'),
          until: field(
            z.date().optional(),
            'Valid until',
            'The day it ends, written 2029-03-31; leave empty for a registration that holds until cancelled.',
          ),
        })
        .refine((validity) => !validity.until || validity.until > validity.from, {
          message: 'ends before it begins: "until" must come after "from"',
          path: ['until'],
        })
        .optional(),
      'Validity of the registration',
      'From when the registration is valid, and until when (SEBI offices: required).',
    ),
    register: fact(
      httpsAddress,
      'Public register entry',
      'The full https:// address of this office’s own entry in the regulator’s public register (not the register’s front page), where anyone can check the number.',
    ),
    regulatorOffice: field(
      text.optional(),
      'Regulator’s office',
      'The regulator’s office the registration is associated with, with its address, on /disclosures (SEBI offices: required).',
    ),
    basl: fact(
      text.optional(),
      'BASL membership number',
      'The BSE Administration & Supervision Limited (BASL) membership number, as BASL writes it (SEBI investment advisers: required).',
    ),
    principalOfficer: officerSchema('Principal officer').optional(),
    complianceOfficer: officerSchema('Compliance officer').optional(),
    investorCharter: fact(
      httpsAddress.optional(),
      'Investor charter address',
      'The full https:// address of the investor charter the regulator asks the firm to publish (SEBI offices: required).',
    ),
    clientCategories: field(
      text,
      'Clients it may serve',
      'The client categories the licence allows, as /disclosures states them ("Professional Clients only").',
    ),
    clientCategory: fact(
      z.enum(CLIENT_CATEGORIES).optional(),
      'Clients the licence allows',
      '"professional": the licence allows Professional Clients only, and every page of a service provided through this office shows the notice below beside its offer; "retail": Retail Clients too (DFSA offices: required).',
    ),
    clientNotice: field(
      text.optional(),
      'Professional-Clients notice',
      'For an office whose clients are Professional Clients only: the notice shown on the page of every service provided through it, beside the offer and next to any figure of returns, in this language.',
    ),
    complaints: fact(
      httpsAddress,
      'Regulator’s complaints page',
      'The full https:// address where a client can take a complaint to the regulator (SEBI SCORES, the DFSA’s complaints page); /disclosures links it.',
    ),
    odr: fact(
      httpsAddress.optional(),
      'Online dispute resolution portal',
      'The full https:// address of the regulator’s online dispute resolution portal (SEBI: SMART ODR), linked from every page’s footer.',
    ),
    complaintsTable: fact(
      z.array(complaintsMonthSchema).min(1).optional(),
      'Complaints, month by month',
      'One row per month, newest first: complaints received, resolved and pending at its end, on /disclosures. Add each month by the 7th of the next (SEBI offices: required; the check warns when the latest month is over 45 days old).',
    ),
  }),
  'Licence or registration',
  'Fill in only for an office a regulator has registered or licensed; its regulator decides which facts it must carry (docs/CONTENT.md). Each value must be confirmed by the firm’s compliance officer before launch.',
);

/** How to reach one office: its own number or WhatsApp, and its hours in its own time zone. */
const contactSchema = field(
  z
    .strictObject({
      phone: fact(phoneNumberSchema.optional(), 'Office telephone', 'The office’s own telephone number.'),
      whatsapp: fact(
        z
          .string()
          .regex(/^\+?[\d\s()-]{6,20}$/, 'must be a phone number with country code')
          .optional(),
        'Office WhatsApp',
        'The office’s own WhatsApp number with country code, if it has one.',
      ),
      timeZone: fact(
        timeZone,
        'Office time zone',
        'The office’s time zone as the IANA database names it ("Asia/Kolkata", "Asia/Dubai", "America/Toronto"): its hours are read in it, and the page names it in each language.',
      ),
      hours: listOf(
        z
          .strictObject({
            days: field(text, 'Which days', 'The days of this row, e.g. "Sunday to Thursday".'),
            opens: fact(timeOfDay.optional(), 'Opens at', 'Opening time on those days, 09:00; empty: by appointment.'),
            closes: fact(timeOfDay.optional(), 'Closes at', 'Closing time on those days, 18:00.'),
          })
          .refine((row) => (row.opens === undefined) === (row.closes === undefined), {
            message: 'needs both "opens" and "closes", or neither (by appointment)',
            path: ['opens'],
          }),
        'Office hours',
        'The office’s hours in its own time zone, one row per group of days; a row without times reads “by appointment”.',
      ),
    })
    .refine((contact) => contact.phone !== undefined || contact.whatsapp !== undefined, {
      message: 'needs a telephone or a WhatsApp number: a visitor must be able to reach the office',
      path: ['phone'],
    }),
  'How to reach the office',
  'How to reach this office, on /contact and /disclosures.',
);

/** Which data protection law applies to what the office receives, and whom to write to about it. */
const privacySchema = field(
  z.strictObject({
    law: field(
      text,
      'Data protection law',
      'The law that protects the personal data this office receives ("DIFC Data Protection Law 2020"), in the privacy notice.',
    ),
    contact: field(
      text,
      'Whom to contact',
      'Who answers requests about personal data at this office ("Data Protection Officer", "Privacy Officer").',
    ),
    email: fact(z.email(), 'Their email', 'The email address of that person, in the privacy notice.'),
  }),
  'Personal data',
  'The data protection law of this office and whom to contact, office by office in the privacy notice.',
);

/**
 * One office of the firm, per language: the contact page's cards, every page's footer line (a registered office)
 * and /disclosures. An office is either registered (`registration`) or only a presence (`presenceOnly`), never both.
 */
export const officeSchema = field(
  z
    .strictObject({
      region: field(
        text,
        'Region served',
        'The region the office serves, its card heading on /contact ("India", "Gulf").',
      ),
      label: field(
        text,
        'Small label above the region',
        'Small label above the region ("Head office", "Regional presence").',
      ),
      primary: fact(
        z.boolean().default(false),
        'Head office',
        'Tick for the head office only: its card is outlined on /contact and shows the town of the firm’s address.',
      ),
      registeredName: fact(
        text,
        'Legal entity, as registered',
        'The name of the company exactly as the regulator’s or the company register spells it ("Aravali Capital Advisory Private Limited"): in the footer line and on /disclosures in every language, so a reader finds it in the register.',
      ),
      entity: field(
        text.optional(),
        'Legal entity in this language',
        'The company’s name as this language writes it, shown beside the registered name on /disclosures; leave empty in the language the register uses.',
      ),
      address: field(
        text,
        'Registered address',
        'The registered address of that company, in one line, on /disclosures.',
      ),
      text: field(
        text,
        'What the office does',
        'One or two sentences on what this office does for clients, on its /contact card and on /disclosures.',
      ),
      contact: contactSchema,
      privacy: privacySchema,
      registration: registrationSchema.optional(),
      presenceOnly: field(
        text.optional(),
        'What a presence does not do',
        'For an office no regulator has licensed: one sentence saying plainly what it does not do ("It does not hold client money or advise on investments"). Leave empty when Registration is filled in.',
      ),
      order: fact(
        z.number().int().min(1),
        'Place in the list',
        'Position among the offices on /contact, /disclosures and in the footer (1 = first); two with the same number are listed by file name.',
      ),
    })
    .refine((office) => (office.registration === undefined) !== (office.presenceOnly === undefined), {
      message:
        'needs either a registration (a regulated office) or "presenceOnly" (what a presence does not do), and not both',
      path: ['registration'],
    }),
  'Offices',
  'One office of the firm: its card on /contact, its regulatory status on /disclosures and, when registered, its line in every page’s footer.',
);

export type Office = z.infer<typeof officeSchema>;
export type Registration = NonNullable<Office['registration']>;
