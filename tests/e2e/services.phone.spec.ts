// Service pages on a 375 px phone: nothing scrolls the page sideways, wide tables scroll inside their own region,
// and images come in the small renditions.
import { expect, test } from '@playwright/test';
import { sectionsOf, services } from '../support/content';
import { readToTheEnd } from '../support/pages';

for (const service of services()) {
  test(`/services/${service.slug} on a phone: no sideways scroll, tables scroll in place, small images`, { tag: '@content' }, async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    await readToTheEnd(page);

    await test.step('the page never scrolls sideways at 375 px', async () => {
      expect(await page.evaluate(() => window.innerWidth)).toBe(375);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });

    await test.step('a table wider than the phone scrolls inside its own region, by keyboard too', async () => {
      for (const table of sectionsOf(service, 'table')) {
        const scroller = page.getByRole('region', { name: table.caption });
        const widths = await scroller.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
        if (widths.scroll <= widths.client) continue;
        await scroller.focus();
        await expect(scroller).toBeFocused();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => scroller.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
      }
    });

    await test.step('every image is an AVIF or WebP rendition of at most 720 px (360 px at 2×)', async () => {
      for (const image of await page.locator('main img').all()) {
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)(\?|$)/);
        expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth), 'at most the 720 px rendition at 2×').toBeLessThanOrEqual(720);
      }
    });
  });
}
