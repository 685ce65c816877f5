// The half of `npm test` that builds copies of the project, one after the other, while the browser tests run on the
// production build (scripts/test.mjs): the unit tests that build copies (tests/unit/build-and-check.test.ts, after
// the production build so its images come from Astro's cache), then the edited copy of the content
// (scripts/edited-site.mjs, into the folder given). Exits 1 when either fails.
import { BUILDING_UNIT_TESTS, stage } from './stages.mjs';

const [editedSite] = process.argv.slice(2);
const passed =
  stage('Unit tests that build copies of the project', 'vitest', [
    'run',
    ...BUILDING_UNIT_TESTS,
    '--reporter=default',
    '--reporter=json',
    '--outputFile.json=reports/vitest-builds.json',
  ]) && stage('Browser tests on an edited copy of the content', 'node', ['scripts/edited-site.mjs', editedSite]);
process.exit(passed ? 0 : 1);
