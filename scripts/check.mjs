// `npm run check`, the editors' command: the content check, the build and the browser tests, each run even when an
// earlier one failed where it still can, then a short verdict that follows the cause: "your content has a mistake
// (file:line)" whenever the check or the build names a content file's line, "a page of your content has grown
// heavier than a first visit carries quickly" when the only failures are the byte budgets the content alone can break
// — with what to do for each page (where its words are: a part to shorten or move, a list to split across pages) —,
// "the site itself has grown too heavy" when a page's structure without its words is over its own budget
// (scripts/verdict.mjs), "the browser tests could not start" when their port is taken, and "the site itself is
// broken" only for a failure nothing of this explains — so an editor knows whether to fix a file, wait, or call a
// developer.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { ensureSystemPackages } from './stages.mjs';
import { join } from 'node:path';
import { fileOfRoute } from './built-pages.mjs';
import { adviceFor, contentBudgetOverruns, failingTests, failureLine, structuralOverruns } from './verdict.mjs';

const REPORT = 'reports/playwright.json';

/** Runs one stage with its output shown as it comes and kept, for the verdict to read. */
async function stage(label, command, args) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const child = spawn(command, args, { stdio: ['inherit', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => ((output += chunk), process.stdout.write(chunk)));
  child.stderr.on('data', (chunk) => ((output += chunk), process.stderr.write(chunk)));
  const status = await new Promise((done) => child.on('close', (code, signal) => done(code ?? signal)));
  const took = `${Math.round((Date.now() - started) / 1000)} s`;
  if (status !== 0) console.error(`\n✗ ${label} failed (exit ${status}, ${took}).`);
  else console.log(`✓ ${label} (${took})`);
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with the ESC character
  return { passed: status === 0, output: output.replace(/\u001b\[[0-9;]*m/g, '') };
}

/**
 * The content mistakes in a stage's output: each line `src/content/…:line: …` (or `src/content/…: …` for a whole file),
 * and the content check's lines about the pictures editors add (`src/assets/…`, `public/…`: an SVG that could run).
 */
const contentLines = (output) => [
  ...new Set(
    output.split(/\r?\n/).filter((line) => /^(?:src\/content|src\/assets|public)\/[^:]*?(?::\d+)?: /.test(line)),
  ),
];

const content = await stage('Content check', 'node', ['scripts/check-content.mjs']);
let mistakes = contentLines(content.output);

// The build stops on the same content mistakes, and browser tests of an old build would say nothing about this one.
const build = mistakes.length === 0 ? await stage('Production build', 'astro', ['build']) : undefined;
// After the build, links from content are checked against the pages it made: a dead one is the content's mistake.
if (build) mistakes = contentLines(build.output);
const built = build?.passed ?? false;
rmSync(REPORT, { force: true });
const browser = built && ensureSystemPackages() ? await stage('Browser tests', 'playwright', ['test']) : undefined;
const tested = browser?.passed ?? false;
// The local server could not take its port: nothing was tested, and neither the content nor the site is at fault.
const busyPort = browser && !tested ? /EADDRINUSE|is already used|address already in use/i.exec(browser.output) : null;

console.log('\n── Verdict ──');
if (mistakes.length) {
  console.log(
    `✗ Your content has ${mistakes.length === 1 ? 'a mistake' : `${mistakes.length} mistakes`}. Fix each line, save, and run npm run check again:`,
  );
  for (const line of mistakes) console.log(`  ${line}`);
  console.log(
    `  The site was not ${build ? 'fully built' : 'built'} or tested: it cannot be built until the content is right.`,
  );
  process.exit(1);
}
if (!built) {
  console.log(
    '✗ The site itself is broken: your content passed its check, but the build failed. Send this output to a developer.',
  );
  process.exit(2);
}
if (busyPort) {
  const port = /(?:127\.0\.0\.1|localhost|::):(\d+)/.exec(
    browser.output.slice(Math.max(0, busyPort.index - 200), busyPort.index + 200),
  )?.[1];
  console.log(
    `✗ The browser tests could not start: the port${port ? ` ${port}` : ''} they serve the site on is busy (another server, or another check still running, holds it). ` +
      'Your content passed its check and the site was built; stop that server or wait for the other run, then run npm run check again.',
  );
  process.exit(3);
}
const failures = !tested && existsSync(REPORT) ? failingTests(JSON.parse(readFileSync(REPORT, 'utf8'))) : [];
// A page over its budget whose structure alone (the page without its words) is over its own: the site's code.
const structural = structuralOverruns(failures);
if (structural.length) {
  console.log(
    '✗ The site itself has grown too heavy: a page is over its byte budget because of the site’s own code, not your text (the page without its words is over the budget the site keeps for it). ' +
      'Your content passed its check and the site was built; send this output to a developer:',
  );
  for (const overrun of structural) console.log(`  ${overrun}`);
  process.exit(2);
}
const overruns = contentBudgetOverruns(failures);
if (overruns.length) {
  console.log(
    '✗ A page of your content has grown heavier than a first visit carries quickly. Your content passed its check and the site was built; ' +
      'shorten that page as each line says (or use a smaller picture), then run npm run check again:',
  );
  const advised = new Set();
  for (const overrun of overruns) {
    console.log(`  ${overrun}`);
    // What to do, once per page whose text is over: from the page as built (where its words are).
    const route = overrun.split(' ')[0];
    const file = join('dist', fileOfRoute(route));
    if (/ HTML document: /.test(overrun) && !advised.has(route) && existsSync(file)) {
      advised.add(route);
      console.log(`    ${adviceFor(readFileSync(file, 'utf8'))}`);
    }
  }
  process.exit(1);
}
if (!tested) {
  console.log(
    `✗ The site itself is broken: your content passed its check, but ${failures.length || 'some'} browser test(s) failed. Send this output to a developer:`,
  );
  for (const failure of failures) console.log(`  ${failureLine(failure)}`);
  process.exit(2);
}
console.log('✓ Your content is right and the site works: it can be published.');
