// The lists that grow with the content, cut into static pages (src/lib/pagination.ts), read from the build with a
// real HTML parser (parse5), no browser: which pages each list has and what each shows, how they link to one another,
// and what each page tells search engines and feed readers; the profiles', the service pages' and the home page's
// latest items. What to expect is read from the content and the limits declared once (LIST_LIMITS), never counted
// here: on today's content most lists fit on one page, on a copy at several times the content (npm run scale) they
// do not, and both must pass.
import { expect, test } from '@playwright/test';
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localizeHref, neutralPath } from '../../src/i18n/routing';
import { LIST_LIMITS, pageHref, paginate } from '../../src/lib/pagination';
import { pageNumber, whichPage } from '../../src/components/ui/which-page';
import { sharePicturePath } from '../../src/integrations/share-pictures/size';
import {
  articlesOf,
  offices,
  pageCopy,
  profileHref,
  services,
  settings,
  shown,
  teamMembers,
  transactions,
  ui,
} from '../support/content';
import { resolvesInDist } from '../support/dist';
import { buildDay as builtDay } from '../support/feeds';
import { all, attr, builtPage, byTag, textOf, type Element } from '../support/html';

const site = settings();
const absolute = (path: string) => new URL(path, site.siteUrl).href;

/** The day the build published by (tests/support/feeds.ts). */
const buildDay = builtDay();

const main = (document: Element) => byTag(document, 'main')[0]!;
const links = (root: Element) => byTag(root, 'a');
/** The navigation between a list's pages: the one named as the language's labels name it. */
const pageLinks = (document: Element, locale: Locale) =>
  byTag(document, 'nav').filter((nav) => attr(nav, 'aria-label') === ui(locale).pagination.label);

/** A list the site cuts into pages: its language-neutral address, its page size, and what each item shows. */
interface List {
  what: string;
  base: string;
  size: number;
  /** Each item as the page shows it, in the list's order. */
  items: string[];
  /** What a built page of the list shows of its items, in its order. */
  read: (document: Element) => string[];
}

const articleLinks = (document: Element) =>
  byTag(main(document), 'article').map((article) => attr(links(article)[0]!, 'href')!);
const cardTitles = (document: Element) =>
  byTag(main(document), 'article').map((article) => shown(textOf(byTag(article, 'h2')[0]!)));

/** Every list of a language, as the content has it today (one page or many). */
function listsOf(locale: Locale): List[] {
  const articles = articlesOf(locale, buildDay);
  const record = transactions(locale);
  const people = teamMembers(locale);
  const titles = (items: typeof record) => items.map((item) => shown(item.title));
  return [
    {
      what: 'the articles',
      base: '/insights',
      size: LIST_LIMITS.articlesPerPage,
      items: articles.map((article) => article.route),
      read: articleLinks,
    },
    ...people
      .map((person) => ({
        what: `${person.id}'s articles`,
        base: `/insights/by/${person.id}`,
        size: LIST_LIMITS.articlesPerPage,
        items: articles.filter((article) => article.data.authors.includes(person.id)).map((article) => article.route),
        read: articleLinks,
      }))
      // Only those who wrote more than their profile shows have a list of their own.
      .filter((list) => list.items.length > LIST_LIMITS.latestOnProfile),
    {
      what: 'the record',
      base: '/transactions',
      size: LIST_LIMITS.transactionsPerPage,
      items: titles(record),
      read: cardTitles,
    },
    ...services(locale).map((service) => ({
      what: `the record of ${service.slug}`,
      base: `/transactions/${service.slug}`,
      size: LIST_LIMITS.transactionsPerPage,
      items: titles(record.filter((item) => item.service === service.slug)),
      read: cardTitles,
    })),
    ...offices(locale).map((office) => ({
      what: `the record of the region ${office.id}`,
      base: `/transactions/region/${office.id}`,
      size: LIST_LIMITS.transactionsPerPage,
      items: titles(record.filter((item) => item.region === office.id)),
      read: cardTitles,
    })),
    {
      what: 'the team',
      base: '/team',
      size: LIST_LIMITS.peoplePerPage,
      items: people.map((person) => person.id),
      read: (document: Element) => {
        const ids = new Set(people.map((person) => person.id));
        return byTag(main(document), 'section')
          .map((section) => attr(section, 'id')!)
          .filter((id) => ids.has(id));
      },
    },
    // A filter without a transaction has no page at all (tests/e2e/trust.desktop.spec.ts).
  ].filter((list) => list.items.length > 0);
}

