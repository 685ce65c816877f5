import { z } from 'astro/zod';
import { field, sectionSchema, text } from '../../../../content/schemas/blocks';
import { picture, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  z
    .strictObject({
      type: z.literal('image-grid'),
      ...sectionSchema.shape,
      images: field(
        z
          .array(
            z.strictObject({
              ...picture(image),
              caption: field(text.optional(), 'Caption under the picture', 'Short label under the picture.'),
            }),
          )
          .min(1),
        'Pictures',
        'Images with alt text and optional captions (at least one; the grid wraps any number).',
      ),
    })
    .describe('A grid of pictures.');
