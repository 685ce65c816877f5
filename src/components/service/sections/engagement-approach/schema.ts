import { z } from 'astro/zod';
import { sectionSchema, text } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('engagement-approach'),
      ...sectionSchema.shape,
      principles: z
        .array(titled)
        .min(1)
        .meta({ title: 'Engagement principles' })
        .describe('How engagements are run: title and one sentence each.'),
      typical: z
        .strictObject({
          heading: text
            .meta({ title: 'Panel heading' })
            .describe('Heading of the side panel, e.g. "Typical Engagements".'),
          items: z
            .array(text)
            .min(1)
            .meta({ title: 'Facts' })
            .describe('Short facts in the side panel, e.g. "3–12 month projects".'),
        })
        .optional()
        .meta({ title: 'Typical engagements panel' })
        .describe('A side panel of typical engagement facts.'),
    })
    .describe('Engagement principles and typical engagements.');
