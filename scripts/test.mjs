// `npm test`: content and type checks, unit tests, the production build and the browser tests on it, then the
// content-following browser tests again on a build of an edited copy of the content (scripts/edited-site.mjs).
import { copyFileSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILDING_UNIT_TESTS,
  checkSourcesAndBuild,
  ESLINT_CACHE,
  PRETTIER_CACHE,
  editedSiteFolder,
  ensureSystemPackages,
  stage,
  stagesSideBySide,
} from './stages.mjs';

rmSync('reports', { recursive: true, force: true });
// This run's own folder for the edited copy: the path is printed, and the copy kept when its tests fail.
const editedSite = editedSiteFolder();
// Measured (issue 39, README "Which tests to run, and what they cost"): none of the stages that read only the sources
// keeps both cores busy on its own, so they run side by side with the production build. Then the browser tests on the
// build, and beside them, at a lower priority (IDLE_PRIORITY: only on the CPU the browser tests leave, so that none
// runs past its time limit for them), the stages that build copies of the project (scripts/test-copies.mjs: the unit
// tests that build copies, then the edited copy of the content), whose images come from Astro's cache by then. Last,
// the edited copy's browser tests, once the main ones have ended: two browser runs at once would slow each other.
const passed =
  (await checkSourcesAndBuild([
    ['Formatting (Prettier)', 'prettier', ['--check', '.', ...PRETTIER_CACHE]],
    ['Lint (ESLint)', 'eslint', ['.', ...ESLINT_CACHE]],
    [
      'Unit tests',
      'vitest',
      [
        'run',
        ...BUILDING_UNIT_TESTS.flatMap((file) => ['--exclude', file]),
        '--reporter=default',
        '--reporter=json',
        '--outputFile.json=reports/vitest.json',
      ],
    ],
  ])) &&
  ensureSystemPackages() &&
  (await stagesSideBySide([
    ['Browser tests', 'playwright', ['test']],
    [
      'Builds of copies: the unit tests that build copies, then the edited copy of the content',
      'node',
      ['scripts/test-copies.mjs', editedSite],
      { idle: true },
    ],
  ])) &&
  stage('Browser tests on the edited copy of the content', 'node', [
    'scripts/edited-site.mjs',
    '--test-only',
    editedSite,
  ]);
if (!passed) process.exit(1);

const unit = ['reports/vitest.json', 'reports/vitest-builds.json']
  .map((file) => JSON.parse(readFileSync(file, 'utf8')))
  .reduce((sum, report) => ({ numPassedTests: sum.numPassedTests + report.numPassedTests }), { numPassedTests: 0 });
const e2e = JSON.parse(readFileSync('reports/playwright.json', 'utf8')).stats;
const edited = JSON.parse(readFileSync(join(editedSite, 'reports/edited.json'), 'utf8'));
// The edited copy's browser report is kept with the run's own, for `npm run test:inventory reports/edited-copy`.
mkdirSync('reports/edited-copy', { recursive: true });
copyFileSync(join(editedSite, 'reports/playwright.json'), 'reports/edited-copy/playwright.json');
rmSync(editedSite, { recursive: true, force: true });
console.log(
  `\n✓ All checks passed: ${unit.numPassedTests} unit tests, ${e2e.expected} browser tests, ` +
    `${edited.passed} browser tests on the edited copy of the content.`,
);
console.log(`${unit.numPassedTests + e2e.expected + edited.passed} passed, 0 failed`);
