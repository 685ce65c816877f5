/** Up to two initials for an avatar: first and last word of the name ("Ananya Rao" → "AR"). */
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
    .join('')
    .toLocaleUpperCase('en');
}
