import { expect, test } from '@playwright/test';
import { services } from '../support/content';

test(
  'on a touch phone the tilt island never loads, and the cards are plain static HTML',
  { tag: '@content' },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(scripts.filter((url) => /TiltCard/.test(url))).toEqual([]);
    // Astro keeps `ssr` on an island until it hydrates.
    await expect(page.locator('astro-island[component-url*="TiltCard"][ssr]')).toHaveCount(services().length);

    const cards = page.locator('#services article');
    await expect(cards).toHaveCount(services().length);
    await expect(cards.first()).toBeVisible();
  },
);
