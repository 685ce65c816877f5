/**
 * The content check that every build runs first (src/integrations/content-check/index.ts) and `npm run check:content`
 * prints: every file under src/content against its collection's schema (the one list in
 * src/content/collections.ts), each mistake as one plain line — `file:line: field "…" what is wrong` — with
 * the messages of one error map (src/content/schemas/error-map.ts), plus the rules that span files (file names are
 * addresses, no two entries share an `order`, no two pages a title or description), warnings for stand-in values
 * left in, and the content's links to pages of the site — in fields and in Markdown text — checked against the pages
 * the content makes (and the sections of its Markdown pages), then again after the build against the pages it made.
 *
 * Plain TypeScript without astro: imports, so the build, Node scripts, Vitest and Playwright all load it; the
 * tests read the content through it, parsed by the same schemas as the site.
 */
import { existsSync, globSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve, sep } from 'node:path';
import type { ImageFunction } from 'astro/content/config';
import { z } from 'astro/zod';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { contentSources, isLocalized, type ContentSources, type SchemaOf } from '../../content/collections';
import { DRAFT_TRANSLATIONS, STAND_IN_VALUES } from '../../content/stand-ins';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../../i18n/locales';
import { localeOfPath, localizeHref } from '../../i18n/routing';
import { contentWarnings } from '../../content/schemas/warnings';
import { contentErrorMap, describeValue } from '../../content/schemas/error-map';

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

type Path = Array<string | number>;
type Located = { line: number | undefined; message: string };
/** A valid entry while the check runs: it still knows the line of each of its fields, for the rules across files. */
type Checked = ContentEntry<unknown> & {
  lineOf: (path: Path) => number | undefined;
  body: BodyLink[];
  headings: string[];
};
/** A link written in a Markdown file's text, with its line in the file. */
type BodyLink = { line: number; text: string; href: string };

/** Stands in for Astro's image(): the path string. The collections wrap it in checkedImage(), which reports missing files. */
const imageStub = (() => z.string()) as unknown as ImageFunction;

/** File names become addresses (/services/<name>) and anchors (/team#<name>). */
const ADDRESS_NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A language's name in messages, which are English: "Arabic". */
const languageName = (locale: Locale) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

