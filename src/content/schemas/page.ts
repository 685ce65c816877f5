import { z } from 'astro/zod';
import { because, field, pageHeroSchema } from './blocks';

/** A text search results show: its shortest and longest length, each with the reason an editor is told. */
const searchText = ([min, short]: [number, string], [max, long]: [number, string]) =>
  z.string().trim().min(min, because(short)).max(max, because(long));

/** Every page's search and sharing texts: lengths keep titles and snippets from being cut in results. */
export const pageMetaSchema = field(
  z.strictObject({
    // ' — <brand>' follows it in the tab; 43 + ' — Aravali Capital Advisory' keeps the whole under 70, where search results cut it.
    title: field(
      searchText(
        [10, 'a shorter title says too little in search results'],
        [43, 'the brand is added after it, and search results cut titles past about 70 characters'],
      ),
      'Browser tab title',
      'Browser tab and search result title, without the brand name, which is added after it (10–43 characters).',
    ),
    description: field(
      searchText(
        [50, 'a shorter description says too little in search results'],
        [160, 'search results cut longer descriptions'],
      ),
      'Search description',
      'Search result description and the snippet under shared links (50–160 characters); not shown on the page.',
    ),
    // The share picture sets it in three lines at most (src/integrations/share-pictures/draw.ts).
    shareTitle: field(
      z
        .string()
        .trim()
        .min(3, because('a shorter title says too little in a shared link'))
        .max(90, because('the share picture has room for three lines of title'))
        .optional(),
      'Share picture title',
      "The words on the picture WhatsApp and LinkedIn show when this page is shared (optional; without it the page's main heading).",
    ),
  }),
  'Browser tab and search results',
  'The title in the browser tab and the description in search results; neither appears on the page itself.',
);

export type PageMeta = z.infer<typeof pageMetaSchema>;

/** The head of every inner page with a navy top band: its search and sharing texts, then the band itself. */
export const innerPageHead = { meta: pageMetaSchema, hero: pageHeroSchema };
