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
});

describe('a transaction the content check lets through', () => {
  it('without a size or a client (undisclosed, confidential), and in one language only', () => {
    const root = fixtureSiteCopy('transactions-rule');
    const content = join(root, 'src/content');
    const text = readFileSync(join(content, deal), 'utf8').replace(/^size: .*\n/m, '');
    writeFileSync(join(content, 'transactions/ar/only-in-arabic.yaml'), text);
    rmSync(join(content, 'transactions/ar/first-deal.yaml'));
    expect(checkContent(content, { relativeTo: root, draftTranslations: {} })).toMatchObject({
      errors: [],
      warnings: [],
    });
  });
});
