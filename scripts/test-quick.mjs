// `npm run test:quick`: the inner loop, in about two minutes on two cores — the content check, then lint, types, the
// unit tests and the production build side by side, then a smoke test of the built site: each language's home page
// through every check a route gets, as a phone (the tests tagged @smoke). Left to `npm test`: formatting, the unit
// tests that build copies of the project (tests/unit/build-and-check.test.ts), every other route and width, and the
// edited copy of the content.
import { rmSync } from 'node:fs';
import { BUILDING_UNIT_TESTS, checkSourcesAndBuild, ESLINT_CACHE, ensureSystemPackages, stage } from './stages.mjs';

rmSync('reports', { recursive: true, force: true });
const passed =
  (await checkSourcesAndBuild([
    ['Lint (ESLint)', 'eslint', ['.', ...ESLINT_CACHE]],
    ['Unit tests', 'vitest', ['run', ...BUILDING_UNIT_TESTS.flatMap((file) => ['--exclude', file])]],
  ])) &&
  ensureSystemPackages() &&
  stage('Smoke test of the built site', 'playwright', ['test', '--grep=@smoke', '--project=phone']);
if (!passed) process.exit(1);
console.log('\n✓ Quick checks passed. Run `npm test` before you commit: it checks everything.');
