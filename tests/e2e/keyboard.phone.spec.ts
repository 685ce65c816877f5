import { expect, test } from '@playwright/test';
import { ui } from '../support/content';

const labels = ui();

test('the menu toggle works from the keyboard: Enter opens, Space closes, Escape closes and returns focus', async ({ page }) => {
  await page.goto('/404');
  await page.keyboard.press('Tab'); // skip link
  await page.keyboard.press('Tab'); // logo
  await page.keyboard.press('Tab'); // the Menu link: focusing it wakes the island, which keeps focus on its toggle
  const toggle = page.getByRole('button', { name: labels.menu.open });
  await expect(toggle).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: labels.menu.close })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: labels.menu.open })).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveText(labels.nav.links[0].label);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: labels.menu.open })).toBeFocused();
});

test('touch targets in the header are at least 24 × 24 px', async ({ page }) => {
  await page.goto('/404');
  for (const target of await page.getByRole('banner').locator('a:visible, button:visible').all()) {
    const box = await target.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
});
