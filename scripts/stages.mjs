// Shared by `npm test` and `npm run check`: running one stage of the checks, and the system packages the browser
// tests need (Debian's Chromium; nginx, its brotli_static module and openssl for the deployment test; no test tool
// ever downloads a browser).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumPath } from './chromium.mjs';
import { brotliModulePath, nginxPath, opensslPath } from './nginx.mjs';

/**
 * A new, empty folder for scripts/edited-site.mjs's edited copy of the project: one per run, so that two runs at the
 * same time never build in each other's copy. Kept when the run fails, to look into; removed when it passes.
 */
export const editedSiteFolder = () => mkdtempSync(join(tmpdir(), 'aravali-edited-site-'));

const project = fileURLToPath(new URL('..', import.meta.url));

/**
 * The unit tests that build copies of the project, or run other tests in one: a minute and more each, not seconds. `npm test` runs them once the
 * production build has filled Astro's image cache (scripts/test-copies.mjs); `npm run test:quick` leaves them out.
 */
export const BUILDING_UNIT_TESTS = ['tests/unit/build-and-check.test.ts', 'tests/unit/languages-follow.test.ts'];

/**
 * `astro check` and `astro build` both write Astro's generated types and content modules (.astro/): side by side on a
 * cold clone the two writers collided (ENOENT renaming .astro/content-assets.mjs.tmp, seen in a CI rehearsal). So
 * they are written once, by SYNC_STAGE before the stages run side by side, and TYPE_CHECK_STAGE reads them as they are
 * (`--noSync`) while the build writes its own.
 */
const SYNC_STAGE = ['Generated types (astro sync)', 'astro', ['sync']];
const TYPE_CHECK_STAGE = ['Type check', 'astro', ['check', '--noSync']];
const BUILD_STAGE = ['Production build', 'astro', ['build']];

/** ESLint lints again only the files whose content (or whose config) changed since its last run on this machine. */
export const ESLINT_CACHE = [
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  'node_modules/.cache/eslint/',
];

/**
 * Prettier checks again only the files whose content (or whose options) changed since its last run on this machine:
 * about 8 CPU seconds cold, 1 warm (issue 39).
 */
export const PRETTIER_CACHE = [
  '--cache',
  '--cache-strategy',
  'content',
  '--cache-location',
  'node_modules/.cache/prettier/.prettier-cache',
];

/**
 * How much lower a stage that fills idle cores runs (`nice`): beside the browser tests, which wait for the network,
 * the scroll and the fonts more than they compute, the builds of copies take only the CPU the browser tests leave, so
 * that no browser test runs past its time limit for them on a busy machine.
 */
export const IDLE_PRIORITY = 10;

/** The PATH of npm scripts: the project's own binaries first, so `node` is the pinned Node 24. */
export const npmPath = () => `${join(project, 'node_modules/.bin')}:${process.env.PATH}`;

/** The caches under node_modules/.astro/ a copy of the project shares with it (see copyProject). */
const SHARED_CACHES = ['assets', 'share-pictures', 'font-subset', 'precompress'];

/**
 * Copies the project's own files (tracked, or new and not ignored: what a clean clone plus the work in progress
 * holds) to `target`, with its installed packages, so content can be changed and built there without touching the
 * project.
 */
export function copyProject(target) {
  rmSync(target, { recursive: true, force: true });
  const files = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: project,
    encoding: 'utf8',
  });
  if (files.status !== 0) throw new Error(`git ls-files failed: ${files.stderr}`);
  for (const file of files.stdout.split('\0').filter(Boolean)) {
    if (!existsSync(join(project, file))) continue; // deleted in the working tree
    mkdirSync(dirname(join(target, file)), { recursive: true });
    cpSync(join(project, file), join(target, file));
  }
  // The packages are shared; Astro's content store and Vite's cache are not, so that builds of the copy and of the
  // project never see each other's content. The caches whose files are keyed by the hash of all they were made from
  // are: Astro's images, and the post-build steps' share pictures, font cuts and compressed copies
  // (src/integrations/post-build/build-cache.ts, written so that two builds may share them).
  const modules = join(target, 'node_modules');
  mkdirSync(join(modules, '.astro'), { recursive: true });
  for (const name of readdirSync(join(project, 'node_modules'))) {
    if (name !== '.astro' && name !== '.vite') symlinkSync(join(project, 'node_modules', name), join(modules, name));
  }
  for (const cache of SHARED_CACHES) {
    mkdirSync(join(project, 'node_modules/.astro', cache), { recursive: true });
    symlinkSync(join(project, 'node_modules/.astro', cache), join(modules, '.astro', cache), 'dir');
  }
  return target;
}

