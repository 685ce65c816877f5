import { describe, expect, it } from 'vitest';
import { amountInWords, type AmountWords } from './amounts';

const english: AmountWords = {
  million: { other: '{amount} million {currency}' },
  billion: { other: '{amount} billion {currency}' },
  crore: { other: '₹{amount} crore' },
  lakh: { other: '₹{amount} lakh' },
};
const arabic: AmountWords = {
  million: { few: '{amount} ملايين {currency}', other: '{amount} مليون {currency}' },
  billion: { few: '{amount} مليارات {currency}', other: '{amount} مليار {currency}' },
};
const en = (amount: number, unit: 'million' | 'billion' | 'crore' | 'lakh' | undefined, currency: 'INR' | 'USD') =>
  amountInWords({ amount, unit, currency }, english, currency === 'INR' ? 'Indian rupees' : 'US dollars', 'en-GB');
const ar = (amount: number, unit: 'million' | 'billion' | 'crore' | 'lakh' | undefined, currency: 'INR' | 'USD') =>
  amountInWords(
    { amount, unit, currency },
    arabic,
    currency === 'INR' ? 'روبية هندية' : 'دولار أمريكي',
    'ar-AE-u-nu-latn',
  );

describe('a size in the reader’s units', () => {
  it('writes Indian rupees in crore and lakh where the language has words for them, whatever unit the editor used', () => {
    expect(en(90, 'crore', 'INR')).toBe('₹90 crore');
    expect(en(900, 'million', 'INR')).toBe('₹90 crore');
    expect(en(900, undefined, 'INR')).toBe('₹90 crore');
    expect(en(50, 'lakh', 'INR')).toBe('₹50 lakh');
    expect(en(1.5, 'billion', 'INR')).toBe('₹150 crore');
    expect(en(12_000, 'crore', 'INR')).toBe('₹12,000 crore');
  });

  it('writes the same rupees in millions and billions where the language has no words for crore, as the Gulf press does', () => {
    expect(ar(90, 'crore', 'INR')).toBe('900 مليون روبية هندية');
    expect(ar(50, 'lakh', 'INR')).toBe('5 ملايين روبية هندية');
    expect(ar(120, 'crore', 'INR')).toBe('1.2 مليار روبية هندية');
  });

  it('writes every other currency in millions and billions, in the form the count takes', () => {
    expect(en(40, undefined, 'USD')).toBe('40 million US dollars');
    expect(en(12.5, 'million', 'USD')).toBe('12.5 million US dollars');
    expect(en(2, 'billion', 'USD')).toBe('2 billion US dollars');
    expect(en(0.5, 'million', 'USD')).toBe('0.5 million US dollars');
    expect(ar(5, 'million', 'USD')).toBe('5 ملايين دولار أمريكي');
    expect(ar(85, 'million', 'USD')).toBe('85 مليون دولار أمريكي');
    expect(ar(3, 'billion', 'USD')).toBe('3 مليارات دولار أمريكي');
  });

  it('counts in millions where a language gives no words for billions', () => {
    const words: AmountWords = { million: { other: '{amount} million {currency}' } };
    expect(amountInWords({ amount: 2, unit: 'billion', currency: 'USD' }, words, 'US dollars', 'en-GB')).toBe(
      '2,000 million US dollars',
    );
  });
});
