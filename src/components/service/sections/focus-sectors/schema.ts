import { listOf } from '../../../../content/schemas/blocks';
import { sectionType, titled } from '../fields';

export const schema = () =>
  sectionType('focus-sectors', 'Sectors we focus on, as compact tiles.', {
    items: listOf(titled, 'Sectors', 'Each sector: name and one sentence, a tile each.'),
  });
