// Issue 35 in the build, read with a real HTML parser (parse5): every footer's line per registered office and its
// link to /disclosures; /disclosures; the record of transactions, its filter pages, a service page's latest
// transactions and the home page's link. What is expected comes from the content (tests/support/content.ts).
import { expect, test } from '@playwright/test';
import type { DefaultTreeAdapterMap } from 'parse5';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, htmlFiles, routeOfFile } from '../support/dist';
import { all, attr, builtPage, byTag, fileOfRoute, type Element } from '../support/html';
import { offices, pageCopy, services, settings, shown, transactions } from '../support/content';
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localeOfPath, localizeHref } from '../../src/i18n/routing';
import { LIST_LIMITS, paginate } from '../../src/lib/pagination';

type Node = DefaultTreeAdapterMap['node'];

/** Text read with a space between elements, so that a card's label and value ("Role", "Sole adviser") stay apart. */
const textOf = (node: Node): string =>
  shown(
    'value' in node && node.nodeName === '#text'
      ? String(node.value)
      : ('childNodes' in node ? node.childNodes : []).map(textOf).join(' '),
  );
/** Text as compared: folded whitespace, and the no-break spaces and bidi marks the figures step adds left out. */
const plain = (text: string) => shown(text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066-\u2069\u200e\u200f]/g, ''));

const page = builtPage;
const built = (route: string) => existsSync(join(distDir, fileOfRoute(route)));
const links = (root: Element) => byTag(root, 'a').map((a) => ({ href: attr(a, 'href'), text: plain(textOf(a)), a }));

const record = (locale: Locale) => localizeHref('/transactions', locale);
const serviceFilter = (service: string, locale: Locale) => localizeHref(`/transactions/${service}`, locale);
const regionFilter = (region: string, locale: Locale) => localizeHref(`/transactions/region/${region}`, locale);
/** The pages a list of the record is cut into (how: tests/e2e/pagination.desktop.spec.ts). */
const pagesOf = <Item>(items: Item[], href: string) => paginate(items, LIST_LIMITS.transactionsPerPage, href);

test(
  'every page’s footer: one line per registered office, its number linked to the register, and /disclosures',
  { tag: '@content' },
  () => {
    for (const file of htmlFiles()) {
      const locale = localeOfPath(routeOfFile(file));
      const [footer] = byTag(page(routeOfFile(file)), 'footer');
      expect(footer, `${file} has a footer`).toBeDefined();
      const footerLinks = links(footer!);
      const footerText = plain(textOf(footer!));
      for (const office of offices(locale)) {
        if (!office.registration) {
          expect(footerText, `${file}: no line for ${office.id}, a presence`).not.toContain(plain(office.entity));
          continue;
        }
        expect(footerText, `${file}: ${office.id}'s entity`).toContain(plain(office.entity));
        expect(footerText, `${file}: ${office.id}'s regulator`).toContain(plain(office.registration.regulator));
        expect(
          footerLinks.some(
            ({ href, text }) => href === office.registration!.register && text === plain(office.registration!.number),
          ),
          `${file}: ${office.id}'s number links to its register entry`,
        ).toBe(true);
      }
      expect(
        footerLinks.some(
          ({ href, text }) =>
            href === localizeHref('/disclosures', locale) && text === plain(pageCopy('disclosures', locale).meta.title),
        ),
        `${file} links to the disclosures`,
      ).toBe(true);
    }
  },
);

