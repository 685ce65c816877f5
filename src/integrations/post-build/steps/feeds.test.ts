import { getRssString } from '@astrojs/rss';
import { describe, expect, it } from 'vitest';
import { feedProblems, feedsStep, jsonFeedProblem, xmlProblem } from './feeds';

/** An RSS feed as the site writes it (@astrojs/rss), with one article whose text is `text`. */
const rss = (text: string) =>
  getRssString({
    title: 'Insights',
    description: 'Notes',
    site: 'https://example.com/insights',
    trailingSlash: false,
    items: [
      { title: 'A note', link: 'https://example.com/insights/a', pubDate: new Date(0), content: `<p>${text}</p>` },
    ],
  });

describe('feeds step', () => {
  it('a control character that @astrojs/rss passes through makes the RSS feed unreadable, and the step says where', async () => {
    expect(xmlProblem(await rss('A stray & sign, “quotes” and عربي'))).toBeUndefined();
    for (const character of ['\u000b', '\u0001', '\u0008', '\uFFFE']) {
      const feed = await rss(`A stray ${character} character.`);
      expect(feed).toContain(character);
      expect(xmlProblem(feed), JSON.stringify(character)).toMatch(/^\d+:\d+: disallowed character/);
    }
  });

  it('stops the build on a feed or sitemap that does not parse, naming each file; changes nothing when all parse', async () => {
    const good = new Map<string, string | Uint8Array>([
      ['/insights/rss.xml', await rss('Fine.')],
      ['/insights/feed.json', JSON.stringify({ version: 'https://jsonfeed.org/version/1.1', items: [] })],
      ['/sitemap-0.xml', '<?xml version="1.0"?><urlset><url><loc>https://example.com/</loc></url></urlset>'],
      ['/team.html', '<p>\u000b is no feed</p>'],
    ]);
    expect(await feedsStep.run(good, () => {})).toBe(good);
    const bad = new Map(good)
      .set('/ar/insights/rss.xml', await rss('Word’s line break \u000b here.'))
      .set('/ar/insights/feed.json', '{"version": "x", "items": [')
      .set('/sitemap-0.xml', '<urlset><url></urlset>');
    expect(feedProblems(bad)).toEqual([
      expect.stringMatching(/^sitemap-0\.xml: 1:\d+: unexpected close tag/),
      expect.stringMatching(/^ar\/insights\/rss\.xml: \d+:\d+: disallowed character/),
      expect.stringMatching(/^ar\/insights\/feed\.json: /),
    ]);
    expect(() => feedsStep.run(bad, () => {})).toThrow(/a feed the build wrote cannot be read.*ar\/insights\/rss\.xml/);
    expect(jsonFeedProblem('{"items": []}')).toMatch(/no "version"/);
  });
});
