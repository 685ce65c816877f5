/**
 * The configuration of the content editor at /admin (Sveltia CMS), generated from the JSON Schemas Astro writes for
 * each collection (.astro/collections/<name>.schema.json, from the zod schemas in src/content/schemas): each field's
 * label from its `title` and its help from its `description` (both given by `field()` in src/content/schemas/blocks.ts;
 * a field without them stops the build, so that no editor reads a code name), the input for each field from its type. What no schema says — where
 * each collection's files are — comes from the one list of collections, src/content/collections.ts. A schema shape
 * with no mapping here stops the build with the collection and field named, rather than giving editors a form that
 * writes what the content check then rejects.
 *
 * Plain TypeScript without astro: imports, so the build integration and Vitest both load it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, posix } from 'node:path';
import type { ImageFunction } from 'astro/content/config';
import { z } from 'astro/zod';
import type { CmsConfig, Collection, CollectionFile, Field, VariableFieldType } from '@sveltia/cms';
import { contentSources, isLocalized, type ContentSource } from '../../content/collections';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../i18n/locales';

/** The part of JSON Schema that zod's toJSONSchema writes for these collections. */
export interface JsonSchema {
  type?: string;
  /** The field's label in the editor, written for people: the title given by `field(schema, title, help)`. */
  title?: string;
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  oneOf?: JsonSchema[];
  enum?: Array<string | number>;
  const?: string | number | boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  /** Set by `.meta({ contentMediaType: 'image/*' })` on the image helper (src/content/schemas/image.ts). */
  contentMediaType?: string;
  [keyword: string]: unknown;
}

export interface EditorOptions {
  /** The GitHub repository the live site's editor commits to, "owner/name". */
  repo: string;
  /** The branch it commits to. */
  branch: string;
}

/** Where uploaded images go: beside the existing artwork, so astro:assets processes them the same way. */
const UPLOADS_FOLDER = 'src/assets/uploads';
/**
 * The uploads folder as a content file in `folder` (a path from the project root) refers to it: Astro reads image
 * paths relative to the entry's file, and a file written per language is one folder deeper
 * (src/content/<folder>/<locale>/) than one written once (src/content/<folder>/), so the path depends on where the
 * file is: `../../../assets/uploads` from a language's folder.
 */
export const uploadsFrom = (folder: string) => posix.relative(folder, UPLOADS_FOLDER);
/**
 * Both languages are edited side by side: each entry is one file per language, `<folder>/<locale>/<slug>.<ext>`,
 * exactly the content folders the site reads (src/content/collections.ts). Fields are translated, but for the facts
 * (fields declared with `fact()`: a number, a date, a place in a list, a picture of the whole entry, the people and
 * services an article names), which are asked for in the default language only and written in its file only: every
 * language shows that one value (src/content/facts.ts), so the languages cannot disagree. The editor's machine
 * translation buttons call third-party services: the editor page's policy (./index.ts) lets it connect to none of them.
 */
const I18N = { structure: 'multiple_folders', locales: [...LOCALE_CODES], default_locale: DEFAULT_LOCALE } as const;
/** The editor's fields made from a fact's schema (`"fact": true` in its JSON Schema): not translated. */
const FACT_FIELDS = new WeakSet<Field>();
/**
 * Pictures come only from the site's own uploads, which the build optimises: no stock-photo services (they would
 * offer pictures the site does not hold and editors may not have the rights to) and no addresses typed in (a picture
 * on another site is neither optimised nor allowed by the pages' policy).
 */
const OWN_PICTURES_ONLY = { stock_assets: false } as const;
/**
 * The collections whose Markdown text below the fields the site shows (the legal pages). Services and people are
 * built from their fields alone: a text box there would hold words no visitor sees.
 */
