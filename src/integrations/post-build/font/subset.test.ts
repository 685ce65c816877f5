import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { convert } from 'fontverter';
import { htmlText } from '../html-text';
import { characterSet, layoutFeatures, shapedGlyphs, shapingTexts, subsetWoff2, weightRange } from './subset';

describe('characters a built site shows', () => {
  it('reads character references as a browser does', () => {
    expect(htmlText('Tom &amp; Zo&#235; &#x20B9;5&nbsp;Cr &unknown;')).toBe('Tom & Zoë ₹5\u00a0Cr &unknown;');
  });

  it('keeps printable ASCII whatever the pages say, each character once, in code point order, no controls', () => {
    const set = characterSet(['Zoë\n', '€ ë']);
    expect(set).toContain('Q');
    expect(set.endsWith('ë€')).toBe(true);
    expect(set).not.toContain('\n');
    expect(new Set(set).size).toBe([...set].length);
  });
});

describe('weights the CSS asks for', () => {
  const tokens =
    ':root{--font-weight-medium:500;--font-weight-semibold:600}.b{font-weight:var(--font-weight-semibold)}';

  it('spans normal text to the heaviest token, ignoring what a @font-face offers', () => {
    expect(weightRange(`@font-face{font-weight:100 900}${tokens}`, [100, 900])).toEqual([400, 600]);
  });

  it('follows bolder and lighter from every weight in use', () => {
    expect(weightRange(`${tokens}strong{font-weight:bolder}`, [100, 900])).toEqual([400, 900]);
    expect(weightRange('small{font-weight:lighter}', [100, 900])).toEqual([100, 400]);
    expect(weightRange('b{font-weight:bold}', [100, 900])).toEqual([400, 700]);
  });

  it('stays within what the face has', () => {
    expect(weightRange('h1{font-weight:950}', [300, 800])).toEqual([400, 800]);
  });
});

describe('OpenType features to keep', () => {
  it('keeps what browsers apply by default and only what the CSS turns on besides', () => {
    const plain = layoutFeatures('sub{vertical-align:sub}.ordinal-note{color:red}', 'abc');
    expect(plain).toEqual(expect.arrayContaining(['kern', 'liga', 'calt', 'ccmp']));
    expect(plain).not.toEqual(expect.arrayContaining(['subs']));
    expect(plain).not.toEqual(expect.arrayContaining(['ordn']));
    const numeric = layoutFeatures(
      '.t{--tw-numeric-spacing:tabular-nums}.f{font-feature-settings:"ss01" 1, \'cv11\'}',
      'abc',
    );
    expect(numeric).toEqual(expect.arrayContaining(['tnum', 'ss01', 'cv11']));
  });

  it('keeps the fraction features where the text has a fraction slash', () => {
    expect(layoutFeatures('', '1⁄2')).toEqual(expect.arrayContaining(['frac', 'numr', 'dnom']));
    expect(layoutFeatures('', '1/2')).not.toEqual(expect.arrayContaining(['frac']));
  });
});

describe('texts the font is shaped for', () => {
  const page =
    '<html><head><style>p{color:red}</style><script>var x="->"</script></head><body><p class="a-b">Call <b>+91</b> 124</p><input placeholder="Your name" aria-label="Name"></body></html>';

  it('are what a page shows, joined across tags, as written, in capitals and in lower case', () => {
    const texts = shapingTexts([page], []);
    expect(texts).toEqual(expect.arrayContaining(['Call +91 124', 'CALL +91 124', 'call +91 124', 'Your name']));
  });

  it('leave out markup, styles and scripts, and take the strings of island scripts', () => {
    const texts = shapingTexts([page], ['const status = "Copied — paste it anywhere", code = 1;']);
    expect(texts.join('\n')).not.toMatch(/a-b|color|->|aria|Name"/);
    expect(texts).toContain('Copied — paste it anywhere');
  });
});

describe('the subset font', () => {
  const inter = readFileSync('src/assets/fonts/inter-latin-wght.woff2');
  const request = {
    characters: characterSet(['Aravali']),
    weights: [400, 700] as [number, number],
    features: layoutFeatures('', ''),
    texts: ['Aravali'],
  };

  it('is a WOFF2 file far smaller than the original, growing with the characters and weights asked for', async () => {
    const subset = await subsetWoff2(inter, request, true);
    expect(subset.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(subset.length).toBeLessThan(inter.length / 2);
    expect(
      (await subsetWoff2(inter, { ...request, characters: characterSet(['Aravali ëéèñøåç€']) }, true)).length,
    ).toBeGreaterThan(subset.length);
    expect((await subsetWoff2(inter, { ...request, weights: [100, 900] }, true)).length).toBeGreaterThan(subset.length);
    // Subsets in HarfBuzz's WebAssembly: seconds on a busy machine, not a unit test's usual milliseconds.
  }, 30_000);

  it('keeps an alternate glyph where the text is shaped into it, and leaves it out where not', async () => {
    // Inter raises a plus sign before figures (its contextual alternates): "+91" needs a glyph "+" alone does not.
    const raised = (font: Buffer) => {
      const alone = shapedGlyphs(font, ['+', '9'], [400]);
      return [...shapedGlyphs(font, ['+9'], [400])].some((glyph) => !alone.has(glyph));
    };
    const original = await convert(inter, 'truetype');
    expect(raised(original)).toBe(true);
    const withPhone = await convert(
      await subsetWoff2(inter, { ...request, texts: ['Call +91 124'] }, true),
      'truetype',
    );
    const withoutPhone = await convert(
      await subsetWoff2(inter, { ...request, texts: ['Call 91 124, + more'] }, true),
      'truetype',
    );
    expect(raised(withPhone)).toBe(true);
    expect(raised(withoutPhone)).toBe(false);
    // Either way every character still has its glyph.
    expect(shapedGlyphs(withoutPhone, ['+'], [400]).has(0)).toBe(false);
  }, 30_000);
});
