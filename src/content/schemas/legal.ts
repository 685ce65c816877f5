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

/**
 * The privacy notice: a legal page whose first section names, office by office (src/content/offices/), the law that
 * protects the data it receives and whom to write to about it.
 */
export const privacyPageSchema = field(
  legalPageSchema.extend({
    offices: field(
      z.strictObject({
        heading: field(
          text,
          'Offices section heading',
          'Heading of the first section, office by office ("Who We Are and Whom to Contact").',
        ),
        intro: field(
          text,
          'Offices section text',
          'One or two sentences before the offices: each is the controller of the data it receives.',
        ),
        law: field(text, 'Word before the law', 'Label before each office’s data protection law ("Law that applies").'),
        contact: field(
          text,
          'Word before the contact',
          'Label before whom to write to at each office ("Whom to contact").',
        ),
      }),
      'Offices and whom to contact',
      'The first section of the notice: for each office (from the offices), its data protection law and whom to contact.',
    ),
  }),
  'Privacy notice',
  'The privacy notice (/privacy), linked from every page’s footer and the consultation form; its first section lists each office’s law and contact. Have the firm’s counsel review it before launch.',
);

export type PrivacyPage = z.infer<typeof privacyPageSchema>;