for (const locale of LOCALE_CODES) {
  test(
    `/disclosures in ${LOCALES[locale].label}: one h1, each office’s status, the warnings, how to complain, the legal pages`,
    { tag: '@content' },
    () => {
      const route = localizeHref('/disclosures', locale);
      const copy = pageCopy('disclosures', locale);
      const document = page(route);
      // The page as built is its <html> element.
      expect([attr(document, 'lang'), attr(document, 'dir')]).toEqual([locale, LOCALES[locale].dir]);
      const h1 = byTag(document, 'h1');
      expect(h1.map((heading) => plain(textOf(heading)))).toEqual([plain(copy.hero.title)]);
      const [main] = byTag(document, 'main');
      const text = plain(textOf(main!));
      const mainLinks = links(main!);
      for (const office of offices(locale)) {
        expect(text).toContain(plain(office.entity));
        expect(text).toContain(plain(office.address));
        if (office.registration) {
          for (const value of [
            office.registration.regulatorName,
            office.registration.number,
            office.registration.clientCategories,
          ])
            expect(text, `${office.id}: ${value}`).toContain(plain(value));
          expect(
            mainLinks.some(({ href }) => href === office.registration!.register),
            `${office.id}'s register`,
          ).toBe(true);
          expect(
            mainLinks.some(({ href }) => href === office.registration!.complaints),
            `${office.id}'s complaints`,
          ).toBe(true);
        } else expect(text, `${office.id} says what it does not do`).toContain(plain(office.presenceOnly!));
      }
      expect(text).toContain(plain(copy.warnings.pastPerformance));
      expect(text).toContain(plain(copy.warnings.forwardLooking));
      expect(mainLinks.some(({ href }) => href?.startsWith(`mailto:${settings(locale).email}`))).toBe(true);
      for (const legal of ['/privacy', '/disclaimer'])
        expect(
          mainLinks.some(({ href }) => href === localizeHref(legal, locale)),
          legal,
        ).toBe(true);
      // Its twin in every language, both ways.
      const alternates = all(document, (element) => element.tagName === 'link' && attr(element, 'rel') === 'alternate')
        .map((link) => attr(link, 'hreflang'))
        .filter((lang) => lang !== 'x-default');
      expect(alternates.sort()).toEqual([...LOCALE_CODES].sort());
    },
  );

  test(
    `/transactions in ${LOCALES[locale].label}: a card per transaction, newest first, each an article with its heading and year`,
    { tag: '@content' },
    () => {
      for (const { href, items: expected } of pagesOf(transactions(locale), record(locale))) {
        const document = page(href);
        const [main] = byTag(document, 'main');
        expect(byTag(document, 'h1')).toHaveLength(1);
        const articles = byTag(main!, 'article');
        expect(articles.map((article) => plain(textOf(byTag(article, 'h2')[0]!)))).toEqual(
          expected.map((item) => plain(item.title)),
        );
        articles.forEach((article, index) => {
          const transaction = expected[index]!;
          expect(byTag(article, 'time').map((time) => attr(time, 'datetime'))).toEqual([String(transaction.year)]);
          // Written in another language only: the card says which.
          const foreign = transaction.locale !== locale;
          expect([attr(article, 'lang'), attr(article, 'dir')]).toEqual(
            foreign ? [transaction.locale, LOCALES[transaction.locale].dir] : [undefined, undefined],
          );
        });
      }
      const years = transactions(locale).map((item) => item.year);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    },
  );

  test(
    `the record’s filters in ${LOCALES[locale].label}: a static page per service line and region that has a transaction, none empty, the current one marked`,
    { tag: '@content' },
    () => {
      const expected = transactions(locale);
      const filters = [
        { href: record(locale), titles: expected },
        ...services(locale).map((service) => ({
          href: serviceFilter(service.slug, locale),
          titles: expected.filter((item) => item.service === service.slug),
        })),
        ...offices(locale).map((office) => ({
          href: regionFilter(office.id, locale),
          titles: expected.filter((item) => item.region === office.id),
        })),
      ];
      const listed = links(
        byTag(page(record(locale)), 'nav').find((nav) =>
          byTag(nav, 'a').some((a) => attr(a, 'href') === record(locale)),
        )!,
      );
      for (const { href, titles } of filters) {
        if (titles.length === 0) {
          expect(built(href), `${href}: no page for a filter without transactions`).toBe(false);
          expect(
            listed.map((link) => link.href),
            `${href} is not offered`,
          ).not.toContain(href);
          continue;
        }
        expect(
          listed.map((link) => link.href),
          `the record links to ${href}`,
        ).toContain(href);
        for (const shownPage of pagesOf(titles, href)) {
          const document = page(shownPage.href);
          const [main] = byTag(document, 'main');
          expect(byTag(main!, 'article').map((article) => plain(textOf(byTag(article, 'h2')[0]!)))).toEqual(
            shownPage.items.map((item) => plain(item.title)),
          );
          // The filter marked: the current page on its first page, the current item of the filters on a later one.
          const current = all(main!, (element) => !!attr(element, 'aria-current'));
          const filterLink = current.find((element) => attr(element, 'href') === href);
          expect(filterLink && attr(filterLink, 'aria-current'), shownPage.href).toBe(
            shownPage.number === 1 ? 'page' : 'true',
          );
          // No JavaScript narrows the record: each filter is a page of links.
          expect(byTag(main!, 'script')).toEqual([]);
        }
      }
    },
  );

  test(
    `service pages in ${LOCALES[locale].label}: their latest transactions and a link to their filtered record; the home page links to the record`,
    { tag: '@content' },
    () => {
      for (const service of services(locale)) {
        const own = transactions(locale).filter((item) => item.service === service.slug);
        const document = page(localizeHref(`/services/${service.slug}`, locale));
        const section = all(
          document,
          (element) => element.tagName === 'section' && attr(element, 'id') === 'transactions',
        )[0];
        if (own.length === 0) {
          expect(section, `${service.slug} has no transactions section`).toBeUndefined();
          continue;
        }
        expect(byTag(section!, 'h3').map((heading) => plain(textOf(heading)))).toEqual(
          own.slice(0, LIST_LIMITS.latestOnService).map((item) => plain(item.title)),
        );
        expect(links(section!).map((link) => link.href)).toContain(serviceFilter(service.slug, locale));
      }
      const [main] = byTag(page(localizeHref('/', locale)), 'main');
      expect(
        links(main!).some(
          ({ href, text }) => href === record(locale) && text === plain(pageCopy('transactions', locale).latest.home),
        ),
      ).toBe(true);
    },
  );

  test(`/contact in ${LOCALES[locale].label} lists the offices of the content, in order`, { tag: '@content' }, () => {
    const section = all(page(localizeHref('/contact', locale)), (element) => attr(element, 'id') === 'offices')[0]!;
    expect(byTag(section, 'h3').map((heading) => plain(textOf(heading)))).toEqual(
      offices(locale).map((office) => plain(office.region)),
    );
  });
}
