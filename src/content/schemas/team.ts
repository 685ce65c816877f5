import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { because, ctaCopySchema, linkSchema, pageHeroSchema, pointSchema, text } from './blocks';

/**
 * One person on the team page and in the home page preview. Without a photo an initials avatar is drawn.
 * A factory of the collection's image() helper so photo paths are checked; unit tests pass a stub.
 */
export function teamMemberSchema<I extends z.ZodType>(image: () => I) {
  return z.strictObject({
    name: text.describe('Full name as shown on the site.'),
    role: text.describe('Title, e.g. "Founder & Managing Partner".'),
    summary: z.string().trim().min(60).max(320).describe('Two or three sentences on what the person leads.'),
    focusAreas: z.array(text).min(1).describe('Focus Areas list, one short item per line (at least one).'),
    clientValues: z.array(pointSchema).min(1).describe('What Clients Value cards (at least one; the grid wraps any number).'),
    order: z.number().int().min(1).describe('Position on the team page and home preview (1 = first).'),
    photo: image()
      .optional()
      .describe('Optional portrait, a path relative to this file (e.g. ./photos/name.jpg); without it initials are shown.'),
  }).describe('One person on the team page and in the home page preview. Without a photo an initials avatar is drawn.');
}

/** Copy of the /team page; the people come from the team collection. */
export const teamPageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  focusAreasHeading: text.describe('Heading above each person\'s focus areas ("Focus Areas").'),
  clientValuesHeading: text.describe('Heading above each person\'s cards ("What Clients Value").'),
  cta: ctaCopySchema.extend({
    actions: z
      .array(linkSchema)
      .min(1)
      .max(3, because('the buttons share one row from tablets up, and a fourth would crowd it'))
      .describe(
        'Buttons in the closing band (one to three), the first is the primary one: they share one row from tablets up, and more would crowd it.',
      ),
  }),
}).describe('/team copy. The people are in the team collection (one Markdown file per person).');

export type TeamPage = z.infer<typeof teamPageSchema>;
