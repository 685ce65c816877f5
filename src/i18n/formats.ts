// How a language's pages write dates, numbers, lists and plural forms: Intl in the locale its entry in
// src/i18n/locales.ts gives (`formats`), declared once with the language rather than in its content files.
import { LOCALES, type Locale } from './locales';

/** The Intl locale of a language's pages. */
export const formatsOf = (locale: Locale): string => LOCALES[locale].formats;

/** A day as the language writes it in running text ("12 November 2026", «12 نوفمبر 2026», "12 novembre 2026"). */
export const formatDay = (date: Date, locale: Locale) =>
  new Intl.DateTimeFormat(formatsOf(locale), { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** A number with the language's digits and separators. */
export const formatNumber = (value: number, locale: Locale) => new Intl.NumberFormat(formatsOf(locale)).format(value);

/** The grammatical number the language gives a count (Intl.PluralRules: "one", "two", "few", "many", "other"…). */
export const pluralOf = (value: number, locale: Locale) => new Intl.PluralRules(formatsOf(locale)).select(value);

/** Items joined as the language joins a list ("A, B and C", «أ وب وج», "A, B et C"). */
export const listFormat = (locale: Locale) => new Intl.ListFormat(formatsOf(locale), { type: 'conjunction' });
