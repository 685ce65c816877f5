import { expect, test } from '@playwright/test';
import { ui } from '../support/content';

const labels = ui();
const start = '/404';

test.describe('phone menu', () => {
  test('opens, shows the links, closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto(start);
    const toggle = page.getByRole('button', { name: labels.menu.open });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();

    await toggle.click();
    const close = page.getByRole('button', { name: labels.menu.close });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const link of labels.nav.links) await expect(panel.getByRole('link', { name: link.label, exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: labels.menu.open })).toBeFocused();
  });

  test('closes when a link is chosen, and the link navigates', async ({ page }) => {
    await page.goto(start);
    const target = labels.nav.links.find((link: any) => !link.href.includes('#'));
    await page.getByRole('button', { name: labels.menu.open }).click();
    await Promise.all([
      page.waitForURL(`**${target.href}`),
      page.getByRole('navigation', { name: labels.nav.label }).getByRole('link', { name: target.label, exact: true }).click(),
    ]);
    await expect(page.getByRole('button', { name: labels.menu.open })).toHaveAttribute('aria-expanded', 'false');
  });

  test('closes when the viewport grows past the breakpoint', async ({ page }) => {
    await page.goto(start);
    await page.getByRole('button', { name: labels.menu.open }).click();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: labels.menu.open })).toHaveAttribute('aria-expanded', 'false');
  });

  test('without JavaScript the Menu link still reveals the navigation', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(start);
    const nav = page.getByRole('navigation', { name: labels.nav.label });
    await expect(nav.getByRole('link', { name: labels.nav.links[1].label, exact: true })).toBeHidden();
    await nav.getByRole('link', { name: labels.menu.text }).click();
    for (const link of labels.nav.links) await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: labels.nav.cta.label })).toBeVisible();
    await context.close();
  });
});

