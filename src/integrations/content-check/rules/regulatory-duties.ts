import { factPathsOf } from '../../../content/collections';
import { describeValue } from '../../../content/schemas/error-map';
import type { Office, Registration } from '../../../content/schemas/office';
import {
  dutiesOf,
  isRegisterFrontPage,
  regulatorOf,
  REGULATORS,
  type Duty,
  type RegulatorCode,
} from '../../../content/regulators';
import { buildDay } from '../../../lib/schedule';
import { formatPath, report, writtenFields, type ContentRule, type Located, type Path } from '../site';

const valueAt = (data: unknown, path: readonly string[]) =>
  path.reduce<unknown>(
    (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );

const isRegulator = (code: unknown): code is RegulatorCode =>
  typeof code === 'string' && Object.hasOwn(REGULATORS, code);

/** "SEBI asks a registered investment adviser’s website to show its BASL membership number". */
const asked = (code: RegulatorCode, duty: Duty) => `${code} asks ${regulatorOf(code).whose} to show ${duty.shows}`;

/** The last day of a month written 2026-10, as a day (midnight UTC). */
const endOfMonth = (month: string) => {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, number, 0));
};
const monthBefore = (month: string) => {
  const end = endOfMonth(month);
  const previous = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 1, 1));
  return previous.toISOString().slice(0, 7);
};
const DAY = 24 * 60 * 60 * 1000;

/**
 * Each regulator's website duties (src/content/regulators.ts): an office it registers carries every fact it asks for
 * — a missing one is one line on the office's file, the facts on the file that holds them, the words on each
 * language's file that lacks them — its register address is its own entry there, not the register's front page, and
 * its monthly table of complaints adds up, lists every month once, newest first, and is kept up to date (a warning
 * once its latest month ended too long ago).
 */
export const regulatoryDuties: ContentRule = {
  name: 'regulatory duties',
  after: { schemas: 'it reads the offices the schemas passed, each translation with its holder’s facts' },
  run(content) {
    const today = buildDay();
    for (const group of content.groups) {
      if (group.source.name !== 'offices') continue;
      const facts = factPathsOf(group.source);
      // A field holding words, or an object whose facts the schema already asks of each language, is each file's own.
      const isWords = (path: readonly string[]) =>
        !facts.some((fact) => path.every((key, index) => fact[index] === key));

      for (const { file, data, lineOf, refused } of writtenFields(group)) {
        const registration = (data as Office).registration;
        const code = registration?.regulator;
        if (!registration || !isRegulator(code) || refused(['registration', 'regulator'])) continue;
        const errors: Located[] = [];
        const warnings: Located[] = [];
        const add = (list: Located[], path: Path, message: string) => {
          if (!refused(path)) list.push({ line: lineOf(path), message: `field "${formatPath(path)}" ${message}` });
        };
        for (const duty of dutiesOf(code))
          if (valueAt(data, duty.path) === undefined) add(errors, [...duty.path], `is missing: ${asked(code, duty)}`);

        const register = registration.register;
        const { host } = regulatorOf(code).register;
        if (register && isRegisterFrontPage(code, register))
          add(
            errors,
            ['registration', 'register'],
            `is the front page of the ${code} register (${describeValue(register)}): give the address of this office’s own entry there, where a reader sees its name and number`,
          );
        else if (register && URL.parse(register)?.hostname !== host)
          add(
            errors,
            ['registration', 'register'],
            `leads to ${URL.parse(register)?.hostname ?? describeValue(register)}, not to the ${code} register (${host}): give the address of this office’s own entry there`,
          );

        const until = registration.validity?.until;
        if (until && until.getTime() < today.getTime())
          add(
            warnings,
            ['registration', 'validity', 'until'],
            `is ${until.toISOString().slice(0, 10)}, a day past: the registration has ended, so renew it, or remove the registration and say what the office no longer does ("presenceOnly")`,
          );

        complaintsTable(code, registration, today, (kind, path, message) =>
          add(kind === 'error' ? errors : warnings, path, message),
        );
        report(content, file, 'error', errors);
        report(content, file, 'warning', warnings);
      }

      // The words a duty asks for, in each translation: its page shows them in its own language.
      for (const entry of group.entries) {
        if (entry.holdsFacts) continue;
        const code = (entry.data as Office).registration?.regulator;
        if (!isRegulator(code)) continue;
        const missing = dutiesOf(code).filter(
          (duty) => isWords(duty.path) && valueAt(entry.data, duty.path) === undefined,
        );
        report(
          content,
          entry.file,
          'error',
          missing.map((duty) => ({
            line: entry.lineOf([...duty.path]),
            message: `field "${formatPath([...duty.path])}" is missing: ${asked(code, duty)}, in every language`,
          })),
        );
      }
    }
  },
};

/** The monthly table of complaints: newest first, each month once and none left out, the figures adding up, and recent. */
function complaintsTable(
  code: RegulatorCode,
  registration: Registration,
  today: Date,
  add: (kind: 'error' | 'warning', path: Path, message: string) => void,
) {
  const rows = registration.complaintsTable;
  if (!rows?.length) return;
  const at = (index: number, field: string): Path => ['registration', 'complaintsTable', index, field];
  const thisMonth = today.toISOString().slice(0, 7);
  rows.forEach((row, index) => {
    if (row.month > thisMonth) {
      add('error', at(index, 'month'), `is ${row.month}, a month still to come: give the months up to ${thisMonth}`);
      return;
    }
    const newer = rows[index - 1];
    if (newer && newer.month <= row.month) {
      add(
        'error',
        at(index, 'month'),
        newer.month === row.month
          ? `is ${row.month}, the same month as the row above: one row per month`
          : `is ${row.month}, after ${newer.month} in the row above: list the months newest first`,
      );
      return;
    }
    if (newer && monthBefore(newer.month) !== row.month) {
      add(
        'error',
        at(index, 'month'),
        `is ${row.month}, but the row above is ${newer.month}: give every month between them (a month without complaints has 0s)`,
      );
      return;
    }
    const older = rows[index + 1];
    if (older && monthBefore(row.month) === older.month) {
      const expected = older.pending + row.received - row.resolved;
      if (row.pending !== expected)
        add(
          'error',
          at(index, 'pending'),
          `is ${row.pending} for ${row.month}, but ${older.pending} pending at the end of ${older.month}, ${row.received} received and ${row.resolved} resolved leave ${expected}: correct the figures`,
        );
    }
  });
  const staleAfter = regulatorOf(code).complaintsTable?.staleAfterDays;
  const latest = rows[0]!.month;
  const age = Math.floor((today.getTime() - endOfMonth(latest).getTime()) / DAY);
  if (staleAfter !== undefined && age > staleAfter)
    add(
      'warning',
      at(0, 'month'),
      `is ${latest}, which ended ${age} days ago: ${code} asks for each month’s complaints by the 7th of the next, so add the months since (a month without complaints has 0s)`,
    );
}