export function checkContent(contentRoot: string, options: ContentCheckOptions = {}): ContentCheckResult {
  const root = resolve(contentRoot);
  const base = resolve(options.relativeTo ?? process.cwd());
  const show = (file: string) => relative(base, file).split(sep).join('/');
  const errors: string[] = [];
  const warnings: string[] = [];
  const entries: Record<string, Checked[]> = {};
  /** The files each folder holds for the site (a folder no source names is a language folder's parent). */
  const used = new Map<string, Set<string>>();
  /** The files of each collection and language whose name is an address: each makes a page, even while its fields have a mistake. */
  const named = new Map<string, string[]>();
  /** Per language, the file names of a collection that have no file in that language: their pages show the default language. */
  const untranslated = new Map<string, Set<string>>();
  const sources = contentSources.filter((source) => !options.collections || options.collections.includes(source.name));
  const localesWithText = new Set<Locale>();

  for (const source of sources) {
    const single = !/[*?]/.test(source.pattern);
    const locales: Locale[] = isLocalized(source) ? LOCALE_CODES : [DEFAULT_LOCALE];
    const list: Checked[] = [];
    let originals: string[] = [];
    for (const locale of locales) {
      const folder = isLocalized(source) ? join(root, source.folder, locale) : join(root, source.folder);
      if (isLocalized(source)) used.set(join(root, source.folder), used.get(join(root, source.folder)) ?? new Set());
      const files = (existsSync(folder) ? globSync(source.pattern, { cwd: folder }) : [])
        .map((name) => join(folder, name))
        .sort();
      used.set(folder, new Set([...(used.get(folder) ?? []), ...files]));
      const key = `${source.name}:${locale}`;
      named.set(key, []);
      untranslated.set(key, new Set());
      const original = (file: string) => join(root, source.folder, DEFAULT_LOCALE, basename(file));

      if (locale === DEFAULT_LOCALE) {
        if (files.length === 0) {
          errors.push(
            single
              ? `${show(join(folder, source.pattern))}: file is missing (the site needs it)`
              : `${show(folder)}: no ${source.pattern} file (the site needs at least one)`,
          );
        }
        originals = files;
      } else {
        // A page exists because its original exists: a translation of nothing would have no address of its own.
        for (const file of files.filter((file) => !originals.some((other) => basename(other) === basename(file)))) {
          errors.push(
            `${show(file)}: there is no English original ${show(original(file))}: a translation takes the address of its original, ` +
              `so add the original or give this file the name of the one it translates`,
          );
        }
        // Until a translation exists, that language's page shows the original's text (a warning, not a mistake).
        for (const file of originals.filter(
          (other) => !files.some((translated) => basename(translated) === basename(other)),
        )) {
          untranslated.get(key)!.add(basename(file, extname(file)));
          warnings.push(
            `warning: ${show(file)}: has no ${languageName(locale)} translation (${show(join(folder, basename(file)))}): its ${languageName(locale)} page shows this text meanwhile`,
          );
        }
      }

      const valid: Checked[] = [];
      for (const file of files) {
        const id = basename(file, extname(file));
        if (locale !== DEFAULT_LOCALE && !originals.some((other) => basename(other) === basename(file))) continue;
        if (!single && !ADDRESS_NAME.test(id)) {
          const twin = files.find(
            (other) => other !== file && basename(other).toLowerCase() === basename(file).toLowerCase(),
          );
          errors.push(
            `${show(file)}: the file name becomes the page address, so use lower-case letters, digits and dashes only ` +
              `(e.g. ${
                id
                  .toLowerCase()
                  .replace(/[^a-z0-9]+/g, '-')
                  .replace(/^-|-$/g, '') || 'new-page'
              }${extname(file)})` +
              (twin ? `; as it is, it would take the address of ${show(twin)}` : ''),
          );
          continue;
        }
        if (isLocalized(source)) localesWithText.add(locale);
        named.get(key)!.push(id);
        const schema =
          typeof source.schema === 'function'
            ? source.schema({ image: imageStub, folder: dirname(file) })
            : source.schema;
        const result = checkFile(file, schema);
        errors.push(...result.errors.map(({ line, message }) => `${show(file)}${line ? `:${line}` : ''}: ${message}`));
        warnings.push(
          ...result.warnings.map(({ line, message }) => `warning: ${show(file)}${line ? `:${line}` : ''}: ${message}`),
        );
        if (result.data !== undefined)
          valid.push({
            id,
            locale,
            file: show(file),
            data: result.data,
            lineOf: result.lineOf,
            body: result.body,
            headings: result.headings,
          });
      }
      // Entries are listed by `order`, two with the same number by file name (src/lib/order.ts): a clash the editor
      // could not catch before saving still builds, in a fixed order, and is only worth a warning.
      warnings.push(
        ...duplicates(
          valid,
          ['order'],
          'both are shown, listed by file name; give each file its own number to choose',
        ).map((message) => `warning: ${message}`),
      );
      const order = (entry: { data: unknown }) => (entry.data as { order?: number }).order ?? 0;
      list.push(...valid.sort((a, b) => order(a) - order(b) || a.id.localeCompare(b.id)));
    }
    entries[source.name] = list;
  }

  // Search results and shared links tell pages apart by their title and description (in each language).
  const pages = Object.values(entries).flat();
  for (const locale of LOCALE_CODES) {
    const own = pages.filter((entry) => entry.locale === locale);
    errors.push(...duplicates(own, ['meta', 'title'], 'each page needs its own title in search results'));
    errors.push(...duplicates(own, ['meta', 'description'], 'each page needs its own description in search results'));
  }

  // A file in a content folder that no pattern takes is silently left out of the site.
  for (const [folder, files] of used) {
    if (!existsSync(folder)) continue;
    const patterns = sources.filter((source) =>
      (isLocalized(source)
        ? LOCALE_CODES.map((locale) => join(root, source.folder, locale))
        : [join(root, source.folder)]
      ).includes(folder),
    );
    for (const name of readdirSync(folder).sort()) {
      const file = join(folder, name);
      if (name.startsWith('.') || files.has(file) || !statSync(file).isFile()) continue;
      warnings.push(
        `warning: ${show(file)}: this file is not used by the site (` +
          (patterns.length
            ? `the files here must be named ${patterns.map((source) => source.pattern).join(' or ')})`
            : `the files of ${show(folder)} go in its language folders: ${LOCALE_CODES.map((locale) => `${locale}/`).join(', ')})`),
      );
    }
  }

  // The text of a language not yet approved by the firm: one warning per language, until its line is deleted.
  for (const locale of LOCALE_CODES) {
    const note = (options.draftTranslations ?? DRAFT_TRANSLATIONS)[locale];
    if (note && localesWithText.has(locale)) {
      warnings.push(
        `warning: src/content/*/${locale}/: the ${languageName(locale)} text is a draft translation (${note}), listed in src/content/stand-ins.ts`,
      );
    }
  }

  // Links are written as the default language's addresses; on another language's pages they lead to its own.
  const links = pages.flatMap((entry): SiteLink[] => [
    ...valuesAt(entry.data, [])
      .filter(({ path, value }) => path.at(-1) === 'href' && typeof value === 'string' && value.startsWith('/'))
      .map(({ path, value }) => {
        const line = entry.lineOf(path);
        return {
          at: `${entry.file}${line ? `:${line}` : ''}`,
          what: `field "${formatPath(path)}"`,
          href: localizeHref(value as string, entry.locale),
        };
      }),
    ...entry.body.map(({ line, text, href }) => ({
      at: `${entry.file}:${line}`,
      what: `the link ${describeValue(text)}`,
      href: localizeHref(href, entry.locale),
    })),
  ]);

  // The pages the content makes, known before the build, in every language (a page whose text is not translated is
  // made too, with the original's text): a link to any other address stops the build here, with the line it is
  // written on. A section (#id) is checked here on a page whose sections are its Markdown headings, and on every page
  // after the build (brokenLinks).
  const routes = new Map<string, Set<string> | undefined>();
  const fallbackRoutes: string[] = [];
  for (const source of sources) {
    if (!source.route) continue;
    const prose = 'prose' in source && source.prose;
    for (const locale of LOCALE_CODES) {
      const missing = untranslated.get(`${source.name}:${locale}`) ?? new Set();
      const shown = (id?: string) => {
        const fallback = id === undefined ? missing.size > 0 : missing.has(id);
        const textLocale = fallback ? DEFAULT_LOCALE : locale;
        return entries[source.name]?.find(
          (entry) => entry.locale === textLocale && (id === undefined || entry.id === id),
        );
      };
      // A page is made whether or not its file is valid (its own mistake is reported above): links to it are right.
      if (typeof source.route === 'string') {
        const path = localizeHref(source.route, locale);
        const entry = shown();
        routes.set(path, prose && entry ? new Set(entry.headings) : undefined);
        if (missing.size > 0) fallbackRoutes.push(path);
      } else {
        for (const id of named.get(`${source.name}:${DEFAULT_LOCALE}`) ?? []) {
          const path = localizeHref(source.route(id), locale);
          routes.set(path, undefined);
          if (missing.has(id)) fallbackRoutes.push(path);
        }
      }
    }
  }
  if (!options.collections) errors.push(...unknownPages(links, routes, join(root, '../../public')));

  const strip = (list: Checked[]) => list.map(({ id, locale, file, data }) => ({ id, locale, file, data }));
  return {
    errors,
    warnings,
    links,
    entries: Object.fromEntries(
      Object.entries(entries).map(([name, list]) => [name, strip(list)]),
    ) as ContentCheckResult['entries'],
    fallbackRoutes: fallbackRoutes.sort(),
  };
}

