// A table of figures (returns, yields, multiples) without the warning under it does not build: the content check
// stops it with one plain line naming the file, the line and the field, and saying why.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { checkContent } from '../check';
import { fixtureSiteCopy, removeFixtureCopies } from '../../../../tests/support/fixture-site';

afterAll(removeFixtureCopies, 30_000);

it('a table of figures without its warning: one line, on the table, that says why', () => {
  const root = fixtureSiteCopy('returns-warning');
  const file = 'src/content/services/en/advisory.md';
  const text = readFileSync(join(root, file), 'utf8');
  const table = text.split('\n').findIndex((line) => line.includes('type: table'));
  expect(table, 'the fixture has a table').toBeGreaterThanOrEqual(0);
  const without = text.replace(/^ {4}disclaimer: .*\n/m, '');
  expect(without, 'the fixture table has a warning to remove').not.toBe(text);
  writeFileSync(join(root, file), without);
  const { errors } = checkContent(join(root, 'src/content'), { relativeTo: root, draftTranslations: {} });
  expect(errors).toHaveLength(1);
  expect(errors[0]).toMatch(new RegExp(`^${file}:${table + 1}: field "sections\\[\\d+\\]\\.disclaimer" is missing`));
  expect(errors[0]).toContain('every figure of returns, yield or multiple must stand next to it');
});
