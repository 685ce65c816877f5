import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { because, ctaCopySchema, sectionSchema, text } from './blocks';

/** Copy of /get-started: engagement steps, what to send, engagement models. */
export const getStartedPageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: z.strictObject({
    eyebrow: text.optional().describe('Small capitalised label above the title (optional).'),
    titlePrefix: text.describe('Start of the page title; the brand from settings is added after it ("Get Started with").'),
    subtitle: text.describe('Line under the title.'),
  }),
  engage: sectionSchema.extend({
    steps: z
      .array(
        z.strictObject({
          title: text.describe('Step name, e.g. "Discovery Call".'),
          description: text.describe('One sentence on the step.'),
          details: z.array(text).min(1).describe('Short details of the step (at least one), a check-marked list.'),
        }),
      )
      .min(2, because('a single step is not a path to follow'))
      .describe('The steps in order, numbered from 01 (at least two: a single step is not a path to follow).'),
  }),
  needs: sectionSchema.extend({
    cards: z
      .array(
        z.strictObject({
          title: text.describe('Mandate type, e.g. "Private Equity".'),
          items: z.array(text).min(1).describe('Things to send (at least one), a check-marked list.'),
        }),
      )
      .min(1)
      .describe('One card per mandate type (at least one; the grid wraps any number).'),
  }),
  models: sectionSchema.extend({
    featuredLabel: text.describe('Badge on the featured model ("Most common").'),
    items: z
      .array(
        z.strictObject({
          title: text.describe('Model name, e.g. "Retainer".'),
          description: text.describe('One or two sentences.'),
          features: z.array(text).min(1).describe('Feature list (at least one item).'),
          featured: z.boolean().default(false).describe('true to mark this model with the badge (only one).'),
        }),
      )
      .min(1)
      .refine((items) => items.filter((item) => item.featured).length <= 1, 'marks more than one model as featured: keep featured: true on one')
      .describe('Engagement models, one card each (at least one; the grid wraps any number).'),
  }),
  cta: ctaCopySchema.extend({
    email: text.describe('Label of the email button ("Contact Us").'),
    phone: text.describe('Label of the phone button ("Schedule Call").'),
  }),
}).describe(
  '/get-started copy. The page title is titlePrefix followed by the brand from the settings.',
);

export type GetStartedPage = z.infer<typeof getStartedPageSchema>;
