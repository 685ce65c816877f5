// A copy of the fixture site (tests/fixtures/site), the minimal valid content the content check's tests break one way
// each. The fixture is written in two languages; any other language of the list (src/i18n/locales.ts) gets copies of
// the default language's files without their facts (which the originals hold for every language), a complete
// translation, so that a copy is valid whatever the list holds — except the
// articles and transactions, which exist in the languages they are written in (src/content/collections.ts:
// `standalone`, `anyLanguage`) and which the fixture writes in each of its languages on purpose.
import { cpSync, existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { contentSources, factPathsOf, isLocalized } from '../../src/content/collections';
import { wordsOnly } from '../../src/content/words-only';
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
  const translated = contentSources.filter(
    (source) => isLocalized(source) && !source.standalone && !source.anyLanguage,
  );
  for (const source of translated) {
    const original = join(content, source.folder, DEFAULT_LOCALE);
    const facts = factPathsOf(source);
    for (const locale of LOCALE_CODES)
      for (const file of globSync(source.pattern, { cwd: original })) {
        const copy = join(content, source.folder, locale, file);
        if (existsSync(copy)) continue;
        mkdirSync(dirname(copy), { recursive: true });
        writeFileSync(copy, wordsOnly(readFileSync(join(original, file), 'utf8'), facts, file.endsWith('.md')));
      }
  }
  return root;
}

export const removeFixtureCopies = () =>
  copies.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
