import { z } from 'astro/zod';
import { text } from './blocks';
import { pageMetaSchema } from './page';

export const notFoundPageSchema = z
  .strictObject({
    meta: pageMetaSchema,
    code: text.meta({ title: 'Large status' }).describe('Large status shown at the top, "404".'),
    heading: text
      .meta({ title: 'Page heading' })
      .describe('The page heading under the status (the only h1 on the page).'),
    homeLink: text.meta({ title: 'Home link text' }).describe('Text of the link back to the home page.'),
  })
  .meta({ title: 'Page not found (404)' })
  .describe('The page visitors see at an address that leads to no page.');
