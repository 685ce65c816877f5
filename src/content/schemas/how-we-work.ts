import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { ctaCopySchema, field, listOf, pointSchema, sectionSchema, text } from './blocks';

/** Copy of /how-we-work; the steps come from the process collection. */
export const howWeWorkPageSchema = field(
  z.strictObject({
    ...innerPageHead,
    steps: field(
      sectionSchema.extend({
        activitiesHeading: field(
          text,
          'Heading above each step’s activities',
          'Small heading above each step\'s list of activities ("Key Activities").',
        ),
      }),
      'Steps section',
      'The section of process steps; the steps themselves come from the process.',
    ),
    pillars: field(
      sectionSchema.extend({
        items: listOf(
          pointSchema,
          'Principles',
          'Principles behind the process, one card each (at least one; the grid wraps any number).',
        ),
      }),
      'Principles section',
      'The section of principles behind the process.',
    ),
    cta: field(
      ctaCopySchema.extend({
        email: field(text, 'Email button text', 'Text of the email button in the closing band ("Get in Touch").'),
      }),
      'Closing band',
      'The navy band at the end of the page, with the email button.',
    ),
  }),
  'How we work page (/how-we-work)',
  '/how-we-work copy. The steps themselves are in the process collection (one file per step).',
);

export type HowWeWorkPage = z.infer<typeof howWeWorkPageSchema>;
