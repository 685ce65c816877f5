// The transactions rule on a copy of the fixture site (tests/fixtures/site): each mistake one plain line naming the
// file, the line and the field; a transaction written in one language only is no mistake.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../check';
import { fixtureSiteCopy, removeFixtureCopies } from '../../../../tests/support/fixture-site';

afterAll(removeFixtureCopies, 30_000);

const deal = 'transactions/en/first-deal.yaml';

/** The errors of a copy of the fixture site whose first transaction `change` rewrote, and the line `marker` is on. */
function errorsWith(change: (text: string) => string, marker: string) {
  const root = fixtureSiteCopy('transactions-rule');
  const path = join(root, 'src/content', deal);
  const text = change(readFileSync(path, 'utf8'));
  writeFileSync(path, text);
  const line = text.split('\n').findIndex((row) => row.includes(marker)) + 1;
  expect(line, `${marker} is in the changed file`).toBeGreaterThan(0);
  const { errors } = checkContent(join(root, 'src/content'), { relativeTo: root, draftTranslations: {} });
  return { errors, at: `src/content/${deal}:${line}` };
}

describe('a transaction the content check stops', () => {
  it('names a service line that has no page', () => {
    const { errors, at } = errorsWith((text) => text.replace(/^service: .*$/m, 'service: no-such-service'), 'service:');
    expect(errors).toEqual([
      `${at}: field "service" names no service: "no-such-service" is not a file in src/content/services/en/ (advisory)`,
    ]);
  });

  it('names a region that is no office', () => {
    const { errors, at } = errorsWith((text) => text.replace(/^region: .*$/m, 'region: atlantis'), 'region:');
    expect(errors).toEqual([
      `${at}: field "region" names no office: "atlantis" is not a file in src/content/offices/en/ (away, home)`,
    ]);
  });

  it('has a year still to come', () => {
    const next = new Date().getUTCFullYear() + 1;
    const { errors, at } = errorsWith((text) => text.replace(/^year: .*$/m, `year: ${next}`), 'year:');
    expect(errors).toEqual([
      `${at}: field "year" is ${next}, a year still to come: give the year it closed, or began if under way`,
    ]);
  });

  it('gives an amount without its currency, or a currency without an amount', () => {
    const amountOnly = errorsWith((text) => text.replace(/^size: .*$/m, 'size:\n  amount: 10'), 'amount:');
    expect(amountOnly.errors).toEqual([
      `${amountOnly.at}: field "size.amount" is 10 without a currency: add "currency" (USD, INR, AED, CAD, SAR, EUR, GBP)`,
    ]);
    const currencyOnly = errorsWith((text) => text.replace(/^size: .*$/m, 'size:\n  currency: USD'), 'currency:');
    expect(currencyOnly.errors).toEqual([
      `${currencyOnly.at}: field "size.currency" has no amount: add "amount", or leave both empty for an undisclosed size`,
    ]);
  });

  it('writes an amount in crore or lakh in a currency other than the Indian rupee', () => {
    const { errors, at } = errorsWith(
      (text) => text.replace(/^size: .*$/m, 'size: { amount: 90, unit: crore, currency: USD }'),
      'size:',
    );
    expect(errors).toEqual([
      `${at}: field "size.unit" is crore, a unit of the Indian rupee only (INR): write the USD amount in million or billion`,
    ]);
  });

  it('gives a month still to come in this year', () => {
    const now = new Date();
    // In December no month of this year is still to come: the next year's first month is, with its year.
    const [year, month] =
      now.getUTCMonth() === 11 ? [now.getUTCFullYear() + 1, 1] : [now.getUTCFullYear(), now.getUTCMonth() + 2];
    const { errors, at } = errorsWith(
      (text) => text.replace(/^year: .*$/m, `year: ${year}`).replace(/^month: .*$/m, `month: ${month}`),
      'month:',
    );
    expect(errors.filter((error) => error.includes('"month"'))).toEqual([
      `${at}: field "month" is ${month} of ${year}, a month still to come: give the month it closed, or began if under way`,
    ]);
  });

  it('names a party without its consent recorded, or with a consent dated after today', () => {
    const unrecorded = errorsWith((text) => text.replace(/^ {4}consent:\n {6}date: .*\n/m, ''), 'disclosure: named');
    expect(unrecorded.errors).toEqual([
      `${unrecorded.at}: field "counterparties[0].disclosure" names this party without its consent recorded: add "consent" with the day it agreed in writing ("date: 2025-03-14") or where that consent is kept ("reference: …"), or describe this party instead ("disclosure: described")`,
    ]);
    const client = errorsWith(
      (text) =>
        text.replace(
          '  disclosure: described\n  name: a sample company',
          '  disclosure: named\n  name: Sample Company Ltd',
        ),
      'disclosure: named',
    );
    expect(client.errors).toEqual([
      `${client.at}: field "client.disclosure" names the client without its consent recorded: add "consent" with the day it agreed in writing ("date: 2025-03-14") or where that consent is kept ("reference: …"), or describe the client instead ("disclosure: described")`,
    ]);
    const later = errorsWith((text) => text.replace(/date: 2020-05-01/, 'date: 2099-05-01'), 'date: 2099');
    expect(later.errors).toEqual([
      `${later.at}: field "counterparties[0].consent.date" is 2099-05-01, a day still to come: record a consent once it is given`,
    ]);
  });

  it('names an adviser who is no person of the team', () => {
    const { errors, at } = errorsWith((text) => text.replace('advisers: [first]', 'advisers: [nobody]'), 'advisers:');
    expect(errors).toEqual([
      `${at}: field "advisers[0]" is "nobody", which is no file of src/content/team/<language>/ (the names are first, second)`,
    ]);
  });
});

describe('a transaction the content check lets through', () => {
  it('naming a party whose consent is recorded by a reference alone, or describing it without one', () => {
    const byReference = errorsWith(
      (text) => text.replace(/ {6}date: 2020-05-01/, '      reference: Email of 1 May 2020 from the fund'),
      'reference:',
    );
    expect(byReference.errors).toEqual([]);
    const described = errorsWith(
      (text) =>
        text.replace(
          /disclosure: named\n(\s+)name: Sample Fund\n\s+consent:\n\s+date: .*\n/,
          'disclosure: described\n$1name: a sample fund\n',
        ),
      'a sample fund',
    );
    expect(described.errors).toEqual([]);
  });

  it('in crore for Indian rupees', () => {
    const crore = errorsWith(
      (text) => text.replace(/^size: .*$/m, 'size: { amount: 90, unit: crore, currency: INR }'),
      'size:',
    );
    expect(crore.errors).toEqual([]);
  });

  it('without a size, a month, a client, other parties or advisers (undisclosed, confidential), and in one language only', () => {
    const root = fixtureSiteCopy('transactions-rule');
    const content = join(root, 'src/content');
    // No size, month, client, other party or adviser: only what every transaction gives.
    const text = readFileSync(join(content, deal), 'utf8')
      .replace(/^(size|month|advisers):.*\n/gm, '')
      .replace(/^(client|counterparties):.*\n(?: .*\n)*/gm, '');
    expect(text).not.toMatch(/^(size|month|client|counterparties|advisers):/m);
    writeFileSync(join(content, 'transactions/ar/only-in-arabic.yaml'), text);
    rmSync(join(content, 'transactions/ar/first-deal.yaml'));
    expect(checkContent(content, { relativeTo: root, draftTranslations: {} })).toMatchObject({
      errors: [],
      warnings: [],
    });
  });
});
