// A figure and its unit read as one, on every page and in every language, wherever the text comes from (content,
// Markdown, the settings): a line never ends between them, and on a right-to-left page a figure written with Latin
// characters ("12–14%", "USD 2M–100M") keeps its own left-to-right order wherever it stands in the sentence. Without
// this, "USD" ended one line and "100M" began the next, and the bidirectional algorithm put the percent sign of
// "12–14% سنويًا" and "عائد سنوي 10–11%" on different sides of the range.
// - Bound: the spaces between a figure and the unit words of src/content/settings/<locale>/site-text.yaml
//   (`figureUnits`, every language's: an Arabic page may quote "USD", an English one an Arabic figure) become
//   no-break spaces (U+00A0).
// - Set apart in a left-to-right <bdi>, with the Latin units beside it: a range ("2M–100M", "24–30"), on every page,
//   which src/styles/global.css keeps from breaking at its dash; and on a page whose <html dir> is "rtl", a figure
//   that is more than digits (a percent, a suffix such as "M" or "x") or has a Latin unit, which the <bdi> isolates.
//   An element rather than the isolate characters U+2066/U+2069, so that the text a visitor copies or a test reads is
//   the content's. A unit in the page's own script stays outside, or it would land on the wrong side.
// Only the text of <body> changes, never a tag, an attribute, a script or a style; nor the text an island renders
// (React compares it when it hydrates), except the static HTML handed to it (<astro-slot>, which it reads as it is).
import { asText, type Files, type Step } from '../pipeline';

const NO_BREAK_SPACE = '\u00a0';
const LEFT_TO_RIGHT = ['<bdi dir="ltr">', '</bdi>'] as const;

/** A number as written, with what sticks to it: "100", "1.6x", "2M", "12%", "10+", "1,000". */
const NUMBER = String.raw`\d+(?:[.,]\d+)*(?:[A-Za-z]{1,3}(?![A-Za-z]))?%?\+?`;
/** A figure: a number or a range of them ("12–14%", "50L–1Cr"); not the end of a word, a time's minutes or an entity. */
const FIGURE = String.raw`(?<![A-Za-z\d.,:#&;])${NUMBER}(?:[–-]${NUMBER})*(?![\d])`;
const PLAIN_NUMBER = /^\d+(?:[.,]\d+)*$/;
const SPACE = String.raw`[ \t\r\n\u00a0]+`;
const LATIN = /^[\p{Script=Latin}\s]+$/u;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The function that binds and isolates the figures of a text (HTML text between tags), given the unit words (a word,
 * or words such as "دولار أمريكي" whose spaces match any spacing); `rightToLeft` says whether to isolate.
 */
export function figureText(units: readonly string[]): (text: string, rightToLeft: boolean) => string {
  const words = [...new Set(units.map((unit) => unit.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const unit = words.length
    ? String.raw`(?<![\p{L}\p{M}])(?:${words.map((word) => escape(word).replace(/\s+/g, SPACE)).join('|')})(?![\p{L}\p{M}])`
    : '(?!)';
  const group = new RegExp(String.raw`(?:${unit}${SPACE})*${FIGURE}(?:${SPACE}${unit})*`, 'gu');
  const unitAlone = new RegExp(`^${unit}$`, 'u');
  const figureAlone = new RegExp(`^${FIGURE}$`, 'u');
  return (text, rightToLeft) =>
    text.replace(group, (match) => {
      // The group's parts in order: units, the figure, units; then the spaces between them become no-break spaces.
      const parts = splitGroup(match, unitAlone, figureAlone);
      const at = parts.findIndex((part) => figureAlone.test(part));
      let start = at;
      let end = at;
      while (start > 0 && LATIN.test(parts[start - 1]!)) start -= 1;
      while (end < parts.length - 1 && LATIN.test(parts[end + 1]!)) end += 1;
      const range = /[–-]/.test(parts[at]!);
      const isolate = range || (rightToLeft && (start !== end || !PLAIN_NUMBER.test(parts[at]!)));
      const join = (from: number, to: number) => parts.slice(from, to).join(NO_BREAK_SPACE);
      if (!isolate) return join(0, parts.length);
      const ltr = LEFT_TO_RIGHT[0] + join(start, end + 1) + LEFT_TO_RIGHT[1];
      return [join(0, start), ltr, join(end + 1, parts.length)].filter(Boolean).join(NO_BREAK_SPACE);
    });
}

/** A matched group cut into its units and its figure, each unit whole (a unit of several words is one part). */
function splitGroup(match: string, unitAlone: RegExp, figureAlone: RegExp): string[] {
  const tokens = match.split(new RegExp(SPACE, 'u'));
  const parts: string[] = [];
  let index = 0;
  while (index < tokens.length) {
    // The longest run of tokens from here that is one unit or the figure.
    let length = tokens.length - index;
    while (length > 1) {
      const candidate = tokens.slice(index, index + length).join(' ');
      if (unitAlone.test(candidate) || figureAlone.test(candidate)) break;
      length -= 1;
    }
    parts.push(tokens.slice(index, index + length).join(NO_BREAK_SPACE));
    index += length;
  }
  return parts;
}

// Comments, raw-text elements (their text is not the page's words) and tags, each whole.
const MARKUP =
  /<!--[\s\S]*?-->|<(script|style|textarea|title)\b[^>]*>[\s\S]*?<\/\1\s*>|<(\/?)([a-zA-Z][\w-]*)(?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*\s*\/?>/g;

/** A page with its figures bound to their units and, on a right-to-left page, isolated. */
export function bindFigures(html: string, figures: ReturnType<typeof figureText>): string {
  const body = html.search(/<body[\s>]/);
  if (body < 0) return html;
  const rightToLeft = /<html\b[^>]*\sdir="rtl"/.test(html.slice(0, body));
  // What encloses the text: an island (its text is React's) or the static HTML given to one (<astro-slot>).
  const within: Array<'island' | 'slot'> = [];
  let out = html.slice(0, body);
  let last = body;
  const text = (to: number) => {
    const words = html.slice(last, to);
    out += within.at(-1) === 'island' ? words : figures(words, rightToLeft);
  };
  for (const tag of html.matchAll(MARKUP)) {
    if (tag.index < body) continue;
    text(tag.index);
    out += tag[0];
    last = tag.index + tag[0].length;
    const [, , closing, name] = tag;
    if (name === 'astro-island' || name === 'astro-slot') {
      if (closing) within.pop();
      else if (!tag[0].endsWith('/>')) within.push(name === 'astro-island' ? 'island' : 'slot');
    }
  }
  text(html.length);
  return out;
}

/** The step: every page of the build, with the unit words of every language. */
export const figuresStep = (units: readonly string[]): Step => {
  const figures = figureText(units);
  return {
    name: 'figures',
    reads: /\.html$/,
    run: (files: Files) =>
      new Map(
        [...files].map(([address, contents]) => [
          address,
          address.endsWith('.html') ? bindFigures(asText(contents), figures) : contents,
        ]),
      ),
  };
};
