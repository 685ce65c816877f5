// What every page says about its language: `lang` and `dir`, the plain link to the same page in each other language,
// what search engines are told (hreflang alternates, canonical, og:locale, and the sitemap's alternates, which must
// agree with the head's), and on a page not translated yet, the notice and the marks of the text it shows. The markup is read from the build
// for every route (tests/e2e/routes-html.spec.ts); that the switch shows, at each width, the browser checks
// (tests/e2e/routes.spec.ts).
import { expect, type Page } from '@playwright/test';
import { fallbackRoutes, settings, shown, ui } from './content';
import { readDist, resolvesInDist } from './dist';
import { showsOwnText } from '../../src/i18n/page-text';
import { attr, byRole, fileOfRoute, select, textOf, type Element } from './html';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localeOfPath, localizeHref, neutralPath } from '../../src/i18n/routing';

const absolute = (path: string) => new URL(path, settings().siteUrl).href;

/** Whether the built page at `route` shows its own language's text (else another's, not translated yet). */
const ownText = (route: string) => showsOwnText(readDist(fileOfRoute(route)));

/**
 * The languages a page has its own text in: those it is built in without showing another language's text (a
 * fallback, not translated yet), as the build made them; an article may be written in some languages only.
 */
function languagesOf(route: string): Locale[] {
  return LOCALE_CODES.filter((locale) => {
    const twin = localizeHref(neutralPath(route), locale);
    return resolvesInDist(twin) && ownText(twin);
  });
}

/** The `<xhtml:link>` alternates the sitemap lists for each page's address, read once. */
let sitemap: Map<string, string[][]> | undefined;
function sitemapAlternates(url: string): string[][] | undefined {
  if (!sitemap) {
    sitemap = new Map();
    for (const [, entry] of readDist('sitemap-0.xml').matchAll(/<url>([\s\S]*?)<\/url>/g)) {
      const loc = /<loc>([^<]*)<\/loc>/.exec(entry!)![1]!;
      const links = [...entry!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)];
      sitemap.set(
        loc,
        links.map(([, hreflang, href]) => [hreflang!, href!]),
      );
    }
  }
  return sitemap.get(url);
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
  const alternates = select(head!, 'link[rel="alternate"][hreflang]').map((link) => [
    attr(link, 'hreflang'),
    attr(link, 'href'),
  ]);
  const canonical = select(head!, 'link[rel="canonical"]');
  expect(canonical, `${route}: one canonical`).toHaveLength(1);
  const [main] = select(document, 'main');
  // Every page the content check knows to lack its translation says so; so may a page a template draws from data
  // (a filter of the record), whose words come from a page not translated yet.
  if (new Set(fallbackRoutes()).has(route)) expect(ownText(route), `${route}: shows the original's text`).toBe(false);
  if (ownText(route)) {
    // A page with its own text: itself the canonical, every language it has its own text in an alternate (in the
    // list's order), and x-default the default language's (else the first language's); the sitemap says the same.
    const languages = languagesOf(route);
    expect(languages, `${route}: in its own language`).toContain(locale);
    expect(attr(canonical[0]!, 'href'), `${route}: canonical`).toBe(absolute(route));
    const xDefault = languages.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : languages[0]!;
    const expected = [
      ...languages.map((code) => [code, absolute(localizeHref(path, code))]),
      ['x-default', absolute(localizeHref(path, xDefault))],
    ];
    expect(alternates, `${route}: alternates, one per language the page has its own text in`).toEqual(expected);
    expect(sitemapAlternates(absolute(route)), `${route}: the sitemap lists it with the same alternates`).toEqual(
      expected,
    );
    // The switch leads to those same pages.
    for (const other of languages.filter((code) => code !== locale))
      expect(switchTarget(path, other), `${route}: the switch to ${other}, an alternate`).toBe(
        localizeHref(path, other),
      );
    expect(attr(main!, 'lang') ?? '', `${route}: <main> in the page's language`).toBe('');
  } else {
    // A page shown in another language's text is no alternate (the original is the page search engines should show),
    // and no page of the sitemap. Its visitor is told so in the page's own language, and the text it shows is marked
    // in its own language and direction.
    expect(alternates, `${route}: no alternates`).toEqual([]);
    const original = localizeHref(path, DEFAULT_LOCALE);
    expect(attr(canonical[0]!, 'href'), `${route}: canonical`).toBe(absolute(original));
    expect(sitemapAlternates(absolute(route)), `${route}: not in the sitemap`).toBeUndefined();
    expect([attr(main!, 'lang'), attr(main!, 'dir')], `${route}: <main> marked as the original's text`).toEqual([
      DEFAULT_LOCALE,
      LOCALES[DEFAULT_LOCALE].dir,
    ]);
    const notice = select(main!, 'p[lang]')[0];
    expect(notice, `${route}: a notice that the page is not translated`).toBeDefined();
    expect([attr(notice!, 'lang'), attr(notice!, 'dir')], `${route}: the notice in the page's language`).toEqual([
      locale,
      LOCALES[locale].dir,
    ]);
    expect(textOf(notice!), `${route}: the notice's words`).toBe(shown(ui(locale).untranslated));
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
