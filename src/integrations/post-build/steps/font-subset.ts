// Cuts each self-hosted web font down to what the built site can show (../font/subset.ts): the characters of every
// page and island, the weights and features its CSS asks for, the alternate glyphs its text is shaped into. The
// subset gets a name from its own content, so a browser that cached an older subset fetches the new one the day an
// editor adds a character; each page's @font-face, preload and policy hash follow.
//
// A cut takes seconds of CPU (shaping every page's text, then WOFF2's brotli) and gives the same bytes for the same
// request: the build keeps each cut by the hash of the font, the request and the cutting code (../build-cache.ts,
// `node_modules/.astro/font-subset/`), so only a build whose text or CSS changed cuts again.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildCacheFolder, cacheIn, cacheKey, type BuildCache } from '../build-cache';
import { replaceInlineStyle } from '../csp-hashes';
import { INLINE_STYLE, htmlText } from '../html-text';
import {
  characterSet,
  layoutFeatures,
  shapingTexts,
  subsetWoff2,
  TYPED_ARABIC,
  weightRange,
  withinUnicodeRange,
} from '../font/subset';
import { asBytes, asText, type Files, type Step } from '../pipeline';

const FONT_FACE = /@font-face\{[^}]*?src:url\("(\/_astro\/fonts\/[\w-]+\.woff2)"\)[^}]*\}/g;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** What cuts a font: a change to any of these cuts every font again. */
const CUTTING_CODE = [
  'src/integrations/post-build/font/subset.ts',
  'src/integrations/post-build/font/harfbuzz-subset.ts',
];
const CUTTING_PACKAGES = ['harfbuzzjs', 'fontverter'];

/** The project's cache of cuts, keyed also by the code and packages that cut them. */
export function fontSubsetCache(root: string) {
  const code = [
    ...CUTTING_CODE.map((file) => readFileSync(join(root, file), 'utf8')),
    ...CUTTING_PACKAGES.map((name) => readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')),
  ].join('\0');
  return { cache: cacheIn(buildCacheFolder(root, 'font-subset')), code };
}

/**
 * The build with every font its pages' inline @font-face rules load cut to the site, and the pages pointing at the
 * cuts; with a cache, a cut made before for the same request is read from it.
 */
export async function fontSubset(
  files: Files,
  log: (message: string) => void,
  kept?: { cache: BuildCache; code: string },
): Promise<Files> {
  const build = new Map(files);
  const pages = new Map(
    [...files]
      .filter(([address]) => address.endsWith('.html'))
      .map(([address, contents]) => [address, asText(contents)]),
  );
  const scripts = [...files].filter(([address]) => address.endsWith('.js')).map(([, contents]) => asText(contents));
  const inlineStyles = [...pages.values()].flatMap((html) => [...html.matchAll(INLINE_STYLE)].map(([, text]) => text!));
  const css = [
    ...[...files].filter(([address]) => address.endsWith('.css')).map(([, contents]) => asText(contents)),
    ...inlineStyles,
  ].join('\n');
  const characters = characterSet([...[...pages.values()].map(htmlText), ...scripts, TYPED_ARABIC]);
  const features = layoutFeatures(css, characters);
  const texts = shapingTexts([...pages.values()], scripts);

  // Each face once, however many pages declare it; its new declaration replaces the old one everywhere.
  const faces = new Map<string, { url: string; subsetUrl: string; declaration: string }>();
  for (const style of new Set(inlineStyles)) {
    for (const [face, url] of style.matchAll(FONT_FACE)) {
      if (faces.has(face)) continue;
      const declared = face.match(/font-weight:(\d+)(?: (\d+))?/);
      const range: [number, number] = declared ? [Number(declared[1]), Number(declared[2] ?? declared[1])] : [400, 400];
      const weights = weightRange(css, range);
      const font = build.get(url!);
      if (font === undefined) throw new Error(`${url}: a page's @font-face loads a font the build does not have`);
      const original = asBytes(font);
      // A face with a unicode-range draws nothing outside it: its subset keeps only the characters within.
      const drawn = withinUnicodeRange(characters, face.match(/unicode-range:([^;}]+)/)?.[1]);
      const request = { characters: drawn, weights, features, texts };
      const variable = range[0] !== range[1];
      const key = kept && `${cacheKey(kept.code, original, JSON.stringify({ request, variable }))}.woff2`;
      const cached = key ? kept!.cache.read(key) : undefined;
      const subset = cached ?? (await subsetWoff2(original, request, variable));
      if (key && !cached) kept!.cache.write(key, subset);
      const subsetUrl = `/_astro/fonts/${createHash('sha256').update(subset).digest('hex').slice(0, 16)}.woff2`;
      build.set(subsetUrl, subset);
      build.delete(url!);
      const weight = weights[0] === weights[1] ? `${weights[0]}` : `${weights[0]} ${weights[1]}`;
      faces.set(face, {
        url: url!,
        subsetUrl,
        declaration: face.replace(url!, subsetUrl).replace(/font-weight:[\d ]+/, `font-weight:${weight}`),
      });
      log(
        `${url} → ${subsetUrl}: ${kb(original.length)} → ${kb(subset.length)} (${[...drawn].length} characters, weights ${weight}, ${features.length} features)`,
      );
    }
  }

  for (const [address, html] of pages) {
    let page = html;
    for (const style of new Set([...html.matchAll(INLINE_STYLE)].map(([, text]) => text!))) {
      let rewritten = style;
      for (const [face, { declaration }] of faces) rewritten = rewritten.replace(face, () => declaration);
      if (rewritten !== style) page = replaceInlineStyle(page, style, rewritten);
    }
    for (const { url, subsetUrl } of faces.values()) page = page.replaceAll(`href="${url}"`, `href="${subsetUrl}"`);
    if (page !== html) build.set(address, page);
  }
  return build;
}

/** The step, with the project's cache of cuts when given the project's folder (the build gives it; a test may not). */
export const fontSubsetStep = (root?: string): Step => {
  const kept = root ? fontSubsetCache(root) : undefined;
  return {
    name: 'font-subset',
    reads: /\.(html|js|css|woff2)$/,
    after: { figures: 'the font is cut to the characters of the pages as served, with the spaces that bind figures' },
    run: async (files, log) => {
      const build = await fontSubset(files, log, kept);
      kept?.cache.removeUnused();
      return build;
    },
  };
};
