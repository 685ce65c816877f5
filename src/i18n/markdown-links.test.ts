import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { markdownToHtml } from 'satteri';
import { localeOfContentFile, localizeMarkdownLinks } from './markdown-links';

const text = '[start](/get-started), [profile](https://x.com/), [top](#top), [team](/team#founder)';
const render = async (file: string) =>
  (await markdownToHtml(text, { hastPlugins: [localizeMarkdownLinks], fileURL: pathToFileURL(file) })).html;

describe('links in Markdown text', () => {
  it('lead to the pages of the language of the file they are written in', async () => {
    const html = await render('/site/src/content/legal/ar/privacy.md');
    expect([...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)).toEqual([
      '/ar/get-started',
      'https://x.com/',
      '#top',
      '/ar/team#founder',
    ]);
  });
  it('stay as written in the default language and outside content folders', async () => {
    for (const file of ['/site/src/content/legal/en/privacy.md', '/site/README.md']) {
      const html = await render(file);
      expect([...html.matchAll(/href="([^"]*)"/g)].map(([, href]) => href)).toEqual([
        '/get-started',
        'https://x.com/',
        '#top',
        '/team#founder',
      ]);
    }
    expect(localeOfContentFile('C:\\site\\src\\content\\legal\\ar\\privacy.md')).toBe('ar');
  });
});
