// The site's Markdown renderer, declared once: astro.config.mjs gives these options to Astro, and the content check
// renders every Markdown text with the same renderer and the same options (content-check/markdown.ts), so that what
// the check judges is what the pages get: the two cannot read the same text differently.
import { markdownToHtml, type HastPluginList } from 'satteri';
import { localizeMarkdownLinks } from '../i18n/markdown-links';

/**
 * Astro's `markdown` options for the site: GitHub's Markdown (tables, strikethrough, task lists, footnotes) and
 * typographic quotes and dashes (Astro's defaults, written out so that the check reads them here), no code
 * highlighting (no inline styles to weaken the CSP). Links lead to the pages of the file's language.
 */
export const siteMarkdown = {
  gfm: true,
  smartypants: true,
  syntaxHighlight: false,
  hastPlugins: [localizeMarkdownLinks] as HastPluginList,
} as const;

/**
 * Markdown text rendered as the site renders it (the features Astro's Sätteri processor turns on for the options
 * above, and the site's hast plugins), with `plugins` after them to read the result; synchronous when they are.
 */
export function renderMarkdown(text: string, options: { fileURL?: URL; plugins?: HastPluginList }) {
  return markdownToHtml(text, {
    features: { gfm: siteMarkdown.gfm, smartPunctuation: siteMarkdown.smartypants },
    hastPlugins: [...siteMarkdown.hastPlugins, ...(options.plugins ?? [])],
    ...(options.fileURL && { fileURL: options.fileURL }),
  });
}
