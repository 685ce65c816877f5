/**
 * The currencies a transaction's size may be given in, and how each is counted: facts of the currency, the same in
 * every language. Every currency is counted in millions and billions; the Indian rupee also in lakh (100,000) and
 * crore (10 million), as Indian readers count it ("₹90 crore"). A language counts rupees in lakh and crore where its
 * words for them are given (pages/<locale>/transactions.yaml → card.amount.crore), else in millions, as the Gulf press
 * writes them («900 مليون روبية هندية»). Plain TypeScript: the schemas, the content check and the site read it.
 */
export const CURRENCIES = ['USD', 'INR', 'AED', 'CAD', 'SAR', 'EUR', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

/** What one of each unit an amount may be written in is worth. */
export const SCALES = { lakh: 1e5, million: 1e6, crore: 1e7, billion: 1e9 } as const;
export type Scale = keyof typeof SCALES;
/** The units an editor may write an amount in, the usual one first (an amount without a unit is in millions). */
export const AMOUNT_UNITS = ['million', 'billion', 'crore', 'lakh'] as const satisfies readonly Scale[];

/** Every currency's units, largest first. */
export const INTERNATIONAL_SCALES = ['billion', 'million'] as const satisfies readonly Scale[];
/** The units of the Indian numbering system, largest first. */
export const INDIAN_SCALES = ['crore', 'lakh'] as const satisfies readonly Scale[];

/** The currencies counted in lakh and crore as well. */
export const COUNTED_IN_LAKH_AND_CRORE: readonly Currency[] = ['INR'];

/** The units an amount in `currency` may be written in. */
export const scalesOf = (currency: Currency): readonly Scale[] =>
  COUNTED_IN_LAKH_AND_CRORE.includes(currency) ? [...INTERNATIONAL_SCALES, ...INDIAN_SCALES] : INTERNATIONAL_SCALES;
