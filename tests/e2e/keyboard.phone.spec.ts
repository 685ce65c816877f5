import { expect, test } from '@playwright/test';
import { ui } from '../support/content';
import { accessibleState, MENU_TOGGLE, menuButton, menuPanel } from '../support/menu';

const labels = ui();

test(
  'the menu toggle works from the keyboard: Enter opens, Space closes, Escape closes and returns focus',
  { tag: '@content' },
  async ({ page }) => {
    await page.goto('/404');
    await page.keyboard.press('Tab'); // skip link
    await page.keyboard.press('Tab'); // logo
    await page.keyboard.press('Tab'); // the menu button
    await expect(menuButton(page)).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(menuPanel(page)).toBeVisible();
    expect(await accessibleState(page, MENU_TOGGLE)).toMatchObject({ role: 'button', expanded: true });
    await page.keyboard.press('Space');
    await expect(menuPanel(page)).toBeHidden();
    expect(await accessibleState(page, MENU_TOGGLE)).toMatchObject({ expanded: false });

    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText(labels.nav.links[0]!.label);
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
  },
);

test('touch targets in the header are at least 24 × 24 px', { tag: '@content' }, async ({ page }) => {
  await page.goto('/404');
  for (const target of await page.getByRole('banner').locator('a:visible, button:visible').all()) {
    const box = await target.boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
  }
});
