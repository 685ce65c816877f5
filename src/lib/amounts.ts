/**
 * A transaction's size in the units its reader counts in: "40 million US dollars", "₹90 crore" on an English page, the
 * same rupees as «900 مليون روبية هندية» on an Arabic one, as the Gulf press writes them. The units an amount can
 * be counted in are facts of its currency (src/content/currencies.ts); the words for each unit, and so which units a
 * language uses, are the page's (pages/<locale>/transactions.yaml → card.amount): a language that gives words for crore
 * counts rupees in crore and lakh, one that does not counts them in millions. The figure takes the grammatical
 * number the language gives it (Intl.PluralRules: «5 ملايين», «900 مليون»), not Intl's currency names, which read
 * «روبية هندي».
 */
import {
  INDIAN_SCALES,
  INTERNATIONAL_SCALES,
  SCALES,
  scalesOf,
  type Currency,
  type Scale,
} from '../content/currencies';

/** How an amount in one unit reads, per count the language's grammar names; a count without its own takes `other`. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A language's words for each unit it counts amounts in (millions always; billions, crore and lakh where given). */
export type AmountWords = { million: CountForms } & Partial<Record<Exclude<Scale, 'million'>, CountForms>>;

export interface Size {
  amount: number;
  /** The unit the amount is written in (millions when not given). */
  unit?: Scale | undefined;
  currency: Currency;
}

/**
 * The size in words: `locale` formats the figure and chooses its form (the page's date locale, which pins the
 * digits: "ar-AE-u-nu-latn"), `currencyName` is the currency's name in the page's language.
 */
export function amountInWords(size: Size, words: AmountWords, currencyName: string, locale: string): string {
  const value = size.amount * SCALES[size.unit ?? 'million'];
  const indian = words.crore !== undefined && scalesOf(size.currency).includes('crore');
  const units = (indian ? INDIAN_SCALES : INTERNATIONAL_SCALES).filter((unit) => words[unit] !== undefined);
  // The largest unit the amount reaches; an amount below every unit is a part of the smallest ("0.5 million").
  const unit = units.find((candidate) => value >= SCALES[candidate]) ?? units.at(-1)!;
  const figure = Math.round((value / SCALES[unit]) * 100) / 100;
  const forms = words[unit]!;
  const form = forms[new Intl.PluralRules(locale).select(figure)] ?? forms.other;
  return form
    .replace('{amount}', new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(figure))
    .replace('{currency}', currencyName);
}
