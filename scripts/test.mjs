// `npm test`: type and content check, unit tests, production build, then the browser tests on it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

function ensureChromium() {
  const path = chromiumPath();
  if (existsSync(path)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || process.env.CHROMIUM_PATH) {
    console.error(
      `✗ No Chromium at ${path}. Install Debian's Chromium (sudo apt-get update && sudo apt-get install -y chromium)` +
        ' or set CHROMIUM_PATH to a Chromium binary. The tests never download a browser.',
    );
    process.exit(1);
  }
  run('Install Chromium', 'apt-get', ['update', '-qq']);
  run('Install Chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], {
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

run('Type and content check', 'npx', ['astro', 'check']);
run('Unit tests', 'npx', ['vitest', 'run']);
run('Production build', 'npx', ['astro', 'build']);
ensureChromium();
run('Browser tests', 'npx', ['playwright', 'test']);
console.log('\n✓ All checks passed.');
