import { z } from 'astro/zod';
import { field, text } from '../../../../content/schemas/blocks';
import { picture, sectionType, type ImageSchema } from '../fields';

export const schema = (image: ImageSchema) =>
  sectionType('image-grid', 'A grid of pictures.', {
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
  });
