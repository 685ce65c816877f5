// The share pictures' inputs from the project — the faces the site declares (astro.config.mjs `fonts`), the colours of
// its design tokens (src/styles/global.css), the firm's mark (src/assets/brand/icon.svg) — and the cache that keeps a
// picture until what it shows or the template changes: keyed by the page's text and a hash of the template's code,
// faces, colours and mark, under node_modules/.astro/ as Astro keeps its image cache (a fresh clone starts cold).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LOCALES, LOCALE_CODES } from '../../i18n/locales';
import { convert } from 'fontverter';
import sharp from 'sharp';
import { cacheIn, buildCacheFolder } from '../post-build/build-cache';
import { subsetSfnt } from '../post-build/font/harfbuzz-subset';
import { WEIGHTS, pictureMaker, type Face, type PictureText, type Template } from './draw';

/** The template's code, read as part of the cache key: a change to the drawing draws every picture again. */
const TEMPLATE_CODE = 'src/integrations/share-pictures/draw.ts';
const MARK = 'src/assets/brand/icon.svg';
const TOKENS = 'src/styles/global.css';

/** A face as astro.config.mjs declares it (`fonts`): its CSS variable and its files. */
export interface FontDeclaration {
  cssVariable: string;
  options?: { variants?: Array<{ src?: Array<string | { url: string }>; unicodeRange?: string[] }> };
}

/** Pictures by their text, from the cache or drawn. */
export interface SharePictures {
  picture(text: PictureText): Promise<Uint8Array>;
}

