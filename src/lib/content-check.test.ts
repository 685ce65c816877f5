import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import yaml from 'js-yaml';
import { afterAll, describe, expect, it } from 'vitest';
import { checkContent } from './content-check';

// Tests run from the repository root (npm scripts).
const projectRoot = process.cwd();
const temporary: string[] = [];

afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/**
 * A copy of src/content laid out as <tmp>/src/content, with <tmp>/src/assets linked to the real artwork so
 * image paths resolve as in the project. `mutate` edits the copy; returns the project-like root.
 */
function fixture(mutate: (edit: (file: string, change: (text: string) => string) => void) => void = () => {}) {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  temporary.push(root);
  mkdirSync(join(root, 'src'));
  cpSync(join(projectRoot, 'src/content'), join(root, 'src/content'), { recursive: true });
  symlinkSync(join(projectRoot, 'src/assets'), join(root, 'src/assets'), 'dir');
  mutate((file, change) => {
    const path = join(root, file);
    const before = readFileSync(path, 'utf8');
    const after = change(before);
    expect(after, `the mutation of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  });
  return root;
}

/** Errors and warnings of a fixture, with paths relative to it (so they read src/content/…). */
function check(root: string) {
  return checkContent(join(root, 'src/content'), { relativeTo: root });
}

/** 1-based line of the first line of `file` (in the fixture) containing `text`. */
function lineOf(root: string, file: string, text: string) {
  const index = readFileSync(join(root, file), 'utf8').split('\n').findIndex((line) => line.includes(text));
  expect(index, `${text} not found in ${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

function frontMatterOf(file: string) {
  const text = readFileSync(join(projectRoot, file), 'utf8');
  return yaml.load(text.split(/^---\s*$/m)[1] ?? '') as Record<string, unknown>;
}

/** The bracket path (e.g. sections[3].items[1].image) of the first value equal to `wanted`. */
function pathOf(data: unknown, wanted: unknown, path = ''): string | undefined {
  if (data === wanted) return path;
  if (Array.isArray(data)) {
    for (const [index, item] of data.entries()) {
      const found = pathOf(item, wanted, `${path}[${index}]`);
      if (found !== undefined) return found;
    }
  } else if (data && typeof data === 'object') {
    for (const [key, value] of Object.entries(data)) {
      const found = pathOf(value, wanted, path ? `${path}.${key}` : key);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

describe('checkContent on the real content', () => {
  const result = check(projectRoot);

  it('finds no errors', () => {
    expect(result.errors).toEqual([]);
  });

  it('warns about the placeholders still present: the .example email and the team names', () => {
    const settings = readFileSync(join(projectRoot, 'src/content/settings/site.yaml'), 'utf8');
    const email = /^email: (\S+)/m.exec(settings)?.[1] ?? '';
    expect(email).toMatch(/\.example$/);
    expect(result.warnings).toContain(
      `warning: src/content/settings/site.yaml:${lineOf(projectRoot, 'src/content/settings/site.yaml', 'email:')}: ` +
        `placeholder still present: email "${email}" (marked # PLACEHOLDER; .example is a test domain, not a real address)`,
    );
    for (const file of ['src/content/team/founder.md', 'src/content/team/partner.md']) {
      const name = String(frontMatterOf(file).name);
      expect(result.warnings).toContain(
        `warning: ${file}:${lineOf(projectRoot, file, 'name:')}: placeholder still present: name "${name}" (marked # PLACEHOLDER)`,
      );
    }
  });

  it('warns once per line, and never about a form field placeholder such as "name@example.com"', () => {
    const lines = result.warnings.map((warning) => /^warning: (\S+?:\d+):/.exec(warning)?.[1]);
    expect(new Set(lines).size).toBe(lines.length);
    expect(result.warnings.filter((warning) => warning.includes('.placeholder '))).toEqual([]);
  });
});

describe('checkContent describes each broken file in one plain line', () => {
  it('a missing field', () => {
    const root = fixture((edit) => edit('src/content/team/founder.md', (text) => text.replace(/^role: .*\n/m, '')));
    expect(check(root).errors).toEqual(['src/content/team/founder.md: field "role" is missing']);
  });

  it('a missing nested field, on the line of its parent', () => {
    const root = fixture((edit) => edit('src/content/settings/site.yaml', (text) => text.replace(/^ {2}tel: .*\n/m, '')));
    const line = lineOf(root, 'src/content/settings/site.yaml', 'phone:');
    expect(check(root).errors).toEqual([`src/content/settings/site.yaml:${line}: field "phone.tel" is missing`]);
  });

  it('a value of the wrong type', () => {
    const root = fixture((edit) => edit('src/content/team/founder.md', (text) => text.replace(/^order: .*$/m, 'order: first')));
    const line = lineOf(root, 'src/content/team/founder.md', 'order: first');
    expect(check(root).errors).toEqual([`src/content/team/founder.md:${line}: field "order" should be a number, found text "first"`]);
  });

  it('two entries of a collection with the same order', () => {
    const { order } = frontMatterOf('src/content/team/founder.md') as { order: number };
    const root = fixture((edit) => edit('src/content/team/partner.md', (text) => text.replace(/^order: .*$/m, `order: ${order}`)));
    const line = lineOf(root, 'src/content/team/partner.md', `order: ${order}`);
    expect(check(root).errors).toEqual([
      `src/content/team/partner.md:${line}: field "order" is ${order}, the same as in src/content/team/founder.md (give each a different number)`,
    ]);
  });

  it('a misspelt field, suggesting the right name', () => {
    const root = fixture((edit) => edit('src/content/settings/site.yaml', (text) => text.replace(/^brand:/m, 'brandd:')));
    const line = lineOf(root, 'src/content/settings/site.yaml', 'brandd:');
    expect(check(root).errors).toEqual([
      'src/content/settings/site.yaml: field "brand" is missing',
      `src/content/settings/site.yaml:${line}: field "brandd" is not allowed (did you mean "brand"?)`,
    ]);
  });

  it('an unknown section type in a service', () => {
    const file = 'src/content/services/consultancy.md';
    const root = fixture((edit) => edit(file, (text) => text.replace(/^( {2}- type: )\S+$/m, '$1gallery')));
    const line = lineOf(root, file, '- type: gallery');
    expect(check(root).errors).toEqual([
      `${file}:${line}: field "sections[0].type" should be one of "capabilities", "why-list", "portfolio", ` +
        '"focus-sectors", "approach-cards", "process-steps", "table", "market-points", "industry-cards", ' +
        '"engagement-approach", "image-grid", "call-to-action" — found "gallery"',
    ]);
  });

  it('a missing image file', () => {
    const file = 'src/content/services/real-estate-dubai.md';
    const image = '../../assets/art/dubai-towers.svg';
    const field = pathOf(frontMatterOf(file), image);
    expect(field).toBeDefined();
    const root = fixture((edit) => edit(file, (text) => text.replace(image, '../../assets/art/nope.svg')));
    const line = lineOf(root, file, 'nope.svg');
    expect(check(root).errors).toEqual([
      `${file}:${line}: field "${field}": no image file at ../../assets/art/nope.svg ` +
        '(paths are relative to the Markdown file, e.g. ../../assets/art/roads-highway.svg)',
    ]);
  });

  it('an invalid email address', () => {
    const root = fixture((edit) =>
      edit('src/content/settings/site.yaml', (text) => text.replace(/^email: .*$/m, 'email: mandates-at-example')),
    );
    const line = lineOf(root, 'src/content/settings/site.yaml', 'email:');
    expect(check(root).errors).toEqual([
      `src/content/settings/site.yaml:${line}: field "email" should be an email address, found "mandates-at-example"`,
    ]);
  });

  it('a page meta description over 160 characters', () => {
    const long = `${'Capital advisory across India, the Gulf and Canada. '.repeat(4)}`.slice(0, 172);
    const root = fixture((edit) =>
      edit('src/content/pages/home.yaml', (text) => text.replace(/^( {2}description: ).*$/m, `$1${long}`)),
    );
    const line = lineOf(root, 'src/content/pages/home.yaml', '  description:');
    expect(check(root).errors).toEqual([
      `src/content/pages/home.yaml:${line}: field "meta.description" should be at most 160 characters, found 172`,
    ]);
  });

  it('a YAML syntax error, with a hint when a value holds ": "', () => {
    const file = 'src/content/process/2-qualify.yaml';
    const root = fixture((edit) => edit(file, (text) => text.replace(/^title: .*$/m, 'title: Qualify: test the mandate')));
    const line = lineOf(root, file, 'title: Qualify: test');
    expect(check(root).errors).toEqual([
      `${file}:${line}: YAML syntax error: Nested mappings are not allowed in compact mappings ` +
        '(the value contains ": ", so put the whole value in double quotes: "Qualify: test the mandate")',
    ]);
  });

  it('reports every error of every file, not just the first', () => {
    const root = fixture((edit) => {
      edit('src/content/team/founder.md', (text) => text.replace(/^order: .*$/m, 'order: first').replace(/^role: .*\n/m, ''));
      edit('src/content/team/partner.md', (text) => text.replace(/^role: .*\n/m, ''));
      edit('src/content/settings/site.yaml', (text) => text.replace(/^email: .*$/m, 'email: nobody'));
    });
    const { errors } = check(root);
    expect(errors).toHaveLength(4);
    expect(errors.filter((error) => error.includes('field "role" is missing'))).toHaveLength(2);
  });
});

describe('npm run check:content', () => {
  it('exits with status 1 and prints the problem', () => {
    const root = fixture((edit) => edit('src/content/team/founder.md', (text) => text.replace(/^order: .*$/m, 'order: first')));
    const line = lineOf(root, 'src/content/team/founder.md', 'order: first');
    const run = spawnSync(resolve('node_modules/.bin/node'), ['scripts/check-content.mjs', join(root, 'src/content')], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 30_000,
    });
    const file = relative(projectRoot, join(root, 'src/content/team/founder.md'));
    expect(run.stdout).toContain(`${file}:${line}: field "order" should be a number, found text "first"\n`);
    expect(run.stdout).toMatch(/^1 error, \d+ warnings?/m);
    expect(run.status).toBe(1);
  }, 30_000);
});
