import { existsSync } from 'node:fs';
import { extname, isAbsolute, resolve } from 'node:path';
import { z } from 'astro/zod';

/**
 * The picture types Astro's image pipeline takes (its VALID_INPUT_FORMATS, astro/dist/assets/consts.js, which astro does
 * not export): any other (a .svgz, a .heic) would pass the check and then stop the build without naming the content
 * file (security review 5, L8).
 */
export const PICTURE_TYPES = ['.jpg', '.jpeg', '.png', '.apng', '.tiff', '.webp', '.gif', '.svg', '.avif'] as const;

/** Whether a path names a picture of a type the site can show, in any letter case. */
export const isPictureType = (path: string) =>
  (PICTURE_TYPES as readonly string[]).includes(extname(path.split(/[?#]/)[0]!).toLowerCase());

/**
 * Wraps a collection's image() helper so a missing file is a schema error on the entry's field
 * (e.g. `field "sections[3].items[1].image" points to no image file: ../../../assets/art/x.svg`),
 * rather than Astro's later ImageNotFound, which names the image but not the content file that asked for it.
 *
 * @param image the `image` from the collection's schema context (unit tests pass a plain string schema)
 * @param dir   the folder of the collection's files: image paths are relative to it
 * @param example a path that is right for this collection, quoted in the error
 */
export function checkedImage<I extends z.ZodType>(
  image: () => I,
  dir: string,
  example = '../../../assets/art/roads-highway.svg',
) {
  // Astro types image() as an object schema, but it parses the path string: say so, so the pipe type-checks.
  const fromPath = () => image() as unknown as z.ZodType<z.output<I>, string>;
  return () =>
    z
      .string()
      .trim()
      .min(1)
      .refine((path) => path.includes('://') || isPictureType(path), {
        error: (issue) =>
          `is a picture of a type the site cannot show: ${String(issue.input)} (use ${PICTURE_TYPES.join(', ')})`,
        abort: true,
      })
      .refine((path) => path.includes('://') || existsSync(isAbsolute(path) ? path : resolve(dir, path)), {
        error: (issue) =>
          `points to no image file: ${String(issue.input)} (paths are relative to the Markdown file, e.g. ${example})`,
      })
      .pipe(fromPath())
      // The editor at /admin shows an image picker for it (src/integrations/editor/config.ts): in the JSON Schema an image is
      // only a string, and this says which strings are images.
      .meta({ contentMediaType: 'image/*' });
}
