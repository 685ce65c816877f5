/**
 * The content as the check's rules see it (rules/, run in the order of rules/index.ts): the files each collection
 * takes, per language, found once; what each rule learns about a file for the rules after it (its text, its fields,
 * its entry); and the errors and warnings, each one plain line `file:line: what is wrong`.
 */
import { existsSync, globSync } from 'node:fs';
import { basename, extname, join, relative, resolve, sep } from 'node:path';
import { isMap, isScalar, isSeq, type Document, type Node } from 'yaml';
import { contentSources, isLocalized, type ContentSources } from '../../content/collections';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from '../../i18n/locales';
import type { ContentCheckOptions, SiteLink } from './check';

export type Path = Array<string | number>;
/** A problem within one file: its line when known. */
export type Located = { line: number | undefined; message: string };

/** A file as the rules have read it so far (readable.ts reads it). */
export interface ReadFile {
  /** The whole file, as text. */
  text: string;
  /** Its YAML: the whole file, or a Markdown file's fields block. */
  yaml: string;
  /** The parsed YAML (nothing resolved yet: aliases stay aliases until a rule asks for values). */
  doc: Document.Parsed;
  /** The line in the file of a position in `yaml`. */
  lineAt: (position: number) => number;
  /** The text of a line of the file (its YAML part). */
  lineText: (line: number | undefined) => string;
  /** A Markdown file's text after its fields block ('' for YAML), and the line it starts on. */
  markdown: string;
  markdownLine: number;
}

/** A valid entry while the check runs: it still knows its file, for the rules across files. */
export interface Checked {
  id: string;
  locale: Locale;
  file: ContentFile;
  data: unknown;
  /** The line of the field (its key, or its list item) at `path`, else of its deepest parent that exists. */
  lineOf: (path: Path) => number | undefined;
  /**
   * Its file holds the entry's facts (src/content/facts.ts): the rules about a fact's value (a name of another file, a
   * year, a place in a list) read it here only, where it is written, never again on each translation that shows it.
   */
  holdsFacts: boolean;
}

/** A file a collection takes. */
export interface ContentFile {
  /** Absolute path. */
  path: string;
  /** The path as messages show it (relative to `relativeTo`). */
  shown: string;
  /** The file name without extension: the entry's address, the same in every language. */
  id: string;
  group: Group;
  /** Not part of the site (a translation of nothing, a name that is no address): no page, no further rule reads it. */
  outside?: true;
  /** A mistake that keeps the later rules from reading the file (it cannot be read, or its fields cannot be trusted). */
  stopped?: true;
  /** Its text and fields, once a rule has read them. */
  read?: ReadFile;
  /** Its entry, once its fields have passed the schema. */
  entry?: Checked;
  /**
   * Its fields as the schema read them (with the holder's facts) when the schema refused some of them, and the paths
   * it refused: the rules across files still check the fields that passed, so that a file's mistakes show at once.
   */
  refused?: { data: unknown; paths: Path[]; lineOf: (path: Path) => number | undefined };
  /** For a translation, the file of the same entry that holds its facts (rules/facts.ts): its words show them. */
  holder?: ContentFile;
  /** Dated after the build's day (rules/schedule.ts): not built yet, so no page and no link leads to it. */
  scheduled?: true;
}

/** The files of one collection in one language. */
export interface Group {
  source: ContentSources;
  locale: Locale;
  folder: string;
  /** A single-file collection (its pattern is a file name). */
  single: boolean;
  files: ContentFile[];
  /** Valid entries, in their `order` (else by file name) once the order rule has run. */
  entries: Checked[];
  /** Names of the default language's files that have no file in this language: those pages show the original. */
  untranslated: Set<string>;
}

export interface ContentUnderCheck {
  root: string;
  options: ContentCheckOptions;
  show: (file: string) => string;
  sources: ContentSources[];
  /** Every collection's files, per language (the default language's first), in the order of the collections. */
  groups: Group[];
  /** The files each folder holds for the site (a folder no source names is a language folder's parent). */
  used: Map<string, Set<string>>;
  /** Links from content to pages of this site, for the build to check against the pages it made. */
  links: SiteLink[];
  /** The pages the content makes (each mapped to its sections when known before the build). */
  routes: Map<string, Set<string> | undefined>;
  /** The addresses of pages shown in the default language for lack of a translation. */
  fallbackRoutes: string[];
  errors: string[];
  warnings: string[];
}

/** The content under `contentRoot`: every file each collection takes, per language, nothing read yet. */
export function contentUnderCheck(contentRoot: string, options: ContentCheckOptions): ContentUnderCheck {
  const root = resolve(contentRoot);
  const base = resolve(options.relativeTo ?? process.cwd());
  const show = (file: string) => relative(base, file).split(sep).join('/');
  const sources = contentSources.filter((source) => !options.collections || options.collections.includes(source.name));
  const groups: Group[] = [];
  const used = new Map<string, Set<string>>();
  for (const source of sources) {
    const locales: Locale[] = isLocalized(source) ? LOCALE_CODES : [DEFAULT_LOCALE];
    for (const locale of locales) {
      const folder = isLocalized(source) ? join(root, source.folder, locale) : join(root, source.folder);
      if (isLocalized(source)) used.set(join(root, source.folder), used.get(join(root, source.folder)) ?? new Set());
      const paths = (existsSync(folder) ? globSync(source.pattern, { cwd: folder }) : [])
        .map((name) => join(folder, name))
        .sort();
      used.set(folder, new Set([...(used.get(folder) ?? []), ...paths]));
      const group: Group = {
        source,
        locale,
        folder,
        single: !/[*?]/.test(source.pattern),
        files: [],
        entries: [],
        untranslated: new Set(),
      };
      group.files = paths.map((path) => ({ path, shown: show(path), id: basename(path, extname(path)), group }));
      groups.push(group);
    }
  }
  return {
    root,
    options,
    show,
    sources,
    groups,
    used,
    links: [],
    routes: new Map(),
    fallbackRoutes: [],
    errors: [],
    warnings: [],
  };
}

