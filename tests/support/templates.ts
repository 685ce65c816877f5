// Which template draws each built page, and the pages the browser checks visit (decided by the product owner for the
// suite's cost as content grows, issue 46): a template that draws many pages from many entries of one kind (an
// article, a filter page of the record, a profile, a page of a paginated list) gets the browser's checks (axe,
// layout, reflow, fonts, islands) on one page per language, the heaviest; every page keeps the checks read from its
// built HTML (tests/e2e/routes-html.spec.ts, tests/e2e/dist.desktop.spec.ts), its byte budgets among them. A page
// of its own template (the home page, /team…) is its template's only page.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { localeOfPath, neutralPath } from '../../src/i18n/routing';
import { distDir } from './dist';
import { fileOfRoute } from './html';

/** The folder of the pages made once per language (src/pages/[...locale]/). */
const PAGES = 'src/pages/[...locale]';

/**
 * Templates that draw several pages each its own composition: every service page is made of the sections its file
 * lists (a table, a grid of pictures, the form…), so no one of them stands for the others. Each keeps every check.
 */
const EACH_PAGE_ITS_OWN = new Set(['services/[slug].astro']);

/** A page template (an .astro file of src/pages/[...locale]/) and the neutral paths it draws. */
interface Template {
  file: string;
  pattern: RegExp;
  /** It draws pages from entries (a parameter in its path), and no page of it is a composition of its own. */
  sampled: boolean;
}

/** Where a template's file comes in the search for the template of a path: the most specific first. */
const weight = (file: string) => (/\[\.\.\./.test(file) ? 2 : /\[/.test(file) ? 1 : 0);

function templates(): Template[] {
  const files = readdirSync(PAGES, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.astro'))
    .map((file) => file.split(sep).join('/'));
  return (
    files
      .map((file) => {
        const path = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`.replace(/\/$/, '') || '/';
        // A rest parameter may be empty (/team is team/[...page].astro's first page): it takes its slash with it.
        const pattern = path
          .split('/')
          .map((part, index) =>
            /^\[\.\.\.\w+\]$/.test(part)
              ? `(?:${index > 0 ? '/' : ''}.+)?`
              : `${index > 0 ? '/' : ''}${
                  /^\[\w+\]$/.test(part) ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
                }`,
          )
          .join('');
        const dynamic = /\[/.test(file);
        return { file, pattern: new RegExp(`^${pattern || '/'}$`), sampled: dynamic && !EACH_PAGE_ITS_OWN.has(file) };
      })
      // A path without parameters first (/transactions is its own page, not a filter of the record), then those with a
      // parameter of one segment (/insights/<article>), then those with a rest parameter (/insights/page/2).
      .sort((a, b) => weight(a.file) - weight(b.file))
  );
}

/** The template (its file under src/pages/[...locale]/) that drew the page at `route`. */
export function templateOf(route: string): Template {
  const path = neutralPath(route);
  const found = templates().find((template) => template.pattern.test(path));
  if (!found) throw new Error(`${route}: no template of ${PAGES} draws this address`);
  return found;
}

/** The bytes of a built page as sent: its brotli copy, else the page itself. */
export function sentBytes(route: string): number {
  const file = join(distDir, fileOfRoute(route));
  return statSync(existsSync(`${file}.br`) ? `${file}.br` : file).size;
}

/**
 * The routes the browser checks visit: every page of its own template, and of each template drawing many pages from
 * many entries one per language, the one `weight` ranks first (by default the heaviest as sent, which bounds the
 * others' first visit too: they share its fonts and scripts), ties by address.
 */
export function browserRoutes(routes: string[], weight: (route: string) => number = sentBytes): string[] {
  const chosen = new Map<string, string>();
  const kept: string[] = [];
  for (const route of [...routes].sort()) {
    const template = templateOf(route);
    if (!template.sampled) {
      kept.push(route);
      continue;
    }
    const key = `${template.file} ${localeOfPath(route)}`;
    const current = chosen.get(key);
    if (current === undefined || weight(route) > weight(current)) chosen.set(key, route);
  }
  return [...kept, ...chosen.values()].sort();
}

/** For messages: a template's file as the project names it. */
export const templatePath = (template: Template) => relative('.', join(PAGES, template.file));