const SHOWS_BODY = new Set(['privacyPage', 'disclaimerPage', 'feesPage', 'insights']);
/** What the editor calls the text of a Markdown entry, by collection (else "Page text"). */
const BODY_LABEL: Record<string, { label: string; hint: string }> = {
  feesPage: {
    label: 'Policies text',
    hint: 'The policies below the fee schedule — conflicts of interest, anti-bribery and corruption (dealings with public officials), gifts and hospitality: ## starts a section, a blank line a new paragraph, - a list item.',
  },
  insights: {
    label: 'Article text',
    hint: 'The article below its heading: ## starts a section (each gets its own link), a blank line a new paragraph, - a list item, [words](/services/…) a link.',
  },
};
/** Collections of entries listed by a number field `order`: the editor lists them in the order visitors see. */
const ORDER_FIELD = 'order';
/** Strings that may be longer than this get a multi-line text box rather than a one-line field. */
const LONG_TEXT = 200;
/** Keywords that only constrain a value (the content check enforces them) and never change which input fits it. */
const CONSTRAINTS = new Set([
  'title',
  'description',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'pattern',
  'format',
  'required',
  'additionalProperties',
  'default',
  '$schema',
  // Marks a fact (src/content/facts.ts): whether the field is translated, not which input it takes.
  'fact',
]);

export class EditorConfigError extends Error {}

/** Each collection's JSON Schema as Astro wrote it under `root` (run after `astro sync` or a build). */
export function readCollectionSchemas(root: string): Record<string, JsonSchema> {
  return Object.fromEntries(
    contentSources.map(({ name }) => {
      const file = join(root, '.astro/collections', `${name}.schema.json`);
      if (!existsSync(file))
        throw new EditorConfigError(`${file} is missing: run \`npx astro sync\` (or a build) first, which writes it`);
      return [name, JSON.parse(readFileSync(file, 'utf8')) as JsonSchema];
    }),
  );
}

/**
 * Each collection's JSON Schema made here, as Astro makes it for .astro/collections (image paths as strings, the
 * shape files are written in; Astro adds only a "$schema" property), without a sync or build first: for scripts that need the schemas' limits before
 * there is a build, such as the edited-copy run.
 */
export function collectionJsonSchemas(): Record<string, JsonSchema> {
  const image = (() => z.string()) as unknown as ImageFunction;
  return Object.fromEntries(
    contentSources.map((source) => {
      const schema = typeof source.schema === 'function' ? source.schema({ image, folder: '.' }) : source.schema;
      const jsonSchema = z.toJSONSchema(schema, {
        unrepresentable: 'any',
        io: 'input',
        // Dates are written as text in the files, as Astro's own schemas say.
        override: ({ zodSchema, jsonSchema }) => {
          if (zodSchema._zod.def.type === 'date') Object.assign(jsonSchema, { type: 'string', format: 'date-time' });
        },
      });
      return [source.name, jsonSchema as JsonSchema];
    }),
  );
}

/**
 * The JSON Schema of the value at a path of field names in a collection's schema (`[]` for a list's items,
 * `[type=…]` for the kind of a list's item, as the editor's own errors name them), or undefined when there is none.
 */
export function schemaAt(schema: JsonSchema, path: string[]): JsonSchema | undefined {
  let at: JsonSchema | undefined = schema;
  for (const step of path) {
    const kind = /^\[type=(.+)\]$/.exec(step)?.[1];
    if (kind !== undefined) at = at?.oneOf?.find((variant) => variant.properties?.type?.const === kind);
    else if (step === '[]') at = at?.items;
    else at = at?.properties?.[step];
  }
  return at;
}

