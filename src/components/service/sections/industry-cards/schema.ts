import { z } from 'astro/zod';
import { field } from '../../../../content/schemas/blocks';
import { card, sectionType, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  sectionType('industry-cards', 'Industries we advise, as cards.', {
    items: field(
      z.array(card(image)).min(1),
      'Industries',
      'Each industry: heading, text, optional points and picture.',
    ),
  });
