import { z } from 'astro/zod';
import { ACTION_KINDS } from '../../lib/service-actions';
import { because, sectionSchema, text } from './blocks';

/**
 * The typed sections a service page is built from, in the order the Markdown file lists them.
 * Each `type` has one component in src/components/service/ (mapped in SectionRenderer.astro).
 *
 * `image` is the collection's image() helper (Astro passes its own; unit tests pass a stub), so a
 * wrong image path fails the build naming the file and the field.
 */

const titled = z.strictObject({
  title: text.describe('Short name.'),
  description: text.describe('One sentence.'),
});

/** How a button reaches the firm: contact kinds resolve to the links in src/content/settings/site.yaml. */
export const actionSchema = z.strictObject({
  kind: z
    .enum(ACTION_KINDS)
    .describe('email, phone or whatsapp use the contact details in settings; form jumps to the consultation form on this page.'),
  label: text.describe('Button text, e.g. "Get in Touch".'),
});

export function serviceSectionSchema<I extends z.ZodType>(image: () => I) {
  const picture = {
    image: image().describe('Path of the artwork relative to this file, e.g. ../../../assets/art/roads-highway.svg.'),
    alt: text.describe('What the image shows, read by screen readers.'),
  };

  /** A titled card (the title becomes an h3), optionally topped by an image. */
  const card = z
    .strictObject({
      title: text.describe('Card heading.'),
      description: text.describe('One or two sentences.'),
      points: z
        .array(text)
        .min(1)
        .max(5, because('cards in a row share one height, so a longer list leaves its neighbours half empty'))
        .optional()
        .describe(
          'Optional short check-marked points under the description (one to five): cards in a row share one height, so a longer list leaves its neighbours half empty.',
        ),
      image: picture.image.optional(),
      alt: picture.alt.optional(),
    })
    .refine((item) => (item.image === undefined) === (item.alt === undefined), {
      message: 'must come with an image, and an image with alt text: give both or neither',
      path: ['alt'],
    });

  const capabilities = z
    .strictObject({
      type: z.literal('capabilities'),
      ...sectionSchema.shape,
      items: z.array(titled).min(1).describe('Each capability: name and one sentence.'),
    })
    .describe('Core capabilities as a grid of numbered cards.');

  const whyList = z
    .strictObject({
      type: z.literal('why-list'),
      ...sectionSchema.shape,
      items: z.array(text).min(1).describe('Reasons, one short sentence each (a check-marked list, at least one).'),
      stats: z
        .array(z.strictObject({ value: text.describe('e.g. "USD 100M+".'), label: text.describe('e.g. "Mandate size".') }))
        .max(4, because('on a desktop they stack beside the list, and a longer column would dwarf it'))
        .optional()
        .describe(
          'Key figures shown beside the list (up to four, none hides the panel): on a desktop they stack beside it, and a longer column would dwarf the list.',
        ),
    })
    .describe('Why work with us: a check-marked list, optionally with key figures.');

  const portfolio = z
    .strictObject({
      type: z.literal('portfolio'),
      ...sectionSchema.shape,
      items: z
        .array(
          z
            .strictObject({
              ...picture,
              title: text.describe('Project name.'),
              sector: text.optional().describe('Sector label, e.g. "Roads & Highways".'),
              location: text.optional().describe('Location label, e.g. "Dubai Marina".'),
              description: text.optional().describe('Optional one-line note.'),
            })
            .refine((item) => Boolean(item.sector ?? item.location), {
              message: 'is missing: give a sector or a location',
              path: ['sector'],
            }),
        )
        .min(1)
        .describe('Projects: image, title, and a sector or location.'),
    })
    .describe('Portfolio or project showcase: image cards.');

  const focusSectors = z
    .strictObject({
      type: z.literal('focus-sectors'),
      ...sectionSchema.shape,
      items: z.array(titled).min(1).describe('Each sector: name and one sentence.'),
    })
    .describe('Sectors we focus on, as compact tiles.');

  const approachCards = z
    .strictObject({
      type: z.literal('approach-cards'),
      ...sectionSchema.shape,
      items: z.array(card).min(1).describe('Each card: title, description, optional points.'),
    })
    .describe('Cards for an approach or the investment models on offer.');

  const processSteps = z
    .strictObject({
      type: z.literal('process-steps'),
      ...sectionSchema.shape,
      steps: z
        .array(titled)
        .min(2, because('one step is not a process'))
        .describe('Numbered steps in order, title and one sentence each (at least two: one step is not a process).'),
    })
    .describe('A numbered process.');

  const table = z
    .strictObject({
      type: z.literal('table'),
      ...sectionSchema.shape,
      caption: text.describe('Table caption: says what the rows are.'),
      columns: z.array(text).min(2).describe('Column headings, left to right.'),
      rows: z.array(z.array(text)).min(1).describe('Rows of cells in column order; the first cell names the row.'),
      disclaimer: text.describe('Short note shown under the table, e.g. that figures are illustrative.'),
    })
    .superRefine((section, ctx) => {
      section.rows.forEach((row, index) => {
        if (row.length !== section.columns.length) {
          ctx.addIssue({
            code: 'custom',
            path: ['rows', index],
            message: `has ${row.length} cells but the table has ${section.columns.length} columns`,
          });
        }
      });
    })
    .describe('A data table with caption and disclaimer.');

  const marketPoints = z
    .strictObject({
      type: z.literal('market-points'),
      ...sectionSchema.shape,
      markets: z.array(titled).min(1).describe('Each market: name and one sentence.'),
      assurances: z.array(text).min(1).optional().describe('Check-marked points that apply to every market.'),
    })
    .describe('The markets we cover, with shared assurances.');

  const industryCards = z
    .strictObject({
      type: z.literal('industry-cards'),
      ...sectionSchema.shape,
      items: z.array(card).min(1).describe('Each industry: title, description, optional points.'),
    })
    .describe('Industries we advise, as cards.');

  const engagementApproach = z
    .strictObject({
      type: z.literal('engagement-approach'),
      ...sectionSchema.shape,
      principles: z.array(titled).min(1).describe('How engagements are run: title and one sentence each.'),
      typical: z
        .strictObject({
          heading: text.describe('e.g. "Typical Engagements".'),
          items: z.array(text).min(1).describe('Short facts, e.g. "3–12 month projects".'),
        })
        .optional()
        .describe('A side panel of typical engagement facts.'),
    })
    .describe('Engagement principles and typical engagements.');

  const imageGrid = z
    .strictObject({
      type: z.literal('image-grid'),
      ...sectionSchema.shape,
      images: z
        .array(z.strictObject({ ...picture, caption: text.optional().describe('Short label under the image.') }))
        .min(1)
        .describe('Images with alt text and optional captions (at least one; the grid wraps any number).'),
    })
    .describe('A grid of images.');

  const callToAction = z
    .strictObject({
      type: z.literal('call-to-action'),
      heading: text.describe('The band heading (an h2).'),
      text: text.optional().describe('One sentence under the heading.'),
      actions: z
        .array(actionSchema)
        .min(1)
        .max(3, because('the buttons share one row from tablets up, and a fourth would crowd it'))
        .describe(
          'Buttons (one to three), the first is the primary one: they share one row from tablets up, and more would crowd it.',
        ),
    })
    .describe('A navy call-to-action band with contact buttons.');

  return z.discriminatedUnion('type', [
    capabilities,
    whyList,
    portfolio,
    focusSectors,
    approachCards,
    processSteps,
    table,
    marketPoints,
    industryCards,
    engagementApproach,
    imageGrid,
    callToAction,
  ]);
}