export function editorConfig(schemas: Record<string, JsonSchema>, options: EditorOptions): CmsConfig {
  const single = (source: ContentSource) => !/[*?]/.test(source.pattern);
  const collectionOf = (source: ContentSource) => {
    const schema = schemas[source.name];
    if (!schema) throw new EditorConfigError(`collection "${source.name}": no JSON Schema was given for it`);
    return { source, fields: fieldsOf(schema, source) };
  };
  const entryCollections = contentSources
    .filter((source) => !single(source))
    .map(collectionOf)
    .map(({ source, fields }): Collection => {
      const extension = extname(source.pattern).slice(1);
      const schema = schemas[source.name]!;
      const ordered = fields.some((field) => field.name === ORDER_FIELD);
      return {
        name: source.name,
        label: collectionLabel(schema, source.name),
        ...(schema.description && { description: schema.description }),
        folder: `src/content/${source.folder}`,
        ...(isLocalized(source) && { i18n: true }),
        extension,
        format: formatOf(extension),
        create: true,
        // The entry's name in lists, and the source of a new file's name: its first one-line text field.
        identifier_field: fields.find((field) => field.widget === 'string')?.name,
        // Listed as visitors see them; the other one-line text fields sort A–Z on request.
        ...(ordered && {
          sortable_fields: {
            fields: [ORDER_FIELD, ...fields.filter((field) => field.widget === 'string').map((field) => field.name)],
            default: { field: ORDER_FIELD, direction: 'ascending' as const },
          },
        }),
        ...(source.scheduledBy && scheduledView(source.scheduledBy, fields)),
        ...mediaFor(fields, filesFolder(source)),
        fields,
      };
    });
  // Single files are grouped by their folder: the pages in one list, the legal texts in another.
  const folders = [...new Set(contentSources.filter(single).map((source) => source.folder))];
  const fileCollections = folders.map((folder): Collection => {
    const sources = contentSources.filter((source) => single(source) && source.folder === folder);
    // The editor shows a description per collection, not per file: a folder of one file shows that file's.
    const description = sources.length === 1 ? schemas[sources[0]!.name]?.description : undefined;
    const files = sources.map(collectionOf);
    // The editor takes one uploads path per collection: the files that can hold pictures must sit at one depth.
    const withImages = [
      ...new Set(files.filter(({ fields }) => holdsImages(fields)).map(({ source }) => filesFolder(source))),
    ];
    if (withImages.length > 1)
      throw new EditorConfigError(
        `folder "${folder}": files written once and files written per language both hold pictures; the editor can write only one path to the uploads for them`,
      );
    return {
      name: folder,
      label:
        sources.length === 1
          ? collectionLabel(schemas[sources[0]!.name]!, folder)
          : (FOLDER_LABELS[folder] ?? missingLabel(folder)),
      ...(description && { description }),
      // A folder with a file per language (the settings' words beside the one language-neutral site.yaml).
      ...(sources.some(isLocalized) && { i18n: true }),
      ...mediaFor(
        files.flatMap(({ fields }) => fields),
        withImages[0] ?? '',
      ),
      files: files.map(({ source, fields }): CollectionFile => ({
        name: source.name,
        label: collectionLabel(schemas[source.name]!, source.name),
        file: `${filesFolder(source, '{{locale}}')}/${source.pattern}`,
        ...(isLocalized(source) && { i18n: true }),
        fields,
      })),
    };
  });

  return {
    backend: { name: 'github', repo: options.repo, branch: options.branch },
    i18n: { ...I18N, locales: [...I18N.locales] },
    media_folder: UPLOADS_FOLDER,
    public_folder: `/${UPLOADS_FOLDER}`,
    media_libraries: OWN_PICTURES_ONLY,
    // An empty optional field is left out of the file: the schemas reject empty strings.
    output: { omit_empty_optional_fields: true },
    collections: [...fileCollections, ...entryCollections],
  };
}

/**
 * A collection whose entries are scheduled by a date (`scheduledBy`, src/content/collections.ts: the articles), listed
 * as an editor plans them: each entry with its day, newest first, and grouped into those dated after today — not on
 * the site until a build on their day (src/lib/schedule.ts) — and the others; a filter shows either. Sveltia resolves
 * `{{today}}` whenever it lists the entries, so an entry leaves the scheduled group on its day without a new
 * configuration (in the editor's time zone, where the build's day is UTC: a few hours apart at most).
 */
