// `node scripts/compare-suite.mjs <ref> [--runs 3] [--command "npm test"] [--install ci|auto] [--cold] [--keep]`:
// what `npm test` costs in this working tree against another commit, measured side by side on this machine (issue 39's
// goals: wall time and CPU time, user + sys, each at most half the other commit's). The other commit is checked out in
// a temporary git worktree with its own `npm ci` (its package.json may differ; `--install auto` hard-links this tree's
// packages when the lock files are the same), then the command runs in both, interleaved (other, this, other, this…)
// so that a busier or quieter spell of a shared machine falls on both alike. Each run's wall and CPU time come from
// GNU time (/usr/bin/time): the user + sys of every process the command waited for, its whole process tree. Prints a
// Markdown table of the runs and the medians; each run's output goes to a log file (their folder is printed).
//
// `--cold` starts every run as a CI clone does: no dist/, no Astro image cache, no ESLint, Prettier or Vite cache (each
// tree's own, never through a symlink). `--keep` keeps the other commit's worktree. `--command` replaces `npm test`
// (a short command tries the script out).
import { spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { checkOutOtherCommit } from './other-commit.mjs';

const GNU_TIME = process.env.GNU_TIME_PATH ?? '/usr/bin/time';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '3' },
    command: { type: 'string', default: 'npm test' },
    install: { type: 'string', default: 'ci' },
    cold: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});
const [ref] = positionals;
const runs = Number(options.runs);
if (!ref || !Number.isInteger(runs) || runs < 1 || !['ci', 'auto'].includes(options.install)) {
  console.error(
    'Usage: node scripts/compare-suite.mjs <ref> [--runs 3] [--command "npm test"] [--install ci|auto] [--cold] [--keep]',
  );
  process.exit(2);
}
if (!existsSync(GNU_TIME)) {
  console.error(`✗ GNU time not found at ${GNU_TIME} (Debian: apt-get install time; or set GNU_TIME_PATH).`);
  process.exit(2);
}

const git = (...args) => spawnSync('git', args, { encoding: 'utf8' }).stdout.trim();
const thisTree = resolve('.');
const thisLabel = `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' + working tree' : ''}`;
const otherLabel = git('rev-parse', '--short', ref) || ref;

/** What a build and a test run leave for the next run: removed by `--cold`, as a CI clone has none of it. */
const WARM = ['dist', '.astro', 'node_modules/.astro', 'node_modules/.cache', 'node_modules/.vite'];

function startCold(tree) {
  for (const path of WARM) {
    const full = join(tree, path);
    // A symlinked folder is another tree's (a worktree sharing the main one's packages): left alone.
    if (existsSync(full) && !lstatSync(full).isSymbolicLink()) rmSync(full, { recursive: true, force: true });
  }
}

const logs = mkdtempSync(join(tmpdir(), 'aravali-compare-suite-'));
console.log(`Each run's output: ${logs}`);

/** One run of the command in `tree`: wall and CPU seconds (user + sys of its whole process tree), exit status. */
function measure(tree, label, index) {
  if (options.cold) startCold(tree);
  const log = join(logs, `${label}-${index}.log`);
  const times = join(logs, `${label}-${index}.time`);
  const started = new Date().toISOString().slice(11, 16);
  process.stdout.write(`${label} run ${index} (${options.command}) in ${tree}, from ${started} UTC… `);
  const result = spawnSync(
    'sh',
    ['-c', `exec "${GNU_TIME}" -f '%e %U %S %x' -o "${times}" sh -c "$0" > "${log}" 2>&1`, options.command],
    { cwd: tree, stdio: 'inherit' },
  );
  const [wall, user, system, status] = existsSync(times)
    ? readFileSync(times, 'utf8').trim().split('\n').at(-1).split(' ').map(Number)
    : [NaN, NaN, NaN, result.status];
  const measured = { label, index, started, wall, cpu: user + system, status };
  console.log(`${wall.toFixed(0)} s wall, ${measured.cpu.toFixed(0)} CPU-s, exit ${status}`);
  return measured;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const other = checkOutOtherCommit(ref, { install: options.install });
const results = [];
try {
  for (let index = 1; index <= runs; index++) {
    results.push(measure(other.dir, 'B', index));
    results.push(measure(thisTree, 'Y', index));
  }
} finally {
  if (options.keep) console.log(`The other commit's worktree is kept: ${other.dir}`);
  else other.remove();
}

const load = readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(', ');
const side = (label) => results.filter((result) => result.label === label);
const [before, now] = [side('B'), side('Y')];
const ratio = (pick) => {
  const base = median(before.map(pick));
  return base > 0 ? (median(now.map(pick)) / base).toFixed(2) : '—';
};
const lines = [
  `\`${options.command}\`, ${runs} run${runs === 1 ? '' : 's'} each, interleaved${options.cold ? ', each started cold' : ''}; ` +
    `load average at the end: ${load}. B: \`${otherLabel}\`; Y: \`${thisLabel}\`.`,
  '',
  '| Run | Commit | Started (UTC) | Wall | CPU (user + sys) | Exit |',
  '| --- | --- | --- | --- | --- | --- |',
  ...results.map(
    ({ label, index, started, wall, cpu, status }) =>
      `| ${label}${index} | \`${label === 'B' ? otherLabel : thisLabel}\` | ${started} | ${wall.toFixed(0)} s | ${cpu.toFixed(0)} s | ${status} |`,
  ),
  `| **median** | B | | ${median(before.map((r) => r.wall)).toFixed(0)} s | ${median(before.map((r) => r.cpu)).toFixed(0)} s | |`,
  `| **median** | Y | | ${median(now.map((r) => r.wall)).toFixed(0)} s | ${median(now.map((r) => r.cpu)).toFixed(0)} s | |`,
  `| **Y / B** | | | ${ratio((r) => r.wall)} | ${ratio((r) => r.cpu)} | |`,
];
console.log(`\n${lines.join('\n')}`);
if (results.some((result) => result.status !== 0))
  console.log('\nSome runs failed (exit ≠ 0): their figures are not of a whole run; see their logs.');
