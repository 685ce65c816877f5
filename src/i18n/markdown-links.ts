import { fileURLToPath } from 'node:url';
import { isLocale, type Locale } from './locales';
import { localizeHref } from './routing';

/** The language of a content file from its folder: src/content/<folder>/<locale>/<file>. */
export function localeOfContentFile(path: string | undefined): Locale | undefined {
  const match = path?.replace(/\\/g, '/').match(/\/content\/[^/]+\/([^/]+)\/[^/]+$/);
  return match && isLocale(match[1]) ? match[1] : undefined;
}

/** What the Markdown processor (Sätteri) hands a plugin's visitor: the element and a way to change it. */
interface LinkElement {
  properties?: Record<string, unknown>;
}
interface VisitContext {
  setProperty(node: LinkElement, key: string, value: unknown): void;
}

/**
 * A hast plugin of Astro's Markdown processor (Sätteri): Markdown text writes links as the default language's
 * addresses (`/get-started`); in a file of another language each leads to that language's page (`/ar/get-started`),
 * as links in fields do (src/data/entries.ts). Keyed on the file's language folder; left out for other files.
 */
export function localizeMarkdownLinks({ fileURL }: { fileURL: URL | undefined }) {
  const locale = localeOfContentFile(fileURL && fileURL.protocol === 'file:' ? fileURLToPath(fileURL) : undefined);
  if (!locale) return null;
  return {
    name: 'localize-links',
    element: {
      filter: ['a'],
      visit(node: LinkElement, context: VisitContext) {
        const href = node.properties?.href;
        if (typeof href === 'string') {
          const localized = localizeHref(href, locale);
          if (localized !== href) context.setProperty(node, 'href', localized);
        }
      },
    },
  };
}
