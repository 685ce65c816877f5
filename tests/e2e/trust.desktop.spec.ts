// Issue 35 in the build, read with a real HTML parser (parse5): every footer's line per registered office and its
// link to /disclosures; /disclosures; the record of transactions, its filter pages, a service page's latest
// transactions and the home page's link. What is expected comes from the content (tests/support/content.ts).
import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, htmlFiles, routeOfFile } from '../support/dist';
import { all, attr, builtPage, byTag, fileOfRoute, type Element, spacedText } from '../support/html';
import {
  offices,
  pageCopy,
  profileHref,
  services,
  settings,
  shown,
  teamMembers,
  transactions,
} from '../support/content';
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localeOfPath, localizeHref } from '../../src/i18n/routing';
import { LIST_LIMITS, paginate } from '../../src/lib/pagination';

/** Text read with a space between elements, so that a label and its value stay apart (tests/support/html.ts). */
const textOf = spacedText;
/** Text as compared: folded whitespace, and the no-break spaces and bidi marks the figures step adds left out. */
const plain = (text: string) => shown(text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066-\u2069\u200e\u200f]/g, ''));

const page = builtPage;
const built = (route: string) => existsSync(join(distDir, fileOfRoute(route)));
const links = (root: Element) => byTag(root, 'a').map((a) => ({ href: attr(a, 'href'), text: plain(textOf(a)), a }));

const record = (locale: Locale) => localizeHref('/transactions', locale);

/** What one of each unit a size may be written in is worth. */
const SCALE = { lakh: 1e5, million: 1e6, crore: 1e7, billion: 1e9 } as const;
type Unit = keyof typeof SCALE;

/**
 * A size as a card writes it, read back through the page's own words (card.amount): the unit whose form it matches,
 * and what it is worth. Undefined when it matches none of the language's forms.
 */
