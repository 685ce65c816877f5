// `npm run test:quick`: the inner loop, in about two minutes on two cores — the content check, then lint, types, the
// unit tests and the production build side by side, then a smoke test of the built site: each language's home page
// through every check a route gets, as a phone (the tests tagged @smoke). Left to `npm test`: formatting, the unit
// tests that build copies of the project (tests/unit/build-and-check.test.ts), every other route and width, and the
// edited copy of the content.
import { rmSync } from 'node:fs';
import {
  BUILDING_UNIT_TESTS,
  ESLINT_CACHE,
  ensureSystemPackages,
  stage,
  stagesSideBySide,
  SYNC_STAGE,
  TYPE_CHECK_STAGE,
} from './stages.mjs';

rmSync('reports', { recursive: true, force: true });
const passed =
  stage('Content check', 'node', ['scripts/check-content.mjs']) &&
  stage(...SYNC_STAGE) &&
  (await stagesSideBySide([
    ['Lint (ESLint)', 'eslint', ['.', ...ESLINT_CACHE]],
    TYPE_CHECK_STAGE,
    ['Unit tests', 'vitest', ['run', ...BUILDING_UNIT_TESTS.flatMap((file) => ['--exclude', file])]],
    ['Production build', 'astro', ['build']],
  ])) &&
  ensureSystemPackages() &&
  stage('Smoke test of the built site', 'playwright', ['test', '--grep=@smoke', '--project=phone']);
if (!passed) process.exit(1);
console.log('\n✓ Quick checks passed. Run `npm test` before you commit: it checks everything.');
