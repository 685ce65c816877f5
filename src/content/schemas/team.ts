import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, linkSchema, pageHeroSchema, pointSchema, text } from './blocks';

/**
 * One person on the team page and in the home page preview. Without a photo an initials avatar is drawn.
 * A factory of the collection's image() helper so photo paths are checked; unit tests pass a stub.
 */
export function teamMemberSchema<I extends z.ZodType>(image: () => I) {
  return z.strictObject({
    name: text.describe('Full name as shown on the site.'),
    role: text.describe('Title, e.g. "Founder & Managing Partner".'),
    summary: z.string().trim().min(60).max(320).describe('Two or three sentences on what the person leads.'),
    focusAreas: z.array(text).min(3).max(6).describe('Focus Areas list (three to six items).'),
    clientValues: z.array(pointSchema).min(2).max(4).describe('What Clients Value cards (two to four).'),
    order: z.number().int().min(1).describe('Position on the team page and home preview (1 = first).'),
    photo: image()
      .optional()
      .describe('Optional portrait, a path relative to this file (e.g. ./photos/name.jpg); without it initials are shown.'),
  });
}

/** Copy of the /team page; the people come from the team collection. */
export const teamPageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  focusAreasHeading: text.describe('Heading above each person\'s focus areas ("Focus Areas").'),
  clientValuesHeading: text.describe('Heading above each person\'s cards ("What Clients Value").'),
  cta: ctaCopySchema.extend({
    actions: z.array(linkSchema).min(1).max(2).describe('One or two buttons in the closing band.'),
  }),
});

export type TeamPage = z.infer<typeof teamPageSchema>;
