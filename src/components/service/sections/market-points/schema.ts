import { z } from 'astro/zod';
import { field, listOf, text } from '../../../../content/schemas/blocks';
import { sectionType, titled } from '../fields';

export const schema = () =>
  sectionType('market-points', 'The markets we cover, with shared assurances.', {
    markets: listOf(titled, 'Market tiles', 'Each market: name and one sentence.'),
    assurances: field(
      z.array(text).min(1).optional(),
      'Shared assurances',
      'Check-marked points that apply to every market.',
    ),
  });
