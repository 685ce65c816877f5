// Which code may import which: dependencies run one way — content schemas → nothing of the site's code; src/lib
// (what an island may import: browser-safe, no build tooling, no astro: modules) → schemas' types only; loaders
// (src/data) and build tooling (src/integrations) → anything below them; and no import circle anywhere in src/.
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SOURCE = /\.(ts|tsx|mts|mjs|astro)$/;
const files = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .map((file) => join('src', file))
  .filter((file) => SOURCE.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** The modules a file imports, with whether only types come from them (erased at build: no runtime dependency). */
function importsOf(file: string): Import[] {
  const text = readFileSync(file, 'utf8');
  const code = file.endsWith('.astro')
    ? text.split(/^---$/m).slice(1, 2).join('') + text.replace(/^[\s\S]*?^---$[\s\S]*?^---$/m, '')
    : text;
  const found: Import[] = [];
  for (const match of code.matchAll(/^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/gm)) {
    found.push({ specifier: match[4]!, typeOnly: Boolean(match[2]) });
  }
  for (const match of code.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm))
    found.push({ specifier: match[1]!, typeOnly: false });
  return found;
}

/** The file a relative import names, or undefined for a package or a virtual module. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of [
    base,
    ...['.ts', '.tsx', '.mjs', '.astro'].map((ext) => base + ext),
    join(base, 'index.ts'),
  ]) {
    const file = relative(process.cwd(), candidate);
    if (files.includes(file)) return file;
  }
  return undefined;
}

const graph = new Map(files.map((file) => [file, importsOf(file)]));
const isSchema = (file: string) =>
  file.startsWith('src/content/') ||
  /src\/components\/service\/sections\/(.*\/)?(schema|schemas|fields)\.ts$/.test(file);

describe('dependencies run one way', () => {
  it('the content schemas import nothing from src/lib, src/data or src/integrations', () => {
    const offenders = files
      .filter(isSchema)
      .flatMap((file) => graph.get(file)!.map(({ specifier }) => ({ file, target: resolveImport(file, specifier) })))
      .filter(({ target }) => target && /^src\/(lib|data|integrations)\//.test(target))
      .map(({ file, target }) => `${file} → ${target}`);
    expect(offenders).toEqual([]);
  });

  it('src/lib holds only what an island may import: no astro: modules, no Node, no loaders or build tooling, schemas as types only', () => {
    const offenders = files
      .filter((file) => file.startsWith('src/lib/'))
      .flatMap((file) =>
        graph.get(file)!.flatMap(({ specifier, typeOnly }) => {
          const target = resolveImport(file, specifier);
          const bad =
            specifier.startsWith('astro:') ||
            specifier.startsWith('node:') ||
            (target !== undefined && /^src\/(data|integrations)\//.test(target)) ||
            (!typeOnly && target !== undefined && target.startsWith('src/content/schemas/'));
          return bad ? [`${file} → ${specifier}`] : [];
        }),
      );
    expect(offenders).toEqual([]);
  });

  it('no import circle in src/ (types aside, which the build erases)', () => {
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === 'done') return;
      if (state.get(file) === 'open') {
        circles.push([...trail.slice(trail.indexOf(file)), file].join(' → '));
        return;
      }
      state.set(file, 'open');
      for (const { specifier, typeOnly } of graph.get(file)!) {
        const target = !typeOnly && resolveImport(file, specifier);
        if (target) visit(target, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of files) visit(file, []);
    expect(circles).toEqual([]);
  });

  it('the rules see the imports they judge', () => {
    // A check that reads no import would pass whatever the code did.
    expect(graph.get('src/lib/service-actions.ts')!.map(({ specifier }) => specifier)).toContain(
      '../content/action-kinds',
    );
    expect(resolveImport('src/lib/service-actions.ts', '../content/action-kinds')).toBe('src/content/action-kinds.ts');
    expect([...graph.values()].flat().filter(({ typeOnly }) => typeOnly).length).toBeGreaterThan(0);
  });
});
