import rss from '@astrojs/rss';
import type { Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { buildDay } from '../lib/schedule';
import type { Site } from './site';
import { feedPaths, getInsights, getInsightsPage } from './insights';

/**
 * A language's articles as feeds: RSS 2.0 (Astro's @astrojs/rss) and JSON Feed 1.1, each with the language set,
 * absolute links and the whole article as HTML (the articles are short enough to read in a feed reader), newest
 * first. Links inside an article are made absolute: a feed reader shows them on no page of this site.
 */
async function feedOf(locale: Locale, site: Site) {
  const [page, articles] = await Promise.all([getInsightsPage(locale), getInsights(locale)]);
  const absolute = (path: string) => new URL(path, site.siteUrl).href;
  const home = absolute(localizeHref('/insights', locale));
  const html = (text: string) =>
    text.replace(/(\s(?:href|src)=")(\/[^/"][^"]*|\/)"/g, (_match, attribute: string, path: string) => {
      return `${attribute}${absolute(path)}"`;
    });
  return {
    title: `${page.data.feedTitle} — ${site.firmName}`,
    description: page.data.meta.description,
    home,
    items: articles.map((article) => ({
      url: absolute(article.href),
      title: article.data.title,
      summary: article.data.description,
      published: article.data.published,
      updated: article.data.updated,
      authors: article.authors.map((author) => ({ name: author.name, url: absolute(author.href) })),
      html: html(article.entry.rendered?.html ?? ''),
    })),
    absolute,
  };
}

export async function rssFeed(locale: Locale, site: Site) {
  const feed = await feedOf(locale, site);
  return rss({
    title: feed.title,
    description: feed.description,
    site: feed.home,
    // The site's addresses have no trailing slash (astro.config.mjs): one would lead to the 404 page.
    trailingSlash: false,
    // The build's day: what was out when the feed was made (src/lib/schedule.ts).
    customData: `<language>${locale}</language><lastBuildDate>${buildDay().toUTCString()}</lastBuildDate>`,
    items: feed.items.map((item) => ({
      title: item.title,
      link: item.url,
      pubDate: item.published,
      description: item.summary,
      content: item.html,
    })),
  });
}

export async function jsonFeed(locale: Locale, site: Site) {
  const feed = await feedOf(locale, site);
  const body = {
    version: 'https://jsonfeed.org/version/1.1',
    title: feed.title,
    home_page_url: feed.home,
    feed_url: feed.absolute(feedPaths(locale).json),
    description: feed.description,
    language: locale,
    items: feed.items.map((item) => ({
      id: item.url,
      url: item.url,
      title: item.title,
      summary: item.summary,
      content_html: item.html,
      date_published: item.published.toISOString(),
      ...(item.updated && { date_modified: item.updated.toISOString() }),
      authors: item.authors,
      language: locale,
    })),
  };
  return new Response(JSON.stringify(body, null, 2), {
    headers: { 'Content-Type': 'application/feed+json; charset=utf-8' },
  });
}
