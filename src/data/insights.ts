import { getCollection, type CollectionEntry } from 'astro:content';
import type { Locale } from '../i18n/locales';
import { localizeHref } from '../i18n/routing';
import { readingMinutes } from '../lib/reading-time';
import { isPublished } from '../lib/schedule';
import { LIST_LIMITS } from '../lib/pagination';
import { getPage } from './pages';
import { pageRoute } from './routes';
import { getServices } from './services';
import { getTeam } from './team';

/**
 * The articles of a language (src/content/insights/<locale>/), newest first: only that language's own files (an
 * article may be written in one language only, and is then no page of the other), only those out by the build's
 * day (src/lib/schedule.ts). Each comes with its address, reading time, its authors and services as links in the
 * language, and the addresses of its translations.
 */
export async function getInsights(locale: Locale) {
  const [entries, team, services] = await Promise.all([
    getCollection('insights', (entry) => isPublished(entry.data.published)),
    getTeam(locale),
    getServices(locale),
  ]);
  const nameOf = (entry: CollectionEntry<'insights'>) => entry.id.slice(entry.id.indexOf('/') + 1);
  const localeOf = (entry: CollectionEntry<'insights'>) => entry.id.slice(0, entry.id.indexOf('/')) as Locale;
  return entries
    .filter((entry) => localeOf(entry) === locale)
    .map((entry) => {
      const id = nameOf(entry);
      const translations = entries
        .filter((other) => nameOf(other) === id)
        .map((other) => ({ locale: localeOf(other), href: localizeHref(`/insights/${id}`, localeOf(other)) }));
      return {
        id,
        entry,
        data: entry.data,
        href: localizeHref(`/insights/${id}`, locale),
        minutes: readingMinutes(entry.body ?? ''),
        // The content check has stopped the build on a name that is no file: each is found.
        authors: entry.data.authors.map((name) => {
          const member = team.find((person) => person.id === name)!;
          return { id: name, name: member.data.name, href: member.href };
        }),
        services: entry.data.services.map((name) => {
          const service = services.find((candidate) => candidate.id === name)!;
          return { id: name, title: service.data.title, href: service.href };
        }),
        translations,
      };
    })
    .sort((a, b) => b.data.published.getTime() - a.data.published.getTime() || a.id.localeCompare(b.id));
}

export type InsightEntry = Awaited<ReturnType<typeof getInsights>>[number];

/** The language-neutral addresses of the lists of articles: every article, and one person's. */
export const insightsPaths = {
  all: pageRoute('insightsPage'),
  author: (person: string) => `${pageRoute('insightsPage')}/by/${person}`,
};

/**
 * The lists of a language's articles, each cut into pages by the page that shows it: every article, and the articles
 * of each person who has written more than their profile on the team page shows (LIST_LIMITS.latestOnProfile), newest
 * first. `base` is the list's language-neutral address.
 */
export async function getInsightLists(locale: Locale) {
  const [articles, team] = await Promise.all([getInsights(locale), getTeam(locale)]);
  return [
    { base: insightsPaths.all, articles, author: undefined },
    ...team
      .map((member) => ({
        base: insightsPaths.author(member.id),
        articles: articles.filter((article) => article.data.authors.includes(member.id)),
        author: member,
      }))
      .filter((list) => list.articles.length > LIST_LIMITS.latestOnProfile),
  ];
}

export type InsightList = Awaited<ReturnType<typeof getInsightLists>>[number];

/** The words around the articles (src/content/pages/<locale>/insights.yaml). */
export const getInsightsPage = (locale: Locale) => getPage('insightsPage', locale);

/** A language's feeds, beside its list: RSS 2.0 and JSON Feed 1.1. */
export const feedPaths = (locale: Locale) => ({
  rss: localizeHref('/insights/rss.xml', locale),
  json: localizeHref('/insights/feed.json', locale),
});
