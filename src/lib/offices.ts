/**
 * How an office's facts read in a language: its hours in its own time zone, the time zone's name, the validity of its
 * registration, its time to answer a complaint. Pure functions of the facts and the words of a language (no
 * astro:content), for the pages and their unit tests.
 */
import { fillTemplate } from './consultation';

/** A row of an office's hours as written: days in words, times as facts ("09:00"). */
export interface HoursRow {
  days: string;
  opens?: string | undefined;
  closes?: string | undefined;
}

/** A wall-clock time of no particular day, in UTC so that no time zone shifts it. */
const clock = (time: string) => new Date(`1970-01-05T${time}:00Z`);

/** Each row's days and times as the language writes them ("09:00–18:00", «9:00 ص – 6:00 م»), else `byAppointment`. */
export function officeHours(rows: readonly HoursRow[], locale: string, byAppointment: string) {
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  return rows.map((row) => ({
    days: row.days,
    time: row.opens && row.closes ? format.formatRange(clock(row.opens), clock(row.closes)) : byAppointment,
  }));
}

/** A time zone's name in the language, summer or winter alike ("India Standard Time", «توقيت الخليج», "Eastern Time"). */
export function timeZoneName(zone: string, locale: string): string {
  const part = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'longGeneric' })
    .formatToParts(new Date(0))
    .find((item) => item.type === 'timeZoneName');
  return part?.value ?? zone;
}

/** A day as the language writes dates ("1 April 2024"); dates of content files are days at midnight UTC. */
export const longDate = (date: Date, locale: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(date);

/** A month written 2026-10, as the language names it ("October 2026", «أكتوبر 2026»). */
export const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

/** How long a registration is valid, in the page's words: `open` without an end, `dated` with one. */
export function validityLine(
  validity: { from: Date; until?: Date | undefined },
  words: { open: string; dated: string },
  locale: string,
) {
  const from = longDate(validity.from, locale);
  return validity.until
    ? fillTemplate(words.dated, { from, until: longDate(validity.until, locale) })
    : fillTemplate(words.open, { from });
}

/** The forms of a line for each count the language's grammar names; `other` serves a count without its own. */
export type CountForms = { other: string } & Partial<Record<Intl.LDMLPluralRule, string | undefined>>;

/** The form of `forms` for `count` in `locale`, its placeholders filled with `values`. */
export function byCount(forms: CountForms, count: number, locale: string, values: Record<string, string>) {
  return fillTemplate(forms[new Intl.PluralRules(locale).select(count)] ?? forms.other, values);
}
