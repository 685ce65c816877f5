/**
 * Facts are written once, words per language. A field declared with `fact()` (src/content/schemas/blocks.ts) — a
 * licence number, an amount, a date, a place in a list, the people and services an entry names — does not depend on
 * the language: it is written in one file of the entry only, its *holder* (the default language's file, or, for an
 * entry written in other languages only, the first of them in src/i18n/locales.ts), and every language shows that one
 * value. A translation holds words only.
 *
 * The site (src/content.config.ts) and the content check (src/integrations/content-check/rules/facts.ts) both read an
 * entry's translation as its words with the holder's facts written in (`withFacts`), so the two can never show
 * different numbers. Plain TypeScript without astro: imports, for the build, the check, the editor and the tests.
 */
import { dirname, posix, relative, resolve, sep } from 'node:path';
import { z } from 'astro/zod';
import { LOCALE_CODES, type Locale } from '../i18n/locales';

/** A fact's place in an entry: field names, and `[]` for every item of a list (a career line's years). */
export type FactPath = readonly string[];

/** A concrete place in an entry's data: field names and list indexes. */
export type DataPath = Array<string | number>;

/** The metadata `fact()` gives a field's schema. */
export const FACT_META = { fact: true } as const;

const isFact = (schema: z.ZodType) => (z.globalRegistry.get(schema) as { fact?: unknown } | undefined)?.fact === true;

/**
 * The places of the facts in a collection's schema. Fields inside lists of several kinds (a service page's sections)
 * are not searched: those lists are translated item by item, each item with its own words and pictures.
 */
export function factPaths(schema: z.ZodType): FactPath[] {
  const found: FactPath[] = [];
  const visit = (node: z.ZodType, path: FactPath) => {
    if (isFact(node)) return void found.push(path);
    const def = node._zod.def as unknown as Record<string, unknown> & { type: string };
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'catch':
      case 'readonly':
      case 'nonoptional':
        return visit(def.innerType as z.ZodType, path);
      case 'pipe':
        return visit(def.in as z.ZodType, path);
      case 'object':
        for (const [key, value] of Object.entries(def.shape as Record<string, z.ZodType>)) visit(value, [...path, key]);
        return;
      case 'array':
        return visit(def.element as z.ZodType, [...path, '[]']);
    }
  };
  visit(schema, []);
  return found;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a text is a path relative to the file that writes it (a picture beside it: `./photos/name.jpg`). */
const RELATIVE_PATH = /^\.\.?\//;

/**
 * A translation's data with the holder's facts written in: each fact takes the holder's value (or is left out where
 * the holder has none), a fact inside a list item the value of the holder's item at the same place. The words are the
 * translation's own; neither input is changed. A path relative to the holder's file (a person's photo beside it) is
 * given to `rebase`, which makes it relative to the translation's file, where the site and the check read it.
 */
export function withFacts(
  words: unknown,
  holder: unknown,
  paths: readonly FactPath[],
  rebase: (path: string) => string = (path) => path,
): unknown {
  const copied = (value: unknown): unknown => {
    if (typeof value === 'string') return RELATIVE_PATH.test(value) ? rebase(value) : value;
    if (Array.isArray(value)) return value.map(copied);
    if (isRecord(value) && !(value instanceof Date))
      return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, copied(inner)]));
    return structuredClone(value);
  };
  const result: unknown = structuredClone(words ?? {});
  const apply = (target: unknown, source: unknown, path: readonly string[]) => {
    const [key, ...rest] = path;
    if (key === undefined) return;
    if (key === '[]') {
      if (!Array.isArray(target) || !Array.isArray(source)) return;
      target.forEach((item, index) => apply(item, source[index], rest));
      return;
    }
    if (!isRecord(target)) return;
    const value = isRecord(source) ? source[key] : undefined;
    if (rest.length === 0) {
      if (value === undefined) delete target[key];
      else target[key] = copied(value);
      return;
    }
    if (value === undefined) return;
    // A fact inside an object the translation leaves out (a cover picture's file, its description untranslated):
    // the object is made, and the schema then names the words it lacks.
    if (target[key] === undefined) target[key] = Array.isArray(value) ? [] : {};
    apply(target[key], value, rest);
  };
  for (const path of paths) apply(result, holder, path);
  return result;
}

/** Every concrete place where `data` writes one of the facts: what a translation must leave out. */
export function factsWritten(data: unknown, paths: readonly FactPath[]): DataPath[] {
  const found: DataPath[] = [];
  const visit = (node: unknown, path: readonly string[], at: DataPath) => {
    const [key, ...rest] = path;
    if (key === undefined) return void found.push(at);
    if (key === '[]') {
      if (Array.isArray(node)) node.forEach((item, index) => visit(item, rest, [...at, index]));
      return;
    }
    if (isRecord(node) && node[key] !== undefined) visit(node[key], rest, [...at, key]);
  };
  for (const path of paths) visit(data, path, []);
  return found;
}

/**
 * The lists that hold facts in their items, where a translation lists another number of items than the holder: the
 * facts of each item are taken by its place, so the two must list the same items in the same order.
 */
export function unevenLists(
  words: unknown,
  holder: unknown,
  paths: readonly FactPath[],
): Array<{ path: DataPath; words: number; holder: number }> {
  const found = new Map<string, { path: DataPath; words: number; holder: number }>();
  const visit = (target: unknown, source: unknown, path: readonly string[], at: DataPath) => {
    const [key, ...rest] = path;
    if (key === undefined) return;
    if (key === '[]') {
      if (!Array.isArray(target) || !Array.isArray(source)) return;
      if (target.length !== source.length)
        found.set(JSON.stringify(at), { path: at, words: target.length, holder: source.length });
      target.forEach((item, index) => visit(item, source[index], rest, [...at, index]));
      return;
    }
    if (isRecord(target) && isRecord(source)) visit(target[key], source[key], rest, [...at, key]);
  };
  // Only a list whose items hold facts is read by place; a list that is a fact as a whole is copied whole.
  for (const path of paths) if (path.slice(0, -1).includes('[]')) visit(words, holder, path, []);
  return [...found.values()];
}

/** `withFacts`' `rebase` for a translation at `ownFile` of the holder at `holderFile` (absolute paths). */
export const rebaseFrom = (holderFile: string, ownFile: string) => (path: string) => {
  const moved = relative(dirname(ownFile), resolve(dirname(holderFile), path))
    .split(sep)
    .join(posix.sep);
  return moved.startsWith('.') ? moved : `./${moved}`;
};

/** The language whose file holds an entry's facts: the first in the list of languages that has a file for it. */
export const factsHolder = (has: (locale: Locale) => boolean): Locale | undefined => LOCALE_CODES.find(has);
