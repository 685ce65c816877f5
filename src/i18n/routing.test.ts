import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALE_CODES } from './locales';
import { alternates, localeOfPath, localeStaticPaths, localizeData, localizeHref, neutralPath } from './routing';

// Every language but the default lives under its own prefix: each is checked, whatever the list holds.
const prefixed = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);

describe('localizeHref', () => {
  it.each(prefixed)('puts internal paths under the language prefix (%s)', (locale) => {
    expect(localizeHref('/', locale)).toBe(`/${locale}`);
    expect(localizeHref('/#services', locale)).toBe(`/${locale}#services`);
    expect(localizeHref('/team', locale)).toBe(`/${locale}/team`);
    expect(localizeHref('/services/advisory#form', locale)).toBe(`/${locale}/services/advisory#form`);
    expect(localizeHref('/privacy?x=1', locale)).toBe(`/${locale}/privacy?x=1`);
  });
  it('leaves the default language, external addresses, mailto:, tel: and same-page anchors alone', () => {
    expect(localizeHref('/team', DEFAULT_LOCALE)).toBe('/team');
    for (const locale of prefixed)
      for (const href of ['https://x.com/', 'mailto:a@b.invalid', 'tel:+10000000', '#form', '//cdn.invalid/x'])
        expect(localizeHref(href, locale)).toBe(href);
  });
  it.each(prefixed)('does not prefix an address twice (%s)', (locale) => {
    expect(localizeHref(`/${locale}/team`, locale)).toBe(`/${locale}/team`);
  });
});

describe('addresses', () => {
  it.each(prefixed)('reads the language and the neutral path of an address (%s)', (locale) => {
    expect(localeOfPath(`/${locale}/team`)).toBe(locale);
    expect(localeOfPath(`/${locale}`)).toBe(locale);
    // A path that only starts with the language's letters is the default language's.
    expect(localeOfPath(`/${locale}rivals`)).toBe(DEFAULT_LOCALE);
    expect(neutralPath(`/${locale}/team.html`)).toBe('/team');
    expect(neutralPath(`/${locale}`)).toBe('/');
    expect(neutralPath('/')).toBe('/');
    expect(neutralPath('/team')).toBe('/team');
  });
  it('makes one page per language, the default without prefix', () => {
    expect(localeStaticPaths().map(({ params }) => params.locale)).toEqual(
      LOCALE_CODES.map((locale) => (locale === DEFAULT_LOCALE ? undefined : locale)),
    );
  });
});

describe('localizeData', () => {
  it.each(prefixed)('maps every href and activeFor, keeping other values and untouched objects (%s)', (locale) => {
    const date = new Date(0);
    const image = { src: '/x.svg', width: 1, height: 1 };
    const data = {
      nav: [{ href: '/team', activeFor: '/services', label: '/team' }],
      mail: { href: 'mailto:a@b.invalid' },
      date,
      image,
    };
    const mapped = localizeData(data, locale);
    expect(mapped).toEqual({
      nav: [{ href: `/${locale}/team`, activeFor: `/${locale}/services`, label: '/team' }],
      mail: { href: 'mailto:a@b.invalid' },
      date,
      image,
    });
    expect(mapped.mail).toBe(data.mail);
    expect(mapped.date).toBe(date);
    expect(localizeData(data, DEFAULT_LOCALE)).toBe(data);
  });
});

describe('alternates', () => {
  const [first, ...others] = LOCALE_CODES;
  it('names the page in every language it is written in, in the list’s order, then x-default: the default language’s', () => {
    expect(alternates('/team', [...LOCALE_CODES].reverse())).toEqual([
      ...LOCALE_CODES.map((locale) => ({ hreflang: locale, path: localizeHref('/team', locale) })),
      { hreflang: 'x-default', path: '/team' },
    ]);
  });
  it('leaves out a language the page is not written in (a partial translation)', () => {
    const some = LOCALE_CODES.filter((_, index) => index !== LOCALE_CODES.length - 1);
    expect(alternates('/insights/a', some).map((alternate) => alternate.hreflang)).toEqual([...some, 'x-default']);
  });
  it.each(others)(
    'points x-default at the first language it is written in when the default has none (%s)',
    (locale) => {
      expect(alternates('/insights/a', [locale])).toEqual([
        { hreflang: locale, path: `/${locale}/insights/a` },
        { hreflang: 'x-default', path: `/${locale}/insights/a` },
      ]);
    },
  );
  it('names none for a page written in no language of its own', () => {
    expect(alternates('/', [])).toEqual([]);
    expect(first).toBe(DEFAULT_LOCALE);
  });
});
