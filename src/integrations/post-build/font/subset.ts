// What a built site needs of its web font: the characters its pages and islands can show, the weights its CSS asks
// for, the OpenType features a browser applies and, of the alternate glyphs those features reach, the ones the
// site's own text is shaped into. Derived from the build on every run, so an editor who types "€" or "Zoë" gets
// those glyphs the next time the site is built; nothing here is a fixed list of characters.
import { convert as convertAtOnce } from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, Variation, shape } from 'harfbuzzjs';
import { htmlText } from '../html-text';
import { subsetSfnt } from './harfbuzz-subset';

/** Printable ASCII: what visitors type into the form and what scripts write (counts, numbers) is kept whatever the pages say. */
const TYPED = Array.from({ length: 95 }, (_, index) => String.fromCharCode(32 + index)).join('');

/**
 * The basic Arabic block (letters, harakat, Arabic-Indic digits, ، ؛ ؟, the decimal and thousands separators,
 * tatweel): what a visitor may type into the form of an Arabic page, kept whatever the pages say by a face that
 * draws Arabic (see `withinUnicodeRange`; a font without these characters keeps none of them).
 */
export const TYPED_ARABIC = Array.from({ length: 0x100 }, (_, index) => String.fromCodePoint(0x600 + index)).join('');

// WOFF2 conversion hands its result back after an await, in memory the next conversion reuses: two builds subsetting
// at once (tests do) would get each other's bytes, so conversions run one after the other.
let conversions: Promise<unknown> = Promise.resolve();
const convert = (...args: Parameters<typeof convertAtOnce>): Promise<Buffer> => {
  const converted = conversions.then(() => convertAtOnce(...args));
  conversions = converted.catch(() => undefined);
  return converted;
};

/** Every distinct character of the given texts plus printable ASCII, as one string in code point order. */
export function characterSet(texts: string[]): string {
  const characters = new Set<string>(TYPED);
  for (const text of texts) for (const character of text) if (character >= ' ') characters.add(character);
  return [...characters].sort((a, b) => a.codePointAt(0)! - b.codePointAt(0)!).join('');
}

/** What `bolder` and `lighter` give on a parent of each weight (CSS Fonts 4, relative weights table). */
const bolder = (weight: number) => (weight < 350 ? 400 : weight < 550 ? 700 : weight < 900 ? 900 : weight);
const lighter = (weight: number) => (weight < 100 ? weight : weight < 550 ? 100 : weight < 750 ? 400 : 700);

/**
 * The lowest and highest weight the CSS can ask of the face: every `font-weight` value and `--font-weight-*` token,
 * `normal` for text that sets none, and what `bolder`/`lighter` make of each of them, within the face's own range.
 */
export function weightRange(css: string, face: [number, number]): [number, number] {
  const weights = new Set([400]);
  const relative = new Set<string>();
  // A face's own `font-weight` descriptor says what it offers, not what the page asks for.
  for (const [, value] of css
    .replace(/@font-face\s*\{[^}]*\}/g, '')
    .matchAll(/(?:font-weight|--font-weight-[\w-]+)\s*:\s*([\w.]+)/g)) {
    if (value === 'bolder' || value === 'lighter') relative.add(value);
    else if (value === 'normal' || value === 'bold') weights.add(value === 'bold' ? 700 : 400);
    else if (Number.isFinite(Number(value))) weights.add(Number(value));
  }
  for (const weight of [...weights]) {
    if (relative.has('bolder')) weights.add(bolder(weight));
    if (relative.has('lighter')) weights.add(lighter(weight));
  }
  const clamp = (weight: number) => Math.min(face[1], Math.max(face[0], weight));
  return [clamp(Math.min(...weights)), clamp(Math.max(...weights))];
}

/**
 * Features HarfBuzz (the shaper of Chrome, Firefox and Android) applies to horizontal text unless told otherwise:
 * those of every script, those of right-to-left text, and the Arabic shaper's (joining forms, stretching, mark
 * placement), without which Arabic letters would be drawn unjoined.
 */
const BROWSER_DEFAULT_FEATURES = [
  ...[
    'abvm',
    'blwm',
    'ccmp',
    'locl',
    'mark',
    'mkmk',
    'rlig',
    'calt',
    'clig',
    'curs',
    'dist',
    'kern',
    'liga',
    'rclt',
    'rvrn',
    'ltra',
    'ltrm',
  ],
  ...['rtla', 'rtlm'],
  ...['isol', 'fina', 'fin2', 'fin3', 'medi', 'med2', 'init', 'stch', 'mset'],
];

/** The Arabic blocks: letters whose form depends on their neighbours. */
const JOINING = /[\u0600-\u06ff\u0750-\u077f\u0870-\u08ff\ufb50-\ufdff\ufe70-\ufefc]/u;

/** The characters of `characters` a face with this CSS `unicode-range` (e.g. "U+0600-06FF,U+FB50-FDFF") may draw: all without one. */
export function withinUnicodeRange(characters: string, unicodeRange: string | undefined): string {
  if (!unicodeRange) return characters;
  const ranges = unicodeRange.split(',').map((part) => {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    if (first!.includes('?'))
      return [
        Number.parseInt(first!.replace(/\?/g, '0'), 16),
        Number.parseInt(first!.replace(/\?/g, 'F'), 16),
      ] as const;
    return [Number.parseInt(first!, 16), Number.parseInt(last!, 16)] as const;
  });
  return [...characters]
    .filter((character) =>
      ranges.some(([first, last]) => character.codePointAt(0)! >= first && character.codePointAt(0)! <= last),
    )
    .join('');
}

