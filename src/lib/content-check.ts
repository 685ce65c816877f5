/**
 * `npm run check:content`: checks every content file against the same schemas Astro uses (the list in
 * src/content/collections.ts) and describes each problem in one plain line for content editors:
 * file, line, field, what was expected and what was found. Also warns about placeholder values left in.
 *
 * Runs in plain Node (scripts/check-content.mjs loads it through vite) and in Vitest: no astro: imports.
 */
import { existsSync, globSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import type { ImageFunction } from 'astro/content/config';
import { z } from 'astro/zod';
import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Node } from 'yaml';
import { contentSources } from '../content/collections';

export interface ContentCheckResult {
  errors: string[];
  warnings: string[];
}

export interface ContentCheckOptions {
  /** Paths in messages are relative to this folder (default: the current directory, the project root). */
  relativeTo?: string;
}

type PathSegment = string | number;
type Issue = z.core.$ZodIssue;

/** Stands in for Astro's image(): any path string. The collections' factories wrap it in checkedImage(), which reports missing files. */
const imageStub = (() => z.string()) as unknown as ImageFunction;

export function checkContent(contentRoot: string, options: ContentCheckOptions = {}): ContentCheckResult {
  const root = resolve(contentRoot);
  const base = resolve(options.relativeTo ?? process.cwd());
  const show = (file: string) => relative(base, file).split(sep).join('/');
  const errors: string[] = [];
  const warnings: string[] = [];

  const folders = new Map<string, string[]>();
  for (const source of contentSources) {
    folders.set(source.folder, [...(folders.get(source.folder) ?? []), source.pattern]);
    const folder = join(root, source.folder);
    const files = existsSync(folder)
      ? globSync(source.pattern, { cwd: folder })
          .map((file) => join(folder, file))
          .filter((file) => statSync(file).isFile())
          .sort()
      : [];
    if (files.length === 0) {
      errors.push(
        isPlainName(source.pattern)
          ? `${show(join(folder, source.pattern))}: file is missing (the site needs it)`
          : `${show(folder)}: no ${source.pattern} files found (the site needs at least one)`,
      );
    }
    // Entries are listed by `order`: two with the same number would swap places unpredictably.
    const firstWithOrder = new Map<number, string>();
    for (const file of files) {
      const schema =
        typeof source.schema === 'function' ? source.schema({ image: imageStub, folder: dirname(file) }) : source.schema;
      const result = checkFile(file, schema);
      errors.push(...result.errors.map((problem) => `${show(file)}${problem}`));
      warnings.push(...result.warnings.map((problem) => `warning: ${show(file)}${problem}`));
      if (!result.order) continue;
      const { value, line } = result.order;
      const first = firstWithOrder.get(value);
      if (first === undefined) firstWithOrder.set(value, file);
      else errors.push(`${show(file)}${line === undefined ? '' : `:${line}`}: field "order" is ${value}, the same as in ${show(first)} (give each a different number)`);
    }
  }

  // A file in a content folder that no pattern matches is silently left out of the site.
  for (const [folder, patterns] of folders) {
    const dir = join(root, folder);
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir).sort()) {
      if (name.startsWith('.') || !statSync(join(dir, name)).isFile()) continue;
      if (patterns.some((pattern) => matchesPattern(name, pattern))) continue;
      warnings.push(
        `warning: ${show(join(dir, name))}: this file is not used by the site (files here must match ${patterns.join(' or ')})`,
      );
    }
  }

  // One line per problem, whatever a schema's own message holds.
  const oneLine = (line: string) => line.replace(/\s*\r?\n\s*/g, ' ');
  return { errors: errors.map(oneLine), warnings: warnings.map(oneLine) };
}

const isPlainName = (pattern: string) => !/[*?[\]{}]/.test(pattern);

