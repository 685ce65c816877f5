import { z } from 'astro/zod';

/** Every page's search and sharing texts: lengths keep titles and snippets from being cut in results. */
export const pageMetaSchema = z.strictObject({
  title: z.string().trim().min(10).max(70).describe('Browser tab and search result title (10–70 characters).'),
  description: z
    .string()
    .trim()
    .min(50)
    .max(160)
    .describe('Search result and share snippet (50–160 characters).'),
});

export type PageMeta = z.infer<typeof pageMetaSchema>;