function scheduledView(field: string, fields: Field[]): Partial<Collection> {
  const title = fields.find((candidate) => candidate.widget === 'string')?.name;
  const scheduled = { field, gt: '{{today}}' };
  return {
    summary: `${title ? `{{${title}}} · ` : ''}{{${field}}}`,
    sortable_fields: {
      fields: [
        field,
        ...fields.filter((candidate) => candidate.widget === 'string').map((candidate) => candidate.name),
      ],
      default: { field, direction: 'descending' as const },
    },
    view_groups: {
      groups: [{ name: SCHEDULE, label: SCHEDULED_LABEL, ...scheduled }],
      default: SCHEDULE,
    },
    view_filters: {
      filters: [
        { name: 'scheduled', label: SCHEDULED_LABEL, ...scheduled },
        { name: 'published', label: 'On the site', field, lte: '{{today}}' },
      ],
    },
  };
}
/** The editor's group of entries dated after today, and its name in the list. */
const SCHEDULE = 'schedule';
export const SCHEDULED_LABEL = 'Scheduled (on the site from its day)';

/** The lists of several single files, by folder: a folder of one file is named by that file's schema. */
const FOLDER_LABELS: Record<string, string> = {
  settings: 'Site settings',
  pages: 'Pages',
  legal: 'Privacy notice and disclaimer',
};

const missingLabel = (what: string) => {
  throw new EditorConfigError(
    `${what}: no label for the editor; give its schema a title with field(schema, 'Title', 'Help') (src/content/schemas/blocks.ts)`,
  );
};

/** A collection's or file's name in the editor: its schema's title. */
function collectionLabel(schema: JsonSchema, name: string): string {
  return schema.title ?? missingLabel(`collection "${name}"`);
}

const formatOf = (extension: string) => (extension === 'md' ? 'frontmatter' : extension);

/** Whether any of the fields holds an image: an image field, or Markdown text (which can show one). */
function holdsImages(fields: Field[]): boolean {
  return fields.some((field) => {
    const nested = field as { fields?: Field[]; field?: Field; types?: VariableFieldType[] };
    return (
      field.widget === 'image' ||
      field.widget === 'markdown' ||
      holdsImages([
        ...(nested.fields ?? []),
        ...(nested.field ? [nested.field] : []),
        ...(nested.types ?? []).flatMap((type) => type.fields ?? []),
      ])
    );
  });
}

/**
 * The folder a source's files are in, from the project root: a language's folder for a source written per language
 * (`locale` the language, or the editor's placeholder for it; the folders of all languages are at the same depth).
 */
export const filesFolder = (source: ContentSource, locale: string = DEFAULT_LOCALE) =>
  isLocalized(source) ? `src/content/${source.folder}/${locale}` : `src/content/${source.folder}`;

/** Where a collection's uploads go, and how its files, in `folder`, write their paths. */
const mediaFor = (fields: Field[], folder: string) =>
  holdsImages(fields) ? { media_folder: `/${UPLOADS_FOLDER}`, public_folder: uploadsFrom(folder) } : {};

/**
 * The fields of a source written per language, each marked for the editor's side-by-side view: translated, or for a
 * fact, left unmarked, which the editor asks for in the default language only and leaves out of the other languages'
 * files. Nested fields are marked too: the editor reads each field's own setting.
 */
function translatable(fields: Field[]): Field[] {
  return fields.map((field) => {
    const nested = field as Field & { fields?: Field[]; field?: Field; types?: VariableFieldType[] };
    if (FACT_FIELDS.has(field)) return field;
    return {
      ...field,
      i18n: true,
      ...(nested.fields && { fields: translatable(nested.fields) }),
      ...(nested.field && { field: translatable([nested.field])[0] }),
      ...(nested.types && {
        types: nested.types.map((type) => ({
          ...type,
          ...(type.fields && { fields: translatable(type.fields) }),
        })),
      }),
    } as Field;
  });
}

