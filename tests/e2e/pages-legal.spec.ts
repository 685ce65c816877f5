// The privacy notice and the terms and disclaimer: prose pages from Markdown, each heading linking to itself.
import { expect, test } from '@playwright/test';
import { legalPages, shown, ui } from '../support/content';
import { expectHeadingOutline, openWithoutJavaScript } from '../support/pages';
import { formatDay } from '../../src/i18n/formats';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';

const labels = ui();

for (const legal of legalPages()) {
  test(
    `${legal.href}: title, summary, date, and the text's sections, each linked to itself`,
    { tag: ['@content', '@once'] },
    async ({ page }) => {
      await page.goto(legal.href);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.meta.title);
      if (legal.summary) await expect(page.getByRole('main')).toContainText(shown(legal.summary));

      const updated = page.locator('main time');
      await expect(updated).toHaveAttribute('datetime', legal.updated.toISOString().slice(0, 10));
      const date = formatDay(legal.updated, DEFAULT_LOCALE);
      await expect(updated.locator('..')).toHaveText(labels.lastUpdated.replace('{date}', date));

      const sections = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(sections).toHaveText(legal.headings);
      for (const section of await sections.all()) {
        const id = await section.getAttribute('id');
        expect(id, 'every section can be linked to').toBeTruthy();
        await expect(section.getByRole('link')).toHaveAttribute('href', `#${id}`);
      }
      await expectHeadingOutline(page);
    },
  );

  test(`${legal.href} reads fine without JavaScript`, { tag: ['@content', '@once'] }, async ({ browser, viewport }) => {
    const { page, close } = await openWithoutJavaScript(browser, legal.href, viewport);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(legal.meta.title);
    for (const heading of legal.headings)
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await close();
  });
}
