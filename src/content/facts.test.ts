import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { fact, field } from './schemas/blocks';
import { factPaths, factsHolder, factsWritten, rebaseFrom, unevenLists, withFacts } from './facts';
import { wordsOnly } from './words-only';
import { contentSources, factPathsOf, isLocalized } from './collections';
import { collectionJsonSchemas } from '../integrations/editor/config';
import { LOCALE_CODES } from '../i18n/locales';

// A schema shaped like the site's: facts at the top, inside an object, inside list items, and a whole list.
const schema = z.strictObject({
  title: field(z.string(), 'Title', 'Words.'),
  order: fact(z.number(), 'Place', 'A place in a list.'),
  registration: z
    .strictObject({
      status: field(z.string(), 'Status', 'Words.'),
      number: fact(z.string(), 'Number', 'A licence number.'),
    })
    .optional(),
  career: z.array(
    z.strictObject({
      role: field(z.string(), 'Role', 'Words.'),
      from: fact(z.number(), 'From', 'A year.'),
    }),
  ),
  authors: fact(z.array(z.string()).default([]), 'Authors', 'Names of files.'),
});

const original = {
  title: 'Original',
  order: 2,
  registration: { status: 'Licensed', number: 'F-1' },
  career: [
    { role: 'Analyst', from: 2010 },
    { role: 'Partner', from: 2018 },
  ],
  authors: ['first'],
};
const translation = {
  title: 'ترجمة',
  registration: { status: 'مرخّصة' },
  career: [{ role: 'محلل' }, { role: 'شريك' }],
};

describe('facts written once', () => {
  it('are found wherever a schema declares them, through optional, default and list wrappers', () => {
    expect(factPaths(schema)).toEqual([['order'], ['registration', 'number'], ['career', '[]', 'from'], ['authors']]);
  });

  it('a translation shows its words with the holder’s facts, each list item’s by its place; neither input changes', () => {
    const before = structuredClone(translation);
    expect(withFacts(translation, original, factPaths(schema))).toEqual({
      title: 'ترجمة',
      order: 2,
      registration: { status: 'مرخّصة', number: 'F-1' },
      career: [
        { role: 'محلل', from: 2010 },
        { role: 'شريك', from: 2018 },
      ],
      authors: ['first'],
    });
    expect(translation).toEqual(before);
    // A fact the holder leaves out is left out everywhere, even where a translation wrote one.
    expect(withFacts({ ...translation, order: 9 }, { ...original, order: undefined }, [['order']])).not.toHaveProperty(
      'order',
    );
  });

  it('a picture beside the holder’s file is found from the translation’s file; one in the shared artwork stays as written', () => {
    const rebase = rebaseFrom('/site/src/content/team/en/first.md', '/site/src/content/team/ar/first.md');
    expect(rebase('./photos/first.jpg')).toBe('../en/photos/first.jpg');
    expect(rebase('../../../assets/art/x.svg')).toBe('../../../assets/art/x.svg');
    expect(withFacts({}, { photo: './photos/first.jpg', order: 1 }, [['photo'], ['order']], rebase)).toEqual({
      photo: '../en/photos/first.jpg',
      order: 1,
    });
  });

  it('a fact a translation writes is found at its place, in list items too', () => {
    expect(factsWritten({ ...translation, order: 2, career: [{ role: 'x', from: 2010 }] }, factPaths(schema))).toEqual([
      ['order'],
      ['career', 0, 'from'],
    ]);
    expect(factsWritten(translation, factPaths(schema))).toEqual([]);
  });

  it('a list whose items hold facts must list as many items in a translation', () => {
    expect(unevenLists({ career: [{ role: 'x' }] }, original, factPaths(schema))).toEqual([
      { path: ['career'], words: 1, holder: 2 },
    ]);
    expect(unevenLists(translation, original, factPaths(schema))).toEqual([]);
  });

  it('the holder is the first language in the list of languages that has the entry', () => {
    expect(factsHolder(() => true)).toBe(LOCALE_CODES[0]);
    expect(factsHolder((locale) => locale === LOCALE_CODES.at(-1))).toBe(LOCALE_CODES.at(-1));
    expect(factsHolder(() => false)).toBeUndefined();
  });

  it('a new translation starts from its original without the facts, in YAML and in Markdown fields', () => {
    const paths = factPaths(schema);
    expect(wordsOnly('title: T\norder: 2\nregistration:\n  status: S\n  number: F-1\n', paths, false)).toBe(
      'title: T\nregistration:\n  status: S\n',
    );
    expect(wordsOnly('---\ntitle: T\nauthors:\n  - first\n---\n\nText.\n', paths, true)).toBe(
      '---\ntitle: T\n---\n\nText.\n',
    );
  });

  it('a place in a list is a fact wherever a collection written per language has one', () => {
    const schemas = collectionJsonSchemas();
    const ordered = contentSources.filter((source) => isLocalized(source) && schemas[source.name]?.properties?.order);
    expect(ordered.length).toBeGreaterThan(0);
    for (const source of ordered) expect(factPathsOf(source), source.name).toContainEqual(['order']);
  });
});
