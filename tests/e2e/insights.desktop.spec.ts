// The insights section in the build, read with a real HTML parser (parse5): which articles each language builds (its
// own, out by the build's day), the list and article pages' structure, the links to authors and services, the
// feeds, search engines' tags and the sitemap. What to expect is read from the content; the build's day from its feed.
import { expect, test } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, htmlFiles, readDist, resolvesInDist, routeOfFile } from '../support/dist';
import { profileHref, settings } from '../support/content';
import { buildDay as builtDay, feedsOf, readXml } from '../support/feeds';
import { checkContent } from '../../src/integrations/content-check/check';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localizeHref } from '../../src/i18n/routing';
import { dayOf, isPublished } from '../../src/lib/schedule';
import { LIST_LIMITS, paginate } from '../../src/lib/pagination';

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** Every element under a node, in document order. */
function* elements(node: Node): Generator<Element> {
  for (const child of 'childNodes' in node ? node.childNodes : []) {
    if ('tagName' in child) yield child;
    yield* elements(child);
  }
  if ('content' in node && node.content) yield* elements(node.content as Node);
}
const attr = (element: Element, name: string) => element.attrs.find((item) => item.name === name)?.value;
const textOf = (node: Node): string =>
  'value' in node && node.nodeName === '#text'
    ? node.value
    : ('childNodes' in node ? node.childNodes : []).map(textOf).join('');
const shown = (text: string) => text.replace(/\s+/g, ' ').trim();
const page = (route: string) => parse(readDist(`${route === '/' ? 'index' : route.slice(1)}.html`));
const all = (route: string, tag: string) => [...elements(page(route))].filter((element) => element.tagName === tag);

const content = checkContent('src/content');
const site = settings();
const absolute = (path: string) => new URL(path, site.siteUrl).href;
const buildDay = builtDay();

/** A language's articles as the build should have them: its own files, out by the build's day, newest first. */
const articles = (locale: Locale) =>
  content.entries.insights
    .filter((entry) => entry.locale === locale && isPublished(entry.data.published, buildDay))
    .sort((a, b) => b.data.published.getTime() - a.data.published.getTime() || a.id.localeCompare(b.id))
    .map((entry) => ({ ...entry, route: localizeHref(`/insights/${entry.id}`, locale) }));
const insightsPage = (locale: Locale) =>
  content.entries.insightsPage.find((entry) => entry.locale === locale)?.data ??
  content.entries.insightsPage.find((entry) => entry.locale === DEFAULT_LOCALE)!.data;
const teamName = (id: string, locale: Locale) =>
  (
    content.entries.team.find((entry) => entry.id === id && entry.locale === locale) ??
    content.entries.team.find((entry) => entry.id === id)!
  ).data.name;

