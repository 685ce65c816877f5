import { listOf } from '../../../../content/schemas/blocks';
import { sectionType, titled } from '../fields';

export const schema = () =>
  sectionType('capabilities', 'Core capabilities as a grid of numbered cards.', {
    items: listOf(titled, 'Capabilities', 'Each capability: name and one sentence, a numbered card each.'),
  });
