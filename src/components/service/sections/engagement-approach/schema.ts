import { z } from 'astro/zod';
import { field, listOf, text } from '../../../../content/schemas/blocks';
import { sectionType, titled } from '../fields';

export const schema = () =>
  sectionType('engagement-approach', 'Engagement principles and typical engagements.', {
    principles: listOf(titled, 'Engagement principles', 'How engagements are run: title and one sentence each.'),
    typical: field(
      z
        .strictObject({
          heading: field(text, 'Panel heading', 'Heading of the side panel, e.g. "Typical Engagements".'),
          items: listOf(text, 'Facts', 'Short facts in the side panel, e.g. "3–12 month projects".'),
        })
        .optional(),
      'Typical engagements panel',
      'A side panel of typical engagement facts.',
    ),
  });
