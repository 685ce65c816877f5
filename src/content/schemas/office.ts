import { z } from 'astro/zod';
import { fact, field, text } from './blocks';

const httpsAddress = z.url({ protocol: /^https$/, error: 'must be a full https:// address' });

/**
 * What a regulated office is registered as: the footer of every page shows `regulator` and `number` (the number
 * linked to `register`), /disclosures the whole of it.
 */
const registrationSchema = field(
  z.strictObject({
    regulator: fact(text, 'Regulator, short', 'The regulator as the footer names it, short: "DFSA", "SEBI".'),
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
    number: fact(
      text,
      'Registration or licence number',
      'The number exactly as the regulator’s register shows it; the footer links it to the register entry below.',
    ),
    register: fact(
      httpsAddress,
      'Public register entry',
      'The full https:// address of this office’s entry in the regulator’s public register, where anyone can check the number.',
    ),
    clientCategories: field(
      text,
      'Clients it may serve',
      'The client categories the licence allows, as /disclosures states them ("Professional Clients only").',
    ),
    complaints: fact(
      httpsAddress,
      'Regulator’s complaints page',
      'The full https:// address where a client can take a complaint to the regulator (SEBI SCORES, the DFSA’s complaints page); /disclosures links it.',
    ),
  }),
  'Licence or registration',
  'Fill in only for an office a regulator has registered or licensed. Each value must be confirmed by the firm’s compliance officer before launch.',
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
      entity: field(
        text,
        'Legal entity',
        'The name of the company as registered ("Aravali Capital Advisory Private Limited"): on /disclosures and in the footer line.',
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
