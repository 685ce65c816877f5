// The languages are declared once, in src/i18n/locales.ts: no code, script or test writes its own list of them (an
// array of two codes, an object keyed by each, a pattern alternating them), which a new language would not join.
// Every file of src/, scripts/ and tests/ (and the project's configuration) is read as TypeScript reads it, and each
// array, union type and regular expression naming two of the site's languages or more, and each object keyed by every
// one of them, is reported with its file and line. (An object keyed by some languages holds what is true of those
// only: the languages whose text is a draft, a language's own byte budget.)
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../../src/i18n/locales';

const project = fileURLToPath(new URL('../..', import.meta.url));
/** The one place a list of the languages belongs. */
const DECLARATION = 'src/i18n/locales.ts';
const CODE = /\.(?:[cm]?[jt]sx?|astro)$/;

function files(dir: string): string[] {
  return readdirSync(join(project, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || path === 'tests/fixtures' ? [] : files(path);
    return entry.isFile() && CODE.test(entry.name) ? [path] : [];
  });
}

/** The site's language codes among a list of names. */
const languagesIn = (names: Array<string | undefined>, codes: readonly string[]) =>
  [...new Set(names.filter((name): name is string => !!name && codes.includes(name)))].sort();

/**
 * Every literal list of two languages or more in a source text: arrays of strings and sets built from them, objects
 * keyed by languages, and regular expressions with an alternation of languages. An Astro file's script parts are read
 * as TypeScript, its markup as it is.
 */
function literalLanguageLists(file: string, text: string, codes: readonly string[] = LOCALE_CODES) {
  const found: Array<{ line: number; languages: string[] }> = [];
  const source = ts.createSourceFile(
    file,
    file.endsWith('.astro') ? text.replace(/^---$/gm, '') : text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') || file.endsWith('.astro') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const report = (node: ts.Node, names: Array<string | undefined>, least = 2) => {
    const languages = languagesIn(names, codes);
    if (languages.length >= least)
      found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, languages });
  };
  const nameOf = (node: ts.Node) =>
    ts.isStringLiteralLike(node) || ts.isIdentifier(node) || ts.isNumericLiteral(node) ? node.text : undefined;
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node)) report(node, node.elements.map(nameOf));
    else if (ts.isObjectLiteralExpression(node))
      report(
        node,
        node.properties.map((property) => (property.name ? nameOf(property.name) : undefined)),
        Math.max(2, codes.length),
      );
    else if (ts.isRegularExpressionLiteral(node))
      report(
        node,
        node.text.split(/[^a-zA-Z-]+/).filter((part) => part.length > 0),
      );
    else if (ts.isUnionTypeNode(node))
      report(
        node,
        node.types.map((type) => (ts.isLiteralTypeNode(type) ? nameOf(type.literal) : undefined)),
      );
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('the languages are listed once', () => {
  it('the check finds the ways a list of languages gets written', () => {
    // Two made-up language codes: the detector is given its list, so no site language is written here.
    const codes = 'xa xb'.split(' ');
    const lists = (text: string) =>
      literalLanguageLists('example.ts', text, codes).map(({ languages }) => languages.join(' '));
    expect(lists("for (const locale of ['xa', 'xb']) run(locale);")).toEqual(['xa xb']);
    expect(lists('const words = { xa: "Team", xb: "الفريق" };')).toEqual(['xa xb']);
    expect(lists('const pattern = /^\\/(xa|xb)\\//;')).toEqual(['xa xb']);
    expect(lists("type Language = 'xa' | 'xb';")).toEqual(['xa xb']);
    expect(lists("const known = new Set(['xb', 'xa']);")).toEqual(['xa xb']);
    // One language named on its own is no list: a sample, a fixture's language, a default; nor is what is true of some
    // languages only, keyed by them.
    expect(lists("const other = { xb: 'نص' }; if (locale === 'xb') go(); const day = 'xa-GB';")).toEqual([]);
    expect(
      literalLanguageLists('example.ts', 'const drafts = { xb: "a draft", xc: "a draft" };', 'xa xb xc'.split(' ')),
    ).toEqual([]);
    expect(lists("const candidates = ['yc', 'yd', 'ye'];")).toEqual([]);
  });

  it(`no file of src/, scripts/ or tests/ lists the languages but ${DECLARATION}`, () => {
    const sources = [
      ...['src', 'scripts', 'tests'].flatMap(files),
      ...readdirSync(project, { withFileTypes: true })
        .filter((entry) => entry.isFile() && CODE.test(entry.name))
        .map((entry) => entry.name),
    ].filter((file) => file !== DECLARATION);
    expect(sources.length).toBeGreaterThan(100);
    const lists = sources.flatMap((file) =>
      literalLanguageLists(file, readFileSync(join(project, file), 'utf8')).map(
        ({ line, languages }) =>
          `${relative(project, join(project, file))}:${line}: lists ${languages.join(', ')}: read LOCALE_CODES (${DECLARATION}) instead`,
      ),
    );
    expect(lists).toEqual([]);
  });
});
