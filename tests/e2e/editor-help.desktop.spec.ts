// The editor's help says where a field's words appear on the site (src/integrations/editor/config.ts, from the schemas'
// descriptions). Where it names a place a page has once — its heading, the browser tab, the search result — the built
// page must show that field's words there, for every entry: help that points an editor to the wrong field is worse
// than none.
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { contentSources } from '../../src/content/collections';
import type { CollectionName } from '../../src/integrations/content-check/check';
import { localizeHref } from '../../src/i18n/routing';
import { builtEntries } from '../support/content';
import { readDist, metaContent } from '../support/dist';
import { fileOfRoute } from '../support/html';

type Node = { name: string; label?: string; hint?: string; widget?: string; fields?: Node[]; files?: Node[] };

/**
 * The address of the page an entry makes (its collection's `route`, src/content/collections.ts), in the language it is
 * written in; the 404 page, which has no address of its own, at its file's.
 */
function pageOf(name: string, id: string): string | undefined {
  if (name === 'notFoundPage') return '/404';
  const route = contentSources.find((source) => source.name === name)?.route;
  return typeof route === 'function' ? route(id) : route;
}

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

test(
  'help that names the page heading, the browser tab or the search result matches what the built page shows there',
  {
    tag: '@content',
  },
  () => {
    const { collections } = JSON.parse(readFileSync('dist/admin/config.json', 'utf8')) as { collections: Node[] };
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
        // Every entry the site builds (none scheduled for a later day), on its page in the language it is written in.
        for (const { id, file, data, locale } of builtEntries(name as CollectionName)) {
          const route = pageOf(name, id);
          expect(
            route,
            `${name}.${path.join('.')}: its help names ${place}, but its collection makes no page`,
          ).toBeDefined();
          const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], data);
          if (typeof value !== 'string') continue;
          expect(
            shown(readDist(fileOfRoute(localizeHref(route!, locale)))),
            `${file}: ${path.join('.')} "${value}" — its help says it is in ${place}`,
          ).toContain(value.replace(/\s+/g, ' ').trim());
          checked.add(place);
        }
      }
    }
    expect([...checked].sort()).toEqual(PLACES.map(({ place }) => place).sort());
  },
);
