import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { closingBandWithLinks, fact, field, listOf, pointSchema, text, textField } from './blocks';

/** A year as a career line or a qualification gives it; the content check holds it to the past (rules/team.ts). */
const year = z.number().int().min(1900);

/** What a qualification is, for search engines (Person structured data): a degree or a professional qualification. */
export const QUALIFICATION_KINDS = ['degree', 'professional'] as const;

/** A language a person speaks, by its code (BCP 47: "en", "hi", "ar"); each page names it in its own language. */
const languageCode = z
  .string()
  .trim()
  .refine((code) => {
    try {
      const [canonical] = Intl.getCanonicalLocales(code);
      return (
        canonical !== undefined &&
        new Intl.DisplayNames('en', { type: 'language', fallback: 'none' }).of(canonical) !== undefined
      );
    } catch {
      return false;
    }
  }, 'should be a language code such as "en" (English), "hi" (Hindi) or "ar" (Arabic)');

/**
 * One person on the team page and in the home page preview. Without a photo an initials avatar is drawn.
 * A factory of the collection's image() helper so photo paths are checked; unit tests pass a stub.
 */
export function teamMemberSchema<I extends z.ZodType>(image: () => I) {
  return field(
    z.strictObject({
      name: field(
        text,
        'Full name',
        'Full name as shown on the team page and the home page; the file is named after it.',
      ),
      role: field(text, 'Job title', 'Job title under the name, e.g. "Founder & Managing Partner".'),
      summary: field(
        z.string().trim().min(60).max(320),
        'About this person',
        'Two or three sentences under the job title on the team page on what the person leads.',
      ),
      focusAreas: listOf(
        text,
        'Focus areas list',
        'The list under the Focus Areas heading on the team page, one short item each (at least one).',
      ),
      clientValues: listOf(
        pointSchema,
        'What clients value',
        'The cards under the What Clients Value heading on the team page (at least one; the grid wraps any number).',
      ),
      career: field(
        z
          .array(
            z.strictObject({
              from: fact(year.optional(), 'From (year)', 'The year the role began (2009): every career line needs it.'),
              to: fact(year.optional(), 'To (year)', 'The year it ended (2016); leave empty for a role still held.'),
              role: field(text, 'Job title there', 'The job title held there ("Director, Infrastructure Finance").'),
              organisation: field(text, 'Firm', 'The firm or body it was held at ("Example Bank").'),
            }),
          )
          .default([]),
        'Earlier firms and roles',
        'Earlier firms and roles, newest first, each with its years: the Career list of the profile. The translation lists the same lines in the same order, its words only.',
      ),
      qualifications: field(
        z
          .array(
            z.strictObject({
              name: field(
                text,
                'Qualification',
                'The qualification as it is awarded ("Chartered Accountant", "MBA, Finance", "CFA charterholder").',
              ),
              awardedBy: field(
                text,
                'Awarding body',
                'The body or university that awarded it ("Institute of Chartered Accountants of India").',
              ),
              kind: fact(
                z.enum(QUALIFICATION_KINDS),
                'Degree or professional',
                'degree (from a university or school) or professional (a charter, a membership, a licence to practise).',
              ),
              year: fact(year.optional(), 'Year awarded', 'The year it was awarded (optional).'),
            }),
          )
          .default([]),
        'Degrees and qualifications',
        'Degrees and professional qualifications, each with the body that awarded it: the Qualifications list of the profile.',
      ),
      regulatedRoles: field(
        z
          .array(
            z.strictObject({
              office: fact(
                text,
                'Office holding the licence',
                'The file name of the office whose licence the role is held under, without .yaml: india, gulf or canada. Its regulator is named beside the role.',
              ),
              title: field(
                text,
                'Regulated function',
                'The function as the regulator names it ("Senior Executive Officer, authorised individual", "Principal Officer").',
              ),
              register: fact(
                text,
                'Where it can be checked',
                'The full https:// address of the person’s entry in the regulator’s public register, where anyone can check the role.',
              ),
            }),
          )
          .default([]),
        'Functions approved by a regulator',
        'Functions a regulator has approved the person for, per office, each with the register entry where a reader checks it.',
      ),
      languages: fact(
        z.array(languageCode).default([]),
        'Languages spoken',
        'The languages the person works in, by code: en English, hi Hindi, ar Arabic, fr French… Each page names them in its own language.',
      ),
      profile: fact(
        z.url({ protocol: /^https$/, error: 'must be a full https:// address' }).optional(),
        'Profile elsewhere',
        'The full https:// address of the person’s public professional profile (LinkedIn), linked from the profile and given to search engines.',
      ),
      order: fact(
        z.number().int().min(1),
        'Place in the list',
        'Position on the team page and the home page (1 = first); two people with the same number are listed by file name.',
      ),
      photo: fact(
        image().optional(),
        'Portrait',
        'Optional portrait, a path relative to this file (e.g. ./photos/name.jpg); without it the initials are shown, each with its dot (V. M.).',
      ),
    }),
    'Team',
    'One person on the team page and in the home page preview. Without a photo the initials are drawn, each with its dot.',
  );
}

/** Copy of the /team page; the people come from the team collection. */
export const teamPageSchema = field(
  z.strictObject({
    ...innerPageHead,
    focusAreasHeading: field(
      text,
      'Heading above each person’s focus areas',
      'Heading above each person\'s focus areas ("Focus Areas").',
    ),
    clientValuesHeading: field(
      text,
      'Heading above each person’s cards',
      'Heading above each person\'s cards ("What Clients Value").',
    ),
    careerHeading: textField(
      'Heading above each person’s career',
      'Heading above the earlier firms and roles ("Career").',
    ),
    present: textField(
      'A role still held',
      'What a career line says in place of the year it ended, for a role still held ("present": "2017–present").',
    ),
    qualificationsHeading: textField(
      'Heading above each person’s qualifications',
      'Heading above the degrees and professional qualifications ("Qualifications").',
    ),
    regulatedRolesHeading: textField(
      'Heading above each person’s regulated roles',
      'Heading above the functions a regulator has approved ("Regulated roles").',
    ),
    register: field(
      text.regex(/\{regulator\}/, 'must contain {regulator}'),
      'Link to the register',
      'The link after each regulated role to the register entry; {regulator} becomes the regulator’s short name ("Check on the {regulator} register").',
    ),
    languages: textField('Word before the languages', 'Label before the languages a person works in ("Languages").'),
    profileLink: field(
      text.regex(/\{site\}/, 'must contain {site}'),
      'Link to the profile elsewhere',
      'The link to a person’s profile elsewhere; {site} becomes its site’s address ("Profile on {site}").',
    ),
    dealsHeading: textField(
      'Heading above each person’s transactions',
      'Heading above the transactions a person advised on, linked to the record ("Transactions Advised").',
    ),
    cta: closingBandWithLinks('the page'),
  }),
  'Team page (/team)',
  '/team copy. The people are in the team collection (one Markdown file per person).',
);

export type TeamPage = z.infer<typeof teamPageSchema>;
