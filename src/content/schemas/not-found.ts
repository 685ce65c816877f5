import { z } from 'astro/zod';
import { pageMetaSchema } from './page';

export const notFoundPageSchema = z.strictObject({
  meta: pageMetaSchema,
  code: z.string().min(1).describe('Large status shown at the top, "404".'),
  heading: z.string().min(1).describe('The page heading.'),
  homeLink: z.string().min(1).describe('Text of the link back to the home page.'),
});
