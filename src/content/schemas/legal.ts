import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { text } from './blocks';

/**
 * A page of prose (the privacy notice, the terms and disclaimer): its fields at the top, its text in Markdown below
 * them (headings from ##, paragraphs, lists, links).
 */
export const legalPageSchema = z.strictObject({
  meta: pageMetaSchema.describe('Tab title (also the page heading) and search description.'),
  eyebrow: text.optional().describe('Small capitalised line above the heading (optional).'),
  summary: text.optional().describe('One or two sentences under the heading (optional).'),
  updated: z.date().describe('Date of the last change, written 2026-11-23: shown as "Last updated".'),
}).describe(
  'A page of prose linked from every page\'s footer: the privacy notice (/privacy, also linked from the consultation form) or the terms and disclaimer (/disclaimer, also linked from the sample returns tables). Have the firm\'s counsel review both before launch.',
);

export type LegalPage = z.infer<typeof legalPageSchema>;
