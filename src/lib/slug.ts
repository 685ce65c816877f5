/**
 * A heading as an id fragment: lower case, words joined by hyphens, e.g. "Why Work With Us?" → "why-work-with-us".
 * Letters of any script are kept (an Arabic heading gives an Arabic id, never an empty one that two sections would
 * share); combining marks (Arabic vowel signs, accents typed separately) are dropped.
 */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-|-$/g, '');
}
