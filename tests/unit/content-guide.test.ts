// The content guide (docs/CONTENT.md) says what the schemas say: its table of list limits is made from the
// collections' JSON Schemas (UPDATE_DOCS=1 rewrites it), and its table of service section types lists every type
// of the registry (src/components/service/sections/schemas.ts), each with its lists' limits.
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contentSources } from '../../src/content/collections';
import { sectionTypes } from '../../src/content/schemas/service-sections';
import { EVERY_REGULATOR, REGULATOR_CODES, regulatorOf } from '../../src/content/regulators';
import { collectionJsonSchemas, schemaAt, type JsonSchema } from '../../src/integrations/editor/config';

const GUIDE = 'docs/CONTENT.md';
const START = '<!-- list limits: made from the schemas by tests/unit/content-guide.test.ts (UPDATE_DOCS=1) -->';
const END = '<!-- end of list limits -->';
const schemas = collectionJsonSchemas();

/** A limit as the guide writes it: "1–4", "up to 5", "at least 2"; undefined for the usual "not empty". */
function allowed({ minItems, maxItems }: JsonSchema): string | undefined {
  if (maxItems !== undefined) return minItems ? `${minItems}–${maxItems}` : `up to ${maxItems}`;
  return minItems !== undefined && minItems > 1 ? `at least ${minItems}` : undefined;
}

interface Limited {
  path: string;
  title: string;
  allowed: string;
  /** The kinds of service section it belongs to, if any. */
  kinds: string[];
}

/** Every list with a limit of its own in a schema, depth first, with its field path as the guide writes it. */
function limitedLists(schema: JsonSchema, path = '', kind?: string): Limited[] {
  const found: Limited[] = [];
  const limit = schema.type === 'array' ? allowed(schema) : undefined;
  if (limit) found.push({ path, title: schema.title ?? path, allowed: limit, kinds: kind ? [kind] : [] });
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    found.push(...limitedLists(property, path ? `${path}.${name}` : name, kind));
  if (schema.items?.oneOf) {
    for (const variant of schema.items.oneOf)
      found.push(...limitedLists(variant, `${path}[]`, String(variant.properties?.type?.const)));
  } else if (schema.items) found.push(...limitedLists(schema.items, `${path}[]`, kind));
  return found;
}

/** The guide's table of list limits: one row per list, lists of several kinds of section merged. */
function limitsTable(): string {
  const rows = contentSources.flatMap((source) => {
    const merged = new Map<string, Limited>();
    for (const list of limitedLists(schemas[source.name]!)) {
      const key = `${list.path} ${list.allowed}`;
      const seen = merged.get(key);
      if (seen) seen.kinds.push(...list.kinds);
      else merged.set(key, { ...list, kinds: [...list.kinds] });
    }
    return [...merged.values()].map(({ path, title, allowed: limit, kinds }) => {
      const where = kinds.length ? ` (${kinds.map((kind) => `\`${kind}\``).join(', ')} sections)` : '';
      return `| ${title}${where} | \`${source.folder}/${source.pattern} → ${path}\` | ${limit} |`;
    });
  });
  return ['| List | File → field | Allowed |', '| --- | --- | --- |', ...rows].join('\n');
}

describe(GUIDE, () => {
  const guide = readFileSync(GUIDE, 'utf8');

  it('states every list limit of the schemas, as the schemas set it', () => {
    const start = guide.indexOf(START);
    const end = guide.indexOf(END);
    expect(start, `${GUIDE} has the marker ${START}`).toBeGreaterThan(-1);
    const written = guide.slice(start + START.length, end).trim();
    const made = limitsTable();
    if (process.env.UPDATE_DOCS && written !== made)
      writeFileSync(GUIDE, `${guide.slice(0, start + START.length)}\n${made}\n${guide.slice(end)}`);
    else
      expect(
        written,
        `the list limits of ${GUIDE} differ from the schemas: run UPDATE_DOCS=1 npx vitest run ${'tests/unit/content-guide.test.ts'}`,
      ).toBe(made);
  });

  it('describes every section type of the registry once, with its lists’ limits', () => {
    const table = guide.slice(guide.indexOf('| `type` | Looks like | Its own fields |'));
    const rows = table
      .slice(0, table.search(/\n(?!\|)/))
      .split('\n')
      .slice(2);
    const rowOf = new Map(
      rows.flatMap((row) => [...row.split('|')[1]!.matchAll(/`([^`]+)`/g)].map(([, type]) => [type!, row] as const)),
    );
    expect([...rowOf.keys()].sort(), 'the types in the section types table').toEqual([...sectionTypes].sort());
    const sections = schemaAt(schemas.services!, ['sections'])!;
    for (const type of sectionTypes) {
      for (const list of limitedLists(schemaAt(sections, ['[]', `[type=${type}]`])!)) {
        const name = list.path.split('.').at(-1)!.replace(/\[\]$/, '');
        expect(rowOf.get(type), `the row of \`${type}\` gives \`${name}\` its limit`).toMatch(
          new RegExp(`\`${name}(\\[\\])?\` \\(${list.allowed}\\b`),
        );
      }
    }
  });

  it('says which facts each regulator requires and where they go, as src/content/regulators.ts declares them', () => {
    const table = guide.slice(guide.indexOf('| Regulator | Field of `offices/<name>.yaml` |'));
    expect(table, `${GUIDE} has the table of each regulator's facts`).not.toBe('');
    const rows = table
      .slice(0, table.search(/\n(?!\|)/))
      .split('\n')
      .slice(2);
    const stated = (who: string, path: readonly string[]) =>
      rows.some((row) => {
        const [, regulator, fields] = row.split('|');
        return regulator!.includes(who) && fields!.includes(`\`${path.join('.')}`);
      });
    for (const duty of EVERY_REGULATOR)
      expect(stated('every regulator', duty.path), `every regulator: ${duty.path.join('.')}`).toBe(true);
    for (const code of REGULATOR_CODES)
      for (const duty of regulatorOf(code).duties)
        expect(stated(`\`${code}\``, duty.path), `${code}: ${duty.path.join('.')}`).toBe(true);
  });
});