/**
 * What each stage of this run came to, in the order they ended: `summary()` lists them at the end of `npm test` and
 * `npm run test:quick`, every failure with the command that runs that stage alone.
 * @type {Array<{ label: string, rerun: string, status: 'passed' | 'failed' | 'skipped', took?: number, why?: string }>}
 */
const outcomes = [];

/** The command that runs a stage alone, as typed in the project: the project's binaries through npx. */
const commandLine = (command, args) =>
  [
    command === 'node' || command === 'nice' ? command : `npx ${command}`,
    ...args.filter((arg) => !arg.startsWith('--reporter') && !arg.startsWith('--outputFile')),
  ].join(' ');

/**
 * Runs one stage with its output shown; returns whether it passed. `rerun` is what the summary says to type to run it
 * alone (default: its own command).
 */
export function stage(label, command, args, { rerun, ...options } = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  const took = Math.round((Date.now() - started) / 1000);
  const passed = result.status === 0;
  if (!passed) console.error(`\n✗ ${label} failed (exit ${result.status ?? result.signal}, ${took} s).`);
  else console.log(`✓ ${label} (${took} s)`);
  outcomes.push({ label, rerun: rerun ?? commandLine(command, args), status: passed ? 'passed' : 'failed', took });
  return passed;
}

/** Whether the stage of this label ran and passed. */
export const stagePassed = (label) =>
  outcomes.some((outcome) => outcome.label === label && outcome.status === 'passed');

/** Records a stage that did not run because what it needs failed (`why` names it); returns false. */
export function skip(label, why) {
  console.log(`\n– ${label}: skipped, ${why}.`);
  outcomes.push({ label, rerun: '', status: 'skipped', why });
  return false;
}

/**
 * Runs stages that neither read what another writes nor need more than one core, side by side (on two cores they take
 * about as long as the longest, not their sum); each one's output is shown whole, in the listed order, once all have
 * ended. A stage with `{ idle: true }` runs at a lower priority (IDLE_PRIORITY), on the CPU the others leave. Returns
 * whether each passed, by label.
 * @param {Array<[label: string, command: string, args: string[], options?: { idle?: boolean, rerun?: string }]>} list
 * @returns {Promise<Record<string, boolean>>}
 */
