// Each regulator's website duties (src/content/regulators.ts) on copies of the fixture site (tests/fixtures/site): an
// office lacking a fact its regulator asks for stops the check with one plain line naming the office's file; the
// register is the office's own entry; the monthly complaints table adds up and is kept up to date; an office serving
// Professional Clients only carries the notice its services' pages show, in every language.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { checkContent } from '../check';
import { REGULATORS, REGULATOR_CODES, regulatorOf, type RegulatorCode } from '../../../content/regulators';
import { LOCALE_CODES, DEFAULT_LOCALE } from '../../../i18n/locales';
import { fixtureSiteCopy, removeFixtureCopies } from '../../../../tests/support/fixture-site';

afterAll(removeFixtureCopies, 30_000);
afterEach(() => vi.unstubAllEnvs());

const holder = `offices/${DEFAULT_LOCALE}/home.yaml`;
const translations = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);

/** The fixture's head office as a SEBI investment adviser with every fact SEBI asks for: its facts, then its words. */
const SEBI_FACTS = `registration:
  regulator: SEBI
  regulatorName: Sample Board
  status: Registered as an investment adviser.
  registrationType: Investment Adviser (non-individual)
  number: INA-SAMPLE-1
  validity:
    from: 2024-04-01
  register: https://www.sebi.gov.in/sebiweb/other/OtherAction.do?doRecognisedFpi=yes&intmId=13&search=INA-SAMPLE-1
  regulatorOffice: Sample Regional Office
  basl: BASL-SAMPLE
  principalOfficer:
    name: First Officer
    email: principal@sample-advisers.org
    phone:
      display: +1 555 010 0002
      tel: "+15550100002"
  complianceOfficer:
    name: Second Officer
    email: compliance@sample-advisers.org
    phone:
      display: +1 555 010 0003
      tel: "+15550100003"
  investorCharter: https://sample-advisers.org/investor-charter
  clientCategories: Clients in the sample country.
  complaints: https://scores.sebi.gov.in/
  odr: https://smartodr.in/
  complaintsTable:
    - month: 2030-10
      received: 3
      resolved: 2
      pending: 1
    - month: 2030-09
      received: 0
      resolved: 0
      pending: 0
order: 1
`;
const SEBI_WORDS = `registration:
  regulatorName: Sample Board
  status: Registered as an investment adviser.
  registrationType: Investment Adviser (non-individual)
  regulatorOffice: Sample Regional Office
  principalOfficer:
    name: First Officer
  complianceOfficer:
    name: Second Officer
  clientCategories: Clients in the sample country.
`;

/** A copy of the fixture site; `edit` changes its files (paths under src/content). */
function site(edit: (change: (file: string, rewrite: (text: string) => string) => void) => void = () => {}) {
  // Every language of the list gets the fixture's files (a language it does not write gets its translation's words).
  const root = fixtureSiteCopy('regulatory-duties');
  edit((file, rewrite) => {
    const path = join(root, 'src/content', file);
    writeFileSync(path, rewrite(readFileSync(path, 'utf8')));
  });
  return root;
}

/** The fixture with its head office registered by SEBI, every fact given (and a DFSA office's notice no longer needed). */
const sebiSite = (edit: (change: (file: string, rewrite: (text: string) => string) => void) => void = () => {}) =>
  site((change) => {
    change(holder, (text) => text.replace(/^registration:[\s\S]*$/m, SEBI_FACTS));
    for (const locale of translations)
      change(`offices/${locale}/home.yaml`, (text) => text.replace(/^registration:[\s\S]*$/m, SEBI_WORDS));
    edit(change);
  });

const check = (root: string) => checkContent(join(root, 'src/content'), { relativeTo: root, draftTranslations: {} });
const lineOf = (root: string, file: string, text: string) =>
  readFileSync(join(root, 'src/content', file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text)) + 1;

