// The next page is ready before the visitor clicks: the page's speculation rules (src/components/SpeculationRules.astro)
// make Chromium prerender a same-site page while the pointer rests on its link, and the click then shows that page
// at once, activated from the prerender. Loading a page prerenders nothing by itself.
import { expect, test } from '@playwright/test';
import { ui } from '../support/content';

test(
  'a page prepares the page a link leads to while the pointer rests on it, and only then',
  { tag: '@content' },
  async ({ page }) => {
    const [from, to] = ui().nav.links.filter((link) => !link.href.includes('#'));
    const cdp = await page.context().newCDPSession(page);
    const prepared: string[] = [];
    // Under automation Chromium stops short of prerendering (PrerenderingDisabledByDevTools) but keeps the document
    // it fetched for it: a page ready in the prefetch cache counts as prepared, as does a finished prerender.
    cdp.on(
      'Preload.prefetchStatusUpdated',
      (event) => event.status === 'Ready' && prepared.push(new URL(event.key.url).pathname),
    );
    cdp.on(
      'Preload.prerenderStatusUpdated',
      (event) => event.status === 'Ready' && prepared.push(new URL(event.key.url).pathname),
    );
    await cdp.send('Preload.enable');

    await page.goto(from!.href, { waitUntil: 'networkidle' });
    expect(prepared, 'nothing is fetched ahead on load').toEqual([]);

    const link = page.getByRole('banner').getByRole('link', { name: to!.label, exact: true });
    await link.hover();
    await expect.poll(() => prepared).toContain(to!.href);
    await link.click();
    await expect(page).toHaveURL(to!.href);
    const arrival = await page.evaluate(() => {
      // Both fields are newer than TypeScript's DOM types (Prerender and Navigational Prefetch specifications).
      const entry = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & {
        activationStart: number;
        deliveryType: string;
      };
      return { activationStart: entry.activationStart, deliveryType: entry.deliveryType };
    });
    expect(
      arrival.activationStart > 0 || arrival.deliveryType === 'navigational-prefetch',
      `the page came from the prerender or the prefetch cache: ${JSON.stringify(arrival)}`,
    ).toBe(true);
  },
);
