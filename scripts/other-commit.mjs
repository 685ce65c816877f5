// Another commit checked out beside this working tree, for the tools that compare two commits in one run
// (`npm run bench -- --against <ref>`, `npm run screenshots -- --against <ref>`, scripts/compare-suite.mjs).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** Runs a command with its output shown; throws when it fails. */
export function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}`);
}

/**
 * The other commit checked out in a temporary git worktree with its packages. `install: 'auto'`: when its lock file is
 * this tree's, a hard-linked copy of node_modules (a real folder, seconds to make; a symlink would escape the build's
 * ignore rules), otherwise its own `npm install`; `install: 'ci'`: its own `npm ci` whatever its lock file (what a CI
 * clone does). `remove()` deletes the worktree.
 */
export function checkOutOtherCommit(ref, { install = 'auto' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'aravali-other-commit-'));
  run('git', ['worktree', 'add', '--detach', dir, ref], '.');
  if (install === 'ci') run('npm', ['ci', '--no-audit', '--no-fund'], dir);
  else if (readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')) {
    run('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')], '.');
  } else {
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
  }
  return {
    dir,
    remove: () => (
      run('git', ['worktree', 'remove', '--force', dir], '.'),
      rmSync(dir, { recursive: true, force: true })
    ),
  };
}

/** The other commit checked out (as checkOutOtherCommit does) and built there. */
export function buildOtherCommit(ref) {
  const other = checkOutOtherCommit(ref);
  run('npx', ['astro', 'build'], other.dir);
  return { ...other, dist: join(other.dir, 'dist') };
}
