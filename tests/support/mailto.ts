// The mailto hand-off as a test sees it.
import { expect, type Page } from '@playwright/test';

/** Records every mailto navigation the page asks for (Chromium hands it to the OS, so it never loads). */
export async function captureMailto(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const urls: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.url.startsWith('mailto:')) urls.push(event.url);
  });
  return {
    urls,
    /** The one mailto URL requested so far (waits for it). */
    async one() {
      await expect.poll(() => urls.length, { message: 'a mailto navigation' }).toBe(1);
      return urls[0]!;
    },
  };
}
