import { z } from 'astro/zod';
import { field, sectionSchema, text } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('engagement-approach'),
      ...sectionSchema.shape,
      principles: field(
        z.array(titled).min(1),
        'Engagement principles',
        'How engagements are run: title and one sentence each.',
      ),
      typical: field(
        z
          .strictObject({
            heading: field(text, 'Panel heading', 'Heading of the side panel, e.g. "Typical Engagements".'),
            items: field(z.array(text).min(1), 'Facts', 'Short facts in the side panel, e.g. "3–12 month projects".'),
          })
          .optional(),
        'Typical engagements panel',
        'A side panel of typical engagement facts.',
      ),
    })
    .describe('Engagement principles and typical engagements.');
