// The content check's rules for the articles (src/content/insights/<locale>/), on copies of the fixture site
// (tests/fixtures/site): an article in one language only, scheduled articles, the people and services an article
// names, addresses another page has, links and headings in an article's text. Each mistake is one plain line with its
// file and line.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkContent } from '../check';
import { rules } from './index';
import { FIXTURE_SITE, fixtureSiteCopy, removeFixtureCopies } from '../../../../tests/support/fixture-site';

afterAll(removeFixtureCopies);
const today = process.env.SITE_TODAY;
afterEach(() => {
  if (today === undefined) delete process.env.SITE_TODAY;
  else process.env.SITE_TODAY = today;
});

const ARTICLE = 'insights/en/first-note.md';

/** A copy of the fixture site with `files` written over it (paths under src/content). */
function site(files: Record<string, (text: string) => string> = {}) {
  const root = fixtureSiteCopy('insights-check');
  for (const [file, change] of Object.entries(files)) {
    const path = join(root, 'src/content', file);
    let before = '';
    try {
      before = readFileSync(path, 'utf8');
    } catch {
      // A new file.
    }
    const after = change(before);
    expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  }
  return root;
}

const check = (root: string) => checkContent(join(root, 'src/content'), { relativeTo: root, draftTranslations: {} });

/** 1-based line of the first line of `file` containing `text`, in the copy. */
function lineOf(root: string, file: string, text: string) {
  const index = readFileSync(join(root, 'src/content', file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  expect(index).toBeGreaterThanOrEqual(0);
  return index + 1;
}

describe('articles in the content check', () => {
  it('run in an order the rules accept', () => {
    const names = rules.map((rule) => rule.name);
    for (const rule of ['schedule', 'references', 'page addresses'])
      expect(names, `${rule} is in rules/index.ts`).toContain(rule);
  });

  it('take an article written in one language only without an error or a warning, and make its page in that language only', () => {
    const { errors, warnings, entries } = check(site());
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect(entries.insights.map((entry) => `${entry.locale}/${entry.id}`).sort()).toEqual([
      'ar/arabic-only-note',
      'en/first-note',
    ]);
  });

  it('say a missing summary in one line with its file', () => {
    const root = site({ [ARTICLE]: (text) => text.replace(/^description: .*\n/m, '') });
    const { errors } = check(root);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^src/content/${ARTICLE}(:\\d+)?: field "description" is missing \\(add it: `),
    );
  });

  it('ask for a short tab title when the heading is too long for the browser tab, on the line of the heading', () => {
    const root = site({
      [ARTICLE]: (text) => text.replace(/^title: .*$/m, `title: ${'A heading far too long for a tab '.repeat(2)}`),
    });
    const { errors } = check(root);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(
      new RegExp(`^src/content/${ARTICLE}(:\\d+)?: field "tabTitle" is missing: the heading has \\d+ characters`),
    );
  });

  it('name an author who is no person of the team, on the line of the name', () => {
    const root = site({ [ARTICLE]: (text) => text.replace('  - first', '  - nobody') });
    expect(check(root).errors).toEqual([
      `src/content/${ARTICLE}:${lineOf(root, ARTICLE, '- nobody')}: field "authors[0]" is "nobody", which is no file of src/content/team/<language>/ (the names are first, second)`,
    ]);
  });

  it('name a service that is no service, on the line of the name', () => {
    const root = site({ [ARTICLE]: (text) => text.replace('  - advisory', '  - advisery') });
    expect(check(root).errors).toEqual([
      `src/content/${ARTICLE}:${lineOf(root, ARTICLE, '- advisery')}: field "services[0]" is "advisery", which is no file of src/content/services/<language>/ (the names are advisory)`,
    ]);
  });

  it('refuse an article whose file name makes the address of the list', () => {
    const root = site({
      'insights/en/index.md': () => readFileSync(join(FIXTURE_SITE, 'src/content', ARTICLE), 'utf8'),
    });
    expect(check(root).errors).toEqual([
      'src/content/insights/en/index.md:1: the file name makes the address /insights, which the page of pages/en/insights.yaml already has: give the file another name (lower-case letters, digits and dashes)',
    ]);
  });

  it('note a scheduled article as a warning with its day, and make no page for it until then', () => {
    process.env.SITE_TODAY = '2026-01-14';
    const root = site();
    const { errors, warnings } = check(root);
    // Its own links (to its own section) are checked against the site as it will be.
    expect(errors).toEqual([]);
    const note = `warning: src/content/${ARTICLE}:${lineOf(root, ARTICLE, 'published:')}: scheduled for 2026-01-15: not on the site until a build on that day or later`;
    expect(warnings).toContain(note);
    process.env.SITE_TODAY = '2026-01-15';
    expect(check(root).warnings).not.toContain(note);
  });

  it('refuse a link from a page that is out to an article scheduled for later', () => {
    process.env.SITE_TODAY = '2026-01-14';
    const file = 'services/en/advisory.md';
    const root = site({ [file]: (text) => `${text}\n[the note](/insights/first-note)\n` });
    expect(check(root).errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/${file}:${lineOf(root, file, '[the note]')}: the link "the note" leads to /insights/first-note, which is no page of this site`,
        ),
      ),
    ]);
  });

  it('check the links of an article’s text in its own language: an English-only article has no Arabic page', () => {
    const file = 'insights/ar/arabic-only-note.md';
    const root = site({ [file]: (text) => `${text}\n[مقال](/insights/first-note)\n` });
    expect(check(root).errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/${file}:${lineOf(root, file, '[مقال]')}: the link "مقال" leads to /ar/insights/first-note, which is no page of this site`,
        ),
      ),
    ]);
  });

  it('check a link to a section of an article against its headings', () => {
    const root = site({ [ARTICLE]: (text) => `${text}\n[its own section](/insights/first-note#why-it-mattered)\n` });
    expect(check(root).errors).toEqual([
      `src/content/${ARTICLE}:${lineOf(root, ARTICLE, '#why-it-mattered')}: the link "its own section" leads to /insights/first-note#why-it-mattered, but /insights/first-note has no section #why-it-mattered (its sections are #why-it-matters)`,
    ]);
  });
});
