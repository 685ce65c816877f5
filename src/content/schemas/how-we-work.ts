import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, pageHeroSchema, pointSchema, sectionSchema, text } from './blocks';

/** Copy of /how-we-work; the steps come from the process collection. */
export const howWeWorkPageSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    steps: sectionSchema
      .extend({
        activitiesHeading: text
          .meta({ title: 'Heading above each step’s activities' })
          .describe('Small heading above each step\'s list of activities ("Key Activities").'),
      })
      .meta({ title: 'Steps section' })
      .describe('The section of process steps; the steps themselves come from the process.'),
    pillars: sectionSchema
      .extend({
        items: z
          .array(pointSchema)
          .min(1)
          .meta({ title: 'Principles' })
          .describe('Principles behind the process, one card each (at least one; the grid wraps any number).'),
      })
      .meta({ title: 'Principles section' })
      .describe('The section of principles behind the process.'),
    cta: ctaCopySchema
      .extend({
        email: text
          .meta({ title: 'Email button text' })
          .describe('Text of the email button in the closing band ("Get in Touch").'),
      })
      .meta({ title: 'Closing band' })
      .describe('The navy band at the end of the page, with the email button.'),
  })
  .meta({ title: 'How we work page (/how-we-work)' })
  .describe('/how-we-work copy. The steps themselves are in the process collection (one file per step).');

export type HowWeWorkPage = z.infer<typeof howWeWorkPageSchema>;
