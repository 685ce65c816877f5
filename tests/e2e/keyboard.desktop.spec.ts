import { expect, test } from '@playwright/test';
import { ui } from '../support/content';
import { DEFAULT_LOCALE, LOCALES } from '../../src/i18n/locales';

const labels = ui();

test(
  'Tab reaches the skip link first, then the header links in order, each with a visible focus ring',
  { tag: '@content' },
  async ({ page }) => {
    await page.goto('/404');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: labels.skipLink });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    // The navigation, then the link to the page in the other language (named in that language), then the main button.
    const otherLanguages = Object.entries(LOCALES)
      .filter(([code]) => code !== DEFAULT_LOCALE)
      .map(([, locale]) => locale.label);
    const expected = [
      'home',
      // The further links too (the record, the articles): the header shows them at this width.
      ...[...labels.nav.links, ...labels.nav.more].map((link: { label: string }) => link.label),
      ...otherLanguages,
      labels.nav.cta.label,
    ];
    for (const name of expected) {
      await page.keyboard.press('Tab');
      const focused = page.locator(':focus');
      await expect(focused).toContainText(name === 'home' ? labels.homeLinkLabel : name);
      const outline = await focused.evaluate((el) => {
        const style = getComputedStyle(el);
        return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
      });
      expect(outline.style).not.toBe('none');
      expect(outline.width).toBeGreaterThanOrEqual(2);
    }
  },
);

test('the skip link moves focus to the main content', { tag: '@content' }, async ({ page }) => {
  await page.goto('/404');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});
