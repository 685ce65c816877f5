// A copy of the fixture site (tests/fixtures/site), the minimal valid content the content check's tests break one way
// each. The fixture is written in two languages; any other language of the list (src/i18n/locales.ts) starts, as a
// new edition does, with copies of the default language's files, so that a copy is valid whatever the list holds.
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/i18n/locales';

export const FIXTURE_SITE = resolve('tests/fixtures/site');

/** Copies of the fixture site made by this test file, removed by `removeFixtureCopies` (in its afterAll). */
const copies: string[] = [];

/** A new copy of the fixture site in a temporary folder named after `prefix`; returns its root. */
export function fixtureSiteCopy(prefix: string): string {
  const root = mkdtempSync(join(tmpdir(), `${prefix}-`));
  copies.push(root);
  cpSync(FIXTURE_SITE, root, { recursive: true });
  const content = join(root, 'src/content');
  for (const collection of readdirSync(content).filter((name) => existsSync(join(content, name, DEFAULT_LOCALE))))
    for (const locale of LOCALE_CODES.filter((code) => !existsSync(join(content, collection, code))))
      cpSync(join(content, collection, DEFAULT_LOCALE), join(content, collection, locale), { recursive: true });
  return root;
}

export const removeFixtureCopies = () =>
  copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
