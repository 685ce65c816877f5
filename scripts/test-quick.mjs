// `npm run test:quick`: the inner loop, in about two minutes on two cores — the content check, then lint, types, the
// unit tests and the production build side by side, then a smoke test of the built site: each language's home page
// through every check a route gets, as a phone (the tests tagged @smoke). Left to `npm test`: formatting, the unit
// tests that build copies of the project (tests/unit/build-and-check.test.ts), every other route and width, and the
// edited copy of the content. Like `npm test`, every stage runs that can, and the run ends with each one's outcome.
import { rmSync } from 'node:fs';
import {
  BUILDING_UNIT_TESTS,
  checkSourcesAndBuild,
  ESLINT_CACHE,
  ensureSystemPackages,
  skip,
  stage,
  summary,
} from './stages.mjs';

rmSync('reports', { recursive: true, force: true });
const SMOKE = 'Smoke test of the built site';
const { build } = await checkSourcesAndBuild([
  ['Lint (ESLint)', 'eslint', ['.', ...ESLINT_CACHE], { rerun: 'npx eslint .' }],
  ['Unit tests', 'vitest', ['run', ...BUILDING_UNIT_TESTS.flatMap((file) => ['--exclude', file])]],
]);
if (!build) skip(SMOKE, 'the production build failed or did not run');
else if (!ensureSystemPackages()) skip(SMOKE, 'the system packages are missing (above)');
else stage(SMOKE, 'playwright', ['test', '--grep=@smoke', '--project=phone']);
if (!summary()) process.exit(1);
console.log('\n✓ Quick checks passed. Run `npm test` before you commit: it checks everything.');
