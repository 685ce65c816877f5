/**
 * An avatar's initials that can never read as a word, in any language: each letter with its abbreviation dot
 * ("V. M.", «ف. م.»). Side by side, two initials spell what they happen to spell — the founder's «فم» reads "mouth" on
 * an Arabic page, and even a non-joiner between them («ف‌م») left it readable — and no list of words to avoid could
 * cover every pair in every language. A dot after each letter is how both languages write initials, and it keeps
 * letters that join their neighbours (Arabic) apart as well. A no-break space keeps the two on one line.
 */
const NO_BREAK_SPACE = '\u00A0';

/** Up to two initials for an avatar: first and last word of the name, each with its dot ("Ananya Rao" → "A. R."). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return [first, last]
    .map((word) => word.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean)
    .map((letter) => `${letter.toLocaleUpperCase('en')}.`)
    .join(NO_BREAK_SPACE);
}
