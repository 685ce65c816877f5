import { describe, expect, it } from 'vitest';
import type { PictureText } from '../../share-pictures/draw';
import { sharePicturePath } from '../../share-pictures/size';
import { pictureOfPage, sharePicturesStep } from './share-pictures';

const SITE = 'https://www.example.test';

/** A page as the layout writes it: the tags BaseHead writes, the header's navigation, the main content. */
function page(options: {
  path: string;
  lang?: string;
  dir?: string;
  alt?: string;
  h1?: string;
  firm?: string;
  trail?: string[];
  current?: string;
  mainLang?: string;
}): string {
  const graph = options.trail
    ? `<script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@graph': [
          { '@type': 'WebPage' },
          { '@type': 'BreadcrumbList', itemListElement: options.trail.map((name) => ({ name })) },
        ],
      })}</script>`
    : '';
  const links = ['First', 'Second']
    .map((name) => `<a href="/${name}"${name === options.current ? ' aria-current="page"' : ''}>${name}</a>`)
    .join('');
  return (
    `<!DOCTYPE html><html lang="${options.lang ?? 'en'}" dir="${options.dir ?? 'ltr'}"><head>` +
    `<meta property="og:site_name" content="${options.firm ?? 'Sample Firm'}">` +
    `<meta property="og:image" content="${SITE}${sharePicturePath(options.path)}">` +
    `<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630">` +
    (options.alt ? `<meta property="og:image:alt" content="${options.alt}">` : '') +
    `${graph}</head><body><header><nav aria-label="Main">${links}</nav></header>` +
    `<main id="main"${options.mainLang ? ` lang="${options.mainLang}" dir="ltr"` : ''}>` +
    `<h1 class="x">${options.h1 ?? 'Sample heading'}</h1></main></body></html>`
  );
}

const altOf = (html: string) => /<meta property="og:image:alt" content="([^"]*)">/.exec(html)?.[1];

describe('share pictures step', () => {
  it("draws the page's h1 with its section from the breadcrumb trail, and writes the h1 as the picture's alt", () => {
    const html = page({
      path: '/xa/services/sample',
      lang: 'xa',
      dir: 'rtl',
      h1: 'Sample &amp; <bdi dir="ltr">7.5%</bdi>\n title',
      firm: 'Firm in xa',
      trail: ['Firm in xa', 'Services', 'Sample'],
    });
    const found = pictureOfPage(html, '/xa/services/sample.html')!;
    expect(found.picture).toBe('/share/xa/services/sample.png');
    expect(found.text).toEqual({
      title: 'Sample & 7.5% title',
      section: 'Services',
      firmName: 'Firm in xa',
      lang: 'xa',
      dir: 'rtl',
    });
    expect(altOf(found.html)).toBe('Sample &amp; 7.5% title');
  });

  it("takes the content's share title over the h1, and the navigation's current link as the section", () => {
    const found = pictureOfPage(page({ path: '/team', alt: 'Shared words', current: 'Second' }), '/team.html')!;
    expect(found.text.title).toBe('Shared words');
    expect(found.text.section).toBe('Second');
    expect(found.html.match(/og:image:alt/g)).toHaveLength(1);
  });

  it('shows no section on a page of its own, and sets the text in the language of the main content', () => {
    const found = pictureOfPage(page({ path: '/xa', lang: 'xa', dir: 'rtl', mainLang: 'en' }), '/xa.html')!;
    expect(found.text).toMatchObject({ section: '', lang: 'en', dir: 'ltr' });
    expect(found.picture).toBe('/share/xa.png');
    expect(sharePicturePath('/')).toBe('/share/index.png');
  });

  it('leaves a page whose picture is not in the share folder (the 404 page) as it is', () => {
    const html = page({ path: '/x' }).replace(`${SITE}/share/x.png`, `${SITE}/_astro/firm.png`);
    expect(pictureOfPage(html, '/404.html')).toBeUndefined();
  });

  it('stops with the page named when a page has neither an h1 nor a share title', () => {
    const html = page({ path: '/bare' }).replace(/<h1[\s\S]*<\/h1>/, '');
    expect(() => pictureOfPage(html, '/bare.html')).toThrow(/\/bare\.html has no h1/);
  });

  it('adds one picture per page from the pictures it is given, and changes nothing else', async () => {
    const asked: PictureText[] = [];
    const step = sharePicturesStep({
      picture: async (text) => {
        asked.push(text);
        return new Uint8Array([asked.length]);
      },
    });
    const files = new Map<string, string | Uint8Array>([
      ['/index.html', page({ path: '/', h1: 'Home' })],
      ['/xa.html', page({ path: '/xa', lang: 'xa', dir: 'rtl', h1: 'Home in xa' })],
      ['/style.css', 'p{}'],
    ]);
    const build = await step.run(files, () => undefined);
    expect(asked.map((text) => text.title)).toEqual(['Home', 'Home in xa']);
    expect(build.get('/share/index.png')).toEqual(new Uint8Array([1]));
    expect(build.get('/share/xa.png')).toEqual(new Uint8Array([2]));
    expect(build.get('/style.css')).toBe('p{}');
    expect(files.has('/share/index.png')).toBe(false);
  });
});