test.describe('insights', { tag: '@content' }, () => {
  test('each language builds its own articles that are out by the build’s day, and no other', () => {
    for (const locale of LOCALE_CODES) {
      const prefix = `${localizeHref('/insights', locale)}/`;
      // An article is one name below the list; the list's further pages and each author's are below it.
      const built = htmlFiles()
        .map(routeOfFile)
        .filter((route) => route.startsWith(prefix) && !route.slice(prefix.length).includes('/'))
        .sort();
      expect(built, locale).toEqual(
        articles(locale)
          .map((article) => article.route)
          .sort(),
      );
    }
    const scheduled = content.entries.insights.filter((entry) => !isPublished(entry.data.published, buildDay));
    for (const entry of scheduled)
      expect(resolvesInDist(localizeHref(`/insights/${entry.id}`, entry.locale))).toBe(false);
  });

  test('the list shows the newest first, each with its date, authors, reading time and summary', () => {
    for (const locale of LOCALE_CODES) {
      // Page after page (tests/e2e/pagination.desktop.spec.ts checks how it is cut).
      for (const { href: route, items: expected } of paginate(
        articles(locale),
        LIST_LIMITS.articlesPerPage,
        localizeHref('/insights', locale),
      )) {
        const tree = page(route);
        const headings = [...elements(tree)].filter((element) => element.tagName === 'h1');
        expect(headings, route).toHaveLength(1);
        const items = [...elements(tree)].filter((element) => element.tagName === 'article');
        expect(
          items.map((item) =>
            attr(
              [...elements(item)].find((element) => element.tagName === 'a')!,
              'href',
            ),
          ),
          route,
        ).toEqual(expected.map((article) => article.route));
        items.forEach((item, index) => {
          const { data } = expected[index]!;
          const inside = [...elements(item)];
          expect(inside.find((element) => element.tagName === 'time')?.attrs).toContainEqual({
            name: 'datetime',
            value: dayOf(data.published),
          });
          const text = shown(textOf(item));
          expect(text).toContain(shown(data.description));
          for (const author of data.authors) expect(text).toContain(teamName(author, locale));
          const [before] = insightsPage(locale).readingTime.split('{minutes}');
          expect(text).toMatch(new RegExp(`${before!.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\d+`));
        });
      }
    }
  });

  test('an article has one h1, its dates, authors linked to their profiles, services linked, headings linked, the call to action', () => {
    for (const locale of LOCALE_CODES) {
      for (const article of articles(locale)) {
        const tree = [...elements(page(article.route))];
        const h1 = tree.filter((element) => element.tagName === 'h1');
        expect(
          h1.map((element) => shown(textOf(element))),
          article.route,
        ).toEqual([shown(article.data.title)]);
        expect(
          tree.filter((element) => element.tagName === 'time').map((element) => attr(element, 'datetime')),
        ).toEqual([article.data.published, ...(article.data.updated ? [article.data.updated] : [])].map(dayOf));
        const links = tree.filter((element) => element.tagName === 'a').map((element) => attr(element, 'href')!);
        for (const author of article.data.authors) {
          const profile = profileHref(author, locale);
          expect(links, article.route).toContain(profile);
          const team = [...elements(page(profile.split('#')[0]!))];
          const section = team.find((element) => attr(element, 'id') === author);
          expect(section, `${profile} has its section`).toBeDefined();
          // The profile lists the article among its latest, else the list of every article of theirs has it.
          const theirs = articles(locale).filter((other) => other.data.authors.includes(author));
          const latest = theirs.slice(0, LIST_LIMITS.latestOnProfile).map((other) => other.route);
          if (latest.includes(article.route))
            expect([...elements(section!)].map((element) => attr(element, 'href'))).toContain(article.route);
          else {
            const list = paginate(theirs, LIST_LIMITS.articlesPerPage, localizeHref(`/insights/by/${author}`, locale));
            const listing = list.find((other) => other.items.some((item) => item.route === article.route))!;
            expect(all(listing.href, 'a').map((element) => attr(element, 'href'))).toContain(article.route);
          }
        }
        for (const service of article.data.services) {
          const href = localizeHref(`/services/${service}`, locale);
          expect(links).toContain(href);
          // The service page lists the article among its latest (newest first, LIST_LIMITS.latestOnService).
          const latest = articles(locale)
            .filter((other) => other.data.services.includes(service))
            .slice(0, LIST_LIMITS.latestOnService)
            .map((other) => other.route);
          if (latest.includes(article.route))
            expect(all(href, 'a').map((element) => attr(element, 'href'))).toContain(article.route);
        }
        const bodyHeadings = tree.filter((element) => element.tagName === 'h2' && attr(element, 'id'));
        const linked = bodyHeadings.filter((heading) =>
          [...elements(heading)].some(
            (element) => element.tagName === 'a' && attr(element, 'href') === `#${attr(heading, 'id')}`,
          ),
        );
        expect(linked.length, `${article.route}: its sections link to themselves`).toBeGreaterThan(0);
        for (const action of insightsPage(locale).cta.actions)
          expect(links).toContain(localizeHref(action.href, locale));
        for (const href of links.filter((link) => link.startsWith('/'))) expect(resolvesInDist(href), href).toBe(true);
      }
    }
  });

  test('an article names itself and its translations as alternates only where they exist, with its language and direction', () => {
    for (const locale of LOCALE_CODES) {
      for (const article of articles(locale)) {
        const tree = [...elements(page(article.route))];
        const html = tree.find((element) => element.tagName === 'html')!;
        expect([attr(html, 'lang'), attr(html, 'dir')]).toEqual([locale, LOCALES[locale].dir]);
        const translations = LOCALE_CODES.filter((code) => articles(code).some((other) => other.id === article.id));
        const alternates = tree
          .filter(
            (element) =>
              element.tagName === 'link' && attr(element, 'rel') === 'alternate' && attr(element, 'hreflang'),
          )
          .map((element) => [attr(element, 'hreflang'), attr(element, 'href')]);
        // Every language it is written in, and x-default: the original's, the default language's where it has one.
        const original = translations.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : translations[0]!;
        const expected = [
          ...translations.map((code) => [code, absolute(localizeHref(`/insights/${article.id}`, code))]),
          ['x-default', absolute(localizeHref(`/insights/${article.id}`, original))],
        ];
        expect(alternates, article.route).toEqual(expected);
        const canonical = tree.find((element) => element.tagName === 'link' && attr(element, 'rel') === 'canonical');
        expect(attr(canonical!, 'href')).toBe(absolute(article.route));
      }
    }
  });

  test('an article tells search engines it is one: og:type article with its dates, JSON-LD Article with its authors', () => {
    for (const locale of LOCALE_CODES) {
      for (const article of articles(locale)) {
        const tree = [...elements(page(article.route))];
        const meta = (property: string) =>
          attr(
            tree.find((element) => element.tagName === 'meta' && attr(element, 'property') === property)!,
            'content',
          );
        expect(meta('og:type')).toBe('article');
        expect(meta('article:published_time')).toBe(dayOf(article.data.published));
        const script = tree.find(
          (element) => element.tagName === 'script' && attr(element, 'type') === 'application/ld+json',
        );
        const graph = JSON.parse(textOf(script!))['@graph'] as Array<Record<string, unknown>>;
        expect(graph.find((node) => node['@type'] === 'Article')).toMatchObject({
          headline: article.data.title,
          datePublished: dayOf(article.data.published),
          url: absolute(article.route),
          inLanguage: locale,
          // Each author as the team page describes them (tests/e2e/pages-team.desktop.spec.ts): one person, one @id.
          author: article.data.authors.map((author) => ({
            '@type': 'Person',
            '@id': absolute(profileHref(author, DEFAULT_LOCALE)),
            name: teamName(author, locale),
            url: absolute(profileHref(author, locale)),
            worksFor: { '@id': `${absolute('/')}#organization` },
          })),
          publisher: { '@id': `${absolute('/')}#organization` },
        });
      }
    }
  });

  test('every page links to its language’s list in the footer and to its feeds in the head', () => {
    for (const file of htmlFiles()) {
      const route = routeOfFile(file);
      const tree = [...elements(parse(readDist(file)))];
      const locale = attr(
        tree.find((element) => element.tagName === 'html')!,
        'lang',
      ) as Locale;
      const footer = tree.find((element) => element.tagName === 'footer')!;
      expect(
        [...elements(footer)].map((element) => attr(element, 'href')),
        route,
      ).toContain(localizeHref('/insights', locale));
      const alternates = tree
        .filter(
          (element) => element.tagName === 'link' && attr(element, 'rel') === 'alternate' && attr(element, 'type'),
        )
        .map((element) => [attr(element, 'type'), attr(element, 'href')]);
      expect(alternates, route).toEqual([
        ['application/rss+xml', feedsOf(locale).rss],
        ['application/feed+json', feedsOf(locale).json],
      ]);
    }
  });

  test('the feeds are valid, in their language, with absolute links to built articles and their whole text', () => {
    for (const locale of LOCALE_CODES) {
      const rss = readXml(feedsOf(locale).rss);
      expect(rss.querySelector('parsererror')).toBeNull();
      expect(rss.documentElement.getAttribute('version')).toBe('2.0');
      expect(rss.querySelector('channel > language')?.textContent).toBe(locale);
      const items = [...rss.querySelectorAll('item')];
      const expected = articles(locale);
      expect(items.map((item) => item.querySelector('link')?.textContent)).toEqual(
        expected.map((article) => absolute(article.route)),
      );
      items.forEach((item, index) => {
        expect(item.querySelector('title')?.textContent).toBe(expected[index]!.data.title);
        expect(new Date(item.querySelector('pubDate')!.textContent!).getTime()).toBe(
          expected[index]!.data.published.getTime(),
        );
        expect(item.getElementsByTagName('content:encoded')[0]?.textContent).toMatch(/<h2 id="[^"]+">/);
      });
      const json = JSON.parse(readFileSync(join(distDir, feedsOf(locale).json), 'utf8'));
      expect(json).toMatchObject({
        version: 'https://jsonfeed.org/version/1.1',
        language: locale,
        home_page_url: absolute(localizeHref('/insights', locale)),
        feed_url: absolute(feedsOf(locale).json),
      });
      expect(json.items.map((item: { url: string }) => item.url)).toEqual(
        expected.map((article) => absolute(article.route)),
      );
      for (const item of json.items as Array<{ url: string; content_html: string; authors: Array<{ url: string }> }>) {
        const path = new URL(item.url).pathname;
        expect(resolvesInDist(path), item.url).toBe(true);
        expect(item.content_html).not.toMatch(/\s(href|src)="\/[^/]/);
        for (const author of item.authors) expect(author.url.startsWith(site.siteUrl)).toBe(true);
      }
    }
  });

  test('the sitemap gives each article the day it last changed', () => {
    const sitemap = readFileSync(join(distDir, 'sitemap-0.xml'), 'utf8');
    for (const locale of LOCALE_CODES) {
      for (const article of articles(locale)) {
        const day = dayOf(article.data.updated ?? article.data.published);
        expect(sitemap, article.route).toMatch(
          new RegExp(`<loc>${absolute(article.route).replace(/[.?]/g, '\\$&')}</loc><lastmod>${day}`),
        );
      }
    }
    expect(existsSync(join(distDir, 'sitemap-index.xml'))).toBe(true);
  });
});
