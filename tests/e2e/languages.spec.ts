// Every language's edition: every page built in each language under its own address, each language's 404 page, and
// on a right-to-left page the figures and addresses that keep reading left to right. What each page says about its
// language (lang, dir, the switch, hreflang, canonical, the notice on a page not translated yet) is read from the
// build for every route (tests/e2e/routes-html.spec.ts, with tests/support/languages.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtRoutes, settings } from '../support/content';
import { distDir } from '../support/dist';
import { fileOfRoute } from '../support/html';
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
  // Each language's own 404 page, in its language and direction.
  for (const locale of LOCALE_CODES)
    expect(readFileSync(join(distDir, fileOfRoute(localizeHref('/404', locale))), 'utf8')).toContain(
      `<html lang="${locale}" dir="${LOCALES[locale].dir}">`,
    );
});

// A page not translated yet (the original's text in the language's frame, marked, with a notice in the language) is
// read from the build for every route: tests/support/languages.ts, from tests/e2e/routes-html.spec.ts.
for (const locale of LOCALE_CODES.filter((code) => LOCALES[code].dir === 'rtl'))
  test(
    `${locale}: phone numbers and email addresses read left to right inside right-to-left pages`,
    { tag: ['@content', '@once'] },
    async ({ page }) => {
      const site = settings(locale);
      for (const route of [localizeHref('/', locale), localizeHref('/contact', locale)]) {
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
