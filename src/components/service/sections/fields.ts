/**
 * Fields several service section types share: a titled point, a button, a picture, a card. Schema code only (plain
 * TypeScript, no components): the content check imports it under Node.
 */
import type { ImageFunction } from 'astro/content/config';
import { z } from 'astro/zod';
import { ACTION_KINDS } from '../../../content/action-kinds';
import { field, limitedList, sectionSchema, text } from '../../../content/schemas/blocks';

/**
 * The collection's image() helper as the sections receive it: checked to exist (src/content/schemas/image.ts), read
 * from a path, giving Astro's image data. Unit tests pass a stub.
 */
export type ImageSchema = () => z.ZodType<z.output<ReturnType<ImageFunction>>, string>;

/**
 * A section type's schema: its `type`, the heading and introduction every section has (sectionSchema), then the type's
 * own `fields`, in that order in the editor; `description` says what the type shows.
 */
export const sectionType = <Type extends string, Fields extends z.ZodRawShape>(
  type: Type,
  description: string,
  fields: Fields,
) => z.strictObject({ type: z.literal(type), ...sectionSchema.shape, ...fields }).describe(description);

export const titled = z.strictObject({
  title: field(text, 'Name', 'Short name, the heading of its tile.'),
  description: field(text, 'One sentence', 'One sentence under the name.'),
});

/** How a button reaches the firm: contact kinds resolve to the links in src/content/settings/site.yaml. */
export const actionSchema = z.strictObject({
  kind: field(
    z.enum(ACTION_KINDS),
    'What the button does',
    'email, phone or whatsapp use the contact details in settings; form jumps to the consultation form on this page.',
  ),
  label: field(text, 'Button text', 'The words on the button, e.g. "Get in Touch".'),
});

/** A picture and what it shows, for screen readers. */
export const picture = (image: ImageSchema) => ({
  image: field(
    image(),
    'Picture',
    'Path of the artwork relative to this file, e.g. ../../../assets/art/roads-highway.svg.',
  ),
  alt: field(
    text,
    'Picture description',
    'What the picture shows, read aloud by screen readers to people who cannot see it.',
  ),
});

/** A titled card (the title becomes an h3), optionally topped by an image. */
export const card = (image: ImageSchema) => {
  const { image: cardImage, alt } = picture(image);
  return z
    .strictObject({
      title: field(text, 'Card heading', 'Heading of the card (an h3).'),
      description: field(text, 'Card text', 'One or two sentences under the card heading.'),
      points: limitedList(text, {
        min: 1,
        max: 5,
        why: 'cards in a row share one height, so a longer list leaves its neighbours half empty',
        title: 'Check-marked points',
        help: ({ count, why }) => `Optional short check-marked points under the card text (${count}): ${why}.`,
      }).optional(),
      image: cardImage.optional(),
      alt: alt.optional(),
    })
    .refine((item) => (item.image === undefined) === (item.alt === undefined), {
      message: 'must come with an image, and an image with alt text: give both or neither',
      path: ['alt'],
    });
};
