/**
 * When a transaction closed, as a page shows it and as its `<time datetime>` states it: "March 2025" and "2025-03"
 * («مارس 2025» on an Arabic page, in the digits its date locale pins), or the year alone when no month is given.
 */
export function closeDate(year: number, month: number | undefined, dateLocale: string) {
  if (month === undefined) return { datetime: String(year), text: String(year) };
  const text = new Intl.DateTimeFormat(dateLocale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, 1),
  );
  return { datetime: `${year}-${String(month).padStart(2, '0')}`, text };
}
