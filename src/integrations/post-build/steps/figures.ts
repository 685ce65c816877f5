// A figure and its unit read as one on every page, in every language, wherever the text comes from (content,
// Markdown, the settings): the text of each built page goes through src/lib/figures.ts, which says how.
// Only the text of <body> changes, never a tag, an attribute, a script or a style; nor the text an island renders
// (React compares it when it hydrates), except the static HTML handed to it (<astro-slot>, which it reads as it is).
import { figureText } from '../../../lib/figures';
import { asText, type Files, type Step } from '../pipeline';

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
