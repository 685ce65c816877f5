// Another commit checked out and built beside this working tree, for the tools that compare two builds in one run
// (`npm run bench -- --against <ref>`, `npm run screenshots -- --against <ref>`).
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
 * The other commit checked out in a temporary git worktree and built there. When its lock file is this tree's, it
 * gets a hard-linked copy of node_modules (a real folder, seconds to make; a symlink would escape the build's ignore
 * rules); otherwise its own `npm install`. `remove()` deletes the worktree.
 */
export function buildOtherCommit(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'aravali-other-commit-'));
  run('git', ['worktree', 'add', '--detach', dir, ref], '.');
  if (readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')) {
    run('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')], '.');
  } else {
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
  }
  run('npx', ['astro', 'build'], dir);
  return {
    dir,
    dist: join(dir, 'dist'),
    remove: () => (
      run('git', ['worktree', 'remove', '--force', dir], '.'),
      rmSync(dir, { recursive: true, force: true })
    ),
  };
}
