import { z } from 'astro/zod';

/** Every page's search and sharing texts: lengths keep titles and snippets from being cut in results. */
export const pageMetaSchema = z.strictObject({
  // ' — <brand>' follows it in the tab; 43 + ' — Aravali Capital Advisory' keeps the whole under 70, where search results cut it.
  title: z
    .string()
    .trim()
    .min(10)
    .max(43)
    .describe('Browser tab and search result title, without the brand name, which is added after it (10–43 characters).'),
  description: z
    .string()
    .trim()
    .min(50)
    .max(160)
    .describe('Search result and share snippet (50–160 characters).'),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;
