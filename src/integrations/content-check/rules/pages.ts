import { DEFAULT_LOCALE, LOCALE_CODES } from '../../../i18n/locales';
import { localizeHref } from '../../../i18n/routing';
import type { ContentRule } from '../site';
import { headingIds } from '../markdown';

/**
 * The pages the content makes, known before the build, in every language (a page whose text is not translated is
 * made too, with the original's text, and is a fallback): what links are checked against before the build. A page
 * is made whether or not its file is valid (its own mistake is reported by its rule): links to it are right. The
 * sections of a page whose text is Markdown (`prose`) are its headings. A source whose files stand alone (the
 * articles) makes a language's pages from that language's files only, and none for an entry scheduled for later.
 */
export const pages: ContentRule = {
  name: 'pages',
  after: {
    translations: 'a page without its translation is a fallback',
    order: 'a Markdown page’s sections are its first entry’s headings',
    schedule: 'an entry not out yet has no page',
  },
  run(content) {
    for (const source of content.sources) {
      if (!source.route) continue;
      const prose = 'prose' in source && source.prose;
      const groupOf = (locale: string) =>
        content.groups.find((group) => group.source === source && group.locale === locale);
      for (const locale of LOCALE_CODES) {
        const missing = groupOf(locale)?.untranslated ?? new Set<string>();
        if (typeof source.route === 'string') {
          const path = localizeHref(source.route, locale);
          const entry = groupOf(missing.size > 0 ? DEFAULT_LOCALE : locale)?.entries[0];
          content.routes.set(
            path,
            prose && entry?.file.read ? new Set(headingIds(entry.file.read.markdown)) : undefined,
          );
          if (missing.size > 0) content.fallbackRoutes.push(path);
        } else if (source.standalone) {
          // Each language's own files, once they are out: no page stands in for a missing translation.
          for (const file of groupOf(locale)?.files ?? []) {
            if (file.outside || file.scheduled) continue;
            const sections = prose && file.read ? new Set(headingIds(file.read.markdown)) : undefined;
            content.routes.set(localizeHref(source.route(file.id), locale), sections);
          }
        } else {
          for (const file of groupOf(DEFAULT_LOCALE)?.files ?? []) {
            if (file.outside) continue;
            const path = localizeHref(source.route(file.id), locale);
            content.routes.set(path, undefined);
            if (missing.has(file.id)) content.fallbackRoutes.push(path);
          }
        }
      }
    }
  },
};
