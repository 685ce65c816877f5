import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, eyebrowField, field, limitedList, listOf, sectionSchema, text } from './blocks';

/** Copy of /get-started: engagement steps, what to send, engagement models. */
export const getStartedPageSchema = field(
  z.strictObject({
    meta: pageMetaSchema,
    hero: field(
      z.strictObject({
        eyebrow: eyebrowField('the page heading', 'in the navy band at the top'),
        titlePrefix: field(
          text,
          'Page heading, before the firm name',
          'Start of the page heading (the only h1) in the navy band at the top; the brand from the settings is added after it ("Get Started with").',
        ),
        subtitle: field(
          text,
          'Line under the page heading',
          'One sentence under the page heading in the navy band at the top.',
        ),
      }),
      'Top band',
      'The navy band at the top of the page, with the page heading.',
    ),
    engage: field(
      sectionSchema.extend({
        steps: limitedList(
          z.strictObject({
            title: field(text, 'Step name', 'Heading of the step, e.g. "Discovery Call".'),
            description: field(text, 'Step text', 'One sentence under the step name.'),
            details: listOf(text, 'Step details', 'Short details of the step (at least one), a check-marked list.'),
          }),
          {
            min: 2,
            why: 'a single step is not a path to follow',
            title: 'Steps in order',
            help: ({ count, why }) => `The steps in order, numbered from 01 (${count}: ${why}).`,
          },
        ),
      }),
      'Steps section',
      'The numbered steps of an engagement.',
    ),
    begin: field(
      sectionSchema.extend({
        items: listOf(
          text,
          'What to send to begin',
          'What a first message needs (at least one): who they are, what they need, its rough size — nothing confidential.',
        ),
        note: field(
          text,
          'Nothing confidential yet',
          'The warning under the list: send no confidential figures or documents until a non-disclosure agreement is signed.',
        ),
      }),
      'First message section',
      'What to send to begin, before any non-disclosure agreement: a safe first contact.',
    ),
    needs: field(
      sectionSchema.extend({
        cards: field(
          z
            .array(
              z.strictObject({
                title: field(text, 'Mandate type', 'Heading of the card, e.g. "Private Equity".'),
                items: listOf(
                  text,
                  'Things to send',
                  'Things to send (at least one), a check-marked list on the card.',
                ),
              }),
            )
            .min(1),
          'Mandate cards',
          'One card per mandate type (at least one; the grid wraps any number).',
        ),
      }),
      'After the NDA section',
      'Cards listing what to send for each type of mandate once a non-disclosure agreement is signed.',
    ),
    models: field(
      sectionSchema.extend({
        featuredLabel: field(text, 'Badge text', 'Badge on the featured model ("Most common").'),
        feesLink: field(
          text,
          'Link to how we are paid',
          'Words of the link under the models to /how-we-are-paid, with each model’s range and who pays ("Fee ranges, who pays us and our conflicts policy").',
        ),
        items: field(
          z
            .array(
              z.strictObject({
                title: field(text, 'Model name', 'Heading of the card, e.g. "Retainer".'),
                description: field(text, 'Model text', 'One or two sentences under the model name.'),
                features: listOf(text, 'Feature list', 'Check-marked list on the card (at least one item).'),
                featured: field(
                  z.boolean().default(false),
                  'Marked with the badge',
                  'true to mark this model with the badge (only one).',
                ),
              }),
            )
            .min(1)
            .refine(
              (items) => items.filter((item) => item.featured).length <= 1,
              'marks more than one model as featured: keep featured: true on one',
            ),
          'Engagement models',
          'Engagement models, one card each (at least one; the grid wraps any number).',
        ),
      }),
      'Engagement models section',
      'Cards of the ways to engage the firm.',
    ),
    cta: field(
      ctaCopySchema.extend({
        email: field(text, 'Email button text', 'Text of the email button in the closing band ("Contact Us").'),
        phone: field(text, 'Phone button text', 'Text of the phone button in the closing band ("Schedule Call").'),
      }),
      'Closing band',
      'The navy band at the end of the page, with the email and phone buttons.',
    ),
  }),
  'Get started page (/get-started)',
  '/get-started copy. The page heading is its first words followed by the brand from the settings.',
);

export type GetStartedPage = z.infer<typeof getStartedPageSchema>;
