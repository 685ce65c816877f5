import { z } from 'astro/zod';
import { field, listOf, text } from './blocks';

/**
 * The firm's glossary in one language (src/content/glossary/<locale>/terms.yaml): for each idea the words to write,
 * and the renderings that read wrong in that language. Nothing on the site shows it: the content check warns, with the
 * file, the line and the words to write, wherever a content file of that language uses a rendering to avoid (a
 * warning, not a mistake: a word can be right in another sense).
 */
export const glossaryTermSchema = field(
  z.strictObject({
    term: field(
      text,
      'Idea (in English)',
      'The idea as the firm says it in English, so every language’s glossary lines up, e.g. "mandate" or "ROI".',
    ),
    use: field(
      text,
      'What to write',
      'What to write for it in this language; several choices by context may be listed, e.g. «طلبكم» or «مهمة استشارية».',
    ),
    avoid: field(
      z.array(text).default([]),
      'Renderings to avoid',
      'Renderings that read wrong in this language, one per item, as they are written (with or without "ال", attached words, ' +
        'vowel marks and tatweel are matched alike). The content check warns wherever a file uses one.',
    ),
    why: field(
      text.optional(),
      'Reason (for editors)',
      'Why those renderings read wrong, for the next editor (optional; the content check does not show it).',
    ),
  }),
  'Term',
  'One idea: what to write for it, and the renderings to avoid.',
);

export const glossarySchema = field(
  z.strictObject({
    terms: listOf(
      glossaryTermSchema,
      'Preferred terms',
      'The firm’s preferred terms in this language, one item per idea.',
    ),
  }),
  'Glossary',
  'The firm’s preferred terms and the renderings to avoid, per language: not shown on the site; the content check ' +
    'warns (file:line, and what to write) wherever a content file of that language uses a rendering to avoid.',
);

export type GlossaryTerm = z.output<typeof glossaryTermSchema>;