/** Every value in parsed data, with its path. */
function valuesAt(data: unknown, path: Path): Array<{ path: Path; value: unknown }> {
  if (Array.isArray(data)) return data.flatMap((item, index) => valuesAt(item, [...path, index]));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => valuesAt(value, [...path, key]));
  return [{ path, value: data }];
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

/** One error per entry whose value at `path` an earlier entry already has. */
function duplicates(list: Checked[], path: Path, fix: string) {
  const seen = new Map<unknown, string>();
  const errors: string[] = [];
  for (const entry of list) {
    const value = path.reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], entry.data);
    if (value === undefined) continue;
    const first = seen.get(value);
    const line = entry.lineOf(path);
    if (first)
      errors.push(
        `${entry.file}${line ? `:${line}` : ''}: field "${formatPath(path)}" is ${describeValue(value)}, the same as in ${first} (${fix})`,
      );
    else seen.set(value, entry.file);
  }
  return errors;
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

/* ---------------------------------------------------------------------------------------------- */

interface FileResult {
  errors: Located[];
  warnings: Located[];
  data?: unknown;
  /** The line of a field in the file, for the rules that compare files. */
  lineOf: (path: Path) => number | undefined;
  /** The links to pages of this site in a Markdown file's text, and the ids of its headings. */
  body: BodyLink[];
  headings: string[];
}

