// The phone menu: a native disclosure from the first paint, with JavaScript or without it, and the island's
// additions once the visitor has reached for it.
import { expect, test, type Page } from '@playwright/test';
import { DEVICES } from '../../scripts/devices.mjs';
import { literal, ui } from '../support/content';
import { accessibleState, MENU_TOGGLE, menuButton, menuPanel, openPhoneMenu } from '../support/menu';

const labels = ui();
const start = '/404';
/** The toggle as a screen reader meets it. */
const toggleState = (page: Page) => accessibleState(page, MENU_TOGGLE);
const island = (page: Page) => page.locator('astro-island[client="intent-media"]');

test(
  'without JavaScript: a button that says whether it is expanded opens the navigation, Escape closes it',
  { tag: '@content' },
  async ({ browser }) => {
    const context = await browser.newContext({
      ...DEVICES.phone,
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    await page.goto(start);
    expect(await toggleState(page)).toEqual({ role: 'button', name: labels.menu, expanded: false });
    await expect(menuPanel(page)).toBeHidden();

    await menuButton(page).click();
    expect(await toggleState(page)).toMatchObject({ role: 'button', expanded: true });
    // Every link, the further ones too (the record, the articles), which a phone reaches only here or in the footer.
    for (const link of [...labels.nav.links, ...labels.nav.more])
      await expect(menuPanel(page).getByRole('link', { name: link.label, exact: true })).toBeVisible();
    await expect(menuPanel(page).getByRole('link', { name: labels.nav.cta.label })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();
    expect(await toggleState(page)).toMatchObject({ expanded: false });
    await context.close();
  },
);

test(
  'before the island wakes, the same disclosure works with no JavaScript fetched at all',
  { tag: '@content' },
  async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto(start, { waitUntil: 'networkidle' });
    expect(await toggleState(page)).toEqual({ role: 'button', name: labels.menu, expanded: false });

    // A click with no pointer, touch or focus before it: the island is not woken, only the browser acts.
    await page.locator(MENU_TOGGLE).evaluate((button: HTMLButtonElement) => button.click());
    await expect(menuPanel(page)).toBeVisible();
    expect(await toggleState(page)).toMatchObject({ expanded: true });
    await page.locator(MENU_TOGGLE).evaluate((button: HTMLButtonElement) => button.click());
    await expect(menuPanel(page)).toBeHidden();

    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);
    await expect(island(page)).toHaveAttribute('ssr', '');

    // Choosing a link to another page works as well: the page and its menu give way to the next one.
    const other = labels.nav.links.find((link) => !link.href.includes('#')) ?? labels.nav.cta;
    await page.locator(MENU_TOGGLE).evaluate((button: HTMLButtonElement) => button.click());
    await menuPanel(page)
      .locator(`a[href="${other.href}"]`)
      .evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(new RegExp(`${literal(other.href).source}$`));
    await expect(menuPanel(page)).toBeHidden();
  },
);

test('reaching for the menu wakes the island: React arrives only then', { tag: '@content' }, async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto(start, { waitUntil: 'networkidle' });
  expect(scripts).toEqual([]);
  await openPhoneMenu(page);
  await expect(island(page)).not.toHaveAttribute('ssr');
  expect(scripts.some((url) => /MobileMenu/.test(url))).toBe(true);
  expect(await toggleState(page)).toMatchObject({ expanded: true });
});

test.describe('once the island runs', { tag: '@content' }, () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await openPhoneMenu(page);
    await expect(island(page)).not.toHaveAttribute('ssr');
  });

  test('choosing a link closes the menu, and the link navigates', async ({ page }) => {
    // A link to a section of the home page (Services) keeps the page, so the menu itself must close: prefer one.
    const target = labels.nav.links.find((link) => link.href.includes('#')) ?? labels.nav.links[0]!;
    await menuPanel(page).getByRole('link', { name: target.label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${literal(target.href).source}$`));
    await expect(menuPanel(page)).toBeHidden();
    expect(await toggleState(page)).toMatchObject({ expanded: false });
    if (target.href.includes('#'))
      await expect(page.locator(target.href.slice(target.href.indexOf('#')))).toBeInViewport();
  });

  test('Escape closes it with focus back on the toggle; it closes when the window grows past the breakpoint', async ({
    page,
  }) => {
    await page.keyboard.press('Escape');
    await expect(menuPanel(page)).toBeHidden();
    await expect(menuButton(page)).toBeFocused();

    await openPhoneMenu(page);
    await page.setViewportSize({ width: 1024, height: 800 });
    // Let the browser apply the wide layout (and fire its media query change) before narrowing again.
    await page.waitForFunction(
      () => new Promise((resolve) => setTimeout(() => resolve(matchMedia('(min-width: 48rem)').matches), 50)),
    );
    await page.setViewportSize(DEVICES.phone.viewport);
    await expect(menuPanel(page)).toBeHidden();
    expect(await toggleState(page)).toMatchObject({ expanded: false });
  });
});
