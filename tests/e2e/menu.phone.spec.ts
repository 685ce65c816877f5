import { expect, test } from '@playwright/test';
import { ui } from '../support/content';
import { menuButton, menuLink, openPhoneMenu } from '../support/menu';

const labels = ui();
const start = '/404';

test.describe('phone menu', () => {
  test('opens, shows the links, closes on Escape with focus back on the toggle', async ({ page }) => {
    await page.goto(start);
    const panel = page.locator('#site-menu');
    await expect(panel).toBeHidden();
    await expect(menuLink(page)).toHaveAttribute('href', '#site-menu');

    await openPhoneMenu(page);
    await expect(menuButton(page, 'close')).toHaveAttribute('aria-controls', 'site-menu');
    await expect(panel).toBeVisible();
    expect(new URL(page.url()).hash, 'the island tidies the address').toBe('');
    for (const link of labels.nav.links) await expect(panel.getByRole('link', { name: link.label, exact: true })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: labels.menu.open })).toBeFocused();
  });

  test('closes when a link is chosen, and the link navigates', async ({ page }) => {
    // A link to a section of the home page (Services) keeps the page, so the menu itself must close: prefer one.
    const target = labels.nav.links.find((link) => link.href.includes('#')) ?? labels.nav.links[0]!;
    await page.goto('/');
    await openPhoneMenu(page);
    await page.getByRole('navigation', { name: labels.nav.label }).getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    await expect(menuButton(page, 'open')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).toBeHidden();
    if (target.href.includes('#')) await expect(page.locator(target.href.slice(target.href.indexOf('#')))).toBeInViewport();
  });

  test('closes when the viewport grows past the breakpoint', async ({ page }) => {
    await page.goto(start);
    await openPhoneMenu(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    // Let the browser apply the wide layout (and fire its media query change) before narrowing again.
    await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(matchMedia('(min-width: 48rem)').matches)))));
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: labels.menu.open })).toHaveAttribute('aria-expanded', 'false');
  });

  test('React is not downloaded until the visitor reaches for the menu', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(start, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    await openPhoneMenu(page);
    expect(scripts.some((url) => /MobileMenu/.test(url))).toBe(true);
  });

  test('without JavaScript the Menu link still reveals the navigation', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 }, isMobile: true });
    const page = await context.newPage();
    await page.goto(start);
    const nav = page.getByRole('navigation', { name: labels.nav.label });
    await expect(nav.getByRole('link', { name: labels.nav.links[0]!.label, exact: true })).toBeHidden();
    await nav.getByRole('link', { name: labels.menu.text }).click();
    for (const link of labels.nav.links) await expect(nav.getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: labels.nav.cta.label })).toBeVisible();
    await context.close();
  });
});

