// The editor's help says where a field's words appear on the site (src/integrations/editor/config.ts, from the schemas'
// descriptions). Where it names a place a page has once — its heading, the browser tab, the search result — the built
// page must show that field's words there, for every entry: help that points an editor to the wrong field is worse
// than none.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { checkContent } from '../../src/integrations/content-check/check';
import { readDist, metaContent } from '../support/dist';
import { DEFAULT_LOCALE } from '../../src/i18n/locales';

type Node = { name: string; label?: string; hint?: string; widget?: string; fields?: Node[]; files?: Node[] };

/** The built page of each collection's entries: a folder of entries by their file name, a single file by itself. */
const PAGES: Record<string, (id: string) => string> = {
  services: (id) => `services/${id}.html`,
  homePage: () => 'index.html',
  howWeWorkPage: () => 'how-we-work.html',
  teamPage: () => 'team.html',
  contactPage: () => 'contact.html',
  getStartedPage: () => 'get-started.html',
  notFoundPage: () => '404.html',
  privacyPage: () => 'privacy.html',
  disclaimerPage: () => 'disclaimer.html',
  feesPage: () => 'how-we-are-paid.html',
  disclosuresPage: () => 'disclosures.html',
  transactionsPage: () => 'transactions.html',
  insightsPage: () => 'insights.html',
  insights: (id) => `insights/${id}.html`,
};

/** The same page in an entry's language: `/ar.html` for the home page, `/ar/<file>` for the others. */
const inLanguage = (file: string, locale: string) =>
  locale === DEFAULT_LOCALE ? file : file === 'index.html' ? `${locale}.html` : `${locale}/${file}`;

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ')
    .trim();
const heading = (html: string) => text(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
const tabTitle = (html: string) => text(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');

/** The places help can name, how it names them, and what the page shows there. */
const PLACES = [
  { place: 'the page heading', says: /\bthe only h1\b/i, shown: heading },
  { place: 'the browser tab', says: /\bbrowser tab\b/i, shown: tabTitle },
  {
    place: 'the search result',
    says: /\bsearch results? description\b/i,
    shown: (html: string) => metaContent(html, 'description') ?? '',
  },
];

/** Every one-value field with its path, through groups of fields (lists hold many values, never a page's one place). */
function leaves(fields: Node[], path: string[] = []): Array<{ path: string[]; hint: string }> {
  return fields.flatMap((field) =>
    field.widget === 'object'
      ? leaves(field.fields ?? [], [...path, field.name])
      : field.widget === 'list'
        ? []
        : [{ path: [...path, field.name], hint: field.hint ?? '' }],
  );
}

test('help that names the page heading, the browser tab or the search result matches what the built page shows there', () => {
  const { collections } = JSON.parse(readFileSync('dist/admin/config.json', 'utf8')) as { collections: Node[] };
  const { entries } = checkContent('src/content');
  const forms = collections.flatMap((collection) =>
    (collection.files ?? [collection]).map((form) => ({ name: form.name, fields: form.fields ?? [] })),
  );
  const hints = forms.flatMap(({ name, fields }) => leaves(fields).map((leaf) => ({ name, ...leaf })));
  // "Page title" could be the heading or the tab: the help says which.
  expect(
    hints.filter(({ hint }) => /\bpage title\b/i.test(hint)).map(({ name, path }) => `${name}.${path.join('.')}`),
  ).toEqual([]);

  const checked = new Set<string>();
  for (const { name, path, hint } of hints) {
    for (const { place, says, shown } of PLACES) {
      if (!says.test(hint)) continue;
      const page = PAGES[name];
      expect(
        page,
        `${name}.${path.join('.')}: its help names ${place}, but no page of the collection is known here`,
      ).toBeDefined();
      for (const { id, file, data, locale } of entries[name as keyof typeof entries]) {
        const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);
        if (typeof value !== 'string') continue;
        expect(
          shown(readDist(inLanguage(page!(id), locale))),
          `${file}: ${path.join('.')} "${value}" — its help says it is in ${place}`,
        ).toContain(value.replace(/\s+/g, ' ').trim());
        checked.add(place);
      }
    }
  }
  expect([...checked].sort()).toEqual(PLACES.map(({ place }) => place).sort());
});
