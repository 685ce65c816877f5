// The content editor's configuration (src/integrations/editor/config.ts) from the JSON Schemas Astro writes: the editor
// accepts it, every collection and every field of every schema is in it, and a schema it cannot show stops the build.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { Field } from '@sveltia/cms';
import { contentSources, factPathsOf, isLocalized, sourceGlob } from '../../src/content/collections';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/i18n/locales';
import { sectionSchemas, sectionTypes } from '../../src/content/schemas/service-sections';
import {
  EditorConfigError,
  SCHEDULED_LABEL,
  editorConfig,
  readCollectionSchemas,
  type JsonSchema,
} from '../../src/integrations/editor/config';

// Written by `astro sync`, which `npm test` runs (through `astro check`) before the unit tests.
const schemas = readCollectionSchemas('.');
const options = { repo: 'owner/site', branch: 'main' };
const config = editorConfig(schemas, options);

type Node = {
  name?: string;
  fields?: Field[];
  field?: Field;
  types?: Array<{ name: string; fields?: Field[] }>;
  files?: Node[];
};

/** Every property path of a JSON Schema, e.g. "sections[].items[].title" (the kinds of a list's items merged). */
function schemaPaths(schema: JsonSchema, path = ''): string[] {
  // "$schema" is Astro's addition for editors' tooling; a constant `type` is the key that tells kinds of items apart.
  const properties = Object.entries(schema.properties ?? {}).filter(
    ([name, property]) => name !== '$schema' && property.const === undefined,
  );
  const items = schema.items ? [schema.items, ...(schema.items.oneOf ?? [])] : [];
  return [
    ...new Set([
      ...properties.flatMap(([name, property]) => [
        `${path}${name}`,
        ...schemaPaths(property, `${path}${name}${property.items ? '[]' : ''}.`),
      ]),
      ...items.flatMap((item) => schemaPaths(item, path)),
    ]),
  ];
}

/** Every field path of the editor's configuration, written the same way. */
function fieldPaths(fields: Field[], path = ''): string[] {
  return [
    ...new Set(
      fields.flatMap((field) => {
        const node = field as Node;
        const nested = [...(node.fields ?? []), ...(node.types ?? []).flatMap((type) => type.fields ?? [])];
        return [
          `${path}${field.name}`,
          ...fieldPaths(nested, `${path}${field.name}${field.widget === 'list' ? '[]' : ''}.`),
        ];
      }),
    ),
  ];
}

const fieldsOf = (name: string): Field[] => {
  for (const collection of config.collections as Node[]) {
    if (collection.name === name && collection.fields) return collection.fields;
    const file = collection.files?.find((candidate) => candidate.name === name);
    if (file) return file.fields!;
  }
  throw new Error(`no collection or file ${name} in the configuration`);
};

