import { expect, test } from '@playwright/test';
import { builtRoutes } from '../support/content';
import { parseHeadersFile, headersFor } from '../../scripts/static-server.mjs';
import { readFileSync } from 'node:fs';

const routes = [...builtRoutes(), '/404'];
const expectedHeaders = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/');

for (const route of routes) {
  test(`${route} loads only from its own origin, hydrates its islands under its CSP, without violations`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
    });
    await page.addInitScript(() => {
      (window as any).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as any).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const response = await page.goto(route, { waitUntil: 'networkidle' });
    for (const island of await page.locator('astro-island[client="visible"]').all()) await island.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');

    // Every island whose client directive applies here has run: Astro drops `ssr` once an island hydrates,
    // and a client:*media island (phone menu, tilt cards) only applies where its query matches.
    const pendingIslands = () =>
      page.locator('astro-island[ssr]').evaluateAll((islands) =>
        islands
          .filter((island) => !/media$/.test(island.getAttribute('client')!) || matchMedia(JSON.parse(island.getAttribute('opts')!).value).matches)
          .map((island) => island.getAttribute('component-url')),
      );
    // client:intent-media islands wait for the visitor: reach for them as a keyboard user would.
    await page.locator('astro-island[client="intent-media"]').evaluateAll((islands) =>
      islands.forEach((island) => island.querySelector<HTMLElement>('a[href], button')?.focus()),
    );
    await expect.poll(pendingIslands).toEqual([]);

    expect(foreign).toEqual([]);
    expect(await page.evaluate(() => (window as any).__cspViolations)).toEqual([]);
    const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
    expect(meta).toContain("default-src 'self'");
    expect(meta).toMatch(/script-src 'self'/);
    expect(meta).not.toContain("'unsafe-inline'");
    for (const [name, value] of Object.entries(expectedHeaders)) {
      expect(response?.headers()[name.toLowerCase()], name).toBe(value);
    }
  });
}
