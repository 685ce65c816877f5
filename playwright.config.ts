import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';
import { DEVICES } from './scripts/devices.mjs';
import { freePortSync } from './scripts/free-port.mjs';

// A free port for the site under test, so that two runs (or a run and a preview) work side by side. This file is
// read by the main process and again by every worker: the first read picks the port and leaves it in E2E_PORT, which
// the workers and the server inherit, so all agree. E2E_PORT set beforehand is used as it is.
process.env.E2E_PORT ??= String(freePortSync());
const port = Number(process.env.E2E_PORT);

/** Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network. */
const launchOptions = {
  executablePath: chromiumPath(),
  args: CHROMIUM_FLAGS,
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions,
    trace: 'off',
  },
  projects: [
    {
      name: 'phone',
      testIgnore: '**/*.desktop.spec.ts',
      use: DEVICES.phone,
    },
    {
      name: 'desktop',
      testIgnore: '**/*.phone.spec.ts',
      // The edited copy's run (scripts/edited-site.mjs) checks as a desktop only what only a desktop shows: the rest
      // asserts there exactly what it asserts as a phone. One run for both projects: one server, one browser pool.
      ...(process.env.E2E_DESKTOP_ONLY_SPECS ? { testMatch: '**/*.desktop.spec.ts' } : {}),
      // What a page says and does whatever its width (its words, a request's email) is checked once, as a phone.
      grepInvert: /@once/,
      use: DEVICES.desktop,
    },
  ],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