/** The fields of one collection: its schema's properties, and for Markdown files the text below them. */
function fieldsOf(schema: JsonSchema, source: ContentSource): Field[] {
  if (schema.type !== 'object' || !schema.properties) {
    throw new EditorConfigError(
      `collection "${source.name}": the schema is not an object of fields (found ${describe(schema)})`,
    );
  }
  const fields: Field[] = objectFields(schema, source.name, []);
  if (extname(source.pattern) === '.md' && SHOWS_BODY.has(source.name)) {
    fields.push({
      name: 'body',
      widget: 'markdown',
      required: false,
      ...(BODY_LABEL[source.name] ?? {
        label: 'Page text',
        hint: 'The text of the page, below the summary: ## starts a heading, a blank line a new paragraph, - a list item.',
      }),
    });
  }
  const chosen = fields.map((field) => relationOf(field, source));
  return isLocalized(source) ? translatable(chosen) : chosen;
}

/**
 * A field naming entries of another collection by file name (`references` in src/content/collections.ts: an
 * article's authors and services) becomes a choice among that collection's entries, shown by their first one-line
 * text field (a person's name, a service's title), never an id to type.
 */
function relationOf(field: Field, source: ContentSource): Field {
  const collection = source.references?.[field.name];
  if (!collection) return field;
  const target = contentSources.find((candidate) => candidate.name === collection);
  if (!target)
    throw new EditorConfigError(
      `collection "${source.name}": field "${field.name}" names no collection "${collection}"`,
    );
  const { name, label, hint, required, widget, min, max } = field as Field & {
    hint?: string;
    required?: boolean;
    min?: number;
    max?: number;
  };
  return asFact(FACT_FIELDS.has(field), {
    name,
    label,
    hint,
    ...(required === false && { required: false }),
    widget: 'relation',
    collection,
    value_field: '{{slug}}',
    search_fields: [DISPLAY_FIELD[collection] ?? 'title'],
    display_fields: [DISPLAY_FIELD[collection] ?? 'title'],
    ...(widget === 'list' && {
      multiple: true,
      ...(min !== undefined && { min }),
      ...(max !== undefined && { max }),
    }),
  } as Field);
}

/** The field, remembered as a fact's when it is one. */
function asFact(fact: boolean | undefined, field: Field): Field {
  if (fact) FACT_FIELDS.add(field);
  return field;
}

/** The field that names an entry of a collection to people choosing it, where it is not `title`. */
const DISPLAY_FIELD: Record<string, string> = { team: 'name', offices: 'region' };

function objectFields(schema: JsonSchema, collection: string, path: string[]): Field[] {
  const required = new Set(schema.required ?? []);
  return (
    Object.entries(schema.properties ?? {})
      // Astro adds "$schema" so that editors can point a file at its schema; it is no content.
      .filter(([name]) => name !== '$schema')
      // A fact is a field of an object (src/content/facts.ts): marked here, for translatable() to leave untranslated.
      .map(([name, property]) =>
        asFact(property.fact === true, fieldOf(name, property, required.has(name), collection, [...path, name])),
      )
  );
}

