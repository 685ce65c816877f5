import { z } from 'astro/zod';
import { innerPageHead, pageMetaSchema } from './page';

/** The longest title the browser tab and search results take whole with the brand after it (as every page's). */
const TAB_TITLE_MAX = pageMetaSchema.shape.title.maxLength ?? 43;
import { because, closingBandWithLinks, fact, field, text } from './blocks';

/** A file name of another collection (a person in team/, a service in services/): checked by the content check. */
const entryName = z.string().trim().min(1);

/**
 * One article of the insights section, its Markdown text below the fields. A factory of the collection's image()
 * helper so the cover's path is checked; unit tests pass a stub.
 */
export function insightSchema<I extends z.ZodType>(image: () => I) {
  return field(
    z
      .strictObject({
        title: field(
          z
            .string()
            .trim()
            .min(10, because('a shorter title says too little in lists and search results'))
            .max(110, because('longer titles wrap onto too many lines in the list')),
          'Article heading',
          `The article’s heading (the only h1 on its page), also its title in the list and the feeds (10–110 characters); the page’s title in search results and its tab too when it has at most ${TAB_TITLE_MAX} characters (else the short title below).`,
        ),
        tabTitle: field(
          pageMetaSchema.shape.title.optional(),
          'Short title for the browser tab',
          `A shorter title for the browser tab and search results, the brand added after it (10–${TAB_TITLE_MAX} characters): needed when the heading is longer.`,
        ),
        description: field(
          z
            .string()
            .trim()
            .min(50, because('a shorter summary says too little in the list and search results'))
            .max(160, because('search results cut longer ones')),
          'Summary',
          'One or two sentences on what the reader will learn: shown under the title in the list, in the feeds and in search results (50–160 characters).',
        ),
        published: fact(
          z.date(),
          'Published on',
          'The day the article appears, written 2026-11-23. A day still to come schedules it: the site shows it from that day’s build on.',
        ),
        updated: fact(
          z.date().optional(),
          'Updated on',
          'The day of the last change that matters to a reader, written 2026-11-23 (optional): shown beside the published date.',
        ),
        authors: fact(
          z.array(entryName).min(1),
          'Written by',
          'One or more people of the team page: each is named with a link to their profile, and the article is listed on it.',
        ),
        services: fact(
          z.array(entryName).default([]),
          'Related services',
          'The services the article speaks to (optional): linked under the article, and the article is listed on their pages.',
        ),
        cover: field(
          z
            .strictObject({
              image: fact(image(), 'Picture', 'The picture, from the site’s artwork or uploads.'),
              alt: field(
                text,
                'Picture description',
                'What the picture shows, read aloud to people who cannot see it.',
              ),
            })
            .optional(),
          'Cover picture',
          'An optional picture at the top of the article, optimised by the build like every picture on the site.',
        ),
      })
      .superRefine((article, context) => {
        if (article.title.length > TAB_TITLE_MAX && article.tabTitle === undefined)
          context.addIssue({
            code: 'custom',
            path: ['tabTitle'],
            message: `is missing: the heading has ${article.title.length} characters, more than the ${TAB_TITLE_MAX} a browser tab and search results show with the brand after it; write a shorter title here`,
          });
      }),
    'Insights',
    'The firm’s articles (/insights): one Markdown file per article and language. An article may be written in one language only; its translation takes the same file name in the other language’s folder.',
  );
}

export type Insight = z.infer<ReturnType<typeof insightSchema<z.ZodString>>>;

/** The words of the insights section around the articles: the list page, and the labels on every article. */
export const insightsPageSchema = field(
  z.strictObject({
    ...innerPageHead,
    byline: field(
      text.regex(/\{authors\}/, 'must contain {authors}'),
      'Authors line',
      'Line naming the authors of an article, e.g. "By {authors}"; {authors} becomes their names, each a link to their profile.',
    ),
    readingTime: field(
      text.regex(/\{minutes\}/, 'must contain {minutes}'),
      'Time to read line',
      'How long an article takes to read, e.g. "{minutes} min read"; {minutes} becomes the number.',
    ),
    updated: field(
      text.regex(/\{date\}/, 'must contain {date}'),
      'Updated line',
      'Shown beside the published date when an article has an updated date, e.g. "Updated {date}".',
    ),
    relatedServices: field(
      text,
      'Related services heading',
      'Heading above the services linked at the end of an article.',
    ),
    moreFromAuthor: field(
      text,
      'Articles heading on the team page',
      'Heading above the articles a person wrote, in their profile on the team page.',
    ),
    byAuthor: field(
      z.strictObject({
        title: field(
          text.regex(/\{name\}/, 'must contain {name}'),
          'Heading of a person’s articles',
          'Heading and tab title of the list of every article a person wrote, e.g. "Articles by {name}"; {name} becomes their name.',
        ),
        description: field(
          text.regex(/\{name\}/, 'must contain {name}'),
          'Description of a person’s articles',
          'The search results’ description of that list, e.g. "Every article {name} has written, newest first."',
        ),
        link: field(
          text.regex(/\{name\}/, 'must contain {name}'),
          'Link to a person’s articles',
          'Under a person’s latest articles on the team page, when they have written more, e.g. "All articles by {name}".',
        ),
      }),
      'A person’s articles',
      'The list of every article one person wrote (/insights/by/<person>), linked from their profile once they have written more than it shows.',
    ),
    onService: field(
      text,
      'Articles heading on a service page',
      'Heading above the latest related articles at the end of a service page.',
    ),
    allArticles: field(text, 'Link to every article', 'Link under the latest articles on a service page, to the list.'),
    feedTitle: field(
      text,
      'Feed name',
      'The name of the feeds (RSS and JSON Feed) in a feed reader, the firm’s name added after it.',
    ),
    cta: closingBandWithLinks('every article and of the list'),
  }),
  'Insights page (/insights)',
  'The words of the insights list (/insights) and the labels on every article. The articles themselves are in the insights collection.',
);

export type InsightsPage = z.infer<typeof insightsPageSchema>;
