import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, limitedList, sectionSchema, text } from './blocks';

/** Copy of /get-started: engagement steps, what to send, engagement models. */
export const getStartedPageSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: z
      .strictObject({
        eyebrow: text
          .optional()
          .meta({ title: 'Small label above the page heading' })
          .describe('Small capitalised label above the page heading in the navy band at the top (optional).'),
        titlePrefix: text
          .meta({ title: 'Page heading, before the firm name' })
          .describe(
            'Start of the page heading (the only h1) in the navy band at the top; the brand from the settings is added after it ("Get Started with").',
          ),
        subtitle: text
          .meta({ title: 'Line under the page heading' })
          .describe('One sentence under the page heading in the navy band at the top.'),
      })
      .meta({ title: 'Top band' })
      .describe('The navy band at the top of the page, with the page heading.'),
    engage: sectionSchema
      .extend({
        steps: limitedList(
          z.strictObject({
            title: text.meta({ title: 'Step name' }).describe('Heading of the step, e.g. "Discovery Call".'),
            description: text.meta({ title: 'Step text' }).describe('One sentence under the step name.'),
            details: z
              .array(text)
              .min(1)
              .meta({ title: 'Step details' })
              .describe('Short details of the step (at least one), a check-marked list.'),
          }),
          {
            min: 2,
            why: 'a single step is not a path to follow',
            title: 'Steps in order',
            help: ({ count, why }) => `The steps in order, numbered from 01 (${count}: ${why}).`,
          },
        ),
      })
      .meta({ title: 'Steps section' })
      .describe('The numbered steps of an engagement.'),
    needs: sectionSchema
      .extend({
        cards: z
          .array(
            z.strictObject({
              title: text.meta({ title: 'Mandate type' }).describe('Heading of the card, e.g. "Private Equity".'),
              items: z
                .array(text)
                .min(1)
                .meta({ title: 'Things to send' })
                .describe('Things to send (at least one), a check-marked list on the card.'),
            }),
          )
          .min(1)
          .meta({ title: 'Mandate cards' })
          .describe('One card per mandate type (at least one; the grid wraps any number).'),
      })
      .meta({ title: 'What to send section' })
      .describe('Cards listing what to send for each type of mandate.'),
    models: sectionSchema
      .extend({
        featuredLabel: text.meta({ title: 'Badge text' }).describe('Badge on the featured model ("Most common").'),
        items: z
          .array(
            z.strictObject({
              title: text.meta({ title: 'Model name' }).describe('Heading of the card, e.g. "Retainer".'),
              description: text.meta({ title: 'Model text' }).describe('One or two sentences under the model name.'),
              features: z
                .array(text)
                .min(1)
                .meta({ title: 'Feature list' })
                .describe('Check-marked list on the card (at least one item).'),
              featured: z
                .boolean()
                .default(false)
                .meta({ title: 'Marked with the badge' })
                .describe('true to mark this model with the badge (only one).'),
            }),
          )
          .min(1)
          .refine(
            (items) => items.filter((item) => item.featured).length <= 1,
            'marks more than one model as featured: keep featured: true on one',
          )
          .meta({ title: 'Engagement models' })
          .describe('Engagement models, one card each (at least one; the grid wraps any number).'),
      })
      .meta({ title: 'Engagement models section' })
      .describe('Cards of the ways to engage the firm.'),
    cta: ctaCopySchema
      .extend({
        email: text
          .meta({ title: 'Email button text' })
          .describe('Text of the email button in the closing band ("Contact Us").'),
        phone: text
          .meta({ title: 'Phone button text' })
          .describe('Text of the phone button in the closing band ("Schedule Call").'),
      })
      .meta({ title: 'Closing band' })
      .describe('The navy band at the end of the page, with the email and phone buttons.'),
  })
  .meta({ title: 'Get started page (/get-started)' })
  .describe('/get-started copy. The page heading is its first words followed by the brand from the settings.');

export type GetStartedPage = z.infer<typeof getStartedPageSchema>;
