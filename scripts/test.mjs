// `npm test`: content and type checks, unit tests, the production build and the browser tests on it, then the
// content-following browser tests again on a build of an edited copy of the content (scripts/edited-site.mjs).
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { editedSiteFolder, ensureSystemPackages, stage, stagesSideBySide } from './stages.mjs';

rmSync('reports', { recursive: true, force: true });
// This run's own folder for the edited copy: the path is printed, and the copy kept when its tests fail.
const editedSite = editedSiteFolder();
// Formatting, lint and types only read the sources, so the three run side by side; so do the unit tests (which
// build in copies of their own) and the production build. On two cores each group takes about as long as its
// longest stage (stagesSideBySide in scripts/stages.mjs).
const passed =
  stage('Content check', 'node', ['scripts/check-content.mjs']) &&
  (await stagesSideBySide([
    ['Formatting (Prettier)', 'prettier', ['--check', '.']],
    ['Lint (ESLint)', 'eslint', ['.']],
    ['Type check', 'astro', ['check']],
  ])) &&
  (await stagesSideBySide([
    ['Unit tests', 'vitest', ['run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']],
    ['Production build', 'astro', ['build']],
  ])) &&
  ensureSystemPackages() &&
  stage('Browser tests', 'playwright', ['test']) &&
  stage('Browser tests on an edited copy of the content', 'node', ['scripts/edited-site.mjs', editedSite]);
if (!passed) process.exit(1);

const unit = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
const e2e = JSON.parse(readFileSync('reports/playwright.json', 'utf8')).stats;
const edited = JSON.parse(readFileSync(join(editedSite, 'reports/edited.json'), 'utf8'));
rmSync(editedSite, { recursive: true, force: true });
console.log(
  `\n✓ All checks passed: ${unit.numPassedTests} unit tests, ${e2e.expected} browser tests, ` +
    `${edited.passed} browser tests on the edited copy of the content.`,
);
console.log(`${unit.numPassedTests + e2e.expected + edited.passed} passed, 0 failed`);
