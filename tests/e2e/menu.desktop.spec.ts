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
    for (const link of labels.nav.links)
      await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: labels.menu })).toBeHidden();
    expect(scripts.filter((url) => /MobileMenu|client|react/i.test(url))).toEqual([]);
  });
});
