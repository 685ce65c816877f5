// Service pages on a 375 px phone: nothing scrolls the page sideways; wide tables scroll inside their own region.
import { expect, test } from '@playwright/test';
import { sectionsOf, services } from '../support/content';

for (const service of services()) {
  test(`/services/${service.slug} never scrolls sideways at 375 px`, async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
    }
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => window.innerWidth)).toBe(375);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    for (const table of sectionsOf(service, 'table')) {
      const scroller = page.getByRole('region', { name: table.caption });
      const widths = await scroller.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
      expect(widths.scroll, 'the table scrolls inside its region').toBeGreaterThan(widths.client);
      await scroller.focus();
      await expect(scroller).toBeFocused();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => scroller.evaluate((node) => node.scrollLeft)).toBeGreaterThan(0);
    }
  });

  test(`/services/${service.slug} picks small images on a phone`, async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    const images = page.locator('main img');
    for (let index = 0; index < (await images.count()); index++) {
      const image = images.nth(index);
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.(avif|webp)(\?|$)/);
      const width = await image.evaluate((img: HTMLImageElement) => img.naturalWidth);
      expect(width, 'at most the 720 px rendition at 2×').toBeLessThanOrEqual(720);
    }
  });
}
