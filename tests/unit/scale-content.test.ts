// The content of a scale copy (scripts/scale-content.mjs, npm run scale) is content an editor could have written: it
// passes the content check, grows each collection as GROWTH says in every language its entries are written in, gives
// each new entry words of its own language and titles no other page has, and is the same on every run (a second build
// of a copy finds everything in the caches). On a copy of today's content, without a build.
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { GROWTH, scaleContent } from '../../scripts/scale-content.mjs';
import { contentSources } from '../../src/content/collections';
import { checkContent } from '../../src/integrations/content-check/check';
import { LOCALE_CODES } from '../../src/i18n/locales';

const FACTOR = 3;
const temporary: string[] = [];
afterAll(() => temporary.forEach((dir) => rmSync(dir, { recursive: true, force: true })), 30_000);

/** A copy of what the content check reads (the content, the pictures it names, public/), scaled by FACTOR. */
function scaledCopy() {
  const root = mkdtempSync(join(tmpdir(), 'scale-content-'));
  temporary.push(root);
  for (const folder of ['src/content', 'src/assets', 'public']) cpSync(folder, join(root, folder), { recursive: true });
  const added = scaleContent(root, FACTOR, { sources: contentSources, locales: LOCALE_CODES });
  return { root, added };
}

/** Every file under a folder, by its path there, with its text. */
const filesOf = (folder: string) =>
  new Map(
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(md|ya?ml)$/.test(file))
      .map((file) => [file, readFileSync(join(folder, file), 'utf8')]),
  );

const first = scaledCopy();
const today = filesOf('src/content');
const scaled = filesOf(join(first.root, 'src/content'));
const added = [...scaled.keys()].filter((file) => !today.has(file));

describe('a scale copy of the content', () => {
  it('passes the content check: every field, reference, title and link as an editor must write them', () => {
    const { errors } = checkContent(join(first.root, 'src/content'), { relativeTo: first.root });
    expect(errors).toEqual([]);
  });

  it('grows each collection of many entries as GROWTH says, each new entry in every language its original is in', () => {
    expect(first.added.length).toBeGreaterThan(0);
    for (const { name, before, after } of first.added) {
      const grow = GROWTH[name as keyof typeof GROWTH] ?? GROWTH.other;
      expect(after, name).toBe(grow(before, FACTOR));
      const source = contentSources.find((candidate) => candidate.name === name)!;
      const names = (files: Map<string, string>) =>
        new Set(
          [...files.keys()]
            .filter((file) => file.startsWith(`${source.folder}/`) && file.split('/').length === 3)
            .map((file) => file.split('/')[2]),
        );
      expect(names(scaled).size, name).toBe(after);
      // Today's files are untouched.
      for (const [file, text] of today) expect(scaled.get(file), file).toBe(text);
    }
    // Each language's share of a collection grows with it: no copy left out of a language its original is in.
    for (const { name } of first.added) {
      const source = contentSources.find((candidate) => candidate.name === name)!;
      const count = (files: Map<string, string>, locale: string) =>
        [...files.keys()].filter((file) => file.startsWith(`${source.folder}/${locale}/`)).length;
      for (const locale of LOCALE_CODES)
        if (count(today, locale) > 0)
          expect(count(scaled, locale), `${name} in ${locale}`).toBeGreaterThan(count(today, locale));
    }
  });

  it('writes each new file in the script its language’s files are written in', () => {
    const SCRIPTS = ['Latin', 'Arabic', 'Hebrew', 'Devanagari', 'Cyrillic', 'Greek', 'Han', 'Thai'];
    const letters = (text: string, script: string) =>
      text.match(new RegExp(`\\p{Script=${script}}`, 'gu'))?.length ?? 0;
    for (const locale of LOCALE_CODES) {
      const own = [...today].filter(([file]) => file.split('/')[1] === locale).map(([, text]) => text);
      const script = SCRIPTS.reduce((best, candidate) =>
        letters(own.join(''), candidate) > letters(own.join(''), best) ? candidate : best,
      );
      for (const file of added.filter((name) => name.split('/')[1] === locale)) {
        const text = scaled.get(file)!;
        expect(letters(text, script) / (text.match(/\p{L}/gu)?.length ?? 1), file).toBeGreaterThan(0.5);
      }
    }
  });

  it('is the same on every run, byte for byte', () => {
    const second = filesOf(join(scaledCopy().root, 'src/content'));
    expect([...second.keys()].sort()).toEqual([...scaled.keys()].sort());
    for (const [file, text] of scaled) expect(second.get(file), file).toBe(text);
  });
});