describe('an office its regulator registers carries every fact the regulator asks for', () => {
  it('a SEBI investment adviser with every fact passes, in every language', () => {
    vi.stubEnv('SITE_TODAY', '2030-11-20');
    expect(check(sebiSite())).toMatchObject({ errors: [], warnings: [] });
  });

  it('a SEBI office missing its BASL number stops the check with one plain line naming the office file', () => {
    vi.stubEnv('SITE_TODAY', '2030-11-20');
    const root = sebiSite((change) => change(holder, (text) => text.replace(/^ {2}basl: .*\n/m, '')));
    expect(check(root).errors).toEqual([
      `src/content/${holder}:${lineOf(root, holder, 'registration:')}: field "registration.basl" is missing: SEBI asks a registered investment adviser’s website to show its BSE Administration & Supervision (BASL) membership number`,
    ]);
  });

  it.each(
    REGULATOR_CODES.flatMap((code) => regulatorOf(code).duties.map((duty) => [code, duty.path.join('.')] as const)),
  )('a %s office without "%s": one line on the file that holds it', (code: RegulatorCode, path: string) => {
    vi.stubEnv('SITE_TODAY', '2030-11-20');
    const key = path.split('.').at(-1)!;
    const depth = path.split('.').length - 1;
    // Removes the field (and, for an object, its lines) from the file of the office registered by `code`.
    const remove = (text: string) =>
      text.replace(new RegExp(`^ {${2 * depth}}${key}:.*\\n(?: {${2 * depth + 2},}.*\\n)*`, 'm'), '');
    const root =
      code === 'SEBI' ? sebiSite((change) => change(holder, remove)) : site((change) => change(holder, remove));
    const { errors } = check(root);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^src/content/${holder}:\\d+: field "${path.replace(/\./g, '\\.')}" is missing: ${code} asks `),
    );
  });

  it('the words a duty asks for are missing in a translation: one line on that translation', () => {
    vi.stubEnv('SITE_TODAY', '2030-11-20');
    for (const locale of translations) {
      const file = `offices/${locale}/home.yaml`;
      const root = sebiSite((change) => change(file, (text) => text.replace(/^ {2}regulatorOffice: .*\n/m, '')));
      expect(check(root).errors).toEqual([
        `src/content/${file}:${lineOf(root, file, 'registration:')}: field "registration.regulatorOffice" is missing: SEBI asks a registered investment adviser’s website to show the SEBI office it is associated with, in every language`,
      ]);
    }
  });

  it('a regulator the site has no duties for is refused, naming those it knows', () => {
    const root = site((change) => change(holder, (text) => text.replace('regulator: DFSA', 'regulator: SEBl')));
    const [error, ...rest] = check(root).errors;
    expect(rest).toEqual([]);
    expect(error).toMatch(
      new RegExp(`^src/content/${holder}:${lineOf(root, holder, 'regulator: SEBl')}: field "registration.regulator"`),
    );
    for (const code of REGULATOR_CODES) expect(error).toContain(code);
  });
});

describe('the register address is the office’s own entry', () => {
  it.each(REGULATOR_CODES)('%s: the register’s front page, or another site, is one line', (code) => {
    vi.stubEnv('SITE_TODAY', '2030-11-20');
    const base = code === 'SEBI' ? sebiSite : site;
    const [front] = regulatorOf(code).register.frontPages;
    const at = (root: string) => `src/content/${holder}:${lineOf(root, holder, '  register: ')}`;
    const onFront = base((change) =>
      change(holder, (text) => text.replace(/^ {2}register: .*$/m, `  register: ${front}`)),
    );
    expect(check(onFront).errors).toEqual([
      `${at(onFront)}: field "registration.register" is the front page of the ${code} register ("${front}"): give the address of this office’s own entry there, where a reader sees its name and number`,
    ]);
    const elsewhere = base((change) =>
      change(holder, (text) => text.replace(/^ {2}register: .*$/m, '  register: https://sample-advisers.org/licence')),
    );
    expect(check(elsewhere).errors).toEqual([
      `${at(elsewhere)}: field "registration.register" leads to sample-advisers.org, not to the ${code} register (${REGULATORS[code].register.host}): give the address of this office’s own entry there`,
    ]);
  });
});

describe('the monthly complaints table', () => {
  const table = (rows: string) => (text: string) =>
    text.replace(/^ {2}complaintsTable:\n(?: {4}.*\n)*/m, `  complaintsTable:\n${rows}`);
  const row = (month: string, received: number, resolved: number, pending: number) =>
    `    - month: ${month}\n      received: ${received}\n      resolved: ${resolved}\n      pending: ${pending}\n`;

  it('warns once its latest month ended more than 45 days ago, and not before', () => {
    const staleAfter = REGULATORS.SEBI.complaintsTable.staleAfterDays;
    const end = new Date(Date.UTC(2030, 10, 0)); // the end of 2030-10, the fixture's latest month
    const day = (offset: number) => new Date(end.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    vi.stubEnv('SITE_TODAY', day(staleAfter));
    expect(check(sebiSite()).warnings).toEqual([]);
    vi.stubEnv('SITE_TODAY', day(staleAfter + 1));
    const root = sebiSite();
    expect(check(root)).toMatchObject({
      errors: [],
      warnings: [
        `warning: src/content/${holder}:${lineOf(root, holder, 'month: 2030-10')}: field "registration.complaintsTable[0].month" is 2030-10, which ended ${staleAfter + 1} days ago: SEBI asks for each month’s complaints by the 7th of the next, so add the months since (a month without complaints has 0s)`,
      ],
    });
  });

  it('stops figures that do not add up, a month left out, a month still to come, and months out of order', () => {
    vi.stubEnv('SITE_TODAY', '2030-11-20');
    const wrong = sebiSite((change) => change(holder, table(row('2030-10', 3, 2, 4) + row('2030-09', 0, 0, 0))));
    expect(check(wrong).errors).toEqual([
      `src/content/${holder}:${lineOf(wrong, holder, 'pending: 4')}: field "registration.complaintsTable[0].pending" is 4 for 2030-10, but 0 pending at the end of 2030-09, 3 received and 2 resolved leave 1: correct the figures`,
    ]);
    const gap = sebiSite((change) => change(holder, table(row('2030-10', 0, 0, 0) + row('2030-08', 0, 0, 0))));
    expect(check(gap).errors).toEqual([
      `src/content/${holder}:${lineOf(gap, holder, 'month: 2030-08')}: field "registration.complaintsTable[1].month" is 2030-08, but the row above is 2030-10: give every month between them (a month without complaints has 0s)`,
    ]);
    const future = sebiSite((change) => change(holder, table(row('2030-12', 0, 0, 0) + row('2030-11', 0, 0, 0))));
    expect(check(future).errors).toEqual([
      `src/content/${holder}:${lineOf(future, holder, 'month: 2030-12')}: field "registration.complaintsTable[0].month" is 2030-12, a month still to come: give the months up to 2030-11`,
    ]);
    const order = sebiSite((change) => change(holder, table(row('2030-09', 0, 0, 0) + row('2030-10', 0, 0, 0))));
    expect(check(order).errors).toEqual([
      `src/content/${holder}:${lineOf(order, holder, 'month: 2030-10')}: field "registration.complaintsTable[1].month" is 2030-10, after 2030-09 in the row above: list the months newest first`,
    ]);
  });

  it('a registration past its end is a warning', () => {
    vi.stubEnv('SITE_TODAY', '2030-11-20');
    const root = sebiSite((change) =>
      change(holder, (text) => text.replace('    from: 2024-04-01\n', '    from: 2024-04-01\n    until: 2030-03-31\n')),
    );
    expect(check(root).warnings).toEqual([
      expect.stringMatching(
        new RegExp(
          `^warning: src/content/${holder}:${lineOf(root, holder, 'until: 2030-03-31')}: field "registration.validity.until" is 2030-03-31, a day past: `,
        ),
      ),
    ]);
  });
});

describe('the Professional-Clients notice of a service’s office', () => {
  it('an office serving Professional Clients only without its notice: one line naming the service pages that need it', () => {
    for (const locale of LOCALE_CODES) {
      const file = `offices/${locale}/home.yaml`;
      const root = site((change) => change(file, (text) => text.replace(/^ {2}clientNotice: .*\n/m, '')));
      expect(check(root).errors).toEqual([
        `src/content/${file}:${lineOf(root, file, 'registration:')}: field "registration.clientNotice" is missing: the office serves Professional Clients only, so the page of every service provided through it (advisory) shows this notice beside the offer and next to any figure of returns, in every language`,
      ]);
    }
  });

  it('a service names an office that exists', () => {
    const file = `services/${DEFAULT_LOCALE}/advisory.md`;
    const root = site((change) => change(file, (text) => text.replace('office: home', 'office: nowhere')));
    expect(check(root).errors).toEqual([
      `src/content/${file}:${lineOf(root, file, 'office: nowhere')}: field "office" is "nowhere", which is no file of src/content/offices/<language>/ (the names are away, home)`,
    ]);
  });
});
