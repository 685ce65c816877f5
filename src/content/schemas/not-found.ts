import { z } from 'astro/zod';
import { field, text } from './blocks';
import { pageMetaSchema } from './page';

export const notFoundPageSchema = field(
  z.strictObject({
    meta: pageMetaSchema,
    code: field(text, 'Large status', 'Large status shown at the top, "404".'),
    heading: field(text, 'Page heading', 'The page heading under the status (the only h1 on the page).'),
    homeLink: field(text, 'Home link text', 'Text of the link back to the home page.'),
  }),
  'Page not found (404)',
  'The page visitors see at an address that leads to no page.',
);
