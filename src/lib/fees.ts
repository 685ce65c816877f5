/**
 * A fee's range as a language writes it ("USD 5,000–20,000", "1.5% – 3%", «5,000–20,000 USD»): the range is a fact,
 * written once (src/content/schemas/fees.ts); Intl writes it the page's way. Without `to`, a single amount.
 */
export interface FeeRange {
  from: number;
  to?: number | undefined;
  unit: string;
}

/** Intl's own bidi marks: the post-build figures step isolates a figure on a right-to-left page itself. */
const BIDI_MARKS = /[\u200e\u200f\u061c]/g;

export function feeRange(range: FeeRange, locale: string): string {
  const format =
    range.unit === 'percent'
      ? new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })
      : new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: range.unit,
          currencyDisplay: 'code',
          maximumFractionDigits: 0,
        });
  const scale = range.unit === 'percent' ? 100 : 1;
  const text =
    range.to === undefined
      ? format.format(range.from / scale)
      : format.formatRange(range.from / scale, range.to / scale);
  return text.replace(BIDI_MARKS, '');
}
