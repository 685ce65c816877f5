import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import type { CollectionConfig } from 'astro/content/config';
import { glob } from 'astro/loaders';
import { contentSources, type ContentSource, type ContentSources, type SchemaOf } from './content/collections';

/**
 * Astro collections from the one list in src/content/collections.ts (which `npm run check:content` reads too):
 * each source becomes a glob() collection of its folder, its schema factory receiving the folder image paths
 * are relative to.
 */
function toCollection(source: ContentSource) {
  const { folder, pattern, schema } = source;
  return defineCollection({
    loader: glob({ pattern, base: `./src/content/${folder}` }),
    schema:
      typeof schema === 'function'
        ? ({ image }) => schema({ image, folder: fileURLToPath(new URL(`./content/${folder}/`, import.meta.url)) })
        : schema,
  });
}

type Collections = { [Source in ContentSources as Source['name']]: CollectionConfig<SchemaOf<Source>> };

export const collections = Object.fromEntries(
  contentSources.map((source) => [source.name, toCollection(source)]),
) as Collections;
