import { z } from 'astro/zod';
import { because } from './blocks';

/** Every page's search and sharing texts: lengths keep titles and snippets from being cut in results. */
export const pageMetaSchema = z.strictObject({
  // ' — <brand>' follows it in the tab; 43 + ' — Aravali Capital Advisory' keeps the whole under 70, where search results cut it.
  title: z
    .string()
    .trim()
    .min(10, because('a shorter title says too little in search results'))
    .max(43, because('the brand is added after it, and search results cut titles past about 70 characters'))
    .describe('Browser tab and search result title, without the brand name, which is added after it (10–43 characters).'),
  description: z
    .string()
    .trim()
    .min(50, because('a shorter description says too little in search results'))
    .max(160, because('search results cut longer descriptions'))
    .describe('Search result and share snippet (50–160 characters).'),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;
