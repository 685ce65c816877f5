/**
 * Letters of the scripts whose letters join their neighbours (Arabic, Syriac, N'Ko, Mongolian, Mandaic, Adlam): two
 * initials of such a name written side by side would join into what reads as a word («فم»), so they are kept apart
 * with a zero-width non-joiner, which shows each letter in its own form («ف‌م») at no width.
 */
const JOINING_LETTER =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Nko}\p{Script=Mongolian}\p{Script=Mandaic}\p{Script=Adlam}]/u;
const ZERO_WIDTH_NON_JOINER = '\u200C';

/** Up to two initials for an avatar: first and last word of the name ("Ananya Rao" → "AR"). */
export function initials(name: string): string {
  const words = name
    .trim()
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return '';
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  const letters = [first, last].map((word) => word.match(/\p{L}/u)?.[0] ?? '').filter(Boolean);
  const joins = letters.length === 2 && letters.every((letter) => JOINING_LETTER.test(letter));
  return letters.join(joins ? ZERO_WIDTH_NON_JOINER : '').toLocaleUpperCase('en');
}
