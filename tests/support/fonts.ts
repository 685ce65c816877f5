// What the served web font lacks on a page, measured in the browser: the build subsets the font
// (src/integrations/post-build/steps/font-subset.ts), and these checks say whether the subset still has every
// character the page shows and every weight it asks for.
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The fonts as the repository holds them, before the build subsets them. */
const SOURCE_FONTS = 'src/assets/fonts';
const sourceFonts = () =>
  readdirSync(SOURCE_FONTS).filter((file) => file.endsWith('.woff2')).map((file) => readFileSync(`${SOURCE_FONTS}/${file}`).toString('base64'));

/**
 * Characters the page shows (text, placeholders, option labels) that a source font has and the served face lacks.
 * A face has a character when the character measures the same whatever font comes after it in the stack: a missing
 * glyph falls through to the next font, and a monospace and a serif fallback measure it differently.
 */
export async function charactersMissingFromWebFont(page: Page): Promise<string[]> {
  return page.evaluate(async (sources) => {
    const served = [...document.fonts].find((face) => face.status === 'loaded' && !face.family.includes('fallback'));
    if (!served) return ['(no web font loaded)'];
    const originals = await Promise.all(
      sources.map((base64, index) => new FontFace(`source-${index}`, Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))).load()),
    );
    originals.forEach((face) => document.fonts.add(face));
    const shown = [
      document.body.innerText,
      ...[...document.querySelectorAll<HTMLInputElement>('[placeholder]')].map((field) => field.placeholder),
      ...[...document.querySelectorAll('option')].map((option) => option.textContent ?? ''),
    ].join('');
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (stack: string, character: string) => {
      context.font = `16px ${stack}`;
      return context.measureText(character).width;
    };
    const has = (family: string, character: string) => width(`"${family}", monospace`, character) === width(`"${family}", serif`, character);
    return [...new Set(shown)]
      .filter((character) => character.trim() !== '')
      .filter((character) => originals.some((face) => has(face.family, character)) && !has(served.family.replace(/"/g, ''), character));
  }, sourceFonts());
}

/** Elements whose text asks the web font for a weight outside the range the served face declares. */
export async function weightsOutsideWebFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const served = [...document.fonts].find((face) => face.status === 'loaded' && !face.family.includes('fallback'));
    if (!served) return ['(no web font loaded)'];
    const [min, max = min] = served.weight.split(' ').map(Number);
    const family = served.family.replace(/"/g, '');
    return [...document.body.querySelectorAll('*')]
      .filter((element) => [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()))
      .map((element) => ({ element, style: getComputedStyle(element) }))
      .filter(({ style }) => style.fontFamily.includes(family))
      .filter(({ style }) => Number(style.fontWeight) < min! || Number(style.fontWeight) > max!)
      .map(({ element, style }) => `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}" at ${style.fontWeight}`);
  });
}
