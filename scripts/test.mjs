// `npm test`: content and type checks, unit tests, the production build and the browser tests on it, then the
// content-following browser tests again on a build of an edited copy of the content (scripts/edited-site.mjs). Every
// stage runs that can: a failure stops only what needs its result (a failed build, the browser tests on it; a failed
// content check, the generated types, type check and build, which stop on the same mistakes), and those are named as
// skipped. The run ends with every stage's outcome, every failing test, and the command that runs each failed stage
// alone; it exits 1 when any stage failed.
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  BUILDING_UNIT_TESTS,
  checkSourcesAndBuild,
  ESLINT_CACHE,
  PRETTIER_CACHE,
  editedSiteFolder,
  ensureSystemPackages,
  skip,
  stage,
  stagePassed,
  stagesSideBySide,
  summary,
  takeOutcomes,
} from './stages.mjs';
import { failingTests, failingUnitTests, failureLine } from './verdict.mjs';

rmSync('reports', { recursive: true, force: true });
// This run's own folder for the edited copy: the path is printed, and the copy kept when its tests fail.
const editedSite = editedSiteFolder();
const COPIES = 'Builds of copies: the unit tests that build copies, then the edited copy of the content';
const EDITED_BUILT = 'The edited copy of the content, built';
const BROWSER = 'Browser tests';
const EDITED_BROWSER = 'Browser tests on the edited copy of the content';
const report = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

// Measured (issue 39, README "Which tests to run, and what they cost"): none of the stages that read only the sources
// keeps both cores busy on its own, so they run side by side with the production build. Then the browser tests on the
// build, and beside them, at a lower priority (IDLE_PRIORITY: only on the CPU the browser tests leave, so that none
// runs past its time limit for them), the stages that build copies of the project (scripts/test-copies.mjs: the unit
// tests that build copies, then the edited copy of the content), whose images come from Astro's cache by then. Last,
// the edited copy's browser tests, once the main ones have ended: two browser runs at once would slow each other.
const { build } = await checkSourcesAndBuild([
  ['Formatting (Prettier)', 'prettier', ['--check', '.', ...PRETTIER_CACHE], { rerun: 'npx prettier --check .' }],
  ['Lint (ESLint)', 'eslint', ['.', ...ESLINT_CACHE], { rerun: 'npx eslint .' }],
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
    { rerun: `npx vitest run ${BUILDING_UNIT_TESTS.map((file) => `--exclude ${file}`).join(' ')} (or one file)` },
  ],
]);
const browsers = ensureSystemPackages();
const cannotTest = !build ? 'the production build failed or did not run' : 'the system packages are missing (above)';
if (!build || !browsers) skip(BROWSER, `${cannotTest}`);
// The builds of copies need neither the production build nor a browser: they run whatever happened above.
await stagesSideBySide([
  ...(build && browsers
    ? [
        [
          BROWSER,
          'playwright',
          ['test'],
          { rerun: 'npm run build, then npx playwright test (or one spec, or file:line)' },
        ],
      ]
    : []),
  [COPIES, 'node', ['scripts/test-copies.mjs', editedSite], { idle: true }],
]);
takeOutcomes('reports/stages-copies.json', COPIES);
const editedBuilt = stagePassed(EDITED_BUILT);
if (editedBuilt && browsers)
  stage(EDITED_BROWSER, 'node', ['scripts/edited-site.mjs', '--test-only', editedSite], {
    rerun: `node scripts/edited-site.mjs --test-only ${editedSite} (or npm run test:edited: a new copy, built and tested)`,
  });
else skip(EDITED_BROWSER, editedBuilt ? 'the system packages are missing (above)' : 'the edited copy was not built');

/** What a failed stage's report says failed in it: each failing test, with how to run it alone. */
function failuresIn(label) {
  const browser = (file) =>
    failingTests(report(file) ?? {}).map(
      (failure) =>
        `${failureLine(failure)}\n    npx playwright test tests/e2e/${failure.file}:${failure.line} --project=${failure.project}`,
    );
  if (label === 'Unit tests') return failingUnitTests(report('reports/vitest.json') ?? {});
  if (label === 'Unit tests that build copies of the project')
    return failingUnitTests(report('reports/vitest-builds.json') ?? {});
  if (label === BROWSER) return browser('reports/playwright.json');
  if (label === EDITED_BROWSER) return browser(join(editedSite, 'reports/playwright.json'));
  return [];
}

const unit = ['reports/vitest.json', 'reports/vitest-builds.json'].map(report).filter(Boolean);
const e2e = report('reports/playwright.json')?.stats;
const edited = report(join(editedSite, 'reports/edited.json'));
const editedStats = report(join(editedSite, 'reports/playwright.json'))?.stats;
// The edited copy's browser report is kept with the run's own, for `npm run test:inventory reports/edited-copy`.
if (existsSync(join(editedSite, 'reports/playwright.json'))) {
  mkdirSync('reports/edited-copy', { recursive: true });
  copyFileSync(join(editedSite, 'reports/playwright.json'), 'reports/edited-copy/playwright.json');
}
const passedTests =
  unit.reduce((sum, file) => sum + file.numPassedTests, 0) + (e2e?.expected ?? 0) + (edited?.passed ?? 0);
const failedTests =
  unit.reduce((sum, file) => sum + file.numFailedTests, 0) + (e2e?.unexpected ?? 0) + (editedStats?.unexpected ?? 0);

if (!summary(failuresIn)) {
  console.log(
    `\n✗ Some checks failed (above, with how to run each alone). ${passedTests} passed, ${failedTests} failed`,
  );
  if (existsSync(editedSite)) console.log(`The edited copy is kept to look into: ${editedSite}`);
  process.exit(1);
}
rmSync(editedSite, { recursive: true, force: true });
console.log(
  `\n✓ All checks passed: ${unit.reduce((sum, file) => sum + file.numPassedTests, 0)} unit tests, ${e2e.expected} browser tests, ` +
    `${edited.passed} browser tests on the edited copy of the content.`,
);
console.log(`${passedTests} passed, 0 failed`);
