import { getEntry, type CollectionEntry } from 'astro:content';
import { contentSources, type ContentSources } from '../content/collections';

/** The collections that are one file each (a page's words, the settings, the labels), as opposed to a folder of entries. */
type SingleFileSource = Exclude<ContentSources, { pattern: `*${string}` }>;
export type SingleFileCollection = SingleFileSource['name'];

/**
 * The one entry of a single-file collection, e.g. `getPage('homePage')` for src/content/pages/home.yaml. The content
 * check has already failed the build with a clear message when the file is invalid; a missing file throws here.
 */
export async function getPage<Name extends SingleFileCollection>(name: Name): Promise<CollectionEntry<Name>> {
  const source = contentSources.find((candidate): candidate is SingleFileSource => candidate.name === name);
  if (!source) throw new Error(`${name} is not a single-file collection`);
  // The glob loader names an entry after its file, without the extension.
  const entry = await getEntry(name, source.pattern.replace(/\.\w+$/, ''));
  if (!entry) throw new Error(`src/content/${source.folder}/${source.pattern} is missing`);
  return entry as CollectionEntry<Name>;
}
