import { linkTargets, rawHtml, schemeOf } from '../markdown';
import { readFiles, report, type ContentRule, type Located } from '../site';

/** Link schemes that run or carry content instead of leading to a page. */
const UNSAFE_SCHEMES = new Set(['javascript', 'vbscript', 'data']);

const shorten = (text: string) => (text.length > 80 ? `${text.slice(0, 79)}…` : text);

/**
 * Editors are offered Markdown only. Raw HTML in Markdown text reaches the page as it is (Astro's Markdown passes
 * it through): a <script>, an <img onerror>, a form or an iframe, and a <meta http-equiv="refresh"> that sent every
 * visitor of a page to another site, which no policy blocks. So any HTML in Markdown text is a mistake on its line,
 * and so is a comment left open (it would hide the rest of the page; a closed one is a note for editors, which the
 * page does not show); code and inline code are text, autolinks <https://…> are Markdown. So is a link whose target
 * runs a script or carries its own content (javascript:, vbscript:, data:), however its scheme is spelt.
 */
export const markdownOnly: ContentRule = {
  name: 'Markdown only',
  after: { readable: 'it reads the Markdown text' },
  run(content) {
    for (const file of readFiles(content)) {
      const { markdown, markdownLine } = file.read;
      if (!markdown) continue;
      const found: Located[] = [
        ...rawHtml(markdown, markdownLine).map(({ line, html }) => ({
          line,
          message: html.startsWith('<!--')
            ? 'the text opens an HTML comment "<!--" and never closes it, which would hide the rest of the page: end it with -->'
            : `the text has raw HTML ${shorten(html)}: write this in Markdown instead (the site publishes Markdown text only)`,
        })),
        ...linkTargets(markdown, markdownLine)
          .filter(({ href }) => UNSAFE_SCHEMES.has(schemeOf(href) ?? ''))
          .map(({ line, href }) => ({
            line,
            message: `a link leads to ${shorten(href)}, which is no page: link to a page of the site (/contact) or a web address (https://…)`,
          })),
      ].sort((a, b) => a.line - b.line);
      report(content, file, 'error', found);
    }
  },
};
