import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import type { CollectionConfig } from 'astro/content/config';
import { glob } from 'astro/loaders';
import { DEFAULT_LOCALE } from './i18n/locales';
import {
  contentSources,
  isLocalized,
  sourceGlob,
  type ContentSource,
  type ContentSources,
  type SchemaOf,
} from './content/collections';

/**
 * Astro collections from the one list in src/content/collections.ts (which `npm run check:content` reads too):
 * each source becomes a glob() collection of its folder (every language's subfolder), its schema factory receiving
 * the folder image paths are relative to.
 */
function toCollection(source: ContentSource) {
  const { folder, schema } = source;
  return defineCollection({
    // Entry ids are `<locale>/<name>` (e.g. `ar/home`) for a source written per language.
    loader: glob({ pattern: sourceGlob(source), base: `./src/content/${folder}` }),
    schema:
      typeof schema === 'function'
        ? // Every language's folder is at the same depth: image paths resolve alike from any of them.
          ({ image }) =>
            schema({
              image,
              folder: fileURLToPath(
                new URL(`./content/${isLocalized(source) ? `${folder}/${DEFAULT_LOCALE}` : folder}/`, import.meta.url),
              ),
            })
        : schema,
  });
}

type Collections = { [Source in ContentSources as Source['name']]: CollectionConfig<SchemaOf<Source>> };

export const collections = Object.fromEntries(
  contentSources.map((source) => [source.name, toCollection(source)]),
) as Collections;
