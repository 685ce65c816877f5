import { describe, expect, it } from 'vitest';
import { readingMinutes, WORDS_PER_MINUTE } from './reading-time';

const words = (count: number, word = 'word') => Array.from({ length: count }, () => word).join(' ');

describe('readingMinutes', () => {
  it('counts words at the stated pace, rounded', () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3))).toBe(3);
    expect(readingMinutes(words(WORDS_PER_MINUTE * 3.6))).toBe(4);
  });

  it('never says less than a minute', () => {
    expect(readingMinutes('')).toBe(1);
  });

  it('counts Arabic words as words, and leaves out Markdown marks and link addresses', () => {
    expect(readingMinutes(words(WORDS_PER_MINUTE * 2, 'كلمة'))).toBe(2);
    const marked = `## ${words(WORDS_PER_MINUTE)}\n\n- ${words(WORDS_PER_MINUTE - 2)} [two words](/a/very/long/path) --- **`;
    expect(readingMinutes(marked)).toBe(2);
  });
});