/** `font-variant-*` keywords and the features they turn on. */
const VARIANT_FEATURES: Record<string, string[]> = {
  'common-ligatures': ['liga', 'clig'],
  'discretionary-ligatures': ['dlig'],
  'historical-ligatures': ['hlig'],
  contextual: ['calt'],
  'small-caps': ['smcp'],
  'all-small-caps': ['smcp', 'c2sc'],
  'petite-caps': ['pcap'],
  'all-petite-caps': ['pcap', 'c2pc'],
  unicase: ['unic'],
  'titling-caps': ['titl'],
  'lining-nums': ['lnum'],
  'oldstyle-nums': ['onum'],
  'proportional-nums': ['pnum'],
  'tabular-nums': ['tnum'],
  'diagonal-fractions': ['frac'],
  'stacked-fractions': ['afrc'],
  ordinal: ['ordn'],
  'slashed-zero': ['zero'],
  sub: ['subs'],
  super: ['sups'],
};

/**
 * The OpenType features to keep: the browser's defaults, those the CSS turns on (`font-feature-settings` tags,
 * `font-variant-*` keywords) and the fraction features HarfBuzz applies around a fraction slash in the text.
 */
export function layoutFeatures(css: string, text: string): string[] {
  const features = new Set(BROWSER_DEFAULT_FEATURES);
  for (const [, settings] of css.matchAll(/font-feature-settings\s*:\s*([^;}]*)/g)) {
    for (const [, tag] of settings!.matchAll(/["']([\w ]{4})["']/g)) features.add(tag!);
  }
  // Keywords count in `font-variant*` declarations and in custom properties that may carry them there
  // (`--tw-numeric-spacing: tabular-nums`), not elsewhere (`vertical-align: sub`).
  const variants = [...css.matchAll(/(?:font-variant[\w-]*|--[\w-]+)\s*:\s*([^;}]*)/g)]
    .map(([, value]) => value)
    .join(' ');
  for (const [keyword, tags] of Object.entries(VARIANT_FEATURES)) {
    if (new RegExp(`(?<![\\w-])${keyword}(?![\\w-])`).test(variants)) for (const tag of tags) features.add(tag);
  }
  if (text.includes('\u2044')) for (const tag of ['frac', 'numr', 'dnom']) features.add(tag);
  return [...features].sort();
}

const DISPLAYED_ATTRIBUTE = /\s(?:alt|placeholder|title|value)="([^"]*)"/g;
const STRING_LITERAL = /(["'`])((?:\\.|(?!\1)[^\\\n])*)\1/g;

/**
 * The texts whose shaping decides which alternate glyphs stay: each page's visible text joined across tags, also in
 * capitals and lower case (what `text-transform` makes of it), the attribute values a page displays and the strings
 * of the scripts (what islands write). Joined text meets more contexts than a browser does: more glyphs, never fewer.
 */
export function shapingTexts(pages: string[], scripts: string[]): string[] {
  const texts = new Set<string>();
  for (const page of pages) {
    const visible = htmlText(page.replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '').replace(/<[^>]*>/g, ''));
    for (const text of [visible, visible.toUpperCase(), visible.toLowerCase()]) texts.add(text);
    for (const [, value] of page.matchAll(DISPLAYED_ATTRIBUTE)) texts.add(htmlText(value!));
  }
  for (const script of scripts) for (const [, , text] of script.matchAll(STRING_LITERAL)) texts.add(text!);
  return [...texts];
}

/** Every glyph HarfBuzz (the shaper of Chrome, Firefox and Android) turns the texts into, at each of the weights. */
export function shapedGlyphs(font: Uint8Array, texts: string[], weights: number[]): Set<number> {
  const shaper = new Font(new Face(new Blob(font)));
  const glyphs = new Set<number>();
  for (const weight of weights) {
    shaper.setVariations([new Variation('wght', weight)]);
    for (const text of texts) {
      const buffer = new ShapingBuffer();
      buffer.addText(text);
      buffer.guessSegmentProperties();
      shape(shaper, buffer);
      for (const { codepoint } of buffer.getGlyphInfos()) glyphs.add(codepoint);
    }
  }
  return glyphs;
}

/** The weights to shape at: both ends of the range and every hundred between (feature variations switch glyphs by weight). */
const weightSteps = ([min, max]: [number, number]) => [
  ...new Set([min, ...Array.from({ length: Math.floor((max - min) / 100) + 1 }, (_, step) => min + step * 100), max]),
];

export interface SubsetRequest {
  characters: string;
  weights: [number, number];
  features: string[];
  /** The texts the font will set (see `shapingTexts`): alternates none of them is shaped into are left out. */
  texts: string[];
}

/**
 * A WOFF2 font with only the requested characters, features and, for a variable face, weight range; of the
 * alternate glyphs the features can reach (case forms, arrows…), only those the texts are shaped into. A face that
 * draws Arabic keeps every glyph its characters can reach: a visitor may type any sequence of letters, and each
 * letter's joining form, ligature and mark position depend on its neighbours, not on the site's own text.
 */
export async function subsetWoff2(
  font: Buffer,
  { characters, weights, features, texts }: SubsetRequest,
  variable: boolean,
): Promise<Buffer> {
  const reachable = await subsetSfnt(await convert(font, 'truetype'), {
    characters,
    features,
    ...(variable && { axis: { tag: 'wght', min: weights[0], max: weights[1] } }),
  });
  if (
    [...new Face(new Blob(reachable)).collectUnicodes()].some((codePoint) =>
      JOINING.test(String.fromCodePoint(codePoint)),
    )
  ) {
    return convert(reachable, 'woff2', 'truetype');
  }
  const glyphs = shapedGlyphs(reachable, texts, variable ? weightSteps(weights) : [weights[0]]);
  return convert(
    await subsetSfnt(reachable, { characters, features, glyphs, noLayoutClosure: true }),
    'woff2',
    'truetype',
  );
}