describe('the editor configuration generated from the content schemas', () => {
  // Compiling the editor's schema (all its field types) takes seconds on a busy machine.
  it('is valid by the editor’s own JSON Schema for its configuration', { timeout: 30_000 }, () => {
    const editorSchema = JSON.parse(readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8'));
    // Formats ("regex", "uri") describe the editor's own options, not anything generated here.
    const validate = new Ajv({ strict: false, allErrors: true, validateFormats: false }).compile(editorSchema);
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 5), null, 2)).toBe(true);
    expect(
      validate({
        ...config,
        collections: [
          { name: 'pages', files: [{ name: 'home', file: 'src/content/pages/home.yaml', fields: 'title' }] },
        ],
      }),
    ).toBe(false);
  });

  type Located = Node & {
    folder?: string;
    file?: string;
    i18n?: unknown;
    public_folder?: string;
    media_folder?: string;
  };
  /** The collection (entries) or the file (a single-file source) the editor edits a source's files with. */
  const editorNodeOf = (name: string): Located => {
    for (const collection of config.collections as Located[]) {
      if (collection.name === name && collection.folder) return collection;
      const file = (collection.files as Located[] | undefined)?.find((candidate) => candidate.name === name);
      if (file) return file;
    }
    throw new Error(`no collection or file ${name} in the configuration`);
  };
  /** The collection holding a source's node: itself for entries, the folder's list for a single file. */
  const collectionOf = (name: string) =>
    (config.collections as Located[]).find((collection) => collection.name === name && collection.folder) ??
    (config.collections as Located[]).find((collection) => collection.files?.some((file) => file.name === name))!;
  /** The files the editor reads and writes for a source, in every language, as the editor expands its paths. */
  const editorFiles = (name: string): string[] => {
    const node = editorNodeOf(name);
    const locales = node.i18n ? LOCALE_CODES : [undefined];
    // Entries: `<folder>/<locale>/<slug>.<ext>` (the multiple_folders structure); files: `{{locale}}` in the path.
    if (node.folder)
      return locales.flatMap((locale) =>
        globSync(posix.join(node.folder!, locale ?? '', `*.${(node as { extension?: string }).extension}`)),
      );
    return locales.map((locale) => node.file!.replaceAll('{{locale}}', locale ?? '{{locale}}'));
  };

  it('edits every language side by side, with the languages of src/i18n/locales.ts, in the content folders', () => {
    expect(config.i18n).toEqual({
      structure: 'multiple_folders',
      locales: LOCALE_CODES,
      default_locale: DEFAULT_LOCALE,
    });
    for (const source of contentSources) {
      // The editor needs i18n on the collection for any of its files to have it.
      if (isLocalized(source)) expect(collectionOf(source.name).i18n, `${source.name}: its collection`).toBe(true);
      expect(editorNodeOf(source.name).i18n, source.name).toBe(isLocalized(source) ? true : undefined);
    }
    // The one file for every language stays one file, with no language in its path.
    expect(editorNodeOf('settings').file).toBe('src/content/settings/site.yaml');
  });

  it('reads and writes exactly the files the site reads, in every language, and a translation where the site will read it', () => {
    for (const source of contentSources) {
      const site = globSync(posix.join('src/content', source.folder, sourceGlob(source))).sort();
      const editor = editorFiles(source.name).sort();
      expect(
        editor.filter((file) => existsSync(file)),
        source.name,
      ).toEqual(site);
      // A file the editor would write that is not there yet is a translation to come (a language added lately): the
      // default language's file, at its place in another language's folder.
      for (const file of editor.filter((file) => !existsSync(file))) {
        const locale = LOCALE_CODES.find((code) => code !== DEFAULT_LOCALE && file.includes(`/${code}/`));
        expect(locale, `${source.name}: ${file} is in a language's folder`).toBeDefined();
        expect(existsSync(file.replace(`/${locale}/`, `/${DEFAULT_LOCALE}/`)), `${source.name}: ${file}`).toBe(true);
      }
      // A single file is edited in every language: the editor offers each its own.
      if (isLocalized(source) && editorNodeOf(source.name).file)
        for (const locale of LOCALE_CODES)
          expect(
            editor.some((file) => file.includes(`/${locale}/`)),
            `${source.name} in ${locale}`,
          ).toBe(true);
    }
  });

  it('has every field translated but the facts, which the default language alone gives (and its file alone holds)', () => {
    for (const source of contentSources.filter(isLocalized)) {
      // A fact's place without list markers, as the editor's fields nest: "team.career.from".
      const facts = factPathsOf(source).map((path) => [source.name, ...path.filter((key) => key !== '[]')].join('.'));
      for (const { path, field } of everyField(fieldsOf(source.name), source.name)) {
        if (!field) continue; // a kind of list item: its fields are checked
        const inFact = facts.some((fact) => path === fact || path.startsWith(`${fact}.`));
        expect((field as { i18n?: unknown }).i18n, path).toBe(inFact ? undefined : true);
      }
    }
    expect(fieldsOf('team').find((field) => field.name === 'photo')).not.toHaveProperty('i18n');
    expect(fieldsOf('services').find((field) => field.name === 'order')).not.toHaveProperty('i18n');
    expect(fieldsOf('insights').find((field) => field.name === 'authors')).toMatchObject({ widget: 'relation' });
    expect(fieldsOf('insights').find((field) => field.name === 'authors')).not.toHaveProperty('i18n');
    // The language-neutral settings have no languages to translate into.
    expect(fieldsOf('settings').some((field) => 'i18n' in field)).toBe(false);
  });

  for (const source of contentSources) {
    it(`shows every field of ${source.name}, with its description as help`, () => {
      const fields = fieldsOf(source.name);
      const expected = schemaPaths(schemas[source.name]!);
      const shown = fieldPaths(fields).filter((path) => path !== 'body');
      expect(shown.sort()).toEqual(expected.sort());
      for (const [name, property] of Object.entries(schemas[source.name]!.properties!)) {
        if (property.description)
          expect(
            fields.find((field) => field.name === name),
            name,
          ).toMatchObject({ hint: property.description });
      }
      // Only the legal pages and the articles show the Markdown text below their fields (src/components/LegalPage.astro,
      // src/pages/[...locale]/insights/[slug].astro render it); a text box on a service or a person would hold words
      // that appear nowhere.
      expect(fields.some((field) => field.name === 'body' && field.widget === 'markdown')).toBe(
        source.folder === 'legal' || source.folder === 'insights',
      );
    });
  }

  /** Every field of the configuration, nested ones and the kinds of a list's items included, with where it is. */
  const everyField = (
    fields: Field[],
    path: string,
  ): Array<{ path: string; name: string; label?: string; hint?: string; field?: Field }> =>
    fields.flatMap((field) => {
      const node = field as Node & Field;
      const at = `${path}.${field.name}`;
      return [
        { path: at, name: field.name, label: field.label, hint: (field as { hint?: string }).hint, field },
        ...everyField([...(node.fields ?? []), ...(node.field ? [node.field] : [])], at),
        ...(node.types ?? []).flatMap((type) => [
          {
            path: `${at}[${type.name}]`,
            name: type.name,
            label: (type as { label?: string }).label,
            hint: 'a kind of item',
          },
          ...everyField(type.fields ?? [], `${at}[${type.name}]`),
        ]),
      ];
    });
  const allFields = contentSources.flatMap((source) => everyField(fieldsOf(source.name), source.name));
  /** A name as code spells it, read out: "focusAreas" → "focus areas", "why-list" → "why list". */
  const respelt = (name: string) =>
    name
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .replace(/[-_]+/g, ' ')
      .toLowerCase();
  /** Words and abbreviations of the code and the web that an editor need not know. */
  /** Names spelt as their owners spell them, inner capitals and all. */
  const proper = (label: string) => label.replace(/WhatsApp|LinkedIn|YouTube/g, 'Name');
  const CODE_WORDS =
    /\b(href|cta|url|uri|tel|meta|id|ui|seo|slug|src|alt|h[1-6]|json|yaml|locale|enum|boolean|string|item)\b/i;

  it('labels every field in words written for people, not its name in the code', () => {
    expect(allFields.length).toBeGreaterThan(0);
    const unfit = allFields.filter(
      ({ name, label }) =>
        !label ||
        label.toLowerCase() === respelt(name) ||
        CODE_WORDS.test(label) ||
        /[a-z][A-Z]|[_[\]{}$`]/.test(proper(label)),
    );
    expect(unfit.map(({ path, label }) => `${path}: ${label ?? '(no label)'}`)).toEqual([]);
    const collections = (config.collections as Node[]).flatMap((collection) => [
      collection,
      ...(collection.files ?? []),
    ]) as Array<Node & { label?: string }>;
    expect(
      collections
        .filter(({ label }) => !label || CODE_WORDS.test(label) || /[a-z][A-Z]|[_[\]{}$`]/.test(proper(label)))
        .map(({ name, label }) => `${name}: ${label}`),
    ).toEqual([]);
  });

  it('gives every field help, saying where its words appear', () => {
    expect(allFields.filter(({ hint }) => !hint?.trim()).map(({ path }) => path)).toEqual([]);
  });

  it('stops the build when a field has no label or no help, rather than show editors its code name', () => {
    const untitled = structuredClone(schemas);
    delete untitled.siteText!.properties!.tagline!.title;
    expect(() => editorConfig(untitled, options)).toThrow(
      /collection "siteText": field "tagline" has no label for the editor/,
    );
    const unexplained = structuredClone(schemas);
    delete unexplained.siteText!.properties!.tagline!.description;
    expect(() => editorConfig(unexplained, options)).toThrow(
      /collection "siteText": field "tagline" has no help for the editor/,
    );
  });

  it('chooses each input from the schema: long text, numbers, choices, images, sections of several kinds, optional fields', () => {
    const settings = fieldsOf('settings');
    // The description moved with the settings' other words to their per-language file.
    expect(fieldsOf('siteText').find((field) => field.name === 'description')).toMatchObject({
      widget: 'text',
      minlength: 50,
      maxlength: 300,
    });
    expect(settings.find((field) => field.name === 'copyrightYear')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 2000,
      max: 2100,
    });
    const team = fieldsOf('team');
    expect(team.find((field) => field.name === 'photo')).toMatchObject({ widget: 'image', required: false });
    const sections = fieldsOf('services').find((field) => field.name === 'sections') as Node & Field;
    expect(sections).toMatchObject({ widget: 'list', typeKey: 'type' });
    expect(sections.types!.map((type) => type.name)).toContain('capabilities');
    // Every section type of the registry, in its order, under the name the registry gives it.
    expect(sections.types!.map((type) => ({ name: type.name, label: (type as { label?: string }).label }))).toEqual(
      sectionTypes.map((name) => ({ name, label: sectionSchemas[name].title })),
    );
    const social = settings.find((field) => field.name === 'social') as Node & Field;
    expect(social.fields!.find((field) => field.name === 'network')).toMatchObject({
      widget: 'select',
      options: ['linkedin', 'x', 'instagram', 'facebook', 'youtube'],
    });
  });

  it('writes no empty optional field, and puts uploaded images beside the artwork for astro:assets', () => {
    expect(config.output).toMatchObject({ omit_empty_optional_fields: true });
    // Image fields (services, team) and Markdown text (legal) alike: paths relative to the content file, as Astro reads
    // them, from a language's folder (src/content/<folder>/<locale>/).
    for (const name of ['services', 'team', 'legal']) {
      expect(
        config.collections?.find((collection) => collection.name === name),
        name,
      ).toMatchObject({
        media_folder: '/src/assets/uploads',
        public_folder: '../../../assets/uploads',
      });
    }
  });

  it('writes picture paths that lead from every entry’s file, in every language, to the uploads folder', () => {
    const withPictures = (config.collections as Located[]).filter((collection) => collection.public_folder);
    expect(withPictures.length).toBeGreaterThan(0);
    for (const collection of withPictures) {
      const names = collection.folder ? [collection.name!] : collection.files!.map((file) => file.name!);
      for (const file of names.flatMap((name) => editorFiles(name))) {
        // What Astro does with the path an upload gets: resolve it from the folder of the file that holds it.
        expect(posix.join(posix.dirname(file), collection.public_folder!, 'x.jpg'), file).toBe(
          'src/assets/uploads/x.jpg',
        );
      }
    }
  });

  it('offers pictures only from the site’s own uploads: no stock-photo services, no addresses typed in', () => {
    expect(config.media_libraries).toMatchObject({ stock_assets: false });
    const pictures = allFields.filter(({ field }) => field?.widget === 'image');
    expect(pictures.map(({ path }) => path)).toEqual(expect.arrayContaining(['team.photo']));
    for (const { path, field } of pictures)
      expect(field, path).toMatchObject({ choose_url: false, media_libraries: { stock_assets: false } });
  });

  it('lists entries with a place number in that order, as visitors see them', () => {
    for (const source of contentSources.filter((candidate) => /[*?]/.test(candidate.pattern))) {
      const collection = config.collections?.find((candidate) => candidate.name === source.name) as {
        sortable_fields?: unknown;
      };
      if (!schemas[source.name]!.properties!.order) continue;
      expect(collection.sortable_fields, source.name).toMatchObject({
        fields: expect.arrayContaining(['order']),
        default: { field: 'order', direction: 'ascending' },
      });
    }
    expect(['services', 'team', 'process'].every((name) => schemas[name]!.properties!.order)).toBe(true);
  });

  it('stops with the collection and field named when a schema has a shape it cannot show', () => {
    const broken = structuredClone(schemas);
    broken.settings!.properties!.brand = {
      title: 'Firm name',
      description: 'The firm name.',
      anyOf: [{ type: 'string' }, { type: 'number' }],
    };
    expect(() => editorConfig(broken, options)).toThrow(EditorConfigError);
    expect(() => editorConfig(broken, options)).toThrow(
      /collection "settings": field "brand" has a schema the editor cannot show/,
    );
    const kindless = structuredClone(schemas);
    kindless.services!.properties!.sections!.items!.oneOf![0]!.properties!.type = { type: 'string' };
    expect(() => editorConfig(kindless, options)).toThrow(
      /collection "services": field "sections" lists items of several kinds, but one kind has no constant "type"/,
    );
  });
});

