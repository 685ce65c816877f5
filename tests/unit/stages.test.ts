// `npm test` and `npm run test:quick` run every stage that can run, and end with every stage's outcome and how to run
// each failed one alone (scripts/stages.mjs): checked on a run of three made-up stages, one failing, one skipped for
// it, in a child process as the scripts run them.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const stages = fileURLToPath(new URL('../../scripts/stages.mjs', import.meta.url));

it('a failed stage skips only what needs it; the summary names each outcome, the failure’s details and its command', () => {
  const script = `
    import { skip, stage, stagesSideBySide, summary } from ${JSON.stringify(stages)};
    const built = stage('Made-up build', 'node', ['-e', 'process.exit(3)']);
    if (!built) skip('Made-up browser tests', 'the made-up build failed');
    const side = await stagesSideBySide([
      ['Made-up lint', 'node', ['-e', '0']],
      ['Made-up unit tests', 'node', ['-e', 'process.exit(1)'], { rerun: 'npx vitest run' }],
    ]);
    const passed = summary((label) => (label === 'Made-up unit tests' ? ['a test › that failed — Error: boom'] : []));
    console.log(JSON.stringify({ built, side, passed }));
    process.exit(passed ? 0 : 1);
  `;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  const output = `${run.stdout}${run.stderr}`;
  expect(run.status, output).toBe(1);
  const summary = output.slice(output.indexOf('── Summary'));
  expect(summary).toMatch(/^── Summary: 1 of 4 stages passed ──$/m);
  expect(summary).toMatch(/^✗ Made-up build \(\d+ s\)$/m);
  expect(summary).toContain('– Made-up browser tests: skipped, the made-up build failed');
  expect(summary).toMatch(/^✓ Made-up lint \(\d+ s\)$/m);
  expect(summary).toContain(`✗ Made-up build — to run it alone: node -e process.exit(3)`);
  expect(summary).toContain(
    '✗ Made-up unit tests — to run it alone: npx vitest run\n  a test › that failed — Error: boom',
  );
  expect(JSON.parse(run.stdout.trim().split('\n').at(-1)!)).toEqual({
    built: false,
    side: { 'Made-up lint': true, 'Made-up unit tests': false },
    passed: false,
  });
});
