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
  title: text.meta({ title: 'Name' }).describe('Short name, the heading of its tile.'),
  description: text.meta({ title: 'One sentence' }).describe('One sentence under the name.'),
});

/** How a button reaches the firm: contact kinds resolve to the links in src/content/settings/site.yaml. */
export const actionSchema = z.strictObject({
  kind: z
    .enum(ACTION_KINDS)
    .meta({ title: 'What the button does' })
    .describe('email, phone or whatsapp use the contact details in settings; form jumps to the consultation form on this page.'),
  label: text.meta({ title: 'Button text' }).describe('The words on the button, e.g. "Get in Touch".'),
});

export function serviceSectionSchema<I extends z.ZodType>(image: () => I) {
  const picture = {
    image: image().meta({ title: 'Picture' }).describe('Path of the artwork relative to this file, e.g. ../../../assets/art/roads-highway.svg.'),
    alt: text.meta({ title: 'Picture description' }).describe('What the picture shows, read aloud by screen readers to people who cannot see it.'),
  };

  /** A titled card (the title becomes an h3), optionally topped by an image. */
  const card = z
    .strictObject({
      title: text.meta({ title: 'Card heading' }).describe('Heading of the card (an h3).'),
      description: text.meta({ title: 'Card text' }).describe('One or two sentences under the card heading.'),
      points: z
        .array(text)
        .min(1)
        .max(5, because('cards in a row share one height, so a longer list leaves its neighbours half empty'))
        .optional()
        .meta({ title: 'Check-marked points' })
        .describe(
          'Optional short check-marked points under the card text (one to five): cards in a row share one height, so a longer list leaves its neighbours half empty.',
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
      items: z.array(titled).min(1).meta({ title: 'Capabilities' }).describe('Each capability: name and one sentence, a numbered card each.'),
    })
    .meta({ title: 'Capability cards' })
    .describe('Core capabilities as a grid of numbered cards.');

  const whyList = z
    .strictObject({
      type: z.literal('why-list'),
      ...sectionSchema.shape,
      items: z.array(text).min(1).meta({ title: 'Reasons' }).describe('Reasons, one short sentence each (a check-marked list, at least one).'),
      stats: z
        .array(z.strictObject({ value: text.meta({ title: 'Figure' }).describe('The figure, large, e.g. "USD 100M+".'), label: text.meta({ title: 'What the figure counts' }).describe('Small words under the figure, e.g. "Mandate size".') }))
        .max(4, because('on a desktop they stack beside the list, and a longer column would dwarf it'))
        .optional()
        .meta({ title: 'Key figures' })
        .describe(
          'Key figures shown beside the list (up to four, none hides the panel): on a desktop they stack beside it, and a longer column would dwarf the list.',
        ),
    })
    .meta({ title: 'Reasons to choose us' })
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
              title: text.meta({ title: 'Project name' }).describe('Heading of the project card.'),
              sector: text.optional().meta({ title: 'Sector label' }).describe('Sector label, e.g. "Roads & Highways".'),
              location: text.optional().meta({ title: 'Location label' }).describe('Location label, e.g. "Dubai Marina".'),
              description: text.optional().meta({ title: 'Note' }).describe('Optional one-line note on the project card.'),
            })
            .refine((item) => Boolean(item.sector ?? item.location), {
              message: 'is missing: give a sector or a location',
              path: ['sector'],
            }),
        )
        .min(1)
        .meta({ title: 'Projects' })
        .describe('Projects: picture, name, and a sector or location.'),
    })
    .meta({ title: 'Projects with pictures' })
    .describe('Portfolio or project showcase: picture cards.');

  const focusSectors = z
    .strictObject({
      type: z.literal('focus-sectors'),
      ...sectionSchema.shape,
      items: z.array(titled).min(1).meta({ title: 'Sectors' }).describe('Each sector: name and one sentence, a tile each.'),
    })
    .meta({ title: 'Sector tiles' })
    .describe('Sectors we focus on, as compact tiles.');

  const approachCards = z
    .strictObject({
      type: z.literal('approach-cards'),
      ...sectionSchema.shape,
      items: z.array(card).min(1).meta({ title: 'Cards' }).describe('Each card: heading, text, optional points and picture.'),
    })
    .meta({ title: 'Cards with points' })
    .describe('Cards for an approach or the investment models on offer.');

  const processSteps = z
    .strictObject({
      type: z.literal('process-steps'),
      ...sectionSchema.shape,
      steps: z
        .array(titled)
        .min(2, because('one step is not a process'))
        .meta({ title: 'Steps in order' })
        .describe('Numbered steps in order, title and one sentence each (at least two: one step is not a process).'),
    })
    .meta({ title: 'Numbered steps' })
    .describe('A numbered process.');

  const table = z
    .strictObject({
      type: z.literal('table'),
      ...sectionSchema.shape,
      caption: text.meta({ title: 'Table caption' }).describe('Table caption: says what the rows are.'),
      columns: z.array(text).min(2).meta({ title: 'Column headings' }).describe('Column headings, left to right.'),
      rows: z.array(z.array(text).meta({ title: 'Row' }).describe('The cells of one row, in column order.')).min(1).meta({ title: 'Table rows' }).describe('Rows of cells in column order; the first cell names the row.'),
      disclaimer: text.meta({ title: 'Note under the table' }).describe('Short note shown under the table, e.g. that figures are illustrative.'),
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
    .meta({ title: 'Table of figures' })
    .describe('A data table with caption and a note under it.');

  const marketPoints = z
    .strictObject({
      type: z.literal('market-points'),
      ...sectionSchema.shape,
      markets: z.array(titled).min(1).meta({ title: 'Market tiles' }).describe('Each market: name and one sentence.'),
      assurances: z.array(text).min(1).optional().meta({ title: 'Shared assurances' }).describe('Check-marked points that apply to every market.'),
    })
    .meta({ title: 'Markets' })
    .describe('The markets we cover, with shared assurances.');

  const industryCards = z
    .strictObject({
      type: z.literal('industry-cards'),
      ...sectionSchema.shape,
      items: z.array(card).min(1).meta({ title: 'Industries' }).describe('Each industry: heading, text, optional points and picture.'),
    })
    .meta({ title: 'Industries' })
    .describe('Industries we advise, as cards.');

  const engagementApproach = z
    .strictObject({
      type: z.literal('engagement-approach'),
      ...sectionSchema.shape,
      principles: z.array(titled).min(1).meta({ title: 'Engagement principles' }).describe('How engagements are run: title and one sentence each.'),
      typical: z
        .strictObject({
          heading: text.meta({ title: 'Panel heading' }).describe('Heading of the side panel, e.g. "Typical Engagements".'),
          items: z.array(text).min(1).meta({ title: 'Facts' }).describe('Short facts in the side panel, e.g. "3–12 month projects".'),
        })
        .optional()
        .meta({ title: 'Typical engagements panel' })
        .describe('A side panel of typical engagement facts.'),
    })
    .meta({ title: 'How we engage' })
    .describe('Engagement principles and typical engagements.');

  const imageGrid = z
    .strictObject({
      type: z.literal('image-grid'),
      ...sectionSchema.shape,
      images: z
        .array(z.strictObject({ ...picture, caption: text.optional().meta({ title: 'Caption under the picture' }).describe('Short label under the picture.') }))
        .min(1)
        .meta({ title: 'Pictures' })
        .describe('Images with alt text and optional captions (at least one; the grid wraps any number).'),
    })
    .meta({ title: 'Pictures' })
    .describe('A grid of pictures.');

  const callToAction = z
    .strictObject({
      type: z.literal('call-to-action'),
      heading: text.meta({ title: 'Band heading' }).describe('Heading of the navy band (an h2).'),
      text: text.optional().meta({ title: 'Band text' }).describe('One sentence under the heading of the navy band.'),
      actions: z
        .array(actionSchema)
        .min(1)
        .max(3, because('the buttons share one row from tablets up, and a fourth would crowd it'))
        .meta({ title: 'Buttons' })
        .describe(
          'Buttons (one to three), the first is the primary one: they share one row from tablets up, and more would crowd it.',
        ),
    })
    .meta({ title: 'Contact band' })
    .describe('A navy band with contact buttons.');

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
