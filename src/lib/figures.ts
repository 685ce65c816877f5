// A figure and its unit read as one, on every page and in every language, wherever the text comes from (content,
// Markdown, the settings): a line never ends between them, and on a right-to-left page a figure written with Latin
// characters ("12–14%", "USD 2M–100M") keeps its own left-to-right order wherever it stands in the sentence. Without
// this, "USD" ended one line and "100M" began the next, and the bidirectional algorithm put the percent sign of
// "12–14% سنويًا" and "عائد سنوي 10–11%" on different sides of the range.
// - Bound: the spaces between a figure and the unit word next to it on each side (the unit words of
//   src/content/settings/<locale>/site-text.yaml, `figureUnits`, every language's: an Arabic page may quote "USD", an
//   English one an Arabic figure) become no-break spaces (U+00A0). Only the first unit word after the figure: a group
//   of more words ("2–100 مليون دولار" bound whole) could be wider than a phone's line, and the browser then broke the
//   last word inside itself («دو / لار») to fit it; a unit of several words ("دولار أمريكي") is still told apart, but
//   only its first word is bound. A figure also keeps the next one of a range written in words, when the conjunction
//   is joined to it ("بين 2 و100": never «بين 2 / و100»).
// - Bound too: a grade written as one capital letter, to the word before it ("Series B", "الفئة B", "Grade A"), so it
//   never starts a line alone.
// - Set apart in a left-to-right <bdi>, with the Latin units beside it: a range ("2M–100M", "24–30"), on every page,
//   which src/styles/global.css keeps from breaking at its dash; and on a page whose <html dir> is "rtl", a figure
//   that is more than digits (a percent, a suffix such as "M" or "x") or has a Latin unit, which the <bdi> isolates.
//   An element rather than the isolate characters U+2066/U+2069, so that the text a visitor copies or a test reads is
//   the content's. A unit in the page's own script stays outside, or it would land on the wrong side. Where no element
//   can be (the options of a dropdown and the email written from them), `figureText(units, { plain: true })` sets
//   the same figures apart with those characters instead, on a right-to-left page.
// The post-build step src/integrations/post-build/steps/figures.ts applies it to the text of every built page.

const NO_BREAK_SPACE = '\u00a0';

/** How the text is written: HTML (bound with no-break spaces, isolated in a <bdi>), or plain text (see `plain`). */
interface Writing {
  space: string | undefined;
  isolate: readonly [string, string];
}
const HTML: Writing = { space: NO_BREAK_SPACE, isolate: ['<bdi dir="ltr">', '</bdi>'] };
/**
 * Plain text where no element can stand (the options of a dropdown, the email written from them): spaces left as
 * they are, a figure isolated between LEFT-TO-RIGHT ISOLATE and POP DIRECTIONAL ISOLATE (U+2066, U+2069).
 */
const PLAIN: Writing = { space: undefined, isolate: ['\u2066', '\u2069'] };

/** A number as written, with what sticks to it: "100", "1.6x", "2M", "12%", "10+", "1,000". */
const NUMBER = String.raw`\d+(?:[.,]\d+)*(?:[A-Za-z]{1,3}(?![A-Za-z]))?%?\+?`;
/** A figure: a number or a range of them ("12–14%", "50L–1Cr"); not the end of a word, a time's minutes or an entity. */
const FIGURE = String.raw`(?<![A-Za-z\d.,:#&;])${NUMBER}(?:[–-]${NUMBER})*(?![\d])`;
/** The next figure of a range written in words, its conjunction joined to it as Arabic writes one ("و100"). */
const JOINED_FIGURE = String.raw`(?<![\p{L}\p{M}])(?![A-Za-z])\p{L}${FIGURE}`;
const PLAIN_NUMBER = /^\d+(?:[.,]\d+)*$/;
const SPACE = String.raw`[ \t\r\n\u00a0]+`;
const LATIN = /^[\p{Script=Latin}\s]+$/u;
/** A grade written as one capital letter after a word ("Series B", "الفئة B"), and the space before it. */
const GRADE = /(?<=[\p{L}\p{M}])[ \t\r\n]+(?=[A-Z](?![\p{L}\p{M}\p{N}]))/gu;

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The function that binds and isolates the figures of a text (HTML text between tags, or `plain` text), given the
 * unit words (a word, or words such as "دولار أمريكي" whose spaces match any spacing); `rightToLeft` says whether to
 * isolate what is isolated on a right-to-left page only.
 */
export function figureText(
  units: readonly string[],
  { plain = false }: { plain?: boolean } = {},
): (text: string, rightToLeft: boolean) => string {
  const {
    space,
    isolate: [open, close],
  } = plain ? PLAIN : HTML;
  const words = [...new Set(units.map((unit) => unit.trim()).filter(Boolean))].sort((a, b) => b.length - a.length);
  const unit = words.length
    ? String.raw`(?<![\p{L}\p{M}])(?:${words.map((word) => escape(word).replace(/\s+/g, SPACE)).join('|')})(?![\p{L}\p{M}])`
    : '(?!)';
  // A unit before the figure, the figure, the next figure of a range in words, a unit after, and the spaces between
  // them, which become no-break spaces (or stay, in plain text). A unit's own spaces stay: only its word next to the
  // figure is bound.
  const group = new RegExp(
    String.raw`(?:(?<before>${unit})(?<s1>${SPACE}))?(?<figure>${FIGURE})(?:(?<s2>${SPACE})(?<next>${JOINED_FIGURE}))?(?:(?<s3>${SPACE})(?<after>${unit}))?`,
    'gu',
  );
  const bound = (gap: string | undefined) => space ?? gap ?? '';
  const grades = (text: string) => (space ? text.replace(GRADE, space) : text);
  return (text, rightToLeft) =>
    // In plain text only a right-to-left page needs anything: a line of a dropdown never breaks.
    plain && !rightToLeft
      ? text
      : grades(text).replace(group, (...args) => {
          const { before, s1, figure, s2, next, s3, after } = args.at(-1) as Record<string, string | undefined>;
          const latin = (part: string | undefined) => part !== undefined && LATIN.test(part);
          // A Latin unit reads with the figure beside it, inside its isolate; one after a range in words, after its end.
          const inBefore = latin(before);
          const inAfter = !next && latin(after);
          const isolate = /[–-]/.test(figure!) || (rightToLeft && (inBefore || inAfter || !PLAIN_NUMBER.test(figure!)));
          let out = figure!;
          if (isolate) {
            if (inBefore) out = before + bound(s1) + out;
            if (inAfter) out += bound(s3) + after;
            out = open + out + close;
          }
          if (before !== undefined && !(isolate && inBefore)) out = before + bound(s1) + out;
          if (next !== undefined) out += bound(s2) + next;
          if (after !== undefined && !(isolate && inAfter)) out += bound(s3) + after;
          return out;
        });
}
