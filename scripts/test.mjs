// `npm test`: type and content check, unit tests, production build, then the browser tests on it.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { chromiumPath } from './chromium.mjs';
import { nginxPath } from './nginx.mjs';

function run(label, command, args, options = {}) {
  console.log(`\n▶ ${label}: ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n✗ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status || 1);
  }
}

/** The browser tests need Chromium, and the deployment test nginx: install Debian's packages when we can. */
function ensureSystemPackages() {
  const missing = [
    [chromiumPath(), 'chromium', 'CHROMIUM_PATH'],
    [nginxPath(), 'nginx', 'NGINX_PATH'],
  ].filter(([path]) => !existsSync(path));
  if (missing.length === 0) return;
  const packages = missing.map(([, name]) => name);
  if (process.getuid?.() !== 0) {
    console.error(
      `✗ Missing ${missing.map(([path, name, variable]) => `${name} (looked for ${path}; set ${variable} to override)`).join(' and ')}.` +
        `\n  Install Debian's packages: sudo apt-get update && sudo apt-get install -y ${packages.join(' ')}` +
        '\n  The tests never download a browser.',
    );
    process.exit(1);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('Install system packages', 'apt-get', ['update', '-qq'], { env });
  run('Install system packages', 'apt-get', ['install', '-y', '-qq', ...packages], { env });
}

run('Content check', 'node', ['scripts/check-content.mjs']);
run('Type check', 'npx', ['astro', 'check']);
rmSync('reports', { recursive: true, force: true });
run('Unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', '--outputFile.json=reports/vitest.json']);
run('Production build', 'npx', ['astro', 'build']);
ensureSystemPackages();
run('Browser tests', 'npx', ['playwright', 'test']);

const unit = JSON.parse(readFileSync('reports/vitest.json', 'utf8'));
const e2e = JSON.parse(readFileSync('reports/playwright.json', 'utf8')).stats;
const passed = unit.numPassedTests + e2e.expected;
const failed = unit.numFailedTests + e2e.unexpected + e2e.flaky;
console.log(`\n✓ All checks passed: ${unit.numPassedTests} unit tests, ${e2e.expected} browser tests.`);
console.log(`${passed} passed, ${failed} failed`);
