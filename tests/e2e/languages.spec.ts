// The Arabic edition beside the English one: every page built in each language under its own address, a page whose
// text is not translated yet shown in the language's frame around the original text with a notice, and figures that
// keep reading left to right. What each page says about its language (lang, dir, the switch, hreflang, canonical)
// is checked in each route's one pass (tests/e2e/routes.spec.ts, with tests/support/languages.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtRoutes, fallbackRoutes, settings, ui } from '../support/content';
import { distDir } from '../support/dist';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from '../../src/i18n/locales';
import { localeOfPath, localizeHref } from '../../src/i18n/routing';

test('every page is built in every language', { tag: ['@content', '@once'] }, () => {
  const routes = builtRoutes();
  // Articles are the exception: one may be written in one language only (each language's articles are checked in
  // tests/e2e/insights.desktop.spec.ts).
  const article = /^\/insights\/./;
  for (const route of routes.filter((path) => localeOfPath(path) === DEFAULT_LOCALE && !article.test(path))) {
    for (const locale of LOCALE_CODES) expect(routes, `${route} in ${locale}`).toContain(localizeHref(route, locale));
  }
  expect(readFileSync(join(distDir, 'ar/404.html'), 'utf8')).toMatch(/<html lang="ar" dir="rtl">/);
});

for (const route of fallbackRoutes()) {
  test(
    `${route}: not translated yet, the original text in this language's frame, with a notice`,
    { tag: ['@content', '@once'] },
    async ({ page }) => {
      const locale = localeOfPath(route);
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      const main = page.locator('main');
      await expect(main).toHaveAttribute('lang', DEFAULT_LOCALE);
      await expect(main).toHaveAttribute('dir', LOCALES[DEFAULT_LOCALE].dir);
      await expect(main.getByText(ui(locale).untranslated)).toHaveAttribute('lang', locale);
    },
  );
}

test(
  'phone numbers and email addresses read left to right inside Arabic pages',
  { tag: ['@content', '@once'] },
  async ({ page }) => {
    const site = settings('ar');
    for (const route of [localizeHref('/', 'ar'), localizeHref('/contact', 'ar')]) {
      await page.goto(route);
      // Every link that shows the number or the address itself (buttons named in words are not values).
      const values = await page.locator('a[href^="tel:"], a[href^="mailto:"]').evaluateAll(
        (links, shown) =>
          links
            .filter((node) => shown.includes(node.textContent!.replace(/\s+/g, ' ').trim()))
            .map((node) => {
              // The element whose own text is the value: the link, or a span in it beside an icon.
              const holder = [node, ...node.querySelectorAll('*')].find((element) =>
                [...element.childNodes].some((child) => child.nodeType === 3 && child.textContent!.trim()),
              )!;
              return [
                node.textContent!.trim(),
                getComputedStyle(holder).direction,
                getComputedStyle(holder).unicodeBidi,
              ];
            }),
        [site.email, site.phone.display],
      );
      expect(values.length).toBeGreaterThan(0);
      // The element isolates its value in a left-to-right run, whatever the page's direction.
      for (const [value, direction, bidi] of values) expect([direction, bidi], value).toEqual(['ltr', 'isolate']);
      // "+91 124 400 0000" keeps its first group on the left: a reordered number would end with "+".
      const phone = page.getByRole('contentinfo').locator(`a[href="tel:${site.phone.tel}"]`);
      const [first, last] = await phone.evaluate((node) => {
        const range = document.createRange();
        const text = node.firstChild!;
        range.setStart(text, 0);
        range.setEnd(text, 1);
        const start = range.getBoundingClientRect().left;
        range.setStart(text, text.textContent!.length - 1);
        range.setEnd(text, text.textContent!.length);
        return [start, range.getBoundingClientRect().left];
      });
      expect(first).toBeLessThan(last);
    }
  },
);
