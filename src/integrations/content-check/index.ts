// Runs the content check before every `astro build`, `astro dev`, `astro check` and `astro sync`, so a content
// mistake stops the command with the check's plain lines instead of Astro's own messages and stack traces.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import type { Locale } from '../../i18n/locales';
import { brokenLinks, checkContent, contentReport, type ContentCheckResult, type SiteLink } from './check';
import { contentSources } from '../../content/collections';
import { localizeHref } from '../../i18n/routing';

/** The addresses of the pages the last check found without their own text (ContentCheckResult.fallbackRoutes). */
let fallbacks = new Set<string>();

/** Whether a built page shows another language's text (for the sitemap, which leaves such pages out). */
export const isFallbackRoute = (pathname: string) =>
  fallbacks.has(pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1'));

/** The day each page's own text last changed, where its file says (`updated`, else `published`): the sitemap's lastmod. */
let modified = new Map<string, Date>();

export const lastModified = (pathname: string) => modified.get(pathname.replace(/\.html$/, '').replace(/(.)\/$/, '$1'));

function modifiedDays(entries: ContentCheckResult['entries']) {
  const days = new Map<string, Date>();
  for (const source of contentSources) {
    for (const { id, locale, data } of entries[source.name] as Array<{ id: string; locale: Locale; data: object }>) {
      const { updated, published } = data as { updated?: unknown; published?: unknown };
      const day = updated instanceof Date ? updated : published instanceof Date ? published : undefined;
      const route = typeof source.route === 'function' ? source.route(id) : source.route;
      if (day && route) days.set(localizeHref(route, locale), day);
    }
  }
  return days;
}

export function contentCheck(): AstroIntegration {
  let contentDir = '';
  let links: SiteLink[] = [];
  const run = (root: string) => checkContent(contentDir, { relativeTo: root });
  return {
    name: 'aravali:content-check',
    hooks: {
      'astro:config:setup': ({ config, command, updateConfig }) => {
        if (command === 'preview') return;
        const root = fileURLToPath(config.root);
        contentDir = join(root, 'src/content');
        const result = run(root);
        if (result.errors.length) {
          console.error(contentReport(result).join('\n'));
          process.exit(1);
        }
        if (result.warnings.length) console.warn(contentReport(result).join('\n'));
        links = result.links;
        fallbacks = new Set(result.fallbackRoutes);
        modified = modifiedDays(result.entries);
        // Canonical links and the sitemap use the settings' address; SITE_URL overrides it for previews and staging.
        updateConfig({ site: process.env.SITE_URL ?? result.entries.settings[0]!.data.siteUrl });
      },
      // Links written in content must lead to a page (and section) the build made.
      'astro:build:done': ({ dir, pages }) => {
        const html = new Map(
          pages.map(({ pathname }) => {
            const base = fileURLToPath(new URL(pathname.replace(/\/$/, '') || 'index', dir));
            const file = [`${base}.html`, join(base, 'index.html')].find((candidate) => existsSync(candidate));
            return [`/${pathname.replace(/\/$/, '')}`, file ? readFileSync(file, 'utf8') : ''];
          }),
        );
        const broken = brokenLinks(links, html);
        if (broken.length === 0) return;
        console.error(contentReport({ errors: broken, warnings: [] }).join('\n'));
        process.exit(1);
      },
      // While `astro dev` runs, each saved content file is checked again: its mistakes, then the verdict (the
      // warnings were listed when the server started).
      'astro:server:setup': ({ server }) => {
        server.watcher.on('all', (_event, file) => {
          if (!file.startsWith(contentDir)) return;
          const result = run(server.config.root);
          console.log([...result.errors, contentReport(result).at(-1)].join('\n'));
        });
      },
    },
  };
}
