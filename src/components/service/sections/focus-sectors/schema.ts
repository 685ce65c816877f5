import { z } from 'astro/zod';
import { sectionSchema } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('focus-sectors'),
      ...sectionSchema.shape,
      items: z
        .array(titled)
        .min(1)
        .meta({ title: 'Sectors' })
        .describe('Each sector: name and one sentence, a tile each.'),
    })
    .describe('Sectors we focus on, as compact tiles.');
