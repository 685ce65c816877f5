import { z } from 'astro/zod';
import { text } from './blocks';
import { pageMetaSchema } from './page';

export const notFoundPageSchema = z.strictObject({
  meta: pageMetaSchema,
  code: text.describe('Large status shown at the top, "404".'),
  heading: text.describe('The page heading.'),
  homeLink: text.describe('Text of the link back to the home page.'),
});