/** A list's pages in a language: each page's address and items, as src/lib/pagination.ts cuts it. */
const pagesOf = (list: List, locale: Locale) => paginate(list.items, list.size, localizeHref(list.base, locale));

for (const locale of LOCALE_CODES) {
  const label = LOCALES[locale].label;
  const labels = ui(locale).pagination;
  // The language's words for it, its numbers written as its pages write numbers.
  const pageName = (number: number, count: number) => whichPage(ui(locale), locale, number, count);

  test.describe(`long lists in ${label}`, { tag: '@content' }, () => {
    test('each list is cut into pages of its size: every item on exactly one page, in order, and no page past the last', () => {
      for (const list of listsOf(locale)) {
        const pages = pagesOf(list, locale);
        for (const page of pages)
          expect(list.read(builtPage(page.href)), `${list.what}: ${page.href}`).toEqual(page.items);
        expect(resolvesInDist(pageHref(localizeHref(list.base, locale), pages.length + 1)), `${list.what}`).toBe(false);
        // The first page is the list's own address, never /page/1.
        expect(resolvesInDist(`${localizeHref(list.base, locale)}/page/1`), `${list.what}`).toBe(false);
      }
    });

    test('the pages link to one another with plain links: the page before and after, each page by its number, this one current', () => {
      for (const list of listsOf(locale)) {
        for (const page of pagesOf(list, locale)) {
          const document = builtPage(page.href);
          const navs = pageLinks(document, locale);
          if (page.count === 1) {
            expect(navs, `${page.href}: no page links on a list of one page`).toEqual([]);
            continue;
          }
          expect(navs, page.href).toHaveLength(1);
          const found = links(navs[0]!);
          const rel = (name: string) =>
            found.filter((link) => attr(link, 'rel') === name).map((link) => attr(link, 'href'));
          expect(rel('prev'), page.href).toEqual(page.previous ? [page.previous] : []);
          expect(rel('next'), page.href).toEqual(page.next ? [page.next] : []);
          const numbered = found.filter((link) => !attr(link, 'rel'));
          expect(numbered.map((link) => attr(link, 'href'))).toEqual(page.hrefs);
          // Each number read aloud as which page of how many; the page's own marked as the current page.
          expect(numbered.map((link) => attr(link, 'aria-label'))).toEqual(
            page.hrefs.map((_, index) => pageName(index + 1, page.count)),
          );
          expect(numbered.map((link) => shown(textOf(link)))).toEqual(
            page.hrefs.map((_, index) => pageNumber(locale, index + 1)),
          );
          expect(
            found.filter((link) => attr(link, 'aria-current') === 'page').map((link) => attr(link, 'href')),
            page.href,
          ).toEqual([page.href]);
          if (page.previous) expect(shown(textOf(found[0]!))).toBe(shown(labels.previous));
          if (page.next) expect(shown(textOf(found.at(-1)!))).toBe(shown(labels.next));
          // Navigation without JavaScript.
          expect(byTag(main(document), 'script'), page.href).toEqual([]);
        }
      }
    });

    test('each page has its own address, title, description and share picture, says which page it is, and links the language’s feeds', () => {
      const feeds = [localizeHref('/insights/rss.xml', locale), localizeHref('/insights/feed.json', locale)];
      for (const list of listsOf(locale)) {
        const pages = pagesOf(list, locale);
        const first = builtPage(pages[0]!.href);
        const meta = (document: Element, key: string) =>
          attr(
            all(
              document,
              (element) => element.tagName === 'meta' && (attr(element, 'property') ?? attr(element, 'name')) === key,
            )[0]!,
            'content',
          );
        const title = (document: Element) => shown(textOf(byTag(document, 'title')[0]!));
        for (const page of pages) {
          const document = builtPage(page.href);
          const head = byTag(document, 'head')[0]!;
          const canonical = all(head, (element) => attr(element, 'rel') === 'canonical');
          expect(
            canonical.map((link) => attr(link, 'href')),
            page.href,
          ).toEqual([absolute(page.href)]);
          expect(meta(document, 'og:url')).toBe(absolute(page.href));
          expect(meta(document, 'og:image')).toBe(absolute(sharePicturePath(page.href)));
          expect(resolvesInDist(sharePicturePath(page.href)), `${page.href}: its share picture`).toBe(true);
          const hrefs = all(head, (element) => attr(element, 'rel') === 'alternate' && !!attr(element, 'type')).map(
            (link) => attr(link, 'href'),
          );
          expect(hrefs, page.href).toEqual(expect.arrayContaining(feeds));
          // Every alternate is this same page in another language, and is built.
          for (const alternate of all(
            head,
            (element) => attr(element, 'rel') === 'alternate' && !!attr(element, 'hreflang'),
          )) {
            const path = new URL(attr(alternate, 'href')!).pathname;
            expect(neutralPath(path), `${page.href} → ${path}`).toBe(neutralPath(page.href));
            expect(resolvesInDist(path), path).toBe(true);
          }
          if (page.number === 1) continue;
          // A later page: the list's own texts, each saying which page it is; the heading's first line stays.
          const which = pageName(page.number, page.count);
          expect(title(document)).toContain(which);
          expect(title(document)).not.toBe(title(first));
          expect(meta(document, 'description')).toContain(which);
          expect(meta(document, 'og:image:alt')).toContain(which);
          expect(shown(textOf(main(document)))).toContain(which);
          expect(shown(textOf(byTag(document, 'h1')[0]!))).toBe(shown(textOf(byTag(first, 'h1')[0]!)));
        }
      }
    });

    test('a profile shows its person’s latest articles and links to the rest once there are more; bylines lead to the profile’s page', () => {
      const articles = articlesOf(locale, buildDay);
      const copy = pageCopy('insights', locale);
      for (const person of teamMembers(locale)) {
        const href = profileHref(person.id, locale);
        const [path] = href.split('#');
        const section = all(builtPage(path!), (element) => attr(element, 'id') === person.id)[0];
        expect(section, `${href} holds the profile`).toBeDefined();
        const theirs = articles.filter((article) => article.data.authors.includes(person.id));
        const listed = links(section!).map((link) => attr(link, 'href'));
        const latest = theirs.slice(0, LIST_LIMITS.latestOnProfile).map((article) => article.route);
        expect(listed.filter((link) => link?.includes('/insights/') && !link.includes('/by/'))).toEqual(latest);
        const rest = localizeHref(`/insights/by/${person.id}`, locale);
        const more = theirs.length > LIST_LIMITS.latestOnProfile;
        expect(listed.includes(rest), `${person.id}: link to all their articles`).toBe(more);
        expect(resolvesInDist(rest), rest).toBe(more);
        // Its words name the person, as the labels write it.
        if (more)
          expect(shown(textOf(links(section!).find((link) => attr(link, 'href') === rest)!))).toBe(
            shown(copy.byAuthor.link.replaceAll('{name}', person.name)),
          );
        // Every article of theirs names them with a link to the page their profile is on.
        for (const article of theirs)
          expect(links(main(builtPage(article.route))).map((link) => attr(link, 'href'))).toContain(href);
      }
    });

    test('the home page previews the first people of the team, and each service page its latest transactions and articles', () => {
      const home = builtPage(localizeHref('/', locale));
      const team = all(home, (element) => element.tagName === 'section' && attr(element, 'id') === 'team')[0]!;
      expect(byTag(team, 'h3').map((heading) => shown(textOf(heading)))).toEqual(
        teamMembers(locale)
          .slice(0, LIST_LIMITS.peopleOnHome)
          .map((person) => shown(person.name)),
      );
      const articles = articlesOf(locale, buildDay);
      for (const service of services(locale)) {
        const document = builtPage(localizeHref(`/services/${service.slug}`, locale));
        const deals = all(
          document,
          (element) => element.tagName === 'section' && attr(element, 'id') === 'transactions',
        )[0];
        const own = transactions(locale).filter((item) => item.service === service.slug);
        expect(deals ? byTag(deals, 'h3').length : 0, service.slug).toBe(
          Math.min(own.length, LIST_LIMITS.latestOnService),
        );
        const group = all(document, (element) => attr(element, 'aria-labelledby') === 'latest-insights')[0];
        const related = articles.filter((article) => article.data.services.includes(service.slug));
        expect(group ? byTag(group, 'li').map((item) => attr(links(item)[0]!, 'href')) : [], service.slug).toEqual(
          related.slice(0, LIST_LIMITS.latestOnService).map((article) => article.route),
        );
      }
    });
  });
}
