// What every page says about its language: `lang` and `dir`, the plain link to the same page in each other language,
// and what search engines are told (hreflang alternates, canonical, og:locale). Checked once per route and width, in
// the same pass as the route's other checks (tests/e2e/routes.spec.ts).
import { expect, type Page } from '@playwright/test';
import { fallbackRoutes, settings } from './content';
import { resolvesInDist } from './dist';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localeOfPath, localizeHref, neutralPath } from '../../src/i18n/routing';

const absolute = (path: string) => new URL(path, settings().siteUrl).href;

/**
 * A page and its twins are alternates only when none of them is a fallback (a page not translated yet), and each
 * exists (an article may be written in one language only).
 */
function paired(route: string): boolean {
  const fallbacks = new Set(fallbackRoutes());
  return LOCALE_CODES.every(
    (locale) =>
      !fallbacks.has(localizeHref(neutralPath(route), locale)) &&
      resolvesInDist(localizeHref(neutralPath(route), locale)),
  );
}

/** Where the switch leads in `locale`: the same page, or where there is none (a one-language article) the nearest page up its path. */
function switchTarget(path: string, locale: Locale): string {
  let target = path;
  while (target !== '/' && !resolvesInDist(localizeHref(target, locale)))
    target = target.replace(/\/[^/]*$/, '') || '/';
  return localizeHref(target, locale);
}

/** Checks the open page at `route`; on a phone, with its menu open (the switch is inside it). */
export async function expectLanguageMarks(page: Page, route: string): Promise<void> {
  const locale = localeOfPath(route);
  const path = neutralPath(route);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('html')).toHaveAttribute('dir', LOCALES[locale].dir);

  // The switch: in the header on a desktop, in the menu on a phone; named in its own language, no script needed.
  for (const other of LOCALE_CODES.filter((code) => code !== locale)) {
    const link = page.getByRole('banner').getByRole('link', { name: LOCALES[other].label, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', switchTarget(path, other));
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
    // A fallback and its original are no pair: the original is the page search engines should show; a page in one
    // language only is its own.
    await expect(alternates).toHaveCount(0);
    const original = localizeHref(path, DEFAULT_LOCALE);
    await expect(canonical).toHaveAttribute('href', absolute(resolvesInDist(original) ? original : route));
  }
  await expect(page.locator('head meta[property="og:locale"]')).toHaveAttribute('content', LOCALES[locale].ogLocale);
}
