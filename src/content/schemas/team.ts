import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { closingBandWithLinks, fact, field, listOf, pointSchema, text } from './blocks';

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
      order: fact(
        z.number().int().min(1),
        'Place in the list',
        'Position on the team page and the home page (1 = first); two people with the same number are listed by file name.',
      ),
      photo: fact(
        image().optional(),
        'Portrait',
        'Optional portrait, a path relative to this file (e.g. ./photos/name.jpg); without it initials are shown.',
      ),
    }),
    'Team',
    'One person on the team page and in the home page preview. Without a photo an initials avatar is drawn.',
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
    cta: closingBandWithLinks('the page'),
  }),
  'Team page (/team)',
  '/team copy. The people are in the team collection (one Markdown file per person).',
);

export type TeamPage = z.infer<typeof teamPageSchema>;
