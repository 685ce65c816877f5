import { listOf } from '../../../../content/schemas/blocks';
import { card, sectionType, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  sectionType('industry-cards', 'Industries we advise, as cards.', {
    items: listOf(card(image), 'Industries', 'Each industry: heading, text, optional points and picture.'),
  });
