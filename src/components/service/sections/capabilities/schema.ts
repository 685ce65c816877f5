import { z } from 'astro/zod';
import { field } from '../../../../content/schemas/blocks';
import { sectionType, titled } from '../fields';

export const schema = () =>
  sectionType('capabilities', 'Core capabilities as a grid of numbered cards.', {
    items: field(
      z.array(titled).min(1),
      'Capabilities',
      'Each capability: name and one sentence, a numbered card each.',
    ),
  });
