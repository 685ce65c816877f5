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
 * Counts the requests the page has started and not yet finished (or failed), from the test's side: what the page has
 * asked for is in the test's own records (responses, sizes) once `settled()` resolves. Where a blanket
 * `networkidle` waits for half a second of silence after every fetch, this waits only for the fetches there are.
 */
export function trackRequests(page: Page) {
  let inFlight = 0;
  page.on('request', () => inFlight++);
  page.on('requestfinished', () => inFlight--);
  page.on('requestfailed', () => inFlight--);
  return {
    settled: () =>
      expect
        .poll(() => inFlight, { message: 'every request the page made has finished', intervals: [20], timeout: 15_000 })
        .toBe(0),
  };
}

/**
 * Waits until a first visit has done all it does before the visitor acts: the page loaded, its web fonts fetched
 * after the load (src/integrations/post-build/steps/font-loading.ts, read from the page's own list of them), and every
 * island hydrated that needs no act of the visitor's: on load, on idle, where its media query matches, and on sight
 * if it is in the first screen.
 */
export async function firstVisitDone(page: Page) {
  await page.waitForFunction(
    () => {
      const fonts = document.querySelector<HTMLScriptElement>('script[data-fonts]')?.dataset.fonts?.split(' ') ?? [];
      const fetched = (path: string) => performance.getEntriesByName(new URL(path, location.href).href).length > 0;
      const onScreen = (element: Element | null) =>
        !!element &&
        [element, ...element.children].some((node) => {
          const box = node.getBoundingClientRect();
          return box.bottom > 0 && box.top < innerHeight && box.width + box.height > 0;
        });
      const due = [...document.querySelectorAll('astro-island[ssr]')].filter((island) => {
        const client = island.getAttribute('client')!;
        const value = String(JSON.parse(island.getAttribute('opts') ?? '{}').value ?? '');
        if (client === 'intent-media') return false;
        if (/media$/.test(client)) return matchMedia(value).matches;
        if (client === 'visible') return onScreen(island);
        if (client === 'visible-with') return !document.querySelector(value) || onScreen(document.querySelector(value));
        return true;
      });
      return document.readyState === 'complete' && fonts.every(fetched) && due.length === 0;
    },
    undefined,
    // Timers, not animation frames, which a browser may hold back for a page it deems hidden.
    { polling: 25, timeout: 15_000 },
  );
}

/**
 * Scrolls to the end half a screen at a time, as a reader would, then waits until what that brought on has come:
 * every image the page shows has loaded, and every island hydrated on sight has hydrated.
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
  // On a busy machine a step of the scroll can pass with no frame drawn, and an island watching for sight miss it:
  // what has not come yet is brought into view again, as a reader who goes back to it would.
  const pending = () =>
    page.evaluate(() => {
      const missing = [
        // An image the layout hides (display: none) is never fetched, lazily or not: nothing to wait for.
        ...[...document.images]
          .filter((image) => !image.complete && image.checkVisibility())
          .map((image) => ({ element: image as Element, what: `image ${image.currentSrc || image.src}` })),
        ...[...document.querySelectorAll('astro-island[ssr][client^="visible"]')].map((island) => ({
          element:
            (island.getAttribute('client') === 'visible-with' &&
              document.querySelector(String(JSON.parse(island.getAttribute('opts') ?? '{}').value))) ||
            island.firstElementChild ||
            island,
          what: `island ${island.getAttribute('component-url')}`,
        })),
      ];
      missing.forEach(({ element }) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
      return missing.map(({ what }) => what);
    });
  await expect
    .poll(pending, { message: 'what reading to the end brought on has come', intervals: [50], timeout: 30_000 })
    .toEqual([]);
  await page.evaluate(() => scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
}
