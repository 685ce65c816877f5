import { z } from 'astro/zod';
import { sectionSchema, text } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('market-points'),
      ...sectionSchema.shape,
      markets: z.array(titled).min(1).meta({ title: 'Market tiles' }).describe('Each market: name and one sentence.'),
      assurances: z
        .array(text)
        .min(1)
        .optional()
        .meta({ title: 'Shared assurances' })
        .describe('Check-marked points that apply to every market.'),
    })
    .describe('The markets we cover, with shared assurances.');
