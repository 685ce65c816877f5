// The half of `npm test` that builds copies of the project, one after the other, beside the browser tests on the
// production build (scripts/test.mjs, at a lower priority): the unit tests that build copies
// (tests/unit/build-and-check.test.ts, tests/unit/languages-follow.test.ts; after the production build so their images
// come from Astro's cache), then the edited copy of the content copied, edited, checked and built
// (`scripts/edited-site.mjs --build-only`, into the folder given; its browser tests run once the main ones have ended),
// then the content at three times its size built, its pages held to their byte budgets and its long lists' pages
// checked (`scripts/scale.mjs 3 --check`). Each stage runs whether or not the one before passed (none reads what
// another wrote); their outcomes go to reports/stages-copies.json for npm test's summary. Exits 1 when any failed.
import { BUILDING_UNIT_TESTS, saveOutcomes, stage } from './stages.mjs';

const [editedSite] = process.argv.slice(2);
/** @type {Array<[label: string, command: string, args: string[], options?: { rerun?: string }]>} */
const COPY_STAGES = [
  [
    'Unit tests that build copies of the project',
    'vitest',
    [
      'run',
      ...BUILDING_UNIT_TESTS,
      // Side by side: each file mostly waits for the copy it builds or tests (Vitest's default on two cores is one
      // file at a time).
      '--maxWorkers=2',
      '--reporter=default',
      '--reporter=json',
      '--outputFile.json=reports/vitest-builds.json',
    ],
    { rerun: `npx vitest run ${BUILDING_UNIT_TESTS.join(' ')}` },
  ],
  [
    'The edited copy of the content, built',
    'node',
    ['scripts/edited-site.mjs', '--build-only', editedSite],
    { rerun: 'npm run test:edited (a new copy: edited, checked, built and tested)' },
  ],
  [
    'The content at three times its size, built and weighed',
    'node',
    ['scripts/scale.mjs', '3', '--check'],
    { rerun: 'npm run scale -- 3 --check' },
  ],
];
const passed = COPY_STAGES.map(([label, command, args, options]) => stage(label, command, args, options));
saveOutcomes('reports/stages-copies.json');
process.exit(passed.every(Boolean) ? 0 : 1);
