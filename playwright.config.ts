import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, chromiumPath } from './scripts/chromium.mjs';

const port = Number(process.env.E2E_PORT ?? 4399);

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
      use: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
    },
    {
      name: 'desktop',
      testIgnore: '**/*.phone.spec.ts',
      // What a page says and does whatever its width (its words, a request's email) is checked once, as a phone.
      grepInvert: /@once/,
      use: { viewport: { width: 1280, height: 800 } },
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
