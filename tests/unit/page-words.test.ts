// A built page's words and its structure apart (scripts/page-words.mjs): what the structure budget weighs, and where
// `npm run check` finds the words an editor can shorten.
import { describe, expect, it } from 'vitest';
import { brotliSize, structureBytes, withoutWords, wordsOf } from '../../scripts/page-words.mjs';

const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
  `<meta http-equiv="content-security-policy" content="default-src 'self'">` +
  '<meta name="description" content="Zz a description"><title>Zz Title</title>' +
  '<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"Zz Name"}</script>' +
  '<style>.a{color:red}</style><script>document.documentElement.classList.add("js")</script></head>' +
  '<body><main class="a"><h1>Zz Heading</h1><img src="/x.webp" alt="Zz a picture"><p title="Zz tip">Zz words</p>' +
  '<astro-island props="{&quot;label&quot;:[0,&quot;Zz Menu&quot;]}"></astro-island></main></body></html>';

describe('a page without its words', () => {
  const bare = withoutWords(PAGE);

  it('keeps every element, class, style, script and the policy', () => {
    for (const kept of [
      '<main class="a">',
      '<style>.a{color:red}</style>',
      'classList.add("js")',
      `content="default-src 'self'"`,
      '<img src="/x.webp" alt="">',
      '"@type":"WebPage"',
    ])
      expect(bare).toContain(kept);
  });

  it('empties the texts, the attributes and share tags that carry words, and the words in structured data and props', () => {
    expect(bare).not.toMatch(/Zz/);
    expect(bare).toContain('<h1></h1>');
    expect(bare).toContain('<meta name="description" content="">');
  });

  it('weighs less as sent than the page, by what its words weigh', () => {
    expect(structureBytes(PAGE)).toBe(brotliSize(bare));
    expect(structureBytes(PAGE)).toBeLessThan(brotliSize(PAGE));
  });
});

describe('where the words of a page are', () => {
  it('counts the text of <main> by the heading it follows, heaviest first, and finds its longest list', () => {
    const { words, parts, longestList } = wordsOf(
      '<html><body><header>Zz skip</header><main><p>Zz intro</p><h2>Zz A</h2><p>Zz aaaaaaaaaaaa</p>' +
        '<h2>Zz B</h2><ul><li>Zz 1</li><li>Zz 2</li></ul><ol><li>Zz 3</li></ol></main></body></html>',
    );
    expect(parts).toEqual([
      { heading: 'Zz A', bytes: 'Zz A'.length + 'Zz aaaaaaaaaaaa'.length },
      { heading: 'Zz B', bytes: 'Zz B'.length + 'Zz 1Zz 2Zz 3'.length },
      { heading: '', bytes: 'Zz intro'.length },
    ]);
    expect(words).toBe(parts.reduce((sum, part) => sum + part.bytes, 0));
    expect(longestList).toEqual({ heading: 'Zz B', entries: 2, bytes: 'Zz 1Zz 2'.length });
  });
});