function checkFile(file: string, schema: z.ZodType): FileResult {
  const bytes = readFileSync(file);
  const badByte = notUtf8(bytes);
  if (badByte !== undefined) {
    const line = bytes.subarray(0, badByte).filter((byte) => byte === 0x0a).length + 1;
    return fail(line, 'this file is not UTF-8 text: save it as UTF-8');
  }
  // A byte-order mark at the start is allowed: editors on Windows write one, and Astro's YAML reader skips it.
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return fail(undefined, 'the file is empty');
  let source = text;
  let offset = 0;
  let markdown = '';
  let body: BodyLink[] = [];
  let headings: string[] = [];
  if (file.endsWith('.md')) {
    const lines = text.split(/\r?\n/);
    if (!/^---\s*$/.test(lines[0] ?? ''))
      return fail(1, 'the file should start with a line of three dashes --- followed by its fields');
    const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
    if (end === -1)
      return fail(
        lines.length,
        'the fields at the top are not closed: add a line of three dashes --- after the last field',
      );
    source = lines.slice(1, end).join('\n');
    offset = 1;
    markdown = lines.slice(end + 1).join('\n');
    body = markdownLinks(markdown, end + 2);
    headings = headingIds(markdown);
  }

  const lineCounter = new LineCounter();
  // As js-yaml, which Astro uses, reads it.
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, customTags: ['timestamp'], merge: true });
  const lineAt = (position: number) => lineCounter.linePos(position).line + offset;
  const lineText = (line: number | undefined) => (line ? (source.split(/\r?\n/)[line - offset - 1] ?? '') : '');
  if (doc.errors[0]) {
    const { line, message } = syntaxProblem(doc.errors[0], lineAt, lineText);
    return fail(line, message);
  }

  // No fields (only dashes, blank lines or comments) and no text: one line, not one per missing field.
  if (doc.contents === null && markdown.trim() === '') return fail(undefined, 'the file is empty');
  const locate = (path: Path) => lineOf(doc.contents, path, lineAt);
  const data = doc.contents === null ? {} : doc.toJS();
  const result = schema.safeParse(data, { error: contentErrorMap, reportInput: true });
  const issues = result.success ? [] : result.error.issues;
  // A value of the wrong type fails the length rules of that field too: report the type only.
  const mistyped = new Set(
    issues.filter((issue) => issue.code === 'invalid_type').map((issue) => JSON.stringify(issue.path)),
  );
  const errors = issues
    .filter((issue) => issue.code === 'invalid_type' || !mistyped.has(JSON.stringify(issue.path)))
    .flatMap((issue): Located[] => {
      const path = issue.path as Path;
      if (issue.code === 'unrecognized_keys') {
        const lines = issue.message.split('\n');
        return issue.keys.map((key, index) => ({
          line: locate([...path, key]),
          message: `field "${formatPath([...path, key])}" ${lines[index]}`,
        }));
      }
      const line = locate(path);
      if (path.length === 0)
        return [{ line, message: `the file should hold fields (name: value lines), found ${describeValue(data)}` }];
      return [{ line, message: `field "${formatPath(path)}" ${issue.message}${sourceHint(issue, lineText(line))}` }];
    })
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

  const stated = result.success ? (contentWarnings.get(schema)?.warn(result.data as never) ?? []) : [];
  const warnings = [
    ...placeholders(doc.contents, lineAt),
    ...foldedItems(doc.contents, source, lineAt),
    ...stated.map(({ path, message }) => ({ line: locate(path), message: `field "${formatPath(path)}" ${message}` })),
  ];
  return {
    errors: errors.filter(
      (error, index) =>
        errors.findIndex((other) => other.message === error.message && other.line === error.line) === index,
    ),
    warnings,
    ...(result.success ? { data: result.data } : {}),
    lineOf: locate,
    body,
    headings,
  };
}

