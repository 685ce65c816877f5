import { z } from 'astro/zod';
import { field, sectionSchema, text } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('market-points'),
      ...sectionSchema.shape,
      markets: field(z.array(titled).min(1), 'Market tiles', 'Each market: name and one sentence.'),
      assurances: field(
        z.array(text).min(1).optional(),
        'Shared assurances',
        'Check-marked points that apply to every market.',
      ),
    })
    .describe('The markets we cover, with shared assurances.');
