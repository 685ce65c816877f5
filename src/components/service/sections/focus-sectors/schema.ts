import { z } from 'astro/zod';
import { field, sectionSchema } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('focus-sectors'),
      ...sectionSchema.shape,
      items: field(z.array(titled).min(1), 'Sectors', 'Each sector: name and one sentence, a tile each.'),
    })
    .describe('Sectors we focus on, as compact tiles.');
