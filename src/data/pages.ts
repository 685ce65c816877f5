import { getEntry, type CollectionEntry } from 'astro:content';
import { contentSources, isLocalized, type ContentSources } from '../content/collections';
import type { Locale } from '../i18n/locales';
import { getLocalized, type Localized } from './entries';

/** The collections that are one file each (a page's words, the labels, the form), as opposed to a folder of entries. */
type SingleFileSource = Exclude<ContentSources, { pattern: `*${string}` } | { name: 'settings' }>;
export type SingleFileCollection = SingleFileSource['name'];

/** The file name of a single-file source without extension: the glob loader names the entry after it. */
const baseName = (name: string) => {
  const source = contentSources.find((candidate) => candidate.name === name);
  if (!source || /[*?]/.test(source.pattern)) throw new Error(`${name} is not a single-file collection`);
  return { source, id: source.pattern.replace(/\.\w+$/, '') };
};

/**
 * The one entry of a single-file collection in a language, e.g. `getPage('homePage', 'ar')` for
 * src/content/pages/ar/home.yaml, or the default language's file marked as a fallback while it has no translation.
 * The content check has already failed the build with a clear message when a file is invalid; a missing original
 * throws here.
 */
export async function getPage<Name extends SingleFileCollection>(name: Name, locale: Locale): Promise<Localized<Name>> {
  const { source, id } = baseName(name);
  const entry = (await getLocalized(name, locale)).find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`src/content/${source.folder}/en/${source.pattern} is missing`);
  return entry;
}

/** The one file written for every language (the settings). */
export async function getShared<Name extends 'settings'>(name: Name): Promise<CollectionEntry<Name>> {
  const { source, id } = baseName(name);
  if (isLocalized(source)) throw new Error(`${name} is written per language: use getPage`);
  const entry = await getEntry(name, id);
  if (!entry) throw new Error(`src/content/${source.folder}/${source.pattern} is missing`);
  return entry as CollectionEntry<Name>;
}
