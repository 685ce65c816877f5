import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineCollection } from 'astro:content';
import type { CollectionConfig } from 'astro/content/config';
import { glob, type Loader, type LoaderContext } from 'astro/loaders';
import { DEFAULT_LOCALE, LOCALE_CODES, type Locale } from './i18n/locales';
import {
  contentSources,
  factPathsOf,
  isLocalized,
  sourceGlob,
  type ContentSource,
  type ContentSources,
  type SchemaOf,
} from './content/collections';
import { factsHolder, rebaseFrom, withFacts, type FactPath } from './content/facts';

/**
 * Astro collections from the one list in src/content/collections.ts (which `npm run check:content` reads too):
 * each source becomes a glob() collection of its folder (every language's subfolder), its schema factory receiving
 * the folder image paths are relative to.
 */
function toCollection(source: ContentSource) {
  const { folder, schema } = source;
  const files = glob({ pattern: sourceGlob(source), base: `./src/content/${folder}` });
  return defineCollection({
    // Entry ids are `<locale>/<name>` (e.g. `ar/home`) for a source written per language.
    loader: withFactsWrittenOnce(
      files,
      fileURLToPath(new URL(`./content/${folder}/`, import.meta.url)),
      factPathsOf(source),
    ),
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

/** How Astro reads a file of one kind (its fields and text); glob() is given them in its context, which types omit. */
interface EntryType {
  getEntryInfo(params: {
    contents: string;
    fileUrl: URL;
  }): Promise<{ data: Record<string, unknown> }> | { data: Record<string, unknown> };
}

/**
 * A translation's entry is its words with the facts of its entry's holder written in (src/content/facts.ts): the
 * site shows one licence number, one amount, one date in every language, written once. glob() reads the files;
 * this hands each translation's fields to the schema with the holder's facts, parsed by Astro's own reader of that
 * kind of file. Astro keeps an entry between builds while its own file is unchanged, so a translation whose holder's
 * facts changed is dropped from that store first, to be read again.
 */
function withFactsWrittenOnce(files: Loader, base: string, paths: FactPath[]): Loader {
  if (paths.length === 0) return files;
  return {
    name: 'facts-written-once',
    load: async (context: LoaderContext) => {
      const entryTypes = (context as LoaderContext & { entryTypes?: Map<string, EntryType> }).entryTypes;
      if (!entryTypes)
        throw new Error(
          'Astro no longer gives loaders its readers of files (entryTypes): src/content.config.ts reads holders with them',
        );
      const holderFields = new Map<string, Promise<unknown>>();
      /**
       * A file's fields as the site shows them: a translation's words with its holder's facts (paths beside the
       * holder's file made relative to its own); the fields as written for a holder.
       */
      const shown = async (file: string, fields: unknown) => {
        const [locale, name] = [basename(dirname(file)) as Locale, basename(file)];
        const holder = factsHolder((code) => existsSync(join(base, code, name)));
        if (holder === undefined || holder === locale) return fields;
        const path = join(base, holder, name);
        if (!holderFields.has(path)) {
          const entryType = entryTypes.get(extname(path));
          holderFields.set(
            path,
            Promise.resolve(
              entryType?.getEntryInfo({ contents: readFileSync(path, 'utf8'), fileUrl: pathToFileURL(path) }),
            ).then((info) => info?.data ?? {}),
          );
        }
        return withFacts(fields, await holderFields.get(path), paths, rebaseFrom(path, file));
      };
      // Translations whose holder's facts changed since the last build are read again.
      const seen = (context.meta.get('holder-facts') ? JSON.parse(context.meta.get('holder-facts')!) : {}) as Record<
        string,
        string
      >;
      const now: Record<string, string> = {};
      for (const locale of LOCALE_CODES) {
        const folder = join(base, locale);
        if (!existsSync(folder)) continue;
        for (const name of readdirSync(folder)) {
          const id = `${locale}/${basename(name, extname(name))}`;
          now[id] = JSON.stringify(await shown(join(folder, name), {}));
          if (seen[id] !== now[id]) context.store.delete(id);
        }
      }
      context.meta.set('holder-facts', JSON.stringify(now));
      await files.load({
        ...context,
        parseData: async (props) =>
          context.parseData(
            props.filePath ? { ...props, data: (await shown(props.filePath, props.data)) as typeof props.data } : props,
          ),
      });
    },
  };
}

type Collections = { [Source in ContentSources as Source['name']]: CollectionConfig<SchemaOf<Source>> };

export const collections = Object.fromEntries(
  contentSources.map((source) => [source.name, toCollection(source)]),
) as Collections;
