import { z } from 'astro/zod';
import { field, sectionSchema } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('capabilities'),
      ...sectionSchema.shape,
      items: field(
        z.array(titled).min(1),
        'Capabilities',
        'Each capability: name and one sentence, a numbered card each.',
      ),
    })
    .describe('Core capabilities as a grid of numbered cards.');
