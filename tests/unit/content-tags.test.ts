// The browser tests that read the content (through tests/support/content.ts or the content check) follow an editor's
// edits: `npm run check` runs them on the editor's content, so each is tagged @content and also runs on the edited
// copy of the content (scripts/edited-site.mjs), which makes every routine edit docs/CONTENT.md describes. A test
// reading the content without the tag could fail on an editor's correct change with no test of ours having tried it
// first: "the site itself is broken" for a content edit. Read with TypeScript's parser: every test() of such a spec
// file carries the tag, itself or through the describe() around it.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const E2E = 'tests/e2e';
/** How a spec reads the content: the tests' reader, or the content check itself. */
const READS_CONTENT = /from '\.\.\/support\/content'|content-check\/check'/;
/**
 * Specs that read the content but whose untagged tests need not follow edits, and why. Kept short: each is a test
 * that an editor's edit cannot break without a schema or the content check stopping it first.
 */
const NEED_NOT_FOLLOW = new Map([
  [
    'editor.desktop.spec.ts',
    'each test works on a copy of the project it makes itself and asserts on what it wrote there',
  ],
  [
    'nginx.desktop.spec.ts',
    'the server’s rules answer every built page alike: the content gives it only the list of pages to ask for',
  ],
  [
    'consultation-form.spec.ts',
    'the form’s behaviour (validation order, encoding, hand-offs) on the first service with a form, the same for any words its schema accepts; its tests of the words themselves are tagged',
  ],
]);

/** Whether a call's options (its second argument when an object) carry the tag, alone or in a list. */
function tagged(call: ts.CallExpression, tag: string): boolean {
  const options = call.arguments.find(ts.isObjectLiteralExpression);
  const property = options?.properties.find(
    (candidate): candidate is ts.PropertyAssignment =>
      ts.isPropertyAssignment(candidate) && ts.isIdentifier(candidate.name) && candidate.name.text === 'tag',
  );
  if (!property) return false;
  const text = property.initializer.getText();
  return text.includes(`'${tag}'`) || text.includes(`"${tag}"`);
}

/** `test(…)` or `test.describe(…)` (and their .only/.skip forms): which, or none. */
function kindOf(call: ts.CallExpression): 'test' | 'describe' | undefined {
  const callee = call.expression.getText();
  if (/^test(\.(only|skip|fixme|fail))?$/.test(callee)) return 'test';
  if (/^test\.describe(\.(only|skip|serial|parallel))?$/.test(callee)) return 'describe';
  return undefined;
}

/** The tests of a spec file without `tag`, by their first line and title as written. */
function untagged(file: string, text: string, tag: string): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node, inherited: boolean) => {
    let covered = inherited;
    if (ts.isCallExpression(node)) {
      const kind = kindOf(node);
      if (kind) covered ||= tagged(node, tag);
      if (kind === 'test' && !covered) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push(`${file}:${line}: ${node.arguments[0]?.getText().slice(0, 90)}`);
      }
    }
    ts.forEachChild(node, (child) => visit(child, covered));
  };
  visit(source, false);
  return found;
}

describe('the browser tests that read the content are tagged @content', () => {
  it('the check finds a test without the tag, whether tagged itself or through its describe', () => {
    const lines = (text: string) => untagged('example.spec.ts', text, '@content');
    expect(lines("test('a', { tag: '@content' }, () => {});")).toEqual([]);
    expect(lines("test('a', { tag: ['@once', '@content'] }, () => {});")).toEqual([]);
    expect(lines("test.describe('d', { tag: '@content' }, () => { test('a', () => {}); });")).toEqual([]);
    expect(
      lines("test('a', () => {});\ntest.describe('d', () => { test('b', { tag: '@once' }, () => {}); });"),
    ).toEqual(["example.spec.ts:1: 'a'", "example.spec.ts:2: 'b'"]);
  });

  it('in every spec that reads the content, every test', () => {
    const specs = readdirSync(E2E).filter((name) => name.endsWith('.ts'));
    const reading = specs.filter((name) => READS_CONTENT.test(readFileSync(join(E2E, name), 'utf8')));
    expect(reading.length).toBeGreaterThan(0);
    for (const name of NEED_NOT_FOLLOW.keys()) expect(reading, `${name} still reads the content`).toContain(name);
    const missing = reading
      .filter((name) => !NEED_NOT_FOLLOW.has(name))
      .flatMap((name) => untagged(join(E2E, name), readFileSync(join(E2E, name), 'utf8'), '@content'));
    expect(missing).toEqual([]);
  });
});
