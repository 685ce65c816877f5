import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describeValue } from '../../../content/schemas/error-map';
import { localeOfPath, localizeHref } from '../../../i18n/routing';
import type { SiteLink } from '../check';
import { headingIds, markdownLinks } from '../markdown';
import { at, formatPath, valuesAt, type ContentRule, type ContentUnderCheck } from '../site';

/**
 * The content's links to pages of this site, in fields and in Markdown text: written as the default language's
 * addresses, on another language's pages they lead to its own. A link to an address the content makes no page for,
 * or to a heading a Markdown page does not have, stops the build here, on the line it is written on; after the
 * build, every link is checked again against the pages it made (brokenLinks).
 */
export const links: ContentRule = {
  name: 'links',
  after: {
    pages: 'links are checked against the pages the content makes',
    schedule: 'an article scheduled for later has no page yet',
  },
  run(content) {
    // An article scheduled for later is not built yet: its links are checked against the site as it will be (with
    // the pages scheduled too), and not after this build, which has none of them.
    const fromScheduled: SiteLink[] = [];
    for (const entry of content.groups.flatMap((group) => group.entries)) {
      const { shown, read } = entry.file;
      const found = entry.file.scheduled ? fromScheduled : content.links;
      for (const { path, value } of valuesAt(entry.data, [])) {
        if (path.at(-1) !== 'href' || typeof value !== 'string' || !value.startsWith('/')) continue;
        found.push({
          at: at(shown, entry.lineOf(path)),
          what: `field "${formatPath(path)}"`,
          href: localizeHref(value, entry.locale),
        });
      }
      for (const { line, text, href } of read ? markdownLinks(read.markdown, read.markdownLine, entry.file.path) : []) {
        found.push({
          at: `${shown}:${line}`,
          what: `the link ${describeValue(text)}`,
          href: localizeHref(href, entry.locale),
        });
      }
    }
    // With only some collections checked (tests of the check), the pages of the others are unknown.
    if (!content.options.collections) {
      const publicDir = join(content.root, '../../public');
      content.errors.push(...unknownPages(content.links, content.routes, publicDir));
      content.errors.push(...unknownPages(fromScheduled, withScheduled(content), publicDir));
    }
  },
};

/** The pages the content makes, and the pages of the entries scheduled for later (with their headings as sections). */
function withScheduled(content: ContentUnderCheck) {
  const routes = new Map(content.routes);
  for (const group of content.groups) {
    const { route } = group.source;
    if (typeof route !== 'function') continue;
    for (const file of group.files.filter((candidate) => candidate.scheduled))
      routes.set(
        localizeHref(route(file.id), group.locale),
        group.source.prose && file.read ? new Set(headingIds(file.read.markdown)) : undefined,
      );
  }
  return routes;
}

/** A link's page and section: "/team/#founder" → ["/team", "founder"]. */
function target(href: string) {
  const [address = '/', anchor] = href.split('#');
  const path = address.split('?')[0]!.replace(/(.)\/$/, '$1');
  return { path, anchor };
}

/** A file the site serves as it is (public/), such as a PDF: its address has a file extension. */
const isFile = (path: string) => /\.[a-z0-9]+$/i.test(path);

/** The error of a link to `path`, which is none of `pages`: it lists the pages of the link's own language. */
function noPage({ at, what, href }: SiteLink, path: string, pages: Iterable<string>) {
  const known = [...pages]
    .filter((page) => localeOfPath(page) === localeOfPath(href))
    .sort()
    .join(', ');
  return `${at}: ${what} leads to ${path}, which is no page of this site (the pages are ${known})`;
}

/**
 * Content links to an address the content makes no page for, or to a heading a Markdown page does not have
 * (`routes` maps each page to its sections when they are known before the build). Links to files are checked
 * against `publicDir`.
 */
function unknownPages(links: SiteLink[], routes: Map<string, Set<string> | undefined>, publicDir: string) {
  return links.flatMap((link) => {
    const { at, what, href } = link;
    const { path, anchor } = target(href);
    if (isFile(path)) {
      return existsSync(publicDir) && !existsSync(join(publicDir, decodeURIComponent(path)))
        ? [`${at}: ${what} leads to ${path}, which is no file of this site (files are kept in public/)`]
        : [];
    }
    if (!routes.has(path)) return [noPage(link, path, routes.keys())];
    const sections = routes.get(path);
    if (anchor && sections && !sections.has(anchor)) {
      const named = sections.size ? ` (its sections are ${[...sections].map((id) => `#${id}`).join(', ')})` : '';
      return [`${at}: ${what} leads to ${href}, but ${path} has no section #${anchor}${named}`];
    }
    return [];
  });
}

/**
 * Content links that lead nowhere in the build: to no page, or to a section (#id) the page does not have.
 * `pages` maps each built page's path ("/", "/team") to its HTML.
 */
export function brokenLinks(links: SiteLink[], pages: Map<string, string>) {
  return links.flatMap((link) => {
    const { at, what, href } = link;
    const { path, anchor } = target(href);
    if (isFile(path)) return [];
    const html = pages.get(path);
    if (html === undefined) return [noPage(link, path, pages.keys())];
    if (anchor && !html.includes(`id="${anchor}"`))
      return [`${at}: ${what} leads to ${href}, but ${path} has no section #${anchor}`];
    return [];
  });
}