function fieldOf(
  name: string,
  schema: JsonSchema,
  required: boolean,
  collection: string,
  path: string[],
  title = schema.title,
): Field {
  const where = `collection "${collection}": field "${path.join('.')}"`;
  if (!title)
    throw new EditorConfigError(
      `${where} has no label for the editor: write its schema as field(schema, 'Title', 'Help'), in words an editor knows`,
    );
  if (!schema.description)
    throw new EditorConfigError(
      `${where} has no help for the editor: say where its words appear on the site in field(schema, 'Title', 'Help')`,
    );
  const common = {
    name,
    label: title,
    hint: schema.description,
    ...(!required && { required: false }),
    ...(schema.default !== undefined && { default: schema.default }),
  };
  const unknownShape = () =>
    new EditorConfigError(
      `${where} has a schema the editor cannot show (${describe(schema)}); map it in src/integrations/editor/config.ts`,
    );
  const shape = Object.keys(schema)
    .filter((keyword) => !CONSTRAINTS.has(keyword))
    .sort()
    .join(' ');

  if (shape === 'enum type' && schema.type === 'string')
    return { ...common, widget: 'select', options: schema.enum!.map(String) };
  if (shape === 'const type') return { ...common, widget: 'hidden', default: schema.const };
  if (shape === 'contentMediaType type' && schema.type === 'string' && schema.contentMediaType?.startsWith('image/')) {
    return { ...common, widget: 'image', choose_url: false, media_libraries: OWN_PICTURES_ONLY };
  }
  if (shape === 'type' && schema.format === 'date-time')
    return { ...common, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
  if (shape === 'type') {
    switch (schema.type) {
      case 'string':
        return (schema.maxLength ?? Infinity) > LONG_TEXT && (schema.minLength ?? 0) >= 50
          ? { ...common, widget: 'text', ...charCount(schema) }
          : { ...common, widget: 'string', ...charCount(schema) };
      case 'integer':
      case 'number':
        return {
          ...common,
          widget: 'number',
          value_type: schema.type === 'integer' ? 'int' : 'float',
          ...(schema.minimum !== undefined && { min: schema.minimum }),
          ...(schema.maximum !== undefined && { max: schema.maximum }),
        };
      case 'boolean':
        return { ...common, widget: 'boolean' };
    }
  }
  if (shape === 'properties type' && schema.type === 'object')
    return { ...common, widget: 'object', fields: objectFields(schema, collection, path) };
  if (shape === 'items type' && schema.type === 'array') {
    const items = schema.items!;
    const count = {
      ...(schema.minItems !== undefined && { min: schema.minItems }),
      ...(schema.maxItems !== undefined && { max: schema.maxItems }),
    };
    if (items.oneOf)
      return {
        ...common,
        widget: 'list',
        ...count,
        typeKey: 'type',
        types: items.oneOf.map((variant) => variantOf(variant, collection, path)),
      };
    if (items.type === 'object')
      return { ...common, widget: 'list', ...count, fields: objectFields(items, collection, [...path, '[]']) };
    // One value per item: each is labelled like the list, unless the item has a title of its own.
    return {
      ...common,
      widget: 'list',
      ...count,
      field: fieldOf(
        'item',
        { description: schema.description, ...items },
        true,
        collection,
        [...path, '[]'],
        items.title ?? title,
      ),
    };
  }
  throw unknownShape();
}

/** One kind of item in a list of several kinds (a service page's sections): told apart by its constant `type`. */
function variantOf(schema: JsonSchema, collection: string, path: string[]): VariableFieldType {
  const name = schema.properties?.type?.const;
  if (schema.type !== 'object' || typeof name !== 'string') {
    throw new EditorConfigError(
      `collection "${collection}": field "${path.join('.')}" lists items of several kinds, but one kind has no constant "type" to tell it apart (${describe(schema)})`,
    );
  }
  // The kind itself is the editor's choice of item type (typeKey), not a field to fill in.
  const { type: _kind, ...properties } = schema.properties!;
  const fields = objectFields({ ...schema, properties }, collection, [...path, `[type=${name}]`]);
  if (!schema.title)
    throw new EditorConfigError(
      `collection "${collection}": field "${path.join('.')}" has a kind "${name}" without a label for the editor: write it as field(schema, 'Title', 'Help')`,
    );
  return { name, label: schema.title, fields };
}

function charCount(schema: JsonSchema) {
  return {
    ...(schema.minLength !== undefined && schema.minLength > 1 && { minlength: schema.minLength }),
    ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }),
  };
}

function describe(schema: JsonSchema) {
  const text = JSON.stringify(schema);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
