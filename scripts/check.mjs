// `npm run check`, the editors' command: the content check, the build and the browser tests, each run even when an
// earlier one failed where it still can, then a short verdict: "your content has a mistake (file:line)" or "the site
// itself is broken" — so an editor knows whether to fix a file or to call a developer.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureSystemPackages, stage } from './stages.mjs';

const REPORT = 'reports/playwright.json';

console.log('\n▶ Content check: node scripts/check-content.mjs');
const content = spawnSync('node', ['scripts/check-content.mjs'], { encoding: 'utf8' });
process.stdout.write(content.stdout);
const mistakes = content.stdout.split('\n').filter((line) => /^src\/content\/\S*: /.test(line));

// The build stops on the same content mistakes, and browser tests of an old build would say nothing about this one.
const built = mistakes.length === 0 && stage('Production build', 'astro', ['build']);
rmSync(REPORT, { force: true });
const tested = built && ensureSystemPackages() && stage('Browser tests', 'playwright', ['test']);

/** Failing browser tests as "title — first line of the error". */
function failedTests() {
  if (!existsSync(REPORT)) return [];
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const result = test.results.at(-1);
        if (test.status === 'unexpected' || result?.status === 'failed') {
          const error = result?.error?.message?.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((line) => line.trim()) ?? '';
          failures.push(`[${test.projectName}] ${[...titles, spec.title].join(' › ')} — ${error.trim()}`);
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of JSON.parse(readFileSync(REPORT, 'utf8')).suites) visit(suite, [suite.title]);
  return failures;
}

console.log('\n── Verdict ──');
if (mistakes.length) {
  console.log(`✗ Your content has ${mistakes.length === 1 ? 'a mistake' : `${mistakes.length} mistakes`}. Fix each line, save, and run npm run check again:`);
  for (const line of mistakes) console.log(`  ${line}`);
  console.log('  The site was not built or tested: it cannot be built until the content is right.');
  process.exit(1);
}
if (!built) {
  console.log('✗ The site itself is broken: your content passed its check, but the build failed. Send this output to a developer.');
  process.exit(2);
}
if (!tested) {
  const failures = failedTests();
  console.log(`✗ The site itself is broken: your content passed its check, but ${failures.length || 'some'} browser test(s) failed. Send this output to a developer:`);
  for (const failure of failures) console.log(`  ${failure}`);
  process.exit(2);
}
console.log('✓ Your content is right and the site works: it can be published.');