/** A design token's colour (`--color-navy-900: #0b1f3a`, or a token naming another: `var(--color-…)`). */
export function tokenColour(css: string, name: string): string {
  // Tailwind's own white and black are not written in the site's stylesheet.
  const value =
    new RegExp(`--color-${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim() ?? { white: '#ffffff', black: '#000000' }[name];
  if (!value) throw new Error(`share pictures: ${TOKENS} has no --color-${name}`);
  const named = /^var\(--color-([\w-]+)\)$/.exec(value);
  if (named) return tokenColour(css, named[1]!);
  if (!/^#[\da-f]{6}$/i.test(value)) throw new Error(`share pictures: --color-${name} is not a #rrggbb colour`);
  return value;
}

/** The faces' files by CSS variable, in the order each declaration lists them, each with its unicode-range. */
const faceFiles = (fonts: readonly FontDeclaration[]) =>
  fonts.map(({ cssVariable, options }) => ({
    cssVariable,
    files: (options?.variants ?? []).flatMap((variant) =>
      (variant.src ?? []).map((source) => ({
        file: typeof source === 'string' ? source : source.url,
        unicodeRange: variant.unicodeRange ?? ['U+0000-FFFF'],
      })),
    ),
  }));

/** The characters of a CSS unicode-range (`U+0600-06FF`, `U+0131`), as one string. */
export function rangeCharacters(ranges: readonly string[]): string {
  const characters: string[] = [];
  for (const range of ranges) {
    const [from, to = from] = range.replace(/^U\+/i, '').split('-') as [string, string?];
    for (let code = Number.parseInt(from, 16); code <= Number.parseInt(to, 16); code++)
      if (code < 0xd800 || code > 0xdfff) characters.push(String.fromCodePoint(code));
  }
  return characters.join('');
}

/** The OpenType features a browser may apply to the site's text (every script's shaping, kerning, marks, figures). */
const FEATURES = [
  ...['ccmp', 'locl', 'rlig', 'rclt', 'calt', 'liga', 'clig', 'kern', 'mark', 'mkmk', 'curs', 'dist'],
  ...['init', 'medi', 'med2', 'fina', 'fin2', 'fin3', 'isol', 'case', 'lnum', 'pnum', 'tnum', 'frac', 'numr', 'dnom'],
];

/** The site's colours for the picture, from its design tokens. */
const coloursOf = (root: string) => {
  const css = readFileSync(join(root, TOKENS), 'utf8');
  return {
    surface: tokenColour(css, 'surface-dark'),
    accent: tokenColour(css, 'accent-on-dark'),
    onDark: tokenColour(css, 'on-dark'),
    onDarkSoft: tokenColour(css, 'on-dark-soft'),
  };
};

/** Everything the template draws with: the faces decoded, by language, the colours and the mark as a PNG. */
export async function templateOf(root: string, fonts: readonly FontDeclaration[]): Promise<Template> {
  const faces: Face[] = [];
  const familiesOf = new Map<string, string[]>();
  for (const { cssVariable, files } of faceFiles(fonts)) {
    const families: string[] = [];
    for (const { file, unicodeRange } of files) {
      const family = `${cssVariable} ${families.length}`;
      // One conversion at a time: fontverter's WOFF2 decoder reuses its memory between calls.
      const sfnt = await convert(readFileSync(join(root, file)), 'truetype');
      // Each face cut to its unicode-range, as a browser uses it (a digit in the Arabic file is never drawn from it),
      // and pinned at each weight the picture uses: Skia's paragraph does not carry a variation to a fallback face.
      const characters = rangeCharacters(unicodeRange);
      for (const weight of WEIGHTS) {
        const axis = { tag: 'wght', min: weight, max: weight };
        faces.push({ family, weight, bytes: await subsetSfnt(sfnt, { characters, features: FEATURES, axis }) });
      }
      families.push(family);
    }
    familiesOf.set(cssVariable, families);
  }
  return {
    faces,
    facesByLanguage: Object.fromEntries(
      LOCALE_CODES.map((code) => [code, LOCALES[code].preloadFonts.flatMap((name) => familiesOf.get(name) ?? [])]),
    ),
    fallbackFaces: [...new Set(faces.map((face) => face.family))],
    colours: coloursOf(root),
    mark: await sharp(readFileSync(join(root, MARK)), { density: 288 })
      .resize(176, 176)
      .png()
      .toBuffer(),
  };
}

export function sharePictures(
  root: string,
  fonts: readonly FontDeclaration[],
  cacheDir = buildCacheFolder(root, 'share-pictures'),
): SharePictures {
  const read = (path: string) => readFileSync(join(root, path));
  const declared = faceFiles(fonts);
  const fontBytes = declared.flatMap(({ files }) => files.map(({ file }) => read(file)));
  const colours = coloursOf(root);
  const markSvg = read(MARK);
  const templateHash = createHash('sha256');
  for (const part of [read(TEMPLATE_CODE), markSvg, JSON.stringify(colours), JSON.stringify(declared), ...fontBytes])
    templateHash.update(part);
  const template = templateHash.digest('hex');

  // CanvasKit, the faces and the mark are loaded on the first picture the cache does not have: a rebuild with
  // nothing changed never loads them. (Imported at the top: a build's last hook runs after Vite's module loader,
  // which an import() here would need, has closed.)
  const cache = cacheIn(cacheDir);
  let maker: Promise<(text: PictureText) => Promise<Buffer>> | undefined;
  const load = () =>
    (maker ??= (async () => {
      const drawn = await pictureMaker(await templateOf(root, fonts));
      // Skia's PNG keeps every shade of the text's edges: quantised to a palette the picture is a third of the bytes
      // (a long title 72 → 25 KB), well within the 100 KB WhatsApp takes, with no difference to see.
      return async (text: PictureText) =>
        sharp(drawn.draw(text)).png({ palette: true, quality: 95, effort: 8, compressionLevel: 9 }).toBuffer();
    })());

  return {
    async picture(text) {
      const key = createHash('sha256').update(template).update(JSON.stringify(text)).digest('hex').slice(0, 32);
      return cache.read(`${key}.png`) ?? cache.write(`${key}.png`, await (await load())(text));
    },
  };
}
