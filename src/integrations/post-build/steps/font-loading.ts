// When the web fonts load: a first visit paints its text once, in the metric-matched fallback of each face, and never
// waits for or repaints with a font file; the fonts are fetched once the page has loaded and drawn from the next page
// on. On a slow connection the font file would otherwise share the first round trips with the page, and either hold
// the text back or swap it under the reader's eyes.
//
// Astro writes, per page, a preload of each face its language draws in (BaseHead.astro) and each face's @font-face
// with its fallback. This step turns them into:
// - no preload; instead one small inline script, the same on every page (one hash), whose `data-fonts` lists the files
//   the preloads named. Unless the browser has fetched them all before (remembered in localStorage), it marks the
//   page `webfonts-later` and, once the page has loaded, painted and the browser is next idle (after-first-paint.ts),
//   fetches them (FontFace.load: the font loader's own request, so the next page finds the file in the HTTP cache)
//   and remembers them;
// - for each font variable (`:root{--font-inter:Inter-…,"Inter-… fallback: Arial",…}`) the same variable without its
//   web font under `:root.webfonts-later`, so a marked page never asks for the file;
// - `font-display: optional`: a returning visitor's page uses the cached file from its first paint, and if the cache
//   has lost it, the fallback for that page rather than a late swap.
// Without JavaScript nothing is marked: the page asks for its fonts as it renders, and uses them if they come in time.
import { AFTER_FIRST_PAINT } from '../after-first-paint';
import { addHashes, replaceInlineStyle } from '../csp-hashes';
import { INLINE_STYLE } from '../html-text';
import { asText, type Files, type Step } from '../pipeline';

export const LATER_CLASS = 'webfonts-later';
const PRELOAD = /<link rel="preload" href="([^"]+)" as="font"[^>]*>/g;
const FONT_VARIABLE = /:root\{(--[\w-]+):([^,;}]+),([^;}]+);?\}/g;

/** The inline script (see above); `data-fonts` on its element lists the page's files. */
export const FONT_SCRIPT =
  `(()=>{const k="webfonts",f=document.currentScript.dataset.fonts.split(" ");let s;` +
  `try{s=(localStorage.getItem(k)||"").split(" ")}catch{return}if(f.every(u=>s.includes(u)))return;` +
  `document.documentElement.classList.add(${JSON.stringify(LATER_CLASS)});` +
  `(${AFTER_FIRST_PAINT})(()=>Promise.all(f.map(u=>new FontFace(k,"url("+u+")").load()))` +
  `.then(()=>{try{localStorage.setItem(k,[...new Set([...s,...f])].join(" ").trim())}catch{}}))})()`;

/** A font <style> with each variable's web-font-less twin for marked pages, and its faces shown only if in time. */
export function laterFontStyle(style: string): string {
  const twins = [...style.matchAll(FONT_VARIABLE)].map(
    ([, name, , rest]) => `:root.${LATER_CLASS}{${name}:${rest!.trim()}}`,
  );
  if (twins.length === 0) return style;
  return style.replaceAll('font-display:swap', 'font-display:optional') + twins.join('');
}

/** One page with its fonts loaded as above; a page that preloads no font is left as it is. */
export function fontLoadingPage(html: string): string {
  const files = [...html.matchAll(PRELOAD)].map(([, href]) => href!);
  if (files.length === 0) return html;
  let page = html.replace(PRELOAD, '');
  for (const style of new Set([...page.matchAll(INLINE_STYLE)].map(([, text]) => text!))) {
    const later = laterFontStyle(style);
    if (later !== style) page = replaceInlineStyle(page, style, later);
  }
  page = page.replace('</head>', () => `<script data-fonts="${files.join(' ')}">${FONT_SCRIPT}</script></head>`);
  return addHashes(page, 'script-src', [FONT_SCRIPT]);
}

export function fontLoading(files: Files): Files {
  return new Map(
    [...files].map(([address, contents]) => [
      address,
      address.endsWith('.html') ? fontLoadingPage(asText(contents)) : contents,
    ]),
  );
}

export const fontLoadingStep: Step = {
  name: 'font-loading',
  reads: /\.html$/,
  after: { 'font-subset': 'the preloads and @font-face rules name the cut fonts only once it has run' },
  run: fontLoading,
};