/**
 * The fields of each file of a group that writes its facts (a translation shows its holder's, checked there), for the
 * rules across files: a valid entry's, and those of a file the schema refused in some field (a date written
 * 27/11/2026), so that its other mistakes (a person the team lacks) show at once, not after the first is mended.
 * `refused` says whether the schema refused the field at a path or inside it: a rule reads only what passed.
 */
export function writtenFields(group: Group) {
  return group.files.flatMap((file) => {
    if (file.holder || file.outside || file.stopped) return [];
    if (file.entry) return [{ file, data: file.entry.data, lineOf: file.entry.lineOf, refused: () => false }];
    if (!file.refused) return [];
    const { data, paths, lineOf } = file.refused;
    const refused = (path: Path) =>
      paths.some((bad) => bad.length === 0 || path.every((key, index) => index >= bad.length || key === bad[index]));
    return [{ file, data, lineOf, refused }];
  });
}

/** `file:line` as messages start (no line when it is not known). */
export const at = (file: string, line: number | undefined) => `${file}${line ? `:${line}` : ''}`;

/** Reports a file's problems: errors as `file:line: message`, warnings as `warning: file:line: message`. */
export function report(content: ContentUnderCheck, file: ContentFile, kind: 'error' | 'warning', found: Located[]) {
  for (const { line, message } of found) {
    if (kind === 'error') content.errors.push(`${at(file.shown, line)}: ${message}`);
    else content.warnings.push(`warning: ${at(file.shown, line)}: ${message}`);
  }
}

/** The files that are part of the site and that no earlier rule has stopped at, in the order of their groups. */
export const liveFiles = (content: ContentUnderCheck) =>
  content.groups.flatMap((group) => group.files.filter((file) => !file.outside && !file.stopped));

/** Files the rules have read (their text and parsed YAML), with what was read. */
export const readFiles = (content: ContentUnderCheck) =>
  liveFiles(content).filter((file): file is ContentFile & { read: ReadFile } => file.read !== undefined);

/** The group of a collection's default-language files. */
export const originalsOf = (content: ContentUnderCheck, group: Group) =>
  content.groups.find((other) => other.source === group.source && other.locale === DEFAULT_LOCALE)!;

/** A language's name in messages, which are English: "Arabic". */
export const languageName = (locale: Locale) =>
  new Intl.DisplayNames(['en'], { type: 'language' }).of(locale) ?? locale;

export function formatPath(path: Path) {
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : index === 0 ? segment : `.${segment}`))
    .join('');
}

/** Every value in parsed data, with its path. */
export function valuesAt(data: unknown, path: Path): Array<{ path: Path; value: unknown }> {
  if (Array.isArray(data)) return data.flatMap((item, index) => valuesAt(item, [...path, index]));
  if (data && typeof data === 'object')
    return Object.entries(data).flatMap(([key, value]) => valuesAt(value, [...path, key]));
  return [{ path, value: data }];
}

/** Every scalar of a YAML document's tree as written (aliases not followed), with its field's path. */
export function scalarsOf(root: unknown): Array<{ path: Path; node: Node & { value: unknown } }> {
  const found: Array<{ path: Path; node: Node & { value: unknown } }> = [];
  const visit = (node: unknown, path: Path) => {
    if (isMap(node))
      return node.items.forEach((pair) => isScalar(pair.key) && visit(pair.value, [...path, String(pair.key.value)]));
    if (isSeq(node)) return node.items.forEach((item, index) => visit(item, [...path, index]));
    if (isScalar(node)) found.push({ path, node });
  };
  visit(root, []);
  return found;
}

/** The line of the field (its key, or its list item) at `path`; else of the deepest parent that exists. */
export function lineOf(root: unknown, path: Path, lineAt: (position: number) => number) {
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

/**
 * One concern of the content check: it reads what the rules before it found (files, their text, their entries) and
 * reports its own mistakes. The rules run in the one order of rules/index.ts, which checkRuleOrder holds to what
 * each rule says it needs.
 */
export interface ContentRule {
  name: string;
  /** The rules that must have run before this one, each with the reason. */
  after?: Readonly<Record<string, string>>;
  run(content: ContentUnderCheck): void;
}

/** Throws unless each rule comes after the rules it names (as the post-build pipeline checks its steps). */
export function checkRuleOrder(rules: readonly ContentRule[]): void {
  rules.forEach((rule, index) => {
    for (const [name, reason] of Object.entries(rule.after ?? {})) {
      if (!rules.slice(0, index).some((earlier) => earlier.name === name))
        throw new Error(`content check: the rule "${rule.name}" must run after "${name}" (${reason})`);
    }
  });
}
