import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, sectionSchema, text } from './blocks';

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
          details: z.array(text).min(2).max(4).describe('Two to four short details of the step.'),
        }),
      )
      .length(5)
      .describe('Exactly five steps, in order.'),
  }),
  needs: sectionSchema.extend({
    cards: z
      .array(
        z.strictObject({
          title: text.describe('Mandate type, e.g. "Private Equity".'),
          items: z.array(text).length(4).describe('Exactly four things to send.'),
        }),
      )
      .length(4)
      .describe('Exactly four cards, one per mandate type.'),
  }),
  models: sectionSchema.extend({
    featuredLabel: text.describe('Badge on the featured model ("Most common").'),
    items: z
      .array(
        z.strictObject({
          title: text.describe('Model name, e.g. "Retainer".'),
          description: text.describe('One or two sentences.'),
          features: z.array(text).min(2).max(6).describe('Feature list (two to six items).'),
          featured: z.boolean().default(false).describe('true to mark this model with the badge (only one).'),
        }),
      )
      .length(3)
      .refine((items) => items.filter((item) => item.featured).length <= 1, 'mark at most one model as featured')
      .describe('Exactly three engagement models.'),
  }),
  cta: ctaCopySchema.extend({
    email: text.describe('Label of the email button ("Contact Us").'),
    phone: text.describe('Label of the phone button ("Schedule Call").'),
  }),
});

export type GetStartedPage = z.infer<typeof getStartedPageSchema>;
