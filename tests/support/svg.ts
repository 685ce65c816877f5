// SVG files for the tests of the SVG policy (the `/*.svg` rule of public/_headers, as the local server and nginx
// send it): a drawing carrying a script, as a content file could publish one under /_astro/, and a drawing that uses
// what artwork uses. The browser tests open them at their own address and as an <img>.
import type { Page } from '@playwright/test';

/** A drawing whose script, when it runs, marks its own document and writes its origin's storage. */
export const SCRIPTED_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">
<rect width="100" height="100" fill="#888"/>
<script>document.documentElement.setAttribute('data-script-ran', 'yes'); localStorage.setItem('svg-script', 'ran');</script>
</svg>
`;

const SCRIPT = `document.documentElement.setAttribute('data-script-ran', 'yes'); localStorage.setItem('svg-script', 'ran');`;

/**
 * Other files a browser opens as an XML document, where an XHTML <script> runs as in a page (security review 5, L6),
 * by the name they are published under: a compressed drawing's extension on a plain one (sent as image/svg+xml),
 * XHTML, and XML. Each runs the script of SCRIPTED_SVG where no policy stops it.
 */
export const SCRIPTED_DOCUMENTS: Record<string, string> = {
  '/_astro/scripted.Bx3k9.svgz': SCRIPTED_SVG,
  '/_astro/scripted.Bx3k9.xhtml': `<html xmlns="http://www.w3.org/1999/xhtml"><head><title>X</title></head><body><script>${SCRIPT}</script></body></html>\n`,
  '/_astro/scripted.Bx3k9.xml': `<?xml version="1.0"?>\n<doc><script xmlns="http://www.w3.org/1999/xhtml">${SCRIPT}</script></doc>\n`,
};

/** The colour ART_SVG's <style> gives its shape, as getComputedStyle reports it and as drawn. */
export const ART_COLOUR = { css: 'rgb(0, 170, 0)', rgba: [0, 170, 0, 255] };

/** Artwork as a designer exports it: a <style> rule and a style attribute. */
export const ART_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40">
<style>.shape { fill: #00aa00; }</style>
<rect class="shape" width="40" height="40" style="stroke: none"/>
</svg>
`;

/** A page showing ART_SVG, at `address`, as an <img>. */
export const pictureOf = (address: string) =>
  `<!doctype html><html lang="en"><title>Picture</title><img src="${address}" alt="A green square" width="40" height="40"></html>\n`;

/** Whether the script of SCRIPTED_SVG, open in `page`, ran (read through DevTools, which no policy stops). */
export const scriptRan = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-script-ran') === 'yes');

/** What SCRIPTED_SVG's script left in the storage of the origin of the HTML page open in `page`. */
export const storedBySvg = (page: Page) => page.evaluate(() => localStorage.getItem('svg-script'));

/** The fill of ART_SVG's shape, open in `page` at its own address. */
export const artFill = (page: Page) => page.evaluate(() => getComputedStyle(document.querySelector('.shape')!).fill);

/** The colour of the middle pixel of the first <img> of the page, once it has loaded (empty when it drew nothing). */
export async function pictureColour(page: Page): Promise<number[]> {
  const image = page.locator('img').first();
  await image.evaluate((element: HTMLImageElement) => element.decode().catch(() => undefined));
  return image.evaluate((element: HTMLImageElement) => {
    if (!element.naturalWidth) return [];
    const canvas = document.createElement('canvas');
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext('2d')!;
    context.drawImage(element, 0, 0);
    return [...context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data];
  });
}
