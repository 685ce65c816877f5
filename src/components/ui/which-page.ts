import type { UiLabels } from '../../content/schemas/ui';
import { pageLabel } from '../../lib/pagination';

/**
 * A page number as the page's language writes it: the digits of the labels' locale (Latin digits on Arabic pages, as
 * the dates). The one place the pages of a long list and their links format a number.
 */
export const pageNumber = (ui: UiLabels, value: number) => new Intl.NumberFormat(ui.dateLocale).format(value);

/** Which page of how many, in the page's language ("Page 2 of 5", `ui.pagination.page`). */
export const whichPage = (ui: UiLabels, number: number, count: number) =>
  pageLabel(ui.pagination.page, number, count, (value) => pageNumber(ui, value));
