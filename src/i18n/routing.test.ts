import { describe, expect, it } from 'vitest';
import { localeOfPath, localeStaticPaths, localizeData, localizeHref, neutralPath } from './routing';

describe('localizeHref', () => {
  it('puts internal paths under the language prefix', () => {
    expect(localizeHref('/', 'ar')).toBe('/ar');
    expect(localizeHref('/#services', 'ar')).toBe('/ar#services');
    expect(localizeHref('/team', 'ar')).toBe('/ar/team');
    expect(localizeHref('/services/advisory#form', 'ar')).toBe('/ar/services/advisory#form');
    expect(localizeHref('/privacy?x=1', 'ar')).toBe('/ar/privacy?x=1');
  });
  it('leaves the default language, external addresses, mailto:, tel: and same-page anchors alone', () => {
    expect(localizeHref('/team', 'en')).toBe('/team');
    for (const href of ['https://x.com/', 'mailto:a@b.invalid', 'tel:+10000000', '#form', '//cdn.invalid/x'])
      expect(localizeHref(href, 'ar')).toBe(href);
  });
  it('does not prefix an address twice', () => {
    expect(localizeHref('/ar/team', 'ar')).toBe('/ar/team');
  });
});

describe('addresses', () => {
  it('reads the language and the neutral path of an address', () => {
    expect(localeOfPath('/ar/team')).toBe('ar');
    expect(localeOfPath('/ar')).toBe('ar');
    expect(localeOfPath('/arrivals')).toBe('en');
    expect(neutralPath('/ar/team.html')).toBe('/team');
    expect(neutralPath('/ar')).toBe('/');
    expect(neutralPath('/')).toBe('/');
    expect(neutralPath('/team')).toBe('/team');
  });
  it('makes one page per language, the default without prefix', () => {
    expect(localeStaticPaths().map(({ params }) => params.locale)).toEqual([undefined, 'ar']);
  });
});

describe('localizeData', () => {
  it('maps every href and activeFor, keeping other values and untouched objects', () => {
    const date = new Date(0);
    const image = { src: '/x.svg', width: 1, height: 1 };
    const data = {
      nav: [{ href: '/team', activeFor: '/services', label: '/team' }],
      mail: { href: 'mailto:a@b.invalid' },
      date,
      image,
    };
    const mapped = localizeData(data, 'ar');
    expect(mapped).toEqual({
      nav: [{ href: '/ar/team', activeFor: '/ar/services', label: '/team' }],
      mail: { href: 'mailto:a@b.invalid' },
      date,
      image,
    });
    expect(mapped.mail).toBe(data.mail);
    expect(mapped.date).toBe(date);
    expect(localizeData(data, 'en')).toBe(data);
  });
});