const fail = (line: number | undefined, message: string): FileResult => ({
  errors: [{ line, message }],
  warnings: [],
  lineOf: () => undefined,
  body: [],
  headings: [],
});

/**
 * The offset of the first byte that is not UTF-8 text, if any: a byte of another encoding (Latin-1, Windows-1252:
 * "Caf\xe9"), or the NUL bytes of UTF-16, which would reach the page as "�" and as invisible characters.
 */
function notUtf8(bytes: Buffer): number | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let index = 0; index < bytes.length;) {
    const byte = bytes[index]!;
    if (byte === 0) return index;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0) return index;
    if (length > 1) {
      try {
        decoder.decode(bytes.subarray(index, index + length));
      } catch {
        return index;
      }
    }
    index += length;
  }
  return undefined;
}

/* ---------------------------------------------------------------------------------------------- */

/** The text with code (fenced blocks, `inline code`) and HTML comments blanked out, keeping every line break and offset. */
function withoutCode(markdown: string) {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)[^`][\s\S]*?\1/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
}

/**
 * The links to pages of this site (addresses starting with "/") in Markdown text — `[text](/page#section)`,
 * `[text]: /page` definitions and HTML `href="/page"` — each with its line in the file (`firstLine`: the line the
 * text starts on). Images are not links to pages.
 */
function markdownLinks(markdown: string, firstLine: number): BodyLink[] {
  const text = withoutCode(markdown);
  const lineAt = (index: number) => firstLine + (text.slice(0, index).match(/\n/g)?.length ?? 0);
  const found: Array<BodyLink & { index: number }> = [];
  const add = (index: number, label: string, href: string) => {
    if (href.startsWith('/') && !href.startsWith('//'))
      found.push({ index, line: lineAt(index), text: label.replace(/\s+/g, ' ').trim(), href });
  };
  for (const match of text.matchAll(
    /(!?)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(?:<([^>\n]*)>|([^\s)]+))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
  )) {
    if (!match[1]) add(match.index, match[2]!, match[3] ?? match[4]!);
  }
  for (const match of text.matchAll(/^ {0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?/gm)) add(match.index, match[1]!, match[2]!);
  for (const match of text.matchAll(/<a\b[^>]*?\bhref\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi))
    add(match.index, match[2]!.replace(/<[^>]*>/g, ''), match[1]!);
  return found.sort((a, b) => a.index - b.index).map(({ line, text, href }) => ({ line, text, href }));
}

/**
 * The ids the build gives the headings of Markdown text, as Astro makes them (github-slugger): the heading's words
 * in lower case, punctuation dropped, spaces as dashes; a repeated one gets -1, -2….
 */
function headingIds(markdown: string) {
  const seen = new Map<string, number>();
  const ids: string[] = [];
  for (const [, heading] of withoutCode(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const words = heading!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/(\*\*|__|\*|_|~~)(.+?)\1/g, '$2')
      .replace(
        /&(?:amp|lt|gt|quot);/g,
        (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' })[entity]!,
      );
    const slug = words
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug);
    seen.set(slug, (count ?? -1) + 1);
    ids.push(count === undefined ? slug : `${slug}-${count + 1}`);
  }
  return ids;
}

/**
 * A list item indented deeper than the one above is read as the rest of that item: "Review - Assessment". One
 * warning per such line, on its line, since the build goes on and shows the joined text.
 */
function foldedItems(root: unknown, source: string, lineAt: (position: number) => number): Located[] {
  const found: Located[] = [];
  const visit = (node: unknown, path: Path) => {
    if (isMap(node))
      return node.items.forEach((pair) => isScalar(pair.key) && visit(pair.value, [...path, String(pair.key.value)]));
    if (isSeq(node)) return node.items.forEach((item, index) => visit(item, [...path, index]));
    if (!isScalar(node) || typeof node.value !== 'string' || !node.range) return;
    if (node.type !== 'PLAIN' && node.type !== 'QUOTE_DOUBLE' && node.type !== 'QUOTE_SINGLE') return;
    const written = source.slice(node.range[0], node.range[1]).split('\n');
    const first = lineAt(node.range[0]);
    written.forEach((line, index) => {
      if (index === 0 || !/^\s*-\s/.test(line)) return;
      found.push({
        line: first + index,
        message:
          `field "${formatPath(path)}" takes this line into the item above, which reads ${describeValue(node.value)}: ` +
          'to make it an item of its own, start its "- " exactly under the "- " above',
      });
    });
  };
  visit(root, []);
  return found;
}

export function formatPath(path: Path) {
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

/** The line of the field (its key, or its list item) at `path`; else of the deepest parent that exists. */
function lineOf(root: unknown, path: Path, lineAt: (position: number) => number) {
  let node = root;
  let line: number | undefined;
  for (const segment of path) {
    const item = isMap(node)
      ? node.items.find((pair) => isScalar(pair.key) && String(pair.key.value) === String(segment))
      : isSeq(node) && typeof segment === 'number'
        ? { key: node.items[segment], value: node.items[segment] }
        : undefined;
    const start = (item?.key as Node | undefined)?.range?.[0];
    if (start === undefined) break;
    line = lineAt(start);
    node = item?.value;
  }
  return line;
}

/** Hints that need the line as written: an unquoted ": " in a list item, a " #" that cut a value short. */
function sourceHint(issue: z.core.$ZodIssue, text: string) {
  const input = (issue as { input?: unknown }).input;
  if (issue.code !== 'invalid_type' || issue.expected !== 'string') return '';
  const item = /^\s*-\s+([^"'#][^#]*?:\s.*?)\s*(?:\s#.*)?$/.exec(text)?.[1];
  if (item && typeof input === 'object' && input !== null)
    return ` (the ": " made it a field: put the whole item in double quotes: - "${item.replace(/"/g, '\\"')}")`;
  if (input === null && /\s#/.test(text))
    return ' (everything after " #" is a comment: put the value in double quotes)';
  return '';
}

/** A YAML syntax error on the line where it is, in plain words. */
function syntaxProblem(
  error: { code: string; message: string; pos: [number, number] },
  lineAt: (position: number) => number,
  lineText: (line: number) => string,
): Located {
  let line = lineAt(error.pos[0]);
  const text = lineText(line);
  const value = /^\s*(?:-\s+)?[^\s#'"][^:#]*:\s+([^"'|>[{&*!#].*?)\s*(?:\s#.*)?$/.exec(text)?.[1];
  if (value?.includes(': ')) {
    return {
      line,
      message: `the value contains ": ", so put the whole value in double quotes: "${value.replace(/"/g, '\\"')}"`,
    };
  }
  if (error.code === 'TAB_AS_INDENT' || /^\s*\t/.test(text))
    return { line, message: 'a tab is used for indenting: indent with spaces only' };
  if (error.code === 'DUPLICATE_KEY')
    return { line, message: 'this field is written twice at the same level: keep one' };
  if (/closing .*quote/i.test(error.message)) {
    // YAML finds the quote unclosed where the file ends: the mistake is the line that opens it.
    const opens = (n: number) => /^\s*(?:-\s+|[^\s#'"][^:#]*:\s+)(["'])(?:(?!\1).)*$/.test(lineText(n));
    const opened = Array.from({ length: line }, (_, index) => index + 1).find(opens);
    return {
      line: opened ?? line,
      message: 'a value opens a quote but does not close it: end it with the same quote mark',
    };
  }
  if (['BAD_INDENT', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'MISSING_CHAR'].includes(error.code)) {
    // After a complete "name: value" line, the mistake is the next line, indented deeper than it may be.
    const indent = (n: number) => /^\s*/.exec(lineText(n))![0].length;
    if (/:\s+\S/.test(text) && indent(line + 1) > indent(line)) line += 1;
    return {
      line,
      message:
        'this line is indented differently from the fields at its level: use the same number of spaces as the lines it belongs with',
    };
  }
  return { line, message: `the file cannot be read: ${error.message.split('\n')[0]}` };
}

/* ---------------------------------------------------------------------------------------------- */

const TEST_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i;
const SOCIAL_HOSTS = /(?:^|\.)(?:linkedin\.com|x\.com|twitter\.com|instagram\.com|facebook\.com|youtube\.com)$/i;

/** One warning per value still holding a stand-in: a listed one (src/content/stand-ins.ts), or a test address. */
function placeholders(root: unknown, lineAt: (position: number) => number): Located[] {
  const found: Located[] = [];
  const visit = (node: unknown, path: Path) => {
    if (isMap(node))
      return node.items.forEach((pair) => isScalar(pair.key) && visit(pair.value, [...path, String(pair.key.value)]));
    if (isSeq(node)) return node.items.forEach((item, index) => visit(item, [...path, index]));
    if (!isScalar(node) || node.value === null || !node.range) return;
    const value = String(node.value);
    const line = lineAt(node.range[0]);
    const listed = STAND_IN_VALUES.get(value.trim());
    const reasons = [
      ...(listed ? [`${listed}, listed in src/content/stand-ins.ts`] : []),
      // A form field's `placeholder` is a sample by design (e.g. "rohan@example.com" in the empty email field).
      ...(path.at(-1) === 'placeholder' ? [] : testAddresses(value)),
    ];
    if (reasons.length)
      found.push({
        line,
        message: `field "${formatPath(path)}" still holds a stand-in value ${describeValue(value)} (${reasons.join('; ')})`,
      });
  };
  visit(root, []);
  return found;
}

function testAddresses(value: string) {
  const reasons = new Set<string>();
  for (const [, domain] of value.matchAll(/[^\s@<>"'(),]+@([^\s@<>"'(),/]+)/g)) {
    if (TEST_DOMAIN.test(domain!)) reasons.add(`${domain} is a test domain, not a real address`);
  }
  for (const [href] of value.matchAll(/\bhttps?:\/\/[^\s"'<>]+/gi)) {
    const url = URL.parse(href);
    if (!url) continue;
    if (TEST_DOMAIN.test(url.hostname)) reasons.add(`${url.hostname} is a test domain, not a real address`);
    else if (SOCIAL_HOSTS.test(url.hostname) && url.pathname === '/' && !url.search)
      reasons.add("the network's home page, not the firm's profile");
  }
  return [...reasons];
}
