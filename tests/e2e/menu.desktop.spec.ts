import { expect, test } from '@playwright/test';
import { ui } from '../support/content';

const labels = ui();
const start = '/404';

test.describe('desktop navigation', { tag: '@content' }, () => {
  test('shows every link without a toggle and downloads no menu JavaScript', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(start, { waitUntil: 'networkidle' });
    const nav = page.getByRole('navigation', { name: labels.nav.label });
    // The further links (the record, the articles) too: a desktop as wide as this one has room for them.
    for (const link of [...labels.nav.links, ...labels.nav.more])
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: labels.menu })).toBeHidden();
    expect(scripts.filter((url) => /MobileMenu|client|react/i.test(url))).toEqual([]);
  });

  test('below 1280 px the row keeps to the navigation links, and every page’s footer has the further ones', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(start);
    const nav = page.getByRole('navigation', { name: labels.nav.label });
    for (const link of labels.nav.links)
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    for (const link of labels.nav.more) {
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeHidden();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: link.label, exact: true })).toHaveAttribute(
        'href',
        link.href,
      );
    }
  });
});
