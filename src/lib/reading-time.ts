/**
 * Minutes to read a Markdown text, at the pace commonly used for reading on screen (about 200 words a minute): its
 * words counted without the Markdown marks, links counted by their words, never under one minute.
 */
export const WORDS_PER_MINUTE = 200;

export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