export async function stagesSideBySide(list) {
  console.log(`\n▶ Side by side: ${list.map(([label]) => label).join(', ')}`);
  const results = await Promise.all(
    list.map(
      ([label, command, args, { idle = false, rerun } = {}]) =>
        new Promise((resolve) => {
          const started = Date.now();
          let output = '';
          const child = idle
            ? spawn('nice', ['-n', String(IDLE_PRIORITY), command, ...args], { stdio: ['ignore', 'pipe', 'pipe'] })
            : spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('error', (error) => (output += `${error.message}\n`));
          child.on('close', (status) =>
            resolve({ label, command, args, rerun, status, output, took: Math.round((Date.now() - started) / 1000) }),
          );
        }),
    ),
  );
  for (const { label, command, args, rerun, status, output, took } of results) {
    console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}\n${output.trimEnd()}`);
    if (status !== 0) console.log(`\n✗ ${label} failed (exit ${status}, ${took} s).`);
    else console.log(`✓ ${label} (${took} s)`);
    outcomes.push({
      label,
      rerun: rerun ?? commandLine(command, args),
      status: status === 0 ? 'passed' : 'failed',
      took,
    });
  }
  return Object.fromEntries(results.map(({ label, status }) => [label, status === 0]));
}

/**
 * Stages a child process ran (scripts/test-copies.mjs): written to `file` there, read into this run's summary in place
 * of the one stage that ran them.
 */
export const saveOutcomes = (file) => (
  mkdirSync(dirname(file), { recursive: true }),
  writeFileSync(file, JSON.stringify(outcomes))
);
export function takeOutcomes(file, label) {
  if (!existsSync(file)) return;
  const at = outcomes.findIndex((outcome) => outcome.label === label);
  const inner = JSON.parse(readFileSync(file, 'utf8'));
  // The child's own stages say more than the one that ran them, unless it stopped before it ran any.
  if (at >= 0 && inner.length > 0) outcomes.splice(at, 1, ...inner);
}

/**
 * Every stage of the run, one line each (passed, failed, or skipped and why), then how to run each failed one alone;
 * `details` adds what a stage's report says failed in it (each failing test). Returns whether every stage passed.
 * @param {(label: string) => string[]} [details]
 */
export function summary(details = () => []) {
  const failed = outcomes.filter((outcome) => outcome.status !== 'passed');
  console.log(`\n── Summary: ${outcomes.length - failed.length} of ${outcomes.length} stages passed ──`);
  for (const { label, status, took, why } of outcomes)
    console.log(
      status === 'passed'
        ? `✓ ${label} (${took} s)`
        : status === 'failed'
          ? `✗ ${label} (${took} s)`
          : `– ${label}: skipped, ${why}`,
    );
  for (const { label, rerun } of outcomes.filter((outcome) => outcome.status === 'failed')) {
    console.log(`\n✗ ${label} — to run it alone: ${rerun}`);
    for (const line of details(label)) console.log(`  ${line}`);
  }
  return failed.length === 0;
}

/** Installs the missing Debian packages when running as root; otherwise says how, and returns false. */
export function ensureSystemPackages() {
  const missing = [
    [chromiumPath(), 'chromium', 'CHROMIUM_PATH'],
    [nginxPath(), 'nginx', 'NGINX_PATH'],
    [brotliModulePath(), 'libnginx-mod-http-brotli-static', 'NGINX_BROTLI_MODULE'],
    [opensslPath(), 'openssl', 'OPENSSL_PATH'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return true;
  const packages = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ Missing ${missing.map(([path, name, variable]) => `${name} (looked for ${path}; set ${variable} to override)`).join(', ')}.` +
        `\n  Install Debian's packages: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}` +
        '\n  The tests never download a browser.',
    );
    return false;
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  return (
    stage('Install system packages', 'apt-get', ['update', '-qq'], { env }) &&
    stage('Install system packages', 'apt-get', ['install', '-y', '-qq', ...packages], { env })
  );
}

/**
 * How `npm test` and `npm run test:quick` begin: the content check, Astro's generated types (SYNC_STAGE), then the
 * given stages that read only the sources side by side with the type check and the production build. Every stage runs
 * that can: the sources' own checks (formatting, lint, unit tests) whatever the content, while the generated types,
 * the type check and the build, which stop on the same content mistakes, are skipped after a failed content check.
 * Returns whether each stage passed, by label, and `build`: whether the site was built.
 */
export async function checkSourcesAndBuild(sourceStages) {
  const content = stage('Content check', 'node', ['scripts/check-content.mjs'], { rerun: 'npm run check:content' });
  const synced = content ? stage(...SYNC_STAGE) : skip(SYNC_STAGE[0], 'the content check failed');
  const needsContent = [TYPE_CHECK_STAGE, BUILD_STAGE];
  if (!synced)
    for (const [label] of needsContent)
      skip(label, content ? 'the generated types failed' : 'the content check failed');
  const results = await stagesSideBySide(synced ? [...sourceStages, ...needsContent] : sourceStages);
  return { results, build: results[BUILD_STAGE[0]] === true };
}
