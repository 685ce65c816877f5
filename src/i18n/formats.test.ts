import { describe, expect, it } from 'vitest';
import { formatDay, formatNumber, listFormat } from './formats';
import { LOCALE_CODES, LOCALES } from './locales';

describe('each language writes dates, numbers and lists its own way', () => {
  it.each(LOCALE_CODES)('%s: its formats are a locale of that language, which this Node knows', (locale) => {
    const tag = new Intl.Locale(LOCALES[locale].formats);
    // A language declared with another's formats would write its dates in that language ("12 November 2026" on a
    // French page).
    expect(tag.language).toBe(locale);
    expect(Intl.DateTimeFormat.supportedLocalesOf(tag.toString())).toEqual([tag.toString()]);
  });

  it.each(LOCALE_CODES)('%s: a day, a number and a list in the language’s words and digits', (locale) => {
    const day = new Date('2026-11-12T00:00:00Z');
    const month = new Intl.DateTimeFormat(LOCALES[locale].formats, { month: 'long', timeZone: 'UTC' }).format(day);
    expect(formatDay(day, locale)).toContain(month);
    expect(formatDay(day, locale)).toMatch(/12/);
    // Latin digits on every page: the figures of the content are written so.
    expect(formatNumber(12.5, locale)).toMatch(/^12\D5$/);
    expect(listFormat(locale).format(['A', 'B', 'C'])).toMatch(/^A.*B.*C$/);
  });
});