function readSize(text: string, card: ReturnType<typeof pageCopy<'transactions'>>['card'], currency: string) {
  const escape = (words: string) => plain(words).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  for (const [unit, forms] of Object.entries(card.amount) as Array<[Unit, Record<string, string> | undefined]>) {
    for (const form of Object.values(forms ?? {})) {
      const pattern = escape(form)
        .replace('\\{amount\\}', '([\\d.,]+)')
        .replace('\\{currency\\}', escape(card.currencies[currency as keyof typeof card.currencies]));
      const match = new RegExp(`^${pattern}$`).exec(text);
      if (match) return { unit, value: Number(match[1]!.replace(/,/g, '')) * SCALE[unit] };
    }
  }
  return undefined;
}
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
          expect(footerText, `${file}: no line for ${office.id}, a presence`).not.toContain(
            plain(office.registeredName),
          );
          continue;
        }
        // The legal entity as the register spells it, in every language: a reader finds it there.
        expect(footerText, `${file}: ${office.id}'s entity`).toContain(plain(office.registeredName));
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
        expect(text).toContain(plain(office.registeredName));
        if (office.entity)
          expect(text, `${office.id}: its name in ${locale} beside it`).toContain(plain(office.entity));
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
      // Its twins in the other languages, for search engines: tests/e2e/routes-html.spec.ts, as for every page.
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
          // The month it closed when known ("2025-03"), else the year.
          const closed = transaction.month
            ? `${transaction.year}-${String(transaction.month).padStart(2, '0')}`
            : String(transaction.year);
          expect(byTag(article, 'time').map((time) => attr(time, 'datetime'))).toEqual([closed]);
          // Written in another language only: its own words say which (its heading here); the card's labels, date and
          // size are the page's.
          const foreign = transaction.locale !== locale;
          expect([attr(article, 'lang'), attr(article, 'dir')]).toEqual([undefined, undefined]);
          const heading = byTag(article, 'h2')[0]!;
          expect([attr(heading, 'lang'), attr(heading, 'dir')]).toEqual(
            foreign ? [transaction.locale, LOCALES[transaction.locale].dir] : [undefined, undefined],
          );
        });
      }
      const dates = transactions(locale).map((item) => item.year * 100 + (item.month ?? 0));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
    },
  );

  test(
    `/transactions in ${LOCALES[locale].label}: each card names its kind, client, other parties, size in the reader’s units, role and advisers, who list it back`,
    { tag: '@content' },
    () => {
      const { card } = pageCopy('transactions', locale);
      const team = new Map(teamMembers(locale).map((person) => [person.id, person]));
      // Each card on the page of the record that holds it, which is where a profile links to it.
      const cardPage = new Map(
        pagesOf(transactions(locale), record(locale)).flatMap(({ href, items }) =>
          items.map((item) => [item.id, href] as const),
        ),
      );
      for (const transaction of transactions(locale)) {
        const [main] = byTag(page(cardPage.get(transaction.id)!), 'main');
        const article = all(
          main!,
          (element) => element.tagName === 'article' && attr(element, 'id') === transaction.id,
        )[0];
        expect(article, `${transaction.id} has a card with its name as its id`).toBeDefined();
        const terms = byTag(article!, 'dt').map((term) => plain(textOf(term)));
        const values = byTag(article!, 'dd');
        const value = (term: string) => {
          const index = terms.indexOf(plain(term));
          expect(index, `${transaction.id}: ${term}`).toBeGreaterThanOrEqual(0);
          return values[index]!;
        };
        const text = (term: string) => plain(textOf(value(term)));
        expect(text(card.instrument)).toBe(plain(card.instruments[transaction.instrument]));
        // Named (with its consent recorded, which the content check holds it to) or described; else confidential.
        expect(text(card.client)).toBe(plain(transaction.client?.name ?? card.confidential));
        for (const party of transaction.counterparties)
          expect(text(card.sides[party.side]), party.name).toContain(plain(party.name));
        expect(text(card.role)).toBe(plain(transaction.role));
        // Said in a paragraph of its own (a summary may use the same words).
        const saysReference = byTag(article!, 'p').some(
          (paragraph) => plain(textOf(paragraph)) === plain(card.reference),
        );
        expect(saysReference, `${transaction.id}: reference`).toBe(transaction.reference);
        const { amount, unit, currency } = transaction.size;
        if (amount === undefined || currency === undefined) expect(text(card.size)).toBe(plain(card.undisclosed));
        else {
          const read = readSize(text(card.size), card, currency);
          expect(read, `${transaction.id}: "${text(card.size)}" reads as a size`).toBeDefined();
          // Rupees in crore and lakh where the language has words for them, every amount else in millions and billions.
          const indian = currency === 'INR' && card.amount.crore !== undefined;
          expect(['crore', 'lakh'].includes(read!.unit), `${transaction.id}: unit ${read!.unit}`).toBe(indian);
          // What the card says is worth the amount, to the two decimals of its unit it is written with.
          expect(Math.abs(read!.value - amount * SCALE[unit ?? 'million'])).toBeLessThanOrEqual(
            SCALE[read!.unit] / 200,
          );
        }
        // Each adviser linked to their profile, which lists the transaction back, linked to this card.
        const advisers = transaction.advisers;
        const adviserLinks = advisers.length ? byTag(value(card.advisers), 'a') : [];
        expect(adviserLinks.map((a) => attr(a, 'href'))).toEqual(advisers.map((id) => profileHref(id, locale)));
        expect(adviserLinks.map((a) => plain(textOf(a)))).toEqual(advisers.map((id) => plain(team.get(id)!.name)));
      }
      for (const person of team.values()) {
        // The page of the team that holds the profile.
        const listed = all(
          page(profileHref(person.id, locale).split('#')[0]!),
          (element) =>
            attr(element, 'role') === 'group' && attr(element, 'aria-labelledby') === `${person.id}-transactions`,
        );
        const advised = transactions(locale).filter((transaction) => transaction.advisers.includes(person.id));
        expect(listed, `${person.id}'s transactions`).toHaveLength(advised.length > 0 ? 1 : 0);
        if (advised.length === 0) continue;
        expect(byTag(listed[0]!, 'a').map((a) => [attr(a, 'href'), plain(textOf(a))])).toEqual(
          advised.map((transaction) => [`${cardPage.get(transaction.id)}#${transaction.id}`, plain(transaction.title)]),
        );
      }
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
      // The filter links in the page's main content (the header and footer link to the record too).
      const listed = links(
        byTag(byTag(page(record(locale)), 'main')[0]!, 'nav').find((nav) =>
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
