// The content check renders Markdown as the site does (src/integrations/markdown.ts): here against Astro's own
// processor for the site (@astrojs/markdown-satteri with the site's options), so the two cannot drift apart.
import { pathToFileURL } from 'node:url';
import { createSatteriMarkdownProcessor } from '@astrojs/markdown-satteri';
import { describe, expect, it } from 'vitest';
import { siteMarkdown } from '../markdown';
import { headingIds, renderedMarkdown } from './markdown';

const text = [
  '# Fees & **charges**',
  '',
  '## Fees & charges',
  '',
  'A "quoted" word -- a dash... [a page](/contact), <https://www.sebi.gov.in/> and ~~struck~~ text[^1].',
  '',
  '| Fee | Rate |',
  '| :-- | --: |',
  '| Retainer | 1% |',
  '',
  '- [x] a task',
  '',
  'Raw <b>bold</b> and <!--> a comment <meta http-equiv="refresh" content="0"> -->',
  '',
  '## ثم عنوان عربي',
  '',
  '[^1]: The note.',
].join('\n');
const file = '/site/src/content/legal/ar/privacy.md';

describe('Markdown as the content check reads it', () => {
  it('is the HTML Astro’s processor makes for the site, raw HTML and all; the heading ids are its ids', async () => {
    const astro = await createSatteriMarkdownProcessor({
      hastPlugins: [...siteMarkdown.hastPlugins],
      gfm: siteMarkdown.gfm,
      smartypants: siteMarkdown.smartypants,
      syntaxHighlight: siteMarkdown.syntaxHighlight,
    });
    const { code, metadata } = await astro.render(text, { fileURL: pathToFileURL(file) });
    const checked = renderedMarkdown(text, 1, file);
    expect(checked.html).toBe(code.replace(/(<h[1-6]) id="[^"]*"/g, '$1'));
    expect(headingIds(text)).toEqual(metadata.headings.map((heading) => heading.slug));
    expect(checked.raw.map(({ line, html }) => [line, html])).toEqual([
      [13, '<b>'],
      [13, '</b>'],
      // `<!-->` is a whole comment to the renderer as to a browser: the tag after it is live, and found.
      [13, '<!-->'],
      [13, '<meta http-equiv="refresh" content="0">'],
    ]);
    // Links as the page has them: in an Arabic file, to the Arabic pages.
    expect(checked.targets.find(({ text }) => text === 'a page')).toEqual({
      line: 5,
      tag: 'a',
      text: 'a page',
      href: '/ar/contact',
    });
  });
});
