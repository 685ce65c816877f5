// `npm run test:inventory [reports folder]`: every test that a run of `npm test` ran, and what it asserts, as one sorted
// list of lines, for comparing the suite before and after a change (issue 39: nothing checked today goes unchecked).
// Read from the run's own reports (default `reports/`): Vitest's (vitest.json, and vitest-builds.json when the
// building unit tests report apart) and Playwright's (playwright.json). Lines:
//   vitest | file | describe › test
//   playwright | file | test | the widths (projects) it ran at
//   playwright step | file | test › step | the widths: each test.step, what a long browser test asserts
// `--compare <before> <after>` prints the lines only one of two saved lists has (- before only, + after only).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);
/** A path from a report, relative to the checkout that ran it (its `src/` or `tests/`). */
const local = (file) => file.replace(/^.*?\/(?=(?:src|tests)\/)/, '');

function inventory(reports) {
  const lines = new Map();
  const add = (line, project) => {
    const projects = lines.get(line) ?? new Set();
    if (project) projects.add(project);
    lines.set(line, projects);
  };
  for (const name of ['vitest.json', 'vitest-builds.json']) {
    for (const file of readJson(join(reports, name))?.testResults ?? [])
      for (const test of file.assertionResults)
        add(`vitest | ${local(file.name)} | ${[...test.ancestorTitles, test.title].join(' › ')}`);
  }
  const playwright = readJson(join(reports, 'playwright.json'));
  if (!playwright) throw new Error(`${join(reports, 'playwright.json')} is missing: run the browser tests first`);
  const steps = (list, prefix, file, project) => {
    for (const step of list ?? []) {
      add(`playwright step | ${file} | ${prefix} › ${step.title}`, project);
      steps(step.steps, `${prefix} › ${step.title}`, file, project);
    }
  };
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      const title = [...titles, spec.title].join(' › ');
      for (const test of spec.tests) {
        add(`playwright | ${spec.file} | ${title}`, test.projectName);
        for (const result of test.results) steps(result.steps, title, spec.file, test.projectName);
      }
    }
    for (const child of suite.suites ?? []) walk(child, child.file ? titles : [...titles, child.title]);
  };
  for (const suite of playwright.suites ?? []) walk(suite, []);
  return [...lines]
    .map(([line, projects]) => (projects.size ? `${line} | ${[...projects].sort().join(', ')}` : line))
    .sort();
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--compare') {
  const [before, after] = rest.map((file) => new Set(readFileSync(file, 'utf8').split('\n').filter(Boolean)));
  for (const line of before) if (!after.has(line)) console.log(`- ${line}`);
  for (const line of after) if (!before.has(line)) console.log(`+ ${line}`);
} else {
  console.log(inventory(resolve(first ?? join(root, 'reports'))).join('\n'));
}
