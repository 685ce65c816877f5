// Service pages at desktop width: tables fit without scrolling; the first screen loads no lazy image.
import { expect, test } from '@playwright/test';
import { sectionsOf, services } from '../support/content';

for (const service of services()) {
  test(`/services/${service.slug}: tables fit and images are lazy`, { tag: '@content' }, async ({ page }) => {
    await page.goto(`/services/${service.slug}`);
    for (const table of sectionsOf(service, 'table')) {
      const scroller = page.getByRole('region', { name: table.caption });
      await scroller.scrollIntoViewIfNeeded();
      const widths = await scroller.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
    }
    const loading = await page.locator('main img').evaluateAll((images) => images.map((img) => img.getAttribute('loading')));
    expect(loading.every((value) => value === 'lazy')).toBe(true);
  });
}