function matchesPattern(name: string, pattern: string) {
  if (isPlainName(pattern)) return name === pattern;
  const regex = pattern.replace(/[.+^$()|\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]');
  return new RegExp(`^${regex}$`).test(name);
}

/* ------------------------------------------------------------------------------------------------ */
/* One file                                                                                          */
/* ------------------------------------------------------------------------------------------------ */

/** Problems of one file, each starting with ":<line>: " or ": " so the caller prefixes the file name. */
interface FileProblems {
  errors: string[];
  warnings: string[];
  /** The entry's valid `order` field, if it has one, for the collection-wide check that no two share it. */
  order?: { value: number; line: number | undefined };
}

interface Parsed {
  source: string;
  /** Lines of the file before `source` starts (1 for Markdown front matter: the opening ---). */
  lineOffset: number;
}

function checkFile(file: string, schema: z.ZodType): FileProblems {
  const text = readFileSync(file, 'utf8').replace(/^\uFEFF/, '');
  const parsed = file.endsWith('.md') ? frontMatter(text) : { source: text, lineOffset: 0 };
  if (typeof parsed === 'string') return { errors: [parsed], warnings: [] };

  const lineCounter = new LineCounter();
  const doc = parseDocument(parsed.source, {
    lineCounter,
    prettyErrors: false,
    // As js-yaml (which Astro uses) reads them.
    customTags: ['timestamp'],
    merge: true,
  });
  const lineAt = (offset: number) => lineCounter.linePos(offset).line + parsed.lineOffset;
  const at = (line: number | undefined) => (line === undefined ? ': ' : `:${line}: `);

  const syntaxError = doc.errors[0];
  if (syntaxError) {
    const line = lineAt(syntaxError.pos[0]);
    const lineText = parsed.source.split(/\r?\n/)[line - parsed.lineOffset - 1] ?? '';
    return { errors: [`${at(line)}YAML syntax error: ${syntaxMessage(syntaxError.code, syntaxError.message, lineText)}`], warnings: [] };
  }

  const data: unknown = doc.contents === null ? {} : doc.toJS();
  const locate = (path: readonly PathSegment[]) => locateNode(doc.contents, path, lineAt);
  const result = schema.safeParse(data, { reportInput: true });
  const problems: Array<{ line: number | undefined; message: string }> = [];
  if (!result.success) {
    for (const issue of result.error.issues) {
      problems.push(...describeIssue(issue, [], { schema, data, locate, source: parsed.source, lineOffset: parsed.lineOffset }));
    }
  }
  const seen = new Set<string>();
  const errors = problems
    .map((problem, index) => ({ ...problem, index }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || a.index - b.index)
    .map(({ line, message }) => `${at(line)}${message}`)
    .filter((line) => !seen.has(line) && Boolean(seen.add(line)));

  const warnings = placeholderWarnings(doc.contents, parsed.source, lineAt).map(
    ({ line, message }) => `${at(line)}${message}`,
  );
  const order = result.success ? (result.data as { order?: unknown }).order : undefined;
  return {
    errors,
    warnings,
    ...(typeof order === 'number' ? { order: { value: order, line: locate(['order']).line } } : {}),
  };
}

/** The YAML between the opening and closing `---` of a Markdown file, or an error line. */
function frontMatter(text: string): Parsed | string {
  const lines = text.split(/\r?\n/);
  if (!/^---\s*$/.test(lines[0] ?? '')) {
    return ':1: the file should start with a line of three dashes --- followed by its fields (the front matter)';
  }
  const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
  if (end === -1) {
    return `:${lines.length}: the front matter is not closed: add a line of three dashes --- after the last field`;
  }
  return { source: lines.slice(1, end).join('\n'), lineOffset: 1 };
}

function syntaxMessage(code: string, message: string, lineText: string) {
  const hints: string[] = [];
  const value = plainValue(lineText);
  if (value?.includes(': ')) {
    hints.push(`the value contains ": ", so put the whole value in double quotes: "${value.replace(/"/g, '\\"')}"`);
  } else if (code === 'TAB_AS_INDENT' || /^\s*\t/.test(lineText)) {
    hints.push('indent with spaces, not tabs');
  } else if (code === 'DUPLICATE_KEY') {
    hints.push('the same field name is written twice at this level');
  } else if (code === 'BAD_INDENT' || code === 'BLOCK_AS_IMPLICIT_KEY' || code === 'MULTILINE_IMPLICIT_KEY') {
    hints.push('check the indentation: use spaces exactly like the lines around it');
  }
  return hints.length ? `${message} (${hints.join('; ')})` : message;
}

/** The unquoted value of a `key: value` (or `- key: value`) line, without a trailing comment. */
function plainValue(lineText: string) {
  const match = /^\s*(?:-\s+)?[^\s#'"][^:#]*:\s+(.*)$/.exec(lineText);
  if (!match?.[1]) return undefined;
  const value = match[1].replace(/\s+#.*$/, '').trim();
  return /^["'|>[{&*!]/.test(value) ? undefined : value;
}

/* ------------------------------------------------------------------------------------------------ */
/* Positions                                                                                         */
/* ------------------------------------------------------------------------------------------------ */

/**
 * The line of the field at `path`: the line of its key (or list item). When it is missing, the line of the
 * deepest parent that exists (undefined for a missing top-level field).
 */
function locateNode(
  root: unknown,
  path: readonly PathSegment[],
  lineAt: (offset: number) => number,
): { line: number | undefined; found: boolean; node: unknown } {
  let node: unknown = root;
  let line: number | undefined;
  for (const segment of path) {
    if (isMap(node)) {
      const pair = node.items.find((item) => isScalar(item.key) && String(item.key.value) === String(segment));
      if (!pair) return { line, found: false, node: undefined };
      const start = (pair.key as Scalar).range?.[0];
      if (start !== undefined) line = lineAt(start);
      node = pair.value;
    } else if (isSeq(node) && typeof segment === 'number') {
      const item = node.items[segment];
      if (item === undefined) return { line, found: false, node: undefined };
      const start = (item as Node | null)?.range?.[0];
      if (start !== undefined) line = lineAt(start);
      node = item;
    } else {
      return { line, found: false, node: undefined };
    }
  }
  return { line, found: true, node };
}

/* ------------------------------------------------------------------------------------------------ */
/* Issues in plain words                                                                             */
/* ------------------------------------------------------------------------------------------------ */

interface IssueContext {
  schema: z.ZodType;
  data: unknown;
  locate: (path: readonly PathSegment[]) => { line: number | undefined; found: boolean; node: unknown };
  source: string;
  lineOffset: number;
}

type Problem = { line: number | undefined; message: string };

export function formatPath(path: readonly PathSegment[]) {
  return path.map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`)).join('');
}

const fieldName = (path: readonly PathSegment[]) => (path.length ? `field "${formatPath(path)}"` : 'the file');

function describeIssue(issue: Issue, prefix: readonly PathSegment[], context: IssueContext): Problem[] {
  const path = [...prefix, ...(issue.path as PathSegment[])];
  const { line } = context.locate(path);
  const field = fieldName(path);
  const input = (issue as { input?: unknown }).input;
  const one = (message: string): Problem[] => [{ line, message }];

  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return one(`${field} is missing`);
      if (path.length === 0) return one(`the file should contain fields (name: value lines), found ${describeValue(input)}`);
      return one(`${field} should be ${expectedType(issue.expected)}, found ${describeValue(input)}${typeHint(issue.expected, input, line, context)}`);
    }
    case 'too_small':
    case 'too_big':
      return one(`${field} ${sizeMessage(issue, input)}`);
    case 'invalid_format':
      return one(`${field} ${formatMessage(issue)}, found ${describeValue(input, false)}`);
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const keyPath = [...path, key];
        return { line: context.locate(keyPath).line, message: `${fieldName(keyPath)} is not allowed${keySuggestion(key, path, context)}` };
      });
    case 'invalid_value': {
      const expected = issue.values.map((value) => JSON.stringify(value));
      if (input === undefined) return one(`${field} is missing (it should be ${oneOf(expected)})`);
      return one(`${field} should be ${oneOf(expected)} — found ${describeValue(input, false)}`);
    }
    case 'invalid_union': {
      const discriminated = issue as typeof issue & { discriminator?: string; options?: unknown[] };
      if (discriminated.discriminator && discriminated.options) {
        const expected = discriminated.options.map((value) => JSON.stringify(value));
        // The issue's path ends with the discriminator; its input is the object holding it.
        const found = isRecord(input) ? input[discriminated.discriminator] : undefined;
        if (found === undefined) return one(`${field} is missing (it should be ${oneOf(expected)})`);
        return one(`${field} should be ${oneOf(expected)} — found ${describeValue(found, false)}`);
      }
      // A plain union: explain the alternative that came closest.
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0];
      if (!closest?.length) return one(`${field} does not match any of the allowed forms`);
      return closest.flatMap((inner) => describeIssue(inner as Issue, path, context));
    }
    case 'not_multiple_of':
      return one(`${field} should be a multiple of ${String(issue.divisor)}, found ${describeValue(input)}`);
    case 'custom':
      return one(issue.message && issue.message !== 'Invalid input' ? `${field}: ${issue.message}` : `${field} is not valid`);
    default:
      return one(`${field}: ${issue.message}`);
  }
}

function oneOf(values: string[]) {
  return values.length === 1 ? values[0]! : `one of ${values.join(', ')}`;
}

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'a group of fields',
  date: 'a date',
};

function expectedType(expected: string) {
  return TYPE_NAMES[expected] ?? expected;
}

function typeHint(expected: string, input: unknown, line: number | undefined, context: IssueContext) {
  if (expected === 'string' && (typeof input === 'number' || typeof input === 'boolean' || input instanceof Date)) {
    return ' (put the value in double quotes to keep it as text)';
  }
  if (input === null && line !== undefined) {
    const lineText = context.source.split(/\r?\n/)[line - context.lineOffset - 1] ?? '';
    if (/\s#/.test(lineText)) return ' (everything after " #" is a comment: put the value in double quotes)';
  }
  return '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function describeValue(value: unknown, labelText = true): string {
  if (value === null || value === undefined) return 'an empty value';
  if (typeof value === 'string') {
    const shown = JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value);
    return labelText ? `text ${shown}` : shown;
  }
  if (typeof value === 'number') return labelText ? `the number ${value}` : String(value);
  if (typeof value === 'boolean') return `${value} (a yes/no value)`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  if (typeof value === 'object') return 'a group of fields';
  return String(value);
}

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

function sizeMessage(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, input: unknown) {
  const small = issue.code === 'too_small';
  const limit = Number(small ? (issue as z.core.$ZodIssueTooSmall).minimum : (issue as z.core.$ZodIssueTooBig).maximum);
  const exact = Boolean(issue.exact);
  const bound = exact ? 'exactly' : small ? (issue.inclusive === false ? 'more than' : 'at least') : issue.inclusive === false ? 'less than' : 'at most';
  switch (issue.origin) {
    case 'string': {
      const length = typeof input === 'string' ? input.length : undefined;
      if (small && limit === 1 && !exact && length === 0) return 'should not be empty';
      return `should be ${bound} ${plural(limit, 'character')}${length === undefined ? '' : `, found ${length}`}`;
    }
    case 'array':
    case 'set': {
      const length = Array.isArray(input) ? input.length : undefined;
      return `should have ${bound} ${plural(limit, 'item')}${length === undefined ? '' : `, found ${length}`}`;
    }
    case 'number':
    case 'int':
    case 'bigint':
      return `should be ${bound} ${limit}${typeof input === 'number' ? `, found ${input}` : ''}`;
    default:
      return `should be ${bound} ${limit}`;
  }
}

function formatMessage(issue: z.core.$ZodIssueInvalidStringFormat) {
  switch (issue.format) {
    case 'email':
      return 'should be an email address';
    case 'url': {
      const { pattern, note } = issue as { pattern?: string; note?: string };
      if (note === 'Invalid protocol' && pattern === '^https$') return 'should be a full web address starting with https://';
      if (note === 'Invalid protocol') return 'should be a full web address starting with https:// or http://';
      return 'should be a full web address (such as https://www.example.com/page)';
    }
    case 'regex':
      // A message written in the schema says what is expected; zod's own only shows the pattern.
      return issue.message.startsWith('Invalid string:') ? `should match the pattern ${issue.pattern ?? ''}`.trim() : issue.message;
    case 'starts_with':
      return `should start with "${String((issue as { prefix?: string }).prefix)}"`;
    case 'ends_with':
      return `should end with "${String((issue as { suffix?: string }).suffix)}"`;
    case 'includes':
      return `should contain "${String((issue as { includes?: string }).includes)}"`;
    default:
      return `should be a valid ${issue.format}`;
  }
}

/* ------------------------------------------------------------------------------------------------ */
/* "Did you mean" for unknown fields                                                                 */
/* ------------------------------------------------------------------------------------------------ */

function keySuggestion(key: string, objectPath: readonly PathSegment[], context: IssueContext) {
  const present = valueAt(context.data, objectPath);
  const known = objectKeysAt(context.schema, objectPath, context.data).filter((name) => !(isRecord(present) && name in present));
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const distance = name.toLowerCase() === key.toLowerCase() ? 0 : editDistance(name.toLowerCase(), key.toLowerCase());
    if (!best || distance < best.distance) best = { name, distance };
  }
  if (best && best.distance <= Math.max(1, Math.floor(key.length / 3))) return ` (did you mean "${best.name}"?)`;
  if (known.length > 0 && known.length <= 8) return ` (fields still allowed here: ${known.join(', ')})`;
  return '';
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  let value = data;
  for (const segment of path) {
    if (Array.isArray(value) && typeof segment === 'number') value = value[segment];
    else if (isRecord(value)) value = value[String(segment)];
    else return undefined;
  }
  return value;
}

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  left?: z.ZodType;
  right?: z.ZodType;
  values?: unknown[];
}

const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schemas at `path`, looking through optional, default, pipes and unions (the matching option of a discriminated one). */
function schemasAt(schema: z.ZodType, path: readonly PathSegment[], data: unknown): z.ZodType[] {
  const unwrap = (candidate: z.ZodType, value: unknown): z.ZodType[] => {
    const def = defOf(candidate);
    switch (def.type) {
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'nonoptional':
      case 'readonly':
      case 'catch':
        return def.innerType ? unwrap(def.innerType, value) : [];
      case 'pipe':
        return def.in ? unwrap(def.in, value) : [];
      case 'intersection':
        return [def.left, def.right].flatMap((part) => (part ? unwrap(part, value) : []));
      case 'union': {
        const options = (def.options ?? []).flatMap((option) => unwrap(option, value));
        const discriminator = def.discriminator;
        if (!discriminator || !isRecord(value)) return options;
        const matching = options.filter((option) => {
          const literal = defOf(option).shape?.[discriminator];
          return literal ? (defOf(literal).values ?? []).includes(value[discriminator]) : false;
        });
        return matching.length ? matching : options;
      }
      default:
        return [candidate];
    }
  };

  let current = unwrap(schema, data);
  let value = data;
  for (const segment of path) {
    value = valueAt(value, [segment]);
    current = current.flatMap((candidate) => {
      const def = defOf(candidate);
      if (def.type === 'object' && typeof segment === 'string' && def.shape?.[segment]) return unwrap(def.shape[segment], value);
      if (def.type === 'array' && typeof segment === 'number' && def.element) return unwrap(def.element, value);
      return [];
    });
  }
  return current;
}

function objectKeysAt(schema: z.ZodType, path: readonly PathSegment[], data: unknown) {
  const keys = schemasAt(schema, path, data).flatMap((candidate) => Object.keys(defOf(candidate).shape ?? {}));
  return [...new Set(keys)];
}

function editDistance(a: string, b: string) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/* ------------------------------------------------------------------------------------------------ */
/* Placeholders                                                                                      */
/* ------------------------------------------------------------------------------------------------ */

const TEST_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost)$|^(?:.+\.)?example\.(?:com|net|org)$/i;
const SAMPLE_PHONE_DIGITS = '911244000000';
const SOCIAL_HOSTS = /(?:^|\.)(?:linkedin\.com|x\.com|twitter\.com|instagram\.com|facebook\.com|youtube\.com)$/i;

/** One warning per line still holding a stand-in value: marked `# PLACEHOLDER`, or a recognisable sample. */
function placeholderWarnings(root: unknown, source: string, lineAt: (offset: number) => number): Problem[] {
  const byLine = new Map<number, { field: string; value: string; reasons: string[] }>();
  const add = (node: Node, path: readonly PathSegment[], value: string, reason: string) => {
    const line = lineAt(node.range?.[0] ?? 0);
    const entry = byLine.get(line) ?? { field: formatPath(path), value, reasons: [] };
    if (!entry.reasons.includes(reason)) entry.reasons.push(reason);
    byLine.set(line, entry);
  };

  const visit = (node: unknown, path: readonly PathSegment[]) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isPair(pair) && isScalar(pair.key)) visit(pair.value, [...path, String(pair.key.value)]);
      }
      return;
    }
    if (isSeq(node)) {
      if (node.flow && hasMarker(node, source)) add(node, path, node.toString(), 'marked # PLACEHOLDER');
      node.items.forEach((item, index) => visit(item, [...path, index]));
      return;
    }
    if (!isScalar(node) || isAlias(node) || node.value === null || node.value === undefined) return;
    const value = String(node.value);
    if (hasMarker(node, source)) add(node, path, value, 'marked # PLACEHOLDER');
    // A form field's `placeholder` is a sample by design (e.g. "rohan@example.com" in the empty email field).
    if (path.at(-1) === 'placeholder') return;
    for (const reason of sampleValueReasons(value)) add(node, path, value, reason);
  };
  visit(root, []);

  return [...byLine.entries()]
    .sort(([a], [b]) => a - b)
    .map(([line, { field, value, reasons }]) => ({
      line,
      message: `placeholder still present: ${field || 'value'} ${JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value)} (${reasons.join('; ')})`,
    }));
}

/** A `# … PLACEHOLDER …` comment right after the value on its line (or after a block scalar's `>-` / `|`). */
function hasMarker(node: Node, source: string) {
  const [start, valueEnd] = node.range ?? [0, 0];
  const restOfLine = (offset: number) => {
    const end = source.indexOf('\n', offset);
    return source.slice(offset, end === -1 ? undefined : end);
  };
  // A block scalar's comment follows its `>-` or `|` header; any other value's comment follows the value.
  const block = isScalar(node) && (node.type === Scalar.BLOCK_FOLDED || node.type === Scalar.BLOCK_LITERAL);
  return (block ? /^[|>][^#]*#.*\bPLACEHOLDER\b/ : /^\s*#.*\bPLACEHOLDER\b/).test(restOfLine(block ? start : valueEnd));
}

function sampleValueReasons(value: string): string[] {
  const reasons: string[] = [];
  for (const match of value.matchAll(/[^\s@<>"'(),]+@([^\s@<>"'(),/]+)/g)) {
    const domain = match[1]!.replace(/\.$/, '');
    if (TEST_DOMAIN.test(domain)) reasons.push(`${domainLabel(domain)} is a test domain, not a real address`);
  }
  for (const match of value.matchAll(/\bhttps?:\/\/[^\s"'<>]+/gi)) {
    let url: URL;
    try {
      url = new URL(match[0]);
    } catch {
      continue;
    }
    if (TEST_DOMAIN.test(url.hostname)) reasons.push(`${domainLabel(url.hostname)} is a test domain, not a real address`);
    else if (SOCIAL_HOSTS.test(url.hostname) && (url.pathname === '/' || url.pathname === '') && !url.search) {
      reasons.push("the network's home page, not the firm's profile");
    }
  }
  if (/^\+?[\d\s().-]+$/.test(value) && value.replace(/\D/g, '') === SAMPLE_PHONE_DIGITS) {
    reasons.push('the sample phone number');
  }
  return [...new Set(reasons)];
}

function domainLabel(domain: string) {
  const exampleCom = /example\.(?:com|net|org)$/i.exec(domain);
  return exampleCom ? exampleCom[0] : `.${domain.split('.').pop()}`;
}
