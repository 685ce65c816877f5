import { describe, expect, it } from 'vitest';
import { slug } from './slug';

describe('slug', () => {
  it('joins words with single hyphens and drops punctuation at either end', () => {
    expect(slug('Why Work With Us?')).toBe('why-work-with-us');
    expect(slug('  Returns & Yields — 2025 ')).toBe('returns-yields-2025');
  });

  it('keeps the letters of any script, so headings in Arabic get ids of their own', () => {
    expect(slug('لماذا نحن؟')).toBe('لماذا-نحن');
    expect(slug('تواصلوا معنا')).not.toBe(slug('لماذا نحن؟'));
    expect(slug('الشّركاء')).toBe('الشركاء');
  });
});
