import { z } from 'astro/zod';
import { field, sectionSchema } from '../../../../content/schemas/blocks';
import { card, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  z
    .strictObject({
      type: z.literal('industry-cards'),
      ...sectionSchema.shape,
      items: field(
        z.array(card(image)).min(1),
        'Industries',
        'Each industry: heading, text, optional points and picture.',
      ),
    })
    .describe('Industries we advise, as cards.');
