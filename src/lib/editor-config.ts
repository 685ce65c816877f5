/**
 * The configuration of the content editor at /admin (Sveltia CMS), generated from the JSON Schemas Astro writes for
 * each collection (.astro/collections/<name>.schema.json, from the zod schemas in src/content/schemas): labels and
 * help from the fields' names and descriptions, the input for each field from its type. What no schema says — where
 * each collection's files are — comes from the one list of collections, src/content/collections.ts. A schema shape
 * with no mapping here stops the build with the collection and field named, rather than giving editors a form that
 * writes what the content check then rejects.
 *
 * Plain TypeScript without astro: imports, so the build integration and Vitest both load it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { CmsConfig, Collection, CollectionFile, Field, VariableFieldType } from '@sveltia/cms';
import { contentSources, type ContentSource } from '../content/collections';

/** The part of JSON Schema that zod's toJSONSchema writes for these collections. */
export interface JsonSchema {
  type?: string;
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
 * The same folder as content refers to it: Astro reads image paths relative to the entry's file, and every content
 * file is one folder down in src/content.
 */
const UPLOADS_FROM_CONTENT = '../../assets/uploads';
/** Strings that may be longer than this get a multi-line text box rather than a one-line field. */
const LONG_TEXT = 200;
/** Keywords that only constrain a value (the content check enforces them) and never change which input fits it. */
const CONSTRAINTS = new Set(['description', 'minLength', 'maxLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'minItems', 'maxItems', 'pattern', 'format', 'required', 'additionalProperties', 'default', '$schema']);

export class EditorConfigError extends Error {}

/** Each collection's JSON Schema as Astro wrote it under `root` (run after `astro sync` or a build). */
export function readCollectionSchemas(root: string): Record<string, JsonSchema> {
  return Object.fromEntries(
    contentSources.map(({ name }) => {
      const file = join(root, '.astro/collections', `${name}.schema.json`);
      if (!existsSync(file)) throw new EditorConfigError(`${file} is missing: run \`npx astro sync\` (or a build) first, which writes it`);
      return [name, JSON.parse(readFileSync(file, 'utf8')) as JsonSchema];
    }),
  );
}

export function editorConfig(schemas: Record<string, JsonSchema>, options: EditorOptions): CmsConfig {
  const single = (source: ContentSource) => !/[*?]/.test(source.pattern);
  const collectionOf = (source: ContentSource) => {
    const schema = schemas[source.name];
    if (!schema) throw new EditorConfigError(`collection "${source.name}": no JSON Schema was given for it`);
    return { source, fields: fieldsOf(schema, source) };
  };
  const entryCollections = contentSources.filter((source) => !single(source)).map(collectionOf).map(({ source, fields }): Collection => {
    const extension = extname(source.pattern).slice(1);
    return {
      name: source.name,
      label: labelOf(source.name),
      ...(schemas[source.name]!.description && { description: schemas[source.name]!.description }),
      folder: `src/content/${source.folder}`,
      extension,
      format: formatOf(extension),
      create: true,
      // The entry's name in lists, and the source of a new file's name: its first one-line text field.
      identifier_field: fields.find((field) => field.widget === 'string')?.name,
      ...mediaFor(fields),
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
    return {
      name: folder,
      label: labelOf(folder),
      ...(description && { description }),
      ...mediaFor(files.flatMap(({ fields }) => fields)),
      files: files.map(({ source, fields }): CollectionFile => ({ name: source.name, label: labelOf(source.name), file: `src/content/${source.folder}/${source.pattern}`, fields })),
    };
  });

  return {
    backend: { name: 'github', repo: options.repo, branch: options.branch },
    media_folder: UPLOADS_FOLDER,
    public_folder: `/${UPLOADS_FOLDER}`,
    // An empty optional field is left out of the file: the schemas reject empty strings.
    output: { omit_empty_optional_fields: true },
    collections: [...fileCollections, ...entryCollections],
  };
}

/** "howWeWorkPage" → "How we work page", "not-found" → "Not found", "ui" → "UI". */
export function labelOf(name: string) {
  if (name.length <= 2) return name.toUpperCase();
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[-_]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const formatOf = (extension: string) => (extension === 'md' ? 'frontmatter' : extension);

/** Whether any of the fields holds an image: an image field, or Markdown text (which can show one). */
function holdsImages(fields: Field[]): boolean {
  return fields.some((field) => {
    const nested = field as { fields?: Field[]; field?: Field; types?: VariableFieldType[] };
    return (
      field.widget === 'image' ||
      field.widget === 'markdown' ||
      holdsImages([...(nested.fields ?? []), ...(nested.field ? [nested.field] : []), ...(nested.types ?? []).flatMap((type) => type.fields ?? [])])
    );
  });
}

/** Where a collection's uploads go, and how its files write their paths. */
const mediaFor = (fields: Field[]) => (holdsImages(fields) ? { media_folder: `/${UPLOADS_FOLDER}`, public_folder: UPLOADS_FROM_CONTENT } : {});

/** The fields of one collection: its schema's properties, and for Markdown files the text below them. */
function fieldsOf(schema: JsonSchema, source: ContentSource): Field[] {
  if (schema.type !== 'object' || !schema.properties) {
    throw new EditorConfigError(`collection "${source.name}": the schema is not an object of fields (found ${describe(schema)})`);
  }
  const fields = objectFields(schema, source.name, []);
  return extname(source.pattern) === '.md' ? [...fields, { name: 'body', label: 'Text', widget: 'markdown', required: false, hint: 'The text of the page, below the fields above.' }] : fields;
}

function objectFields(schema: JsonSchema, collection: string, path: string[]): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    // Astro adds "$schema" so that editors can point a file at its schema; it is no content.
    .filter(([name]) => name !== '$schema')
    .map(([name, property]) => fieldOf(name, property, required.has(name), collection, [...path, name]));
}

function fieldOf(name: string, schema: JsonSchema, required: boolean, collection: string, path: string[]): Field {
  const common = {
    name,
    label: labelOf(name),
    ...(schema.description && { hint: schema.description }),
    ...(!required && { required: false }),
    ...(schema.default !== undefined && { default: schema.default }),
  };
  const unknownShape = () => new EditorConfigError(`collection "${collection}": field "${path.join('.')}" has a schema the editor cannot show (${describe(schema)}); map it in src/lib/editor-config.ts`);
  const shape = Object.keys(schema).filter((keyword) => !CONSTRAINTS.has(keyword)).sort().join(' ');

  if (shape === 'enum type' && schema.type === 'string') return { ...common, widget: 'select', options: schema.enum!.map(String) };
  if (shape === 'const type') return { ...common, widget: 'hidden', default: schema.const };
  if (shape === 'contentMediaType type' && schema.type === 'string' && schema.contentMediaType?.startsWith('image/')) return { ...common, widget: 'image' };
  if (shape === 'type' && schema.format === 'date-time') return { ...common, widget: 'datetime', time_format: false, format: 'YYYY-MM-DD' };
  if (shape === 'type') {
    switch (schema.type) {
      case 'string':
        return (schema.maxLength ?? Infinity) > LONG_TEXT && (schema.minLength ?? 0) >= 50
          ? { ...common, widget: 'text', ...charCount(schema) }
          : { ...common, widget: 'string', ...charCount(schema) };
      case 'integer':
      case 'number':
        return { ...common, widget: 'number', value_type: schema.type === 'integer' ? 'int' : 'float', ...(schema.minimum !== undefined && { min: schema.minimum }), ...(schema.maximum !== undefined && { max: schema.maximum }) };
      case 'boolean':
        return { ...common, widget: 'boolean' };
    }
  }
  if (shape === 'properties type' && schema.type === 'object') return { ...common, widget: 'object', fields: objectFields(schema, collection, path) };
  if (shape === 'items type' && schema.type === 'array') {
    const items = schema.items!;
    const count = { ...(schema.minItems !== undefined && { min: schema.minItems }), ...(schema.maxItems !== undefined && { max: schema.maxItems }) };
    if (items.oneOf) return { ...common, widget: 'list', ...count, typeKey: 'type', types: items.oneOf.map((variant) => variantOf(variant, collection, path)) };
    if (items.type === 'object') return { ...common, widget: 'list', ...count, fields: objectFields(items, collection, [...path, '[]']) };
    return { ...common, widget: 'list', ...count, field: fieldOf('item', items, true, collection, [...path, '[]']) };
  }
  throw unknownShape();
}

/** One kind of item in a list of several kinds (a service page's sections): told apart by its constant `type`. */
function variantOf(schema: JsonSchema, collection: string, path: string[]): VariableFieldType {
  const name = schema.properties?.type?.const;
  if (schema.type !== 'object' || typeof name !== 'string') {
    throw new EditorConfigError(`collection "${collection}": field "${path.join('.')}" lists items of several kinds, but one kind has no constant "type" to tell it apart (${describe(schema)})`);
  }
  const fields = objectFields(schema, collection, [...path, `[type=${name}]`]).filter((field) => field.name !== 'type');
  return { name, label: labelOf(name), fields };
}

function charCount(schema: JsonSchema) {
  return { ...(schema.minLength !== undefined && schema.minLength > 1 && { minlength: schema.minLength }), ...(schema.maxLength !== undefined && { maxlength: schema.maxLength }) };
}

function describe(schema: JsonSchema) {
  const text = JSON.stringify(schema);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
}
