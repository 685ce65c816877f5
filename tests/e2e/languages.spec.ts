// The Arabic edition beside the English one: every page in each language under its own address, marked with its
// language and direction, a plain link to the same page in the other language, search engines told which pages are
// translations of each other (hreflang, canonical) — and a page whose text is not translated yet shown in the
// language's frame around the original text, with a notice, and never announced as a translation.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { builtRoutes, fallbackRoutes, settings, ui } from '../support/content';
import { distDir } from '../support/dist';
import { openPhoneMenu } from '../support/menu';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from '../../src/i18n/locales';
import { localeOfPath, localizeHref, neutralPath } from '../../src/i18n/routing';

const siteUrl = settings().siteUrl;
const absolute = (path: string) => new URL(path, siteUrl).href;
const fallbacks = new Set(fallbackRoutes());
/** A page and its twins are alternates only when none of them is a fallback. */
const paired = (route: string) =>
  LOCALE_CODES.every((locale) => !fallbacks.has(localizeHref(neutralPath(route), locale)));

test('every page is built in every language', { tag: ['@content', '@once'] }, () => {
  const routes = builtRoutes();
  for (const route of routes.filter((path) => localeOfPath(path) === DEFAULT_LOCALE)) {
    for (const locale of LOCALE_CODES) expect(routes, `${route} in ${locale}`).toContain(localizeHref(route, locale));
  }
  expect(readFileSync(join(distDir, 'ar/404.html'), 'utf8')).toMatch(/<html lang="ar" dir="rtl">/);
});

for (const route of builtRoutes()) {
  const locale = localeOfPath(route);
  const path = neutralPath(route);

  test(
    `${route}: its language, the link to the other language, alternates and canonical`,
    { tag: '@content' },
    async ({ page, isMobile }) => {
      await page.goto(route);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir);

      // The switch: in the header on a desktop, in the menu on a phone; named in its own language, no script needed.
      if (isMobile) await openPhoneMenu(page);
      for (const other of LOCALE_CODES.filter((code) => code !== locale)) {
        const link = page.getByRole('banner').getByRole('link', { name: LOCALES[other].label, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', localizeHref(path, other));
        await expect(link).toHaveAttribute('lang', other);
        await expect(link).toHaveAttribute('hreflang', other);
      }

      const alternates = page.locator('head link[rel="alternate"][hreflang]');
      const canonical = page.locator('head link[rel="canonical"]');
      if (paired(route)) {
        await expect(canonical).toHaveAttribute('href', absolute(route));
        const expected = [
          ...LOCALE_CODES.map((code) => [code, absolute(localizeHref(path, code))]),
          ['x-default', absolute(localizeHref(path, DEFAULT_LOCALE))],
        ];
        expect(
          await alternates.evaluateAll((links) =>
            links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]),
          ),
        ).toEqual(expected);
        await expect(page.locator('main')).not.toHaveAttribute('lang', /./);
      } else {
        // A fallback and its original are no pair: the original is the page search engines should show.
        await expect(alternates).toHaveCount(0);
        await expect(canonical).toHaveAttribute('href', absolute(localizeHref(path, DEFAULT_LOCALE)));
      }
      await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute(
        'content',
        LOCALES[locale].ogLocale,
      );
    },
  );
}

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
