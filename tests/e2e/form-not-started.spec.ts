// When the consultation form's island cannot start (security review 5, L4: its props file, the island runtime, its
// component or its renderer not served — a page left open across a deploy, a dropped connection), Send must not
// silently do nothing: it says so, gives the firm's address as a mail link, and what the visitor typed stays in the
// fields to copy. Without JavaScript, Send is the link to the firm's mailbox. In every language, in Chromium, with the
// island's files answered 404 (page.route).
import { expect, test, type Page } from '@playwright/test';
import { consultationForm, servicesWithForm, settings } from '../support/content';
import { LOCALE_CODES } from '../../src/i18n/locales';
import { localizeHref } from '../../src/i18n/routing';

const site = settings();

/** Which of the island's files is not served: each read from the page as the build wrote it. */
const FAILURES: Record<string, (page: Page) => Promise<string>> = {
  'its props file': async (page) => absolute(page, await island(page).getAttribute('props-src')),
  'the island runtime': async (page) => {
    // The page's island loader (src/integrations/post-build/steps/island-scripts.ts), in its one inline script, names
    // the runtime's file.
    const loader = await page.evaluate(() =>
      [...document.scripts].map((script) => script.textContent ?? '').find((text) => text.includes('astro-island')),
    );
    return absolute(page, /const s="([^"]+)"/.exec(loader ?? '')?.[1] ?? null);
  },
  'its component': async (page) => absolute(page, await island(page).getAttribute('component-url')),
  'its renderer': async (page) => absolute(page, await island(page).getAttribute('renderer-url')),
};

const island = (page: Page) => page.locator('astro-island:has(form)');
function absolute(page: Page, address: string | null) {
  expect(address, 'the address of the island file').toBeTruthy();
  return new URL(address!, page.url()).href;
}

for (const locale of LOCALE_CODES) {
  const copy = consultationForm(locale);
  const path = localizeHref(`/services/${servicesWithForm(locale)[0]!.slug}`, locale);
  const note = copy.notStarted.replace('{email}', site.email);

  for (const [failure, fileOf] of Object.entries(FAILURES)) {
    test(
      `${locale}: with ${failure} not served, Send says the form did not start, gives the firm's address, and keeps the text`,
      { tag: ['@once', '@content'] },
      async ({ page }) => {
        await page.goto(path);
        const file = await fileOf(page);
        let asked = 0;
        // Whatever query a retry adds (Astro's runtime imports a component again with ?astro-retry=…): a file gone
        // with a deploy stays gone.
        const address = new RegExp(`^${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:\\?.*)?$`);
        await page.route(address, (route) => {
          asked += 1;
          return route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
        });
        const form = page.locator('form').filter({ has: page.getByRole('button', { name: copy.submit }) });
        await form.scrollIntoViewIfNeeded();
        await expect.poll(() => asked, { message: `the page asked for ${file}` }).toBeGreaterThan(0);
        const message = form.getByLabel(copy.fields.message.label, { exact: true });
        const typed = `A request typed while ${failure} failed: keep every word.`;
        await message.fill(typed);
        const send = form.getByRole('button', { name: copy.submit });
        await send.click();
        const shown = page.getByRole('alert').filter({ hasText: copy.notStarted.split('{email}')[0]!.trim() });
        await expect(shown).toBeVisible();
        await expect(shown).toBeInViewport();
        await expect(shown).toHaveText(note);
        await expect(shown.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
        // Nothing was lost and nothing left: the same page, the text in its field, the form never started.
        expect(new URL(page.url()).pathname).toBe(path);
        await expect(message).toHaveValue(typed);
        await expect(form).not.toHaveAttribute('novalidate');
        // The visitor's way out: Escape closes the note, and the text is still there to copy.
        await page.keyboard.press('Escape');
        await expect(shown).toBeHidden();
        await expect(message).toHaveValue(typed);
      },
    );
  }

  test(
    `${locale}: once the island runs, Send hands the request over and no note is left to open`,
    { tag: ['@once', '@content'] },
    async ({ page }) => {
      await page.goto(path);
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: copy.submit }) });
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('novalidate', '');
      await expect(page.locator('[popover]', { hasText: site.email })).toHaveCount(0);
      await expect(form.getByRole('button', { name: copy.submit })).toHaveAttribute('type', 'submit');
    },
  );

  test.describe(() => {
    test.use({ javaScriptEnabled: false });
    test(
      `${locale}: without JavaScript, Send is the link to the firm's mailbox and no note stands in its way`,
      { tag: ['@once', '@content'] },
      async ({ page }) => {
        await page.goto(path);
        const send = page.getByRole('link', { name: copy.submit, exact: true });
        await send.scrollIntoViewIfNeeded();
        await expect(send).toBeVisible();
        expect(decodeURIComponent(new URL((await send.getAttribute('href'))!).pathname)).toBe(site.email);
        await expect(page.getByRole('button', { name: copy.submit })).toBeHidden();
        await expect(page.getByRole('alert').filter({ hasText: site.email })).toBeHidden();
      },
    );
  });
}
