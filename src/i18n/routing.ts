import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, isLocale, type Locale } from './locales';

/**
 * Addresses per language. Content and code write language-neutral paths (`/team`, `/#services`, `/services/x`);
 * `localizeHref` gives the path of the same page in a language: the default language keeps it as it is, every other
 * one takes its prefix (`/ar/team`, `/ar#services`, `/ar`).
 */
export function localizeHref(href: string, locale: Locale): string {
  // Only paths on this site: external addresses, mailto:, tel:, protocol-relative and same-page anchors stay.
  if (!href.startsWith('/') || href.startsWith('//')) return href;
  if (locale === DEFAULT_LOCALE) return href;
  // Already in a language (a page's own address, passed again): leave it.
  if (localeOfPath(href) !== DEFAULT_LOCALE) return href;
  const [, path = '/', rest = ''] = /^([^?#]*)(.*)$/.exec(href) ?? [];
  return `/${locale}${path === '/' ? '' : path}${rest}`;
}

/** The language of an address: its first segment when that is a language's prefix, else the default. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split(/[/?#]/)[1];
  return first && first !== DEFAULT_LOCALE && isLocale(first) ? first : DEFAULT_LOCALE;
}

/** The language-neutral path of an address (`/ar/team` → `/team`, `/ar` → `/`), the page itself (`.html` dropped). */
export function neutralPath(pathname: string): string {
  const clean = pathname.replace(/\.html$/, '').replace(/\/index$/, '/');
  const locale = localeOfPath(clean);
  if (locale === DEFAULT_LOCALE) return clean || '/';
  return clean.slice(locale.length + 1) || '/';
}

/** The `[...locale]` parameter of every language's page: none for the default language, its code for the others. */
export const localeParam = (locale: Locale) => (locale === DEFAULT_LOCALE ? undefined : locale);

/** getStaticPaths of a page made once per language (src/pages/[...locale]/…). */
export function localeStaticPaths() {
  return LOCALE_CODES.map((locale) => ({ params: { locale: localeParam(locale) }, props: {} }));
}

/** The page's language, as Astro's i18n routing reads it from the address. */
export const pageLocale = (currentLocale: string | undefined): Locale =>
  isLocale(currentLocale) ? currentLocale : DEFAULT_LOCALE;

/** Every language but this one: the language switch's targets. */
export const otherLocales = (locale: Locale) => LOCALE_CODES.filter((code) => code !== locale);

export const dirOf = (locale: Locale) => LOCALES[locale].dir;

/** Every `href` (and `activeFor`, a path too) in loaded content data, mapped to the page's language. */
export function localizeData<Data>(data: Data, locale: Locale): Data {
  if (locale === DEFAULT_LOCALE) return data;
  const walk = (value: unknown, key?: string): unknown => {
    if (typeof value === 'string') return key === 'href' || key === 'activeFor' ? localizeHref(value, locale) : value;
    if (Array.isArray(value)) {
      const mapped = value.map((item) => walk(item));
      return mapped.some((item, index) => item !== value[index]) ? mapped : value;
    }
    // Only plain objects: dates and image metadata pass through as they are.
    if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      const entries = Object.entries(value).map(([name, item]) => [name, walk(item, name)] as const);
      return entries.some(([name, item]) => item !== (value as Record<string, unknown>)[name])
        ? Object.fromEntries(entries)
        : value;
    }
    return value;
  };
  return walk(data) as Data;
}

/** One hreflang alternate of a page: a language (or `x-default`) and the page's address in it. */
export interface Alternate {
  hreflang: Locale | 'x-default';
  path: string;
}

/**
 * The hreflang alternates of the page at the language-neutral `path`, written in `languages` (those with their own
 * text of it; a page showing another language's text is in none of them): each of them in the list's order, then
 * `x-default`, the default language's page, else the first language's. The one derivation the page's head
 * (src/components/BaseHead.astro), the sitemap (astro.config.mjs) and the language switch
 * (src/layouts/BaseLayout.astro) share, so that the three never disagree.
 */
export function alternates(path: string, languages: readonly Locale[]): Alternate[] {
  const own = LOCALE_CODES.filter((code) => languages.includes(code));
  if (own.length === 0) return [];
  const versions = own.map((code) => ({ hreflang: code, path: localizeHref(path, code) }));
  const fallback = own.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : own[0]!;
  return [...versions, { hreflang: 'x-default', path: localizeHref(path, fallback) }];
}
