import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { text } from './blocks';

/**
 * A page of prose (the privacy notice, the terms and disclaimer): its fields at the top, its text in Markdown below
 * them (headings from ##, paragraphs, lists, links).
 */
export const legalPageSchema = z
  .strictObject({
    meta: pageMetaSchema
      .extend({
        title: pageMetaSchema.shape.title
          .meta({ title: 'Page heading and browser tab title' })
          .describe(
            'The page heading (the only h1), also the browser tab and search result title with the brand name added after it (10–43 characters).',
          ),
      })
      .meta({ title: 'Page heading and search results' })
      .describe('The page heading, also the title in the browser tab, and the description in search results.'),
    eyebrow: text
      .optional()
      .meta({ title: 'Small label above the page heading' })
      .describe('Small capitalised line above the page heading (optional).'),
    summary: text
      .optional()
      .meta({ title: 'Line under the page heading' })
      .describe('One or two sentences under the page heading (optional).'),
    updated: z
      .date()
      .meta({ title: 'Last updated on' })
      .describe('Date of the last change, written 2026-11-23: shown as "Last updated".'),
  })
  .meta({ title: 'Legal page' })
  .describe(
    "A page of prose linked from every page's footer: the privacy notice (/privacy, also linked from the consultation form) or the terms and disclaimer (/disclaimer, also linked from the sample returns tables). Have the firm's counsel review both before launch.",
  );

export type LegalPage = z.infer<typeof legalPageSchema>;
