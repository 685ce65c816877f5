import { z } from 'astro/zod';
import { field, sectionSchema } from '../../../../content/schemas/blocks';
import { card, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  z
    .strictObject({
      type: z.literal('approach-cards'),
      ...sectionSchema.shape,
      items: field(z.array(card(image)).min(1), 'Cards', 'Each card: heading, text, optional points and picture.'),
    })
    .describe('Cards for an approach or the investment models on offer.');
