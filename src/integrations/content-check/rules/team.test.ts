// The team rule on a copy of the fixture site (tests/fixtures/site): a career line without its year, a regulated role
// under no office or an unregistered one, or without an https register entry, each one plain line naming the file,
// the line and the field; and a translation's career read item by item against its original's.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from '../check';
import { fixtureSiteCopy, removeFixtureCopies } from '../../../../tests/support/fixture-site';

afterAll(removeFixtureCopies, 30_000);

const person = 'team/en/first.md';

/** The errors of a copy of the fixture site with `file` rewritten by `change`, and the line `marker` is on there. */
function errorsWith(change: (text: string) => string, marker: string, file = person) {
  const root = fixtureSiteCopy('team-rule');
  const path = join(root, 'src/content', file);
  const before = readFileSync(path, 'utf8');
  const text = change(before);
  expect(text, 'the change changed the file').not.toBe(before);
  writeFileSync(path, text);
  const line = text.split('\n').findIndex((row) => row.includes(marker)) + 1;
  expect(line, `${marker} is in the changed file`).toBeGreaterThan(0);
  const { errors } = checkContent(join(root, 'src/content'), { relativeTo: root, draftTranslations: {} });
  return { errors, at: `src/content/${file}:${line}` };
}

describe('a person the content check stops', () => {
  it('gives a career line without the year the role began', () => {
    const { errors, at } = errorsWith(
      (text) => text.replace(/^ {4}to: 2018\n/m, '').replace(/ {2}- from: 2010\n {4}role:/, '  - role:'),
      '- role: Director',
    );
    expect(errors).toEqual([
      `${at}: field "career[0]" gives no year: add "from", the year the role began (and "to", the year it ended, unless it is still held)`,
    ]);
  });

  it('gives a career year still to come, or one that ends before it began', () => {
    const next = new Date().getUTCFullYear() + 1;
    const future = errorsWith((text) => text.replace('to: 2018', `to: ${next}`), `to: ${next}`);
    expect(future.errors).toEqual([`${future.at}: field "career[0].to" is ${next}, a year still to come`]);
    const backwards = errorsWith((text) => text.replace('to: 2018', 'to: 2005'), 'to: 2005');
    expect(backwards.errors).toEqual([
      `${backwards.at}: field "career[0].to" is 2005, before the year the role began (2010)`,
    ]);
  });

  it('holds a regulated role under an office that is no file, or one no regulator has registered', () => {
    const missing = errorsWith((text) => text.replace('office: home', 'office: atlantis'), 'office:');
    expect(missing.errors).toEqual([
      `${missing.at}: field "regulatedRoles[0].office" names no office: "atlantis" is not a file in src/content/offices/en/ (away, home)`,
    ]);
    const unregistered = errorsWith((text) => text.replace('office: home', 'office: away'), 'office:');
    expect(unregistered.errors).toEqual([
      `${unregistered.at}: field "regulatedRoles[0].office" names the office "away", which no regulator has registered (it has no "registration"): a regulated role is held under a registered office`,
    ]);
  });

  it('links a regulated role to no https register entry', () => {
    for (const register of ['http://register.regulator.org/people/first', 'register.regulator.org/people/first']) {
      const { errors, at } = errorsWith(
        (text) => text.replace('https://register.regulator.org/people/first', register),
        'register:',
      );
      expect(errors).toEqual([
        `${at}: field "regulatedRoles[0].register" should be the https:// address of the person’s entry in the regulator’s public register, where a reader checks the role; found "${register}"`,
      ]);
    }
  });

  it('translates a career with another number of lines than the original, whose years are read by place', () => {
    const { errors, at } = errorsWith(
      (text) => text.replace('career:\n', 'career:\n  - role: Analyst\n    organisation: Other Bank\n'),
      'career:',
      'team/ar/first.md',
    );
    expect(errors).toEqual([
      `${at}: field "career" lists 2 items where src/content/team/en/first.md lists 1: a translation gives the same items in the same order, whose dates and other facts are written there`,
    ]);
  });

  it('writes a career line’s year again in the translation', () => {
    const { errors, at } = errorsWith(
      (text) => text.replace('  - role: Director\n', '  - role: Director\n    from: 2010\n'),
      'from: 2010',
      'team/ar/first.md',
    );
    expect(errors).toEqual([
      `${at}: field "career[0].from" is the same in every language and written once, in src/content/team/en/first.md: remove it here`,
    ]);
  });
});

describe('a person the content check lets through', () => {
  it('with a role still held', () => {
    expect(errorsWith((text) => text.replace(/^ {4}to: 2018\n/m, ''), 'from: 2010').errors).toEqual([]);
  });

  it('with no career, qualification, regulated role, language or profile at all, in either language', () => {
    const root = fixtureSiteCopy('team-rule');
    for (const file of ['team/en/first.md', 'team/ar/first.md']) {
      const path = join(root, 'src/content', file);
      const text = readFileSync(path, 'utf8');
      const plain = text.replace(/^(career|qualifications|regulatedRoles|languages|profile):.*\n(?: .*\n)*/gm, '');
      expect(plain, file).not.toMatch(/^(career|qualifications|regulatedRoles|languages|profile):/m);
      writeFileSync(path, plain);
    }
    expect(checkContent(join(root, 'src/content'), { relativeTo: root, draftTranslations: {} }).errors).toEqual([]);
  });
});
