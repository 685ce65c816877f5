// Checks shared by the page specs (tests/e2e/pages-*.spec.ts).
import { expect, type Browser, type Locator, type Page } from '@playwright/test';
import { DEVICES } from '../../scripts/devices.mjs';

/** One h1, first; every later heading at most one level deeper than the one before (h1 → h2 → h3, no skipping). */
export async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  levels.forEach((level, index) => {
    if (index > 0)
      expect(level, `heading ${index + 1} jumps from h${levels[index - 1]} to h${level}`).toBeLessThanOrEqual(
        levels[index - 1]! + 1,
      );
  });
}

/** A link that opens in a new tab, isolated from the page. */
export async function expectNewTab(link: Locator, href: string) {
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
}

/** The section labelled by a heading with exactly this text. */
export const region = (page: Page | Locator, name: string) => page.getByRole('region', { name, exact: true });

/** Opens a route with JavaScript disabled, in the viewport of the current project. */
export async function openWithoutJavaScript(
  browser: Browser,
  route: string,
  viewport: { width: number; height: number } | null,
) {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: viewport ?? DEVICES.desktop.viewport,
  });
  const page = await context.newPage();
  await page.goto(route);
  return { page, close: () => context.close() };
}

/** The page's HTML exactly as served. */
export async function servedHtml(page: Page, route: string) {
  const response = await page.request.get(route);
  expect(response.status()).toBe(200);
  return response.text();
}

/**
 * Scrolls to the end half a screen at a time, as a reader would, so lazy images and islands hydrated on sight load.
 * The pauses are timers, not animation frames, which a browser may hold back for a page it deems hidden.
 */
export async function readToTheEnd(page: Page) {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => setTimeout(resolve, 40));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
      scrollTo({ top: y, behavior: 'instant' });
      await frame();
    }
    scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
    await frame();
  });
  await page.waitForLoadState('networkidle');
}
