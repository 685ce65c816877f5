import { describe, expect, it } from 'vitest';
import { feeRange } from './fees';

describe('a fee range as a language writes it', () => {
  it('an amount range, a single amount and a share, in English', () => {
    expect(feeRange({ from: 5000, to: 20000, unit: 'USD' }, 'en-GB')).toBe('USD\u00a05,000–20,000');
    expect(feeRange({ from: 50000, unit: 'USD' }, 'en-GB')).toBe('USD\u00a050,000');
    expect(feeRange({ from: 1.5, to: 3, unit: 'percent' }, 'en-GB')).toBe('1.5% – 3%');
  });

  it('in Arabic, with Western digits and without Intl’s bidi marks (the figures step isolates figures)', () => {
    const range = feeRange({ from: 5000, to: 20000, unit: 'USD' }, 'ar-AE-u-nu-latn');
    expect(range).toBe('5,000–20,000\u00a0USD');
    expect(feeRange({ from: 1, to: 3, unit: 'percent' }, 'ar-AE-u-nu-latn')).not.toMatch(/[\u200e\u200f\u061c]/);
  });
});
