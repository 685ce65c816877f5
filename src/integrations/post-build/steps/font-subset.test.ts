import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convert } from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { shapedGlyphs } from '../font/subset';
import { cacheIn } from '../build-cache';
import type { Files } from '../pipeline';
import { fontSubset } from './font-subset';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const ORIGINAL = '/_astro/fonts/original.woff2';
// The @font-face Astro's font API writes into each page's head, for the whole weight axis.
const face = (url: string, weight: string) =>
  `@font-face{font-family:Sample;src:url("${url}") format("woff2");font-display:swap;font-weight:${weight};font-style:normal;}`;
const style = face(ORIGINAL, '100 900');
const page = (text: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${style}</style><meta http-equiv="content-security-policy" content="style-src 'self' ${sha256(style)}">` +
  `<link rel="preload" href="${ORIGINAL}" as="font" type="font/woff2" crossorigin></head><body><p>${text}</p></body></html>`;

describe('font subset step', () => {
  const inter = readFileSync('src/assets/fonts/inter-latin-wght.woff2');
  const files = new Map<string, string | Uint8Array>([
    ['/index.html', page('Fees in &#8364;')],
    ['/team.html', page('Team')],
    ['/_astro/site.css', 'h1{font-weight:700}'],
    ['/_astro/island.js', 'export const note = "Zoë";'],
    [ORIGINAL, inter],
  ]);
  const built = fontSubset(files, () => {});

  it('replaces the font with a subset named after its own content', async () => {
    const build = await built;
    const fonts = [...build.keys()].filter((address) => address.endsWith('.woff2'));
    expect(fonts).toHaveLength(1);
    const subset = build.get(fonts[0]!) as Buffer;
    expect(fonts[0]).toBe(`/_astro/fonts/${createHash('sha256').update(subset).digest('hex').slice(0, 16)}.woff2`);
    expect(subset.length).toBeLessThan(inter.length / 2);
    expect(files.get(ORIGINAL)).toBe(inter);
  }, 30_000);

  it('with a cache, cuts the same subset once and reads it on the next build with the same text; new text cuts again', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'font-subset-cache-'));
    try {
      const kept = { cache: cacheIn(folder), code: 'cutting code' };
      const fontsOf = (build: Files) => [...build].filter(([address]) => address.endsWith('.woff2'));
      // After the build above: fontverter's WOFF2 conversions must not interleave.
      const uncached = fontsOf(await built);
      expect(fontsOf(await fontSubset(files, () => {}, kept))).toEqual(uncached);
      const [entry] = readdirSync(folder);
      // What the cache holds is what the next build with the same text ships.
      writeFileSync(join(folder, entry!), 'kept cut');
      const again = fontsOf(await fontSubset(files, () => {}, kept));
      expect(again.map(([, bytes]) => Buffer.from(bytes as Uint8Array).toString())).toEqual(['kept cut']);
      const edited = new Map(files).set('/team.html', page('Team of ten'));
      const cutAgain = fontsOf(await fontSubset(edited, () => {}, kept));
      expect(Buffer.from(cutAgain[0]![1] as Uint8Array).toString()).not.toBe('kept cut');
      expect(readdirSync(folder)).toHaveLength(2);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 60_000);

  it("keeps the characters of the pages and the islands' strings, and not others", async () => {
    const build = await built;
    const subset = await convert(
      build.get([...build.keys()].find((address) => address.endsWith('.woff2'))!) as Buffer,
      'truetype',
    );
    const hasGlyph = (character: string) => !shapedGlyphs(subset, [character], [400]).has(0);
    expect(hasGlyph('€')).toBe(true);
    expect(hasGlyph('ë')).toBe(true);
    expect(hasGlyph('ñ')).toBe(false);
  }, 30_000);

  it("points every page's @font-face, preload and policy hash at the subset, with the weights the CSS uses", async () => {
    const build = await built;
    const subsetUrl = [...build.keys()].find((address) => address.endsWith('.woff2'))!;
    const rewritten = face(subsetUrl, '400 700');
    for (const address of ['/index.html', '/team.html']) {
      const html = build.get(address) as string;
      expect(html, address).toContain(`<style>${rewritten}</style>`);
      expect(html, address).toContain(`content="style-src 'self' ${sha256(rewritten)}"`);
      expect(html, address).toContain(`<link rel="preload" href="${subsetUrl}"`);
      expect(html, address).not.toContain(ORIGINAL);
    }
    expect(build.get('/_astro/site.css')).toBe('h1{font-weight:700}');
  }, 30_000);
});

describe('font subset step, Arabic face', () => {
  const ARABIC = '/_astro/fonts/arabic.woff2';
  const INTER = '/_astro/fonts/inter.woff2';
  // The two faces as Astro's font API writes them: Inter for everything, the Arabic face for the Arabic blocks only.
  const arabicFace = `@font-face{font-family:Arabic;src:url("${ARABIC}") format("woff2");font-display:swap;font-weight:160 700;font-style:normal;unicode-range:U+0600-06FF,U+0750-077F,U+0870-08FF,U+FB50-FDFF,U+FE70-FEFC;}`;
  const styles = `${face(INTER, '100 900')}${arabicFace}`;
  const document = (lang: string, text: string) =>
    `<!DOCTYPE html><html lang="${lang}" dir="${lang === 'ar' ? 'rtl' : 'ltr'}"><head><meta charset="utf-8"><style>${styles}</style>` +
    `<meta http-equiv="content-security-policy" content="style-src 'self' ${sha256(styles)}"></head><body><p>${text}</p></body></html>`;
  // Invented sample text: joined letters, a lam-alef, harakat, Arabic punctuation and digits, a Latin word and figures.
  const pageText = 'نصٌّ تجريبيٌّ لِلاختبارِ، فيه «لا» و٣٫٥٪ وInter 2030؟';
  const arabicFont = readFileSync('src/assets/fonts/readex-pro-arabic-wght.woff2');
  const files = new Map<string, string | Uint8Array>([
    ['/ar/index.html', document('ar', pageText)],
    ['/index.html', document('en', 'Fees in &#8364;')],
    ['/_astro/site.css', 'h1{font-weight:600}strong{font-weight:bolder}'],
    [INTER, readFileSync('src/assets/fonts/inter-latin-wght.woff2')],
    [ARABIC, arabicFont],
  ]);
  // Started when its first test runs, not beside the build above: fontverter's WOFF2 conversions must not interleave.
  let started: ReturnType<typeof fontSubset> | undefined;
  const built = () => (started ??= fontSubset(files, () => {}));
  const arabicSubset = async () => {
    const build = await built();
    const declared = (build.get('/ar/index.html') as string).match(/font-family:Arabic;src:url\("([^"]+)"\)/)![1]!;
    return convert(build.get(declared) as Buffer, 'truetype');
  };

  /** What a visitor may type: every letter of the basic block alone, first, between and last, the lam-alefs, each haraka on a letter. */
  const typed = (() => {
    const block = Array.from({ length: 0x100 }, (_, index) => String.fromCodePoint(0x600 + index));
    const letters = block.filter((character) => /\p{L}/u.test(character));
    const marks = block.filter((character) => /\p{M}/u.test(character));
    return [
      ...letters.flatMap((letter) => [
        letter,
        `${letter}ب`,
        `ب${letter}ب`,
        `ب${letter}`,
        `${letter}${letter}${letter}`,
      ]),
      ...['ا', 'آ', 'أ', 'إ', 'ٱ'].flatMap((alef) => [`ل${alef}`, `بل${alef}`]),
      ...marks.flatMap((mark) => [`ب${mark}`, `سب${mark}ت`, `ل${mark}ا`, `لا${mark}`]),
      ...block.filter((character) => /[\p{N}\p{P}\p{S}]/u.test(character)),
      '١٬٢٣٤٫٥٦٪',
      'عـــرب',
    ];
  })();

  /** The glyphs HarfBuzz sets a text in, each as its outline and where it goes: comparable across fonts whose glyph ids differ. */
  const setting = (font: Font, text: string) => {
    const buffer = new ShapingBuffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    shape(font, buffer);
    // A character the font lacks is .notdef in both (the browser draws it with the next font of the stack), whose
    // outline the subset leaves out.
    return buffer.getGlyphInfosAndPositions().map((glyph) => {
      const path = glyph.codepoint === 0 ? 'missing' : font.glyphToPath(glyph.codepoint);
      return {
        placed: `${glyph.cluster} ${glyph.xAdvance},${glyph.yAdvance} ${glyph.xOffset},${glyph.yOffset} ${path.replace(/-?\d+(?:\.\d+)?/g, '#')}`,
        points: path.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [],
      };
    });
  };
  // The subset narrows the weight axis, which re-encodes and rounds the outlines' variations: a point may land up to a
  // unit (of 1000 to the em: a sixtieth of a pixel at 16 px) away. Anything more is a different glyph.
  const sameSetting = (subset: Font, full: Font, text: string) => {
    const [ours, theirs] = [setting(subset, text), setting(full, text)];
    return (
      ours.length === theirs.length &&
      ours.every(
        (glyph, index) =>
          glyph.placed === theirs[index]!.placed &&
          glyph.points.length === theirs[index]!.points.length &&
          glyph.points.every((value, point) => Math.abs(value - theirs[index]!.points[point]!) <= 1),
      )
    );
  };

  it("sets the page's text and whatever a visitor types in exactly the glyphs of the full font, at every weight the CSS uses", async () => {
    const full = new Font(new Face(new Blob(await convert(arabicFont, 'truetype'))));
    const subset = new Font(new Face(new Blob(await arabicSubset())));
    // The browser sets with this face the runs of characters within its unicode-range; the others go to Inter.
    const texts = [...pageText.split(/[^\u0600-\u06ff]+/).filter(Boolean), ...typed];
    for (const weight of [400, 500, 600, 700]) {
      full.setVariations([new Variation('wght', weight)]);
      subset.setVariations([new Variation('wght', weight)]);
      const differing = texts.filter((text) => !sameSetting(subset, full, text));
      expect(differing, `set differently at ${weight}`).toEqual([]);
    }
  }, 120_000);

  it('draws only Arabic: Latin letters and figures inside Arabic text are left to Inter', async () => {
    const has = shapedGlyphsOf(await arabicSubset());
    expect(has('ب')).toBe(true);
    expect(has('٣')).toBe(true);
    for (const character of ['I', 'n', '2', '€']) expect(has(character), character).toBe(false);
  }, 120_000);

  it('keeps its Arabic-only unicode-range and the weights the CSS uses on every page that declares it', async () => {
    const build = await built();
    for (const address of ['/ar/index.html', '/index.html']) {
      expect(build.get(address) as string, address).toMatch(
        /font-family:Arabic;src:url\("\/_astro\/fonts\/[\da-f]{16}\.woff2"\)[^}]*font-weight:400 700;[^}]*unicode-range:U\+0600-06FF,/,
      );
    }
  }, 120_000);
});

/** Whether a font has its own glyph for a character (not .notdef). */
const shapedGlyphsOf = (font: Uint8Array) => (character: string) => !shapedGlyphs(font, [character], [400]).has(0);
