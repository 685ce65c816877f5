// `npm run test:inventory [project folder] [> file]`: every test of a checkout and what it asserts, as one sorted list
// of lines, for comparing the suite before and after a change (issue 39: nothing checked today goes unchecked).
// Each line is `runner | file | title | where`: Vitest's tests (`vitest list`), and Playwright's (`playwright test
// --list`, both projects; needs a build in dist/) with the widths each runs at and the steps its source names
// (`test.step('…')`: what a long browser test asserts, one line each). `--compare <before> <after>` prints the lines
// only one of two saved lists has.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const run = (folder, command, args) => {
  const result = spawnSync(command, args, {
    cwd: folder,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, PATH: `${join(folder, 'node_modules/.bin')}:${process.env.PATH}` },
  });
  return result.stdout;
};

/** The quoted titles of the steps a spec's source names (template literals kept as written). */
const stepTitles = (source) =>
  [...source.matchAll(/test\.step\(\s*(?:\n\s*)?(['`"])((?:\\.|(?!\1)[^\\])*)\1/g)].map((match) => match[2]);

function inventory(folder) {
  const lines = [];
  const vitest = JSON.parse(run(folder, 'vitest', ['list', '--json']) || '[]');
  for (const test of vitest) lines.push(`vitest | ${relative(folder, test.file)} | ${test.name}`);

  const report = JSON.parse(run(folder, 'playwright', ['test', '--list', '--reporter=json']));
  for (const error of report.errors ?? []) console.error(`playwright --list: ${error.message}`);
  const byTitle = new Map();
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const key = `${spec.file} | ${[...titles, spec.title].join(' › ')}`;
      const projects = byTitle.get(key) ?? new Set();
      for (const test of spec.tests) projects.add(test.projectName);
      byTitle.set(key, projects);
    }
    for (const child of suite.suites ?? []) walk(child, suite.title && !suite.file ? [...titles, suite.title] : titles);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  for (const [key, projects] of byTitle) lines.push(`playwright | ${key} | ${[...projects].sort().join(', ')}`);
  const specs = new Set([...byTitle.keys()].map((key) => key.split(' | ')[0]));
  for (const spec of specs)
    for (const step of stepTitles(readFileSync(join(folder, 'tests/e2e', spec), 'utf8')))
      lines.push(`playwright step | ${spec} | ${step}`);
  return [...new Set(lines)].sort();
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--compare') {
  const [before, after] = rest.map((file) => new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean)));
  for (const line of before) if (!after.has(line)) console.log(`- ${line}`);
  for (const line of after) if (!before.has(line)) console.log(`+ ${line}`);
} else {
  console.log(inventory(resolve(first ?? '.')).join('\n'));
}
