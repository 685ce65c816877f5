// The feeds of the build (dist/), read as a feed reader reads them: their addresses per language, an XML file parsed
// as XML, and the day the build published by.
import { Window } from 'happy-dom';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import { localizeHref } from '../../src/i18n/routing';
import { readDist } from './dist';

/** A language's feeds: RSS 2.0 and JSON Feed. */
export const feedsOf = (locale: Locale) => ({
  rss: localizeHref('/insights/rss.xml', locale),
  json: localizeHref('/insights/feed.json', locale),
});

/** A built XML file (an address of the site), parsed as XML. */
export const readXml = (path: string) =>
  new new Window().DOMParser().parseFromString(readDist(path.replace(/^\//, '')), 'application/xml');

/** The day the build published by: its feed's lastBuildDate (a test's own clock may be past midnight). */
export const buildDay = () =>
  new Date(readXml(feedsOf(DEFAULT_LOCALE).rss).querySelector('channel > lastBuildDate')!.textContent!);
