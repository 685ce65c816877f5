import { z } from 'astro/zod';
import { field, text } from '../../../../content/schemas/blocks';
import { picture, sectionType, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  sectionType('portfolio', 'Portfolio or project showcase: picture cards.', {
    items: field(
      z
        .array(
          z
            .strictObject({
              ...picture(image),
              title: field(text, 'Project name', 'Heading of the project card.'),
              sector: field(text.optional(), 'Sector label', 'Sector label, e.g. "Roads & Highways".'),
              location: field(text.optional(), 'Location label', 'Location label, e.g. "Dubai Marina".'),
              description: field(text.optional(), 'Note', 'Optional one-line note on the project card.'),
            })
            .refine((item) => Boolean(item.sector ?? item.location), {
              message: 'is missing: give a sector or a location',
              path: ['sector'],
            }),
        )
        .min(1),
      'Projects',
      'Projects: picture, name, and a sector or location.',
    ),
  });
