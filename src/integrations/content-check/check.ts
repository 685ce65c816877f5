/**
 * The content check that every build runs first (src/integrations/content-check/index.ts) and `npm run check:content`
 * prints: each mistake in the content as one plain line — `file:line: field "…" what is wrong` — with the messages of
 * one error map (src/content/schemas/error-map.ts), then the warnings (stand-in values left in, untranslated files…).
 * What it checks is its rules (rules/, one concern each), run in the one order of rules/index.ts: which files there
 * are, each file against its collection's schema (the one list in src/content/collections.ts), the rules that span
 * files, and the content's links to pages of the site, checked against the pages the content makes (and after the
 * build against the pages it made, brokenLinks).
 *
 * Plain TypeScript without astro: imports, so the build, Node scripts, Vitest and Playwright all load it; the
 * tests read the content through it, parsed by the same schemas as the site.
 */
import type { z } from 'astro/zod';
import type { ContentSources, SchemaOf } from '../../content/collections';
import type { Locale } from '../../i18n/locales';
import { rules } from './rules/index';
import { checkRuleOrder, contentUnderCheck } from './site';

export { brokenLinks } from './rules/links';
export { formatPath } from './site';

export type CollectionName = ContentSources['name'];
export type EntryData<Name extends CollectionName> = z.output<SchemaOf<Extract<ContentSources, { name: Name }>>>;

/**
 * One valid entry: `id` is its address (the file name without extension, the same in every language), `locale` the
 * language of its folder (`<folder>/<locale>/`; the default language for the one settings file), `file` its path as
 * shown in messages.
 */
export interface ContentEntry<Data> {
  id: string;
  locale: Locale;
  file: string;
  data: Data;
  /** Dated after the build's day (rules/schedule.ts): not built yet, so no page shows it. */
  scheduled?: true;
}

/** A link from content to a page of this site (an `href` starting with "/"), where it is written. */
export interface SiteLink {
  at: string;
  /** What holds it, as messages name it: `field "cta.actions[0].href"`, or `the link "our fees"` in Markdown text. */
  what: string;
  /** The address it leads to on its language's pages (`/team` written in an Arabic file leads to `/ar/team`). */
  href: string;
}

export interface ContentCheckResult {
  errors: string[];
  warnings: string[];
  /** Every link to a page of this site, for the build to check against the pages it made (brokenLinks). */
  links: SiteLink[];
  /** The valid entries of each collection, every language's (default language first), each in its `order` (else by file name). */
  entries: { [Name in CollectionName]: Array<ContentEntry<EntryData<Name>>> };
  /**
   * The addresses of pages made in a language without their own text (no translation yet): they show the default
   * language's text, are left out of the sitemap and have no hreflang pair.
   */
  fallbackRoutes: string[];
}

export interface ContentCheckOptions {
  /** Paths in messages are relative to this folder (default: the current directory, the project root). */
  relativeTo?: string;
  /** Check only these collections (tests of the check itself use partial fixtures). */
  collections?: readonly CollectionName[];
  /** The languages whose text is a draft (default: DRAFT_TRANSLATIONS of src/content/stand-ins.ts; tests of the check give their own). */
  draftTranslations?: Readonly<Partial<Record<string, string>>>;
}

/** Runs every rule of rules/index.ts, in its order, on the content under `contentRoot`. */
export function checkContent(contentRoot: string, options: ContentCheckOptions = {}): ContentCheckResult {
  checkRuleOrder(rules);
  const content = contentUnderCheck(contentRoot, options);
  for (const rule of rules) rule.run(content);
  const entries = Object.fromEntries(
    content.sources.map((source) => [
      source.name,
      content.groups
        .filter((group) => group.source === source)
        .flatMap((group) => group.entries)
        .map(({ id, locale, file, data }) => ({
          id,
          locale,
          file: file.shown,
          data,
          ...(file.scheduled ? { scheduled: true as const } : {}),
        })),
    ]),
  ) as ContentCheckResult['entries'];
  return {
    errors: byFileAndLine(content.errors),
    warnings: content.warnings,
    links: content.links,
    entries,
    fallbackRoutes: content.fallbackRoutes.sort(),
  };
}

/**
 * The errors of each file together, in the order of its lines, whichever rule found them (a wrong date and a wrong
 * name of the same file side by side); the files in the order they were first named.
 */
function byFileAndLine(errors: string[]) {
  const place = (error: string) => /^([^:]+?)(?::(\d+))?$/.exec(error.split(': ')[0] ?? '') ?? [];
  const files = [...new Set(errors.map((error) => place(error)[1] ?? error))];
  return errors
    .map((error, index) => ({
      error,
      index,
      file: files.indexOf(place(error)[1] ?? error),
      line: Number(place(error)[2] ?? 0),
    }))
    .sort((a, b) => a.file - b.file || a.line - b.line || a.index - b.index)
    .map(({ error }) => error);
}

/** A warning about a value to replace before launch: a stand-in, or a draft translation. */
const isStandIn = (warning: string) =>
  warning.includes('still holds a stand-in value') || warning.includes('is a draft translation');

/** The result as the build and `npm run check:content` print it: errors, then warnings, then a one-line verdict. */
export function contentReport({ errors, warnings }: Pick<ContentCheckResult, 'errors' | 'warnings'>) {
  const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
  const verdict = errors.length
    ? `${count(errors.length, 'content error')}, ${count(warnings.length, 'warning')}: fix each line above (file:line), save, and run the command again.`
    : `Content OK: no errors, ${count(warnings.length, 'warning')}${warnings.length ? ` (${warnings.every(isStandIn) ? 'stand-in values to replace before launch' : 'see each line above'})` : ''}.`;
  return [...errors, ...warnings, verdict];
}
