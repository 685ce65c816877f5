// What the served web font lacks on a page, measured in the browser: the build subsets the font
// (src/integrations/post-build/steps/font-subset.ts), and these checks say whether the subset still has every
// character the page shows and every weight it asks for.
import { readFileSync, readdirSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** The fonts as the repository holds them, before the build subsets them. */
const SOURCE_FONTS = 'src/assets/fonts';
const sourceFonts = () =>
  readdirSync(SOURCE_FONTS)
    .filter((file) => file.endsWith('.woff2'))
    .map((file) => readFileSync(`${SOURCE_FONTS}/${file}`).toString('base64'));

/**
 * Characters the page shows in a web font (text, placeholders, option labels) that a source font has and no served
 * face has. A face has a character when the character measures the same whatever font comes after it in the stack: a
 * missing glyph falls through to the next font, and a monospace and a serif fallback measure it differently. Each
 * face serves its own unicode-range (the Arabic face's files the Arabic and the Latin), so a character counts as served
 * when any loaded face has it; text set in the system's font (the language switch's other-script label) is not asked
 * of the web fonts at all.
 */
export async function charactersMissingFromWebFont(page: Page): Promise<string[]> {
  return page.evaluate(async (sources) => {
    const served = [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('fallback'));
    if (served.length === 0) return ['(no web font loaded)'];
    const families = [...new Set(served.map((face) => face.family.replace(/"/g, '')))];
    const originals = await Promise.all(
      sources.map((base64, index) =>
        new FontFace(
          `source-${index}`,
          Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)),
        ).load(),
      ),
    );
    originals.forEach((face) => document.fonts.add(face));
    const inWebFont = (element: Element | null) =>
      !!element && families.some((family) => getComputedStyle(element).fontFamily.includes(family));
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (parent && parent.checkVisibility() && inWebFont(parent)) texts.push(node.textContent ?? '');
    }
    const shown = [
      ...texts,
      ...[...document.querySelectorAll<HTMLInputElement>('[placeholder]')]
        .filter(inWebFont)
        .map((field) => field.placeholder),
      ...[...document.querySelectorAll('option')]
        .filter((option) => inWebFont(option.parentElement))
        .map((option) => option.textContent ?? ''),
    ].join('');
    const context = document.createElement('canvas').getContext('2d')!;
    const width = (stack: string, character: string) => {
      context.font = `16px ${stack}`;
      return context.measureText(character).width;
    };
    const has = (family: string, character: string) =>
      width(`"${family}", monospace`, character) === width(`"${family}", serif`, character);
    return [...new Set(shown)]
      .filter((character) => character.trim() !== '')
      .filter(
        (character) =>
          originals.some((face) => has(face.family, character)) && !families.some((family) => has(family, character)),
      );
  }, sourceFonts());
}

/** Elements whose text asks a web font for a weight outside the range its served face declares. */
export async function weightsOutsideWebFont(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const served = [...document.fonts].filter((face) => face.status === 'loaded' && !face.family.includes('fallback'));
    if (served.length === 0) return ['(no web font loaded)'];
    const withText = [...document.body.querySelectorAll('*')]
      .filter((element) =>
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim()),
      )
      .map((element) => ({ element, style: getComputedStyle(element) }));
    return served.flatMap((face) => {
      const [min, max = min] = face.weight.split(' ').map(Number);
      const family = face.family.replace(/"/g, '');
      // The first family of an element's stack is the face asked for its weight (the Arabic face leads on Arabic text).
      return withText
        .filter(({ style }) => style.fontFamily.replace(/"/g, '').split(',')[0]!.trim() === family)
        .filter(({ style }) => Number(style.fontWeight) < min! || Number(style.fontWeight) > max!)
        .map(
          ({ element, style }) =>
            `${element.tagName.toLowerCase()} "${element.textContent!.trim().slice(0, 40)}" at ${style.fontWeight} (${family})`,
        );
    });
  });
}
