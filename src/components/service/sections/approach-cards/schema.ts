import { listOf } from '../../../../content/schemas/blocks';
import { card, sectionType, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  sectionType('approach-cards', 'Cards for an approach or the investment models on offer.', {
    items: listOf(card(image), 'Cards', 'Each card: heading, text, optional points and picture.'),
  });
