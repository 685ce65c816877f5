import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { convert } from 'fontverter';
import { describe, expect, it } from 'vitest';
import { shapedGlyphs } from '../font/subset';
import { fontSubset } from './font-subset';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const ORIGINAL = '/_astro/fonts/original.woff2';
// The @font-face Astro's font API writes into each page's head, for the whole weight axis.
const face = (url: string, weight: string) => `@font-face{font-family:Sample;src:url("${url}") format("woff2");font-display:swap;font-weight:${weight};font-style:normal;}`;
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

  it("keeps the characters of the pages and the islands' strings, and not others", async () => {
    const build = await built;
    const subset = await convert(build.get([...build.keys()].find((address) => address.endsWith('.woff2'))!) as Buffer, 'truetype');
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
