import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../markdown';
import { markupGuardStep, markupNoTemplateWrites } from './markup-guard';

/** A page as the templates write it: its policy, and the consultation form island with its two forms. */
const page = (body = '', head = '') =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  `<meta http-equiv="content-security-policy" content="default-src 'self'">${head}<title>Team</title></head>` +
  '<body><main><div class="prose">' +
  body +
  '</div><astro-island uid="x"><div class="grid gap-6">' +
  '<form class="grid" method="dialog"><input id="n"><button type="submit">Send</button></form>' +
  '<form id="chat" rel="noopener noreferrer" hidden="" action="https://wa.me/911244000000" method="get" target="_blank"></form>' +
  '</div></astro-island></main></body></html>';

/** Markdown text as the site renders it, in a page. */
const rendered = (markdown: string) => page((renderMarkdown(markdown, {}) as { html: string }).html);

describe('markup guard step', () => {
  it('passes what the templates write: the page policy, the consultation form and its chat form inside the island', () => {
    expect(markupNoTemplateWrites(page('<p>Text, <a href="/contact">a link</a>.</p>'))).toEqual([]);
  });

  it('finds each refresh of security review 5 as the renderer passes it on, and every other way off the page', () => {
    for (const markdown of [
      '<!--><meta http-equiv="refresh" content="1;url=https://elsewhere.test/x"><!-- -->',
      '<!---><meta http-equiv="refresh" content="1;url=https://elsewhere.test/x"><!-- -->',
      '<!-- --!><meta http-equiv="refresh" content="1;url=https://elsewhere.test/x"> -->',
      'Price \\`<meta http-equiv="refresh" content="1;url=https://elsewhere.test/x">` here.',
    ])
      expect(markupNoTemplateWrites(rendered(markdown)), markdown).toEqual([
        '<meta http-equiv="refresh" content="1;url=https://elsewhere.test/x">',
      ]);
    expect(markupNoTemplateWrites(rendered('Text <!--> <img src=x onerror=alert(1)> <!-- --> end.'))).toEqual([
      '<img src="x" onerror="alert(1)">',
    ]);
    const hostile = [
      '<base href="https://elsewhere.test/">',
      '<iframe src="https://elsewhere.test/"></iframe>',
      '<object data="x.swf"></object>',
      '<embed src="x.swf">',
      '<form action="https://elsewhere.test/"><input name="card"></form>',
      '<a href="javascript:alert(1)">x</a>',
      '<svg><a href=" javascript:alert(1)">x</a></svg>',
      '<button formaction="javascript:alert(1)">x</button>',
      '<p onclick="alert(1)">x</p>',
      '<template><img src="x" onerror="alert(1)"></template>',
    ];
    for (const markup of hostile) expect(markupNoTemplateWrites(page(markup)), markup).toHaveLength(1);
    // A second policy, one in the body, or another http-equiv in the head: none of them the template's.
    expect(markupNoTemplateWrites(page('', '<meta http-equiv="Content-Security-Policy" content="x">'))).toHaveLength(1);
    expect(markupNoTemplateWrites(page('<meta http-equiv="content-security-policy" content="x">'))).toHaveLength(1);
    expect(markupNoTemplateWrites(page('', '<meta http-equiv="set-cookie" content="a=b">'))).toHaveLength(1);
    // The island's forms, out of the island or changed, are no template's either.
    expect(markupNoTemplateWrites(page('<form method="dialog"></form>'))).toHaveLength(1);
    expect(
      markupNoTemplateWrites(page().replace('action="https://wa.me/911244000000"', 'action="https://elsewhere.test/"')),
    ).toHaveLength(1);
  });

  it('stops the build naming each page and its markup; passes a clean build unchanged', () => {
    const clean = new Map<string, string | Uint8Array>([
      ['/team.html', page()],
      ['/insights/rss.xml', '<rss/>'],
    ]);
    expect(markupGuardStep.run(clean, () => {})).toBe(clean);
    const hostile = new Map(clean).set(
      '/ar/privacy.html',
      rendered('<!--><meta http-equiv="refresh" content="0"><!-- -->'),
    );
    expect(() => markupGuardStep.run(hostile, () => {})).toThrow(
      /a built page carries markup no template of the site writes.*ar\/privacy\.html: <meta http-equiv="refresh" content="0">/,
    );
  });
});
