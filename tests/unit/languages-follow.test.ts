// Tests follow the languages (issue 39): every test reads its languages from the one list, src/i18n/locales.ts.
// Proved on a copy of the project with a third language in that list and its content folders, as docs/CONTENT.md
// "Add a language" adds one (here as the default language's files, words only): every unit test that reads the list
// still passes there (the content check's fixture grows the new language's folders the same way).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, globSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { copyProject, npmPath } from '../../scripts/stages.mjs';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/i18n/locales';
import { contentSources, factPathsOf, isLocalized } from '../../src/content/collections';
import { wordsOnly } from '../../src/content/words-only';

const project = copyProject(mkdtempSync(join(tmpdir(), 'aravali-languages-follow-')));
// The collections' JSON Schemas Astro wrote (the editor's tests read them); they do not depend on the languages.
if (existsSync('.astro')) cpSync('.astro', join(project, '.astro'), { recursive: true });
afterAll(() => rmSync(project, { recursive: true, force: true }));

/** A language the list does not hold yet, written as its entries are. */
// (Written apart, not as a list of languages: tests/unit/language-lists.test.ts would take it for one.)
const added = 'fr de es it pt'.split(' ').find((code) => !(LOCALE_CODES as string[]).includes(code))!;
const entry = `  ${added}: { label: '${added}', dir: 'ltr', ogLocale: '${added}_XX', comma: ', ', formats: '${added}', preloadFonts: ['--font-inter'] },\n`;

/** The unit tests about languages: those that read the list (the others cannot change with it). */
const languageTests = spawnSync('git', ['grep', '-l', '-e', 'i18n/locales', '--', '*.test.ts', '*.test.tsx'], {
  encoding: 'utf8',
})
  .stdout.split('\n')
  .filter((file) => file && !file.endsWith('languages-follow.test.ts'));

it('with a third language in the list, every unit test that reads the list still passes', () => {
  expect(languageTests.length).toBeGreaterThan(0);
  const locales = join(project, 'src/i18n/locales.ts');
  const text = readFileSync(locales, 'utf8');
  const list = /export const LOCALES = \{\n[\s\S]*?\n(?=\} as const)/.exec(text);
  expect(list, 'src/i18n/locales.ts declares LOCALES as an object literal').not.toBeNull();
  writeFileSync(locales, text.replace(list![0], `${list![0]}${entry}`));
  // Its content folders, as if translated: each file of the default language as words only (its facts are the
  // original's, docs/CONTENT.md "Add a language"), but the articles and transactions, which exist in the languages
  // they are written in (tests/support/fixture-site.ts does the same for the content check's fixture).
  const content = join(project, 'src/content');
  for (const source of contentSources.filter(
    (candidate) => isLocalized(candidate) && !candidate.standalone && !candidate.anyLanguage,
  )) {
    const original = join(content, source.folder, DEFAULT_LOCALE);
    const facts = factPathsOf(source);
    for (const file of existsSync(original) ? globSync(source.pattern, { cwd: original }) : []) {
      const copy = join(content, source.folder, added, file);
      mkdirSync(dirname(copy), { recursive: true });
      writeFileSync(copy, wordsOnly(readFileSync(join(original, file), 'utf8'), facts, file.endsWith('.md')));
    }
  }

  const run = spawnSync('vitest', ['run', ...languageTests], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, PATH: npmPath() },
    // npm test runs this file beside the browser tests at a lower priority (scripts/test.mjs): 250 s there on a busy
    // shared machine (issue 39, under a load average of 23).
    timeout: 600_000,
  });
  expect(run.status, `${run.stdout}${run.stderr}`.slice(-6_000)).toBe(0);
}, 620_000);
