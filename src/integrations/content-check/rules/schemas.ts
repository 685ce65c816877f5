import { dirname } from 'node:path';
import type { ImageFunction } from 'astro/content/config';
import { z } from 'astro/zod';
import { contentErrorMap, describeValue } from '../../../content/schemas/error-map';
import { contentWarnings } from '../../../content/schemas/warnings';
import { factPathsOf } from '../../../content/collections';
import type { FactPath } from '../../../content/facts';
import { formatPath, lineOf, readFiles, report, type ContentRule, type Located, type Path } from '../site';
import { fieldsWithFacts } from './facts';

/** Stands in for Astro's image(): the path string. The collections wrap it in checkedImage(), which reports missing files. */
const imageStub = (() => z.string()) as unknown as ImageFunction;

/**
 * Each file against its collection's schema (src/content/collections.ts), the site's own rules, each mistake on the
 * line of its field in the error map's plain words; the warnings a schema states (contentWarnings) on its valid
 * entries. A valid file becomes its collection's entry, for the rules across files.
 */
export const schemas: ContentRule = {
  name: 'schemas',
  after: {
    'YAML anchors, aliases and tags': 'resolving the fields would expand an alias bomb',
    facts: 'a translation is read with the facts of its holder',
  },
  run(content) {
    for (const file of readFiles(content)) {
      const { source, locale } = file.group;
      const { doc, lineAt, lineText } = file.read;
      const schema =
        typeof source.schema === 'function'
          ? source.schema({ image: imageStub, folder: dirname(file.path) })
          : source.schema;
      const locate = (path: Path) => lineOf(doc.contents, path, lineAt);
      const data = fieldsWithFacts(file);
      const result = (schema as z.ZodType).safeParse(data, { error: contentErrorMap, reportInput: true });
      // A translation's facts are its holder's, whose own lines report what is wrong with them.
      const facts = file.holder ? factPathsOf(source) : [];
      const issues = result.success
        ? []
        : result.error.issues.filter((issue) => !facts.some((fact) => within(issue.path as Path, fact)));
      // A value of the wrong type fails the length rules of that field too: report the type only.
      const mistyped = new Set(
        issues.filter((issue) => issue.code === 'invalid_type').map((issue) => JSON.stringify(issue.path)),
      );
      const errors = issues
        .filter((issue) => issue.code === 'invalid_type' || !mistyped.has(JSON.stringify(issue.path)))
        .flatMap((issue): Located[] => {
          const path = issue.path as Path;
          if (issue.code === 'unrecognized_keys') {
            const lines = issue.message.split('\n');
            return issue.keys.map((key, index) => ({
              line: locate([...path, key]),
              message: `field "${formatPath([...path, key])}" ${lines[index]}`,
            }));
          }
          const line = locate(path);
          if (path.length === 0)
            return [{ line, message: `the file should hold fields (name: value lines), found ${describeValue(data)}` }];
          return [
            { line, message: `field "${formatPath(path)}" ${issue.message}${sourceHint(issue, lineText(line))}` },
          ];
        })
        .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
      report(
        content,
        file,
        'error',
        errors.filter(
          (error, index) =>
            errors.findIndex((other) => other.message === error.message && other.line === error.line) === index,
        ),
      );
      if (!result.success) {
        file.refused = { data, paths: issues.map((issue) => issue.path as Path), lineOf: locate };
        continue;
      }
      const stated = contentWarnings.get(schema as z.ZodType)?.warn(result.data as never) ?? [];
      report(
        content,
        file,
        'warning',
        stated.map(({ path, message }) => ({ line: locate(path), message: `field "${formatPath(path)}" ${message}` })),
      );
      file.entry = { id: file.id, locale, file, data: result.data, lineOf: locate, holdsFacts: !file.holder };
      file.group.entries.push(file.entry);
    }
  },
};

/** Whether a place in the data is a fact's place or inside it (`[]` standing for any list item). */
const within = (path: Path, fact: FactPath) =>
  path.length >= fact.length &&
  fact.every((key, index) => (key === '[]' ? typeof path[index] === 'number' : key === path[index]));

/** Hints that need the line as written: an unquoted ": " in a list item, a " #" that cut a value short. */
function sourceHint(issue: z.core.$ZodIssue, text: string) {
  const input = (issue as { input?: unknown }).input;
  if (issue.code !== 'invalid_type' || issue.expected !== 'string') return '';
  const item = /^\s*-\s+([^"'#][^#]*?:\s.*?)\s*(?:\s#.*)?$/.exec(text)?.[1];
  if (item && typeof input === 'object' && input !== null)
    return ` (the ": " made it a field: put the whole item in double quotes: - "${item.replace(/"/g, '\\"')}")`;
  if (input === null && /\s#/.test(text))
    return ' (everything after " #" is a comment: put the value in double quotes)';
  return '';
}
