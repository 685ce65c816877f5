import { z } from 'astro/zod';
import { field } from '../../../../content/schemas/blocks';
import { sectionType, titled } from '../fields';

export const schema = () =>
  sectionType('focus-sectors', 'Sectors we focus on, as compact tiles.', {
    items: field(z.array(titled).min(1), 'Sectors', 'Each sector: name and one sentence, a tile each.'),
  });
