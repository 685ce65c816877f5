import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { eyebrowField, field, text } from './blocks';

/**
 * A page of prose (the privacy notice, the terms and disclaimer): its fields at the top, its text in Markdown below
 * them (headings from ##, paragraphs, lists, links).
 */
export const legalPageSchema = field(
  z.strictObject({
    meta: field(
      pageMetaSchema.extend({
        title: field(
          pageMetaSchema.shape.title,
          'Page heading and browser tab title',
          'The page heading (the only h1), also the browser tab and search result title with the brand name added after it (10–43 characters).',
        ),
      }),
      'Page heading and search results',
      'The page heading, also the title in the browser tab, and the description in search results.',
    ),
    eyebrow: eyebrowField('the page heading'),
    summary: field(
      text.optional(),
      'Line under the page heading',
      'One or two sentences under the page heading (optional).',
    ),
    updated: field(
      z.date(),
      'Last updated on',
      'Date of the last change, written 2026-11-23: shown as "Last updated".',
    ),
  }),
  'Legal page',
  "A page of prose linked from every page's footer: the privacy notice (/privacy, also linked from the consultation form) or the terms and disclaimer (/disclaimer, also linked from the sample returns tables). Have the firm's counsel review both before launch.",
);

export type LegalPage = z.infer<typeof legalPageSchema>;
