import type { UiLabels } from '../../content/schemas/ui';
import { formatNumber } from '../../i18n/formats';
import type { Locale } from '../../i18n/locales';
import { pageLabel } from '../../lib/pagination';

/**
 * A page number as the page's language writes it (its `formats` in src/i18n/locales.ts: Latin digits on Arabic pages,
 * as the dates). The one place the pages of a long list and their links format a number.
 */
export const pageNumber = (locale: Locale, value: number) => formatNumber(value, locale);

/** Which page of how many, in the page's language ("Page 2 of 5", `ui.pagination.page`). */
export const whichPage = (ui: UiLabels, locale: Locale, number: number, count: number) =>
  pageLabel(ui.pagination.page, number, count, (value) => pageNumber(locale, value));
