import { z } from 'astro/zod';
import { sectionSchema, text } from '../../../../content/schemas/blocks';
import { picture, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  z
    .strictObject({
      type: z.literal('image-grid'),
      ...sectionSchema.shape,
      images: z
        .array(
          z.strictObject({
            ...picture(image),
            caption: text
              .optional()
              .meta({ title: 'Caption under the picture' })
              .describe('Short label under the picture.'),
          }),
        )
        .min(1)
        .meta({ title: 'Pictures' })
        .describe('Images with alt text and optional captions (at least one; the grid wraps any number).'),
    })
    .describe('A grid of pictures.');
