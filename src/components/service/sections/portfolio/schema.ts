import { z } from 'astro/zod';
import { sectionSchema, text } from '../../../../content/schemas/blocks';
import { picture, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  z
    .strictObject({
      type: z.literal('portfolio'),
      ...sectionSchema.shape,
      items: z
        .array(
          z
            .strictObject({
              ...picture(image),
              title: text.meta({ title: 'Project name' }).describe('Heading of the project card.'),
              sector: text
                .optional()
                .meta({ title: 'Sector label' })
                .describe('Sector label, e.g. "Roads & Highways".'),
              location: text
                .optional()
                .meta({ title: 'Location label' })
                .describe('Location label, e.g. "Dubai Marina".'),
              description: text
                .optional()
                .meta({ title: 'Note' })
                .describe('Optional one-line note on the project card.'),
            })
            .refine((item) => Boolean(item.sector ?? item.location), {
              message: 'is missing: give a sector or a location',
              path: ['sector'],
            }),
        )
        .min(1)
        .meta({ title: 'Projects' })
        .describe('Projects: picture, name, and a sector or location.'),
    })
    .describe('Portfolio or project showcase: picture cards.');
