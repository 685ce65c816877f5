import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, pageHeroSchema, pointSchema, sectionSchema, text } from './blocks';

/** Copy of /how-we-work; the steps come from the process collection. */
export const howWeWorkPageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  steps: sectionSchema.extend({
    activitiesHeading: text.describe('Heading above each step\'s activities ("Key Activities").'),
  }),
  pillars: sectionSchema.extend({
    items: z
      .array(pointSchema)
      .min(1)
      .describe('Principles behind the process, one card each (at least one; the grid wraps any number).'),
  }),
  cta: ctaCopySchema.extend({
    email: text.describe('Label of the email button ("Get in Touch").'),
  }),
}).describe(
  '/how-we-work copy. The steps themselves are in the process collection (one file per step).',
);

export type HowWeWorkPage = z.infer<typeof howWeWorkPageSchema>;
