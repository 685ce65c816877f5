/**
 * One zod error map for content files: every rule a schema checks, said in plain words for content editors.
 * A message reads after the words `field "<path>"` (the content check adds the file, line and field), e.g.
 * `should have at most 6 items, found 7`. Messages written in a schema itself (`.regex(…, 'must be …')`,
 * refinements) take precedence over this map, so they are phrased the same way.
 */
import { z } from 'astro/zod';

type RawIssue = z.core.$ZodRawIssue;

const TYPE_NAMES: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list (one "- item" per line)',
  object: 'a group of fields',
  date: 'a date',
};

const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;

/** A value as an editor wrote it: text in quotes, lists and groups by their shape. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'an empty value';
  if (typeof value === 'string') return JSON.stringify(value.length > 80 ? `${value.slice(0, 77)}…` : value);
  if (typeof value === 'number') return `the number ${value}`;
  if (typeof value === 'boolean') return `${value} (a yes/no value)`;
  if (value instanceof Date) return `a date (${value.toISOString().slice(0, 10)})`;
  if (Array.isArray(value)) return `a list of ${plural(value.length, 'item')}`;
  return 'a group of fields';
}

const oneOf = (values: readonly unknown[]) => {
  const shown = values.map((value) => JSON.stringify(value));
  return shown.length === 1 ? shown[0]! : `one of ${shown.join(', ')}`;
};

/** What to add for a missing field: its own description from the schema (`.describe()`), when it has one. */
const describedAs = (inst: unknown) => {
  const description = (inst as { description?: string } | undefined)?.description;
  return description ? ` (add it: ${description.replace(/\.$/, '')})` : '';
};

function sizeMessage(issue: Extract<RawIssue, { code: 'too_small' | 'too_big' }>) {
  const small = issue.code === 'too_small';
  const limit = Number(small ? issue.minimum : issue.maximum);
  const bound = issue.exact
    ? 'exactly'
    : small
      ? issue.inclusive === false
        ? 'more than'
        : 'at least'
      : issue.inclusive === false
        ? 'less than'
        : 'at most';
  const { input } = issue;
  if (issue.origin === 'string' && typeof input === 'string') {
    if (small && limit === 1 && input.trim() === '') return 'should not be empty';
    return `should be ${bound} ${plural(limit, 'character')} long, found ${input.length}`;
  }
  if (issue.origin === 'array' && Array.isArray(input))
    return `should have ${bound} ${plural(limit, 'item')}, found ${input.length}`;
  return `should be ${bound} ${limit}${typeof input === 'number' ? `, found ${input}` : ''}`;
}

function formatMessage(issue: Extract<RawIssue, { code: 'invalid_format' }>) {
  const found = `, found ${describeValue(issue.input)}`;
  switch (issue.format) {
    case 'email':
      return `should be an email address such as name@firm.com${found}`;
    case 'url':
      return `should be a full web address starting with https://${found}`;
    case 'regex':
      return `should match the pattern ${String((issue as { pattern?: unknown }).pattern)}${found}`;
    default:
      return `should be a valid ${issue.format}${found}`;
  }
}

/** The closest of `names` to `key` within one edit per three letters (a misspelt field or file name), if any. */
export function closest(key: string, names: string[]) {
  const distance = (a: string, b: string) => {
    let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
    for (let i = 1; i <= a.length; i++) {
      const current = [i];
      for (let j = 1; j <= b.length; j++) {
        current[j] = Math.min(
          previous[j]! + 1,
          current[j - 1]! + 1,
          previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
        );
      }
      previous = current;
    }
    return previous[b.length]!;
  };
  const ranked = names
    .map((name) => ({ name, distance: distance(name.toLowerCase(), key.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance);
  const best = ranked[0];
  return best && best.distance <= Math.max(1, Math.floor(key.length / 3)) ? best.name : undefined;
}

/**
 * An unknown field, with the likely intended name or the names still free at that level: one line per key,
 * in the order of `issue.keys`, so that the content check can give each key its own line number.
 */
function unknownKeys(issue: Extract<RawIssue, { code: 'unrecognized_keys' }>) {
  const shape = issue.inst instanceof z.ZodObject ? issue.inst.shape : {};
  const present = new Set(Object.keys((issue.input as object | undefined) ?? {}));
  const free = Object.keys(shape).filter((name) => !present.has(name));
  return issue.keys
    .map((key) => {
      const guess = closest(key, free);
      const hint = guess
        ? ` (did you mean "${guess}"?)`
        : free.length > 0 && free.length <= 8
          ? ` (fields still allowed here: ${free.join(', ')})`
          : '';
      return `is not allowed${hint}`;
    })
    .join('\n');
}

export const contentErrorMap: z.core.$ZodErrorMap = (issue) => {
  const { input } = issue;
  switch (issue.code) {
    case 'invalid_type': {
      if (input === undefined) return `is missing${describedAs(issue.inst)}`;
      const expected = TYPE_NAMES[issue.expected] ?? issue.expected;
      const looksLikeText = ['number', 'boolean'].includes(typeof input) || input instanceof Date;
      const quote =
        issue.expected === 'string' && looksLikeText ? ' (put the value in double quotes to keep it as text)' : '';
      return `should be ${expected}, found ${describeValue(input)}${quote}`;
    }
    case 'too_small':
    case 'too_big':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value':
      return input === undefined
        ? `is missing (it should be ${oneOf(issue.values)})`
        : `should be ${oneOf(issue.values)}, found ${describeValue(input)}`;
    case 'invalid_union': {
      const { discriminator, options } = issue as { discriminator?: string; options?: unknown[] };
      if (!discriminator || !options) return undefined;
      // The path ends with the discriminator; the input is the object that should hold it.
      const found = (input as Record<string, unknown> | undefined)?.[discriminator];
      return found === undefined
        ? `is missing (it should be ${oneOf(options)})`
        : `should be ${oneOf(options)}, found ${describeValue(found)}`;
    }
    case 'unrecognized_keys':
      return unknownKeys(issue);
    default:
      return undefined;
  }
};
