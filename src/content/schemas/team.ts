import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, limitedList, linkSchema, pageHeroSchema, pointSchema, text } from './blocks';

/**
 * One person on the team page and in the home page preview. Without a photo an initials avatar is drawn.
 * A factory of the collection's image() helper so photo paths are checked; unit tests pass a stub.
 */
export function teamMemberSchema<I extends z.ZodType>(image: () => I) {
  return z
    .strictObject({
      name: text
        .meta({ title: 'Full name' })
        .describe('Full name as shown on the team page and the home page; the file is named after it.'),
      role: text.meta({ title: 'Job title' }).describe('Job title under the name, e.g. "Founder & Managing Partner".'),
      summary: z
        .string()
        .trim()
        .min(60)
        .max(320)
        .meta({ title: 'About this person' })
        .describe('Two or three sentences under the job title on the team page on what the person leads.'),
      focusAreas: z
        .array(text)
        .min(1)
        .meta({ title: 'Focus areas list' })
        .describe('The list under the Focus Areas heading on the team page, one short item each (at least one).'),
      clientValues: z
        .array(pointSchema)
        .min(1)
        .meta({ title: 'What clients value' })
        .describe(
          'The cards under the What Clients Value heading on the team page (at least one; the grid wraps any number).',
        ),
      order: z
        .number()
        .int()
        .min(1)
        .meta({ title: 'Place in the list' })
        .describe(
          'Position on the team page and the home page (1 = first); two people with the same number are listed by file name.',
        ),
      photo: image()
        .optional()
        .meta({ title: 'Portrait' })
        .describe(
          'Optional portrait, a path relative to this file (e.g. ./photos/name.jpg); without it initials are shown.',
        ),
    })
    .meta({ title: 'Team' })
    .describe('One person on the team page and in the home page preview. Without a photo an initials avatar is drawn.');
}

/** Copy of the /team page; the people come from the team collection. */
export const teamPageSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    focusAreasHeading: text
      .meta({ title: 'Heading above each person’s focus areas' })
      .describe('Heading above each person\'s focus areas ("Focus Areas").'),
    clientValuesHeading: text
      .meta({ title: 'Heading above each person’s cards' })
      .describe('Heading above each person\'s cards ("What Clients Value").'),
    cta: ctaCopySchema
      .extend({
        actions: limitedList(linkSchema, {
          min: 1,
          max: 3,
          why: 'they share one row from tablets up, and more would crowd it',
          title: 'Buttons',
          help: ({ count, why }) => `Buttons in the closing band (${count}), the first is the primary one: ${why}.`,
        }),
      })
      .meta({ title: 'Closing band' })
      .describe('The navy band at the end of the page, with its buttons.'),
  })
  .meta({ title: 'Team page (/team)' })
  .describe('/team copy. The people are in the team collection (one Markdown file per person).');

export type TeamPage = z.infer<typeof teamPageSchema>;
