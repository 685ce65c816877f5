import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, pageHeroSchema, pointSchema, sectionSchema, text } from './blocks';

/** Copy of /how-we-work; the five steps come from the process collection. */
export const howWeWorkPageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  steps: sectionSchema.extend({
    activitiesHeading: text.describe('Heading above each step\'s activities ("Key Activities").'),
  }),
  pillars: sectionSchema.extend({
    items: z.array(pointSchema).length(4).describe('Exactly four pillars: Discipline, Access, Execution, Discretion.'),
  }),
  cta: ctaCopySchema.extend({
    email: text.describe('Label of the email button ("Get in Touch").'),
  }),
});

export type HowWeWorkPage = z.infer<typeof howWeWorkPageSchema>;