describe('the articles in the editor', () => {
  const insights = (config.collections as Array<{ name: string; fields?: Field[] }>).find(
    (collection) => collection.name === 'insights',
  )!;
  const fieldNamed = (name: string) => insights.fields!.find((field) => field.name === name) as Record<string, unknown>;

  it('offers each field naming other entries as a choice among them, by the name people read, never an id to type', () => {
    for (const source of contentSources) {
      for (const [name, collection] of Object.entries(source.references ?? {})) {
        const fields = (config.collections as Array<{ name: string; fields?: Field[] }>).find(
          (candidate) => candidate.name === source.name,
        )!.fields!;
        const field = fields.find((candidate) => candidate.name === name) as Record<string, unknown>;
        expect(field, `${source.name}.${name}`).toMatchObject({
          widget: 'relation',
          collection,
          value_field: '{{slug}}',
        });
        const shownBy = (field.display_fields as string[])[0]!;
        // The field it shows is a field of that collection.
        expect(Object.keys(schemas[collection]!.properties!)).toContain(shownBy);
      }
    }
    expect(fieldNamed('authors')).toMatchObject({ multiple: true, min: 1, display_fields: ['name'] });
    expect(fieldNamed('services')).toMatchObject({ multiple: true, required: false });
  });

  it('lists the entries of a collection scheduled by a date with their day, newest first, those dated after today apart', () => {
    const scheduled = contentSources.filter((source) => source.scheduledBy);
    expect(scheduled.map((source) => source.name)).toContain('insights');
    for (const source of scheduled) {
      const collection = (config.collections as Array<Record<string, unknown> & { name: string }>).find(
        (candidate) => candidate.name === source.name,
      )!;
      const field = source.scheduledBy!;
      expect(collection.summary, source.name).toContain(`{{${field}}}`);
      expect(collection.sortable_fields).toMatchObject({ default: { field, direction: 'descending' } });
      // Sveltia resolves {{today}} whenever it lists the entries: a scheduled entry leaves the group on its day.
      expect(collection.view_groups).toEqual({
        groups: [{ name: 'schedule', label: SCHEDULED_LABEL, field, gt: '{{today}}' }],
        default: 'schedule',
      });
      expect(collection.view_filters).toMatchObject({
        filters: [
          { label: SCHEDULED_LABEL, field, gt: '{{today}}' },
          { field, lte: '{{today}}' },
        ],
      });
    }
  });
});
