// What every page says about its language: `lang` and `dir`, the plain link to the same page in each other language,
// and what search engines are told (hreflang alternates, canonical, og:locale). The markup is read from the build
// for every route (tests/e2e/routes-html.spec.ts); that the switch shows, at each width, the browser checks
// (tests/e2e/routes.spec.ts).
import { expect, type Page } from '@playwright/test';
import { fallbackRoutes, settings } from './content';
import { resolvesInDist } from './dist';
import { attr, byRole, select, type Element } from './html';
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

/** The other languages a page at `route` switches to. */
export const otherLocales = (route: string) => LOCALE_CODES.filter((code) => code !== localeOfPath(route));

/** Checks the built page at `route` (its document, `builtPage(route)`): its language marks as the markup states them. */
export function expectLanguageMarks(document: Element, route: string): void {
  const locale = localeOfPath(route);
  const path = neutralPath(route);
  expect(attr(document, 'lang'), `${route}: <html lang>`).toBe(locale);
  expect(attr(document, 'dir'), `${route}: <html dir>`).toBe(LOCALES[locale].dir);

  // The switch: in the header (on a phone, inside the menu), named in its own language, no script needed.
  const [banner] = byRole(document, document, 'banner');
  expect(banner, `${route}: a banner`).toBeDefined();
  for (const other of otherLocales(route)) {
    const links = byRole(banner!, document, 'link', { name: LOCALES[other].label, exact: true });
    expect(links, `${route}: one link to ${other}`).toHaveLength(1);
    expect(attr(links[0]!, 'href'), `${route}: the switch to ${other}`).toBe(switchTarget(path, other));
    expect(attr(links[0]!, 'lang'), `${route}: the switch's lang`).toBe(other);
    expect(attr(links[0]!, 'hreflang'), `${route}: the switch's hreflang`).toBe(other);
  }

  const [head] = select(document, 'head');
  const alternates = select(head!, 'link[rel="alternate"][hreflang]');
  const canonical = select(head!, 'link[rel="canonical"]');
  expect(canonical, `${route}: one canonical`).toHaveLength(1);
  if (paired(route)) {
    expect(attr(canonical[0]!, 'href'), `${route}: canonical`).toBe(absolute(route));
    const expected = [
      ...LOCALE_CODES.map((code) => [code, absolute(localizeHref(path, code))]),
      ['x-default', absolute(localizeHref(path, DEFAULT_LOCALE))],
    ];
    expect(
      alternates.map((link) => [attr(link, 'hreflang'), attr(link, 'href')]),
      `${route}: alternates`,
    ).toEqual(expected);
    expect(attr(select(document, 'main')[0]!, 'lang') ?? '', `${route}: <main> in the page's language`).toBe('');
  } else {
    // A fallback and its original are no pair: the original is the page search engines should show; a page in one
    // language only is its own.
    expect(alternates, `${route}: no alternates`).toEqual([]);
    const original = localizeHref(path, DEFAULT_LOCALE);
    expect(attr(canonical[0]!, 'href'), `${route}: canonical`).toBe(
      absolute(resolvesInDist(original) ? original : route),
    );
  }
  const ogLocale = select(head!, 'meta[property="og:locale"]');
  expect(ogLocale, `${route}: one og:locale`).toHaveLength(1);
  expect(attr(ogLocale[0]!, 'content'), `${route}: og:locale`).toBe(LOCALES[locale].ogLocale);
}

/**
 * Checks, in the open page at `route`, that the switch to each other language shows: in the header on a desktop, in
 * the menu on a phone (open it first).
 */
export async function expectLanguageSwitchShown(page: Page, route: string): Promise<void> {
  for (const other of otherLocales(route))
    await expect(page.getByRole('banner').getByRole('link', { name: LOCALES[other].label, exact: true })).toBeVisible();
}
