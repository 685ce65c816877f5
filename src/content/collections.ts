import type { ImageFunction } from 'astro/content/config';
import { z } from 'astro/zod';
import { factPaths, type FactPath } from './facts';
import { LOCALE_CODES } from '../i18n/locales';
import { settingsSchema, siteTextSchema } from './schemas/settings';
import { uiSchema } from './schemas/ui';
import { notFoundPageSchema } from './schemas/not-found';
import { homePageSchema } from './schemas/home';
import { howWeWorkPageSchema } from './schemas/how-we-work';
import { teamMemberSchema, teamPageSchema } from './schemas/team';
import { contactPageSchema } from './schemas/contact';
import { getStartedPageSchema } from './schemas/get-started';
import { processStepSchema } from './schemas/process';
import { serviceSchema } from './schemas/service';
import { checkedImage } from './schemas/image';
import { consultationFormSchema } from './schemas/consultation-form';
import { legalPageSchema, privacyPageSchema } from './schemas/legal';
import { feesPageSchema } from './schemas/fees';
import { glossarySchema } from './schemas/glossary';
import { officeSchema } from './schemas/office';
import { transactionSchema } from './schemas/transaction';
import { disclosuresPageSchema } from './schemas/disclosures';
import { transactionsPageSchema } from './schemas/transactions-page';
import { insightSchema, insightsPageSchema } from './schemas/insights';

/**
 * The one list of content sources: which files under src/content form which collection, and the rules
 * (schema) each file must satisfy. src/content.config.ts turns it into Astro collections, and
 * `npm run check:content` (src/integrations/content-check/check.ts) checks the same files against the same schemas.
 * To add a collection, add it here only.
 */

/** What a schema factory receives: Astro's image() helper and the absolute folder of the entry's file. */
export interface SchemaContext {
  image: ImageFunction;
  folder: string;
}

export interface ContentSource<Name extends string = string, Schema extends z.ZodType = z.ZodType> {
  /** The collection name used by getCollection() / getEntry(). */
  name: Name;
  /** Folder relative to src/content. */
  folder: string;
  /**
   * Glob pattern of the files inside each language's folder, `<folder>/<locale>/` (a plain file name for a
   * single-file collection); inside `folder` itself when the source is not `localized`.
   */
  pattern: string;
  /**
   * Whether the files are written once per language (default): `<folder>/<locale>/<pattern>`, every language with the
   * same schema, entry ids `<locale>/<name>`. The settings are one file for every language.
   */
  localized?: boolean;
  schema: Schema | ((context: SchemaContext) => Schema);
  /**
   * The address of the page each file makes (src/pages/…): a path, or one built from the file name. The content
   * check tells links to no page apart by these before the build.
   */
  route?: string | ((id: string) => string);
  /** The Markdown text is the page's text: its headings are the page's sections (#ids), known before the build. */
  prose?: boolean;
  /**
   * An entry may be written in any one language only (a transaction the firm describes in Arabic alone): every
   * language shows it, in its own text where it has one, else as written.
   */
  anyLanguage?: boolean;
  /**
   * Each language's files stand alone (articles): an entry may be written in one language only, and then has no page
   * in the others — no fallback copy, no warning for the missing translation.
   */
  standalone?: true;
  /** Fields naming entries of other collections by file name (`authors: team`, `advisers: team`): the content check and the editor's choices. */
  references?: Readonly<Record<string, string>>;
  /** The date field that schedules an entry: one dated after the build's day is not built (src/lib/schedule.ts). */
  scheduledBy?: string;
  /**
   * Words that frame every page of a language (the labels, the firm's words, the consultation form): each language has
   * its own file from its first day, so that no page of it shows another language's words unmarked, and a page not
   * translated yet says so in the visitor's language. The content check requires it.
   */
  everyLanguage?: true;
}

/** The schema of a source, whether given directly or by a factory. */
export type SchemaOf<Source> = Source extends ContentSource<string, infer Schema> ? Schema : never;

const source = <Name extends string, Schema extends z.ZodType>(entry: ContentSource<Name, Schema>) => entry;

/** A page's own words: one YAML file per language in pages/, for the page at `route` (none for the 404 page). */
const page = <Name extends string, Schema extends z.ZodType>(
  name: Name,
  file: string,
  route: string | undefined,
  schema: Schema,
) => source({ name, folder: 'pages', pattern: `${file}.yaml`, ...(route === undefined ? {} : { route }), schema });

/**
 * A legal page: its Markdown text, per language in legal/, is the page at `/<file>`; `title` names it to editors.
 * `schema` adds the fields of a page that shows more than its text (how the firm is paid).
 */
const legalPage = <Name extends string, Schema extends z.ZodType = typeof legalPageSchema>(
  name: Name,
  file: string,
  title: string,
  schema?: Schema,
) =>
  source({
    name,
    folder: 'legal',
    pattern: `${file}.md`,
    route: `/${file}`,
    prose: true,
    schema: (schema ?? legalPageSchema).meta({ title: `${title} (/${file})` }) as Schema,
  });

export const contentSources = [
  source({ name: 'settings', folder: 'settings', pattern: 'site.yaml', localized: false, schema: settingsSchema }),
  source({
    name: 'siteText',
    folder: 'settings',
    pattern: 'site-text.yaml',
    everyLanguage: true,
    schema: siteTextSchema,
  }),
  source({ name: 'ui', folder: 'ui', pattern: 'labels.yaml', everyLanguage: true, schema: uiSchema }),
  source({
    name: 'services',
    folder: 'services',
    pattern: '*.md',
    route: (id) => `/services/${id}`,
    // The office whose licence the service is provided under: its regulator's notices follow the page.
    references: { office: 'offices' },
    schema: ({ image, folder }) => serviceSchema(checkedImage(image, folder)),
  }),
  page('notFoundPage', 'not-found', undefined, notFoundPageSchema),
  page('homePage', 'home', '/', homePageSchema),
  page('howWeWorkPage', 'how-we-work', '/how-we-work', howWeWorkPageSchema),
  page('teamPage', 'team', '/team', teamPageSchema),
  page('contactPage', 'contact', '/contact', contactPageSchema),
  page('getStartedPage', 'get-started', '/get-started', getStartedPageSchema),
  source({
    name: 'team',
    folder: 'team',
    pattern: '*.md',
    schema: ({ image, folder }) => teamMemberSchema(checkedImage(image, folder, './photos/first-last.jpg')),
  }),
  source({ name: 'process', folder: 'process', pattern: '*.yaml', schema: processStepSchema }),
  source({
    name: 'consultationForm',
    folder: 'forms',
    pattern: 'consultation.yaml',
    everyLanguage: true,
    schema: consultationFormSchema,
  }),
  // The form links to the privacy notice and the returns tables to the disclaimer: both pages must exist.
  legalPage('privacyPage', 'privacy', 'Privacy notice', privacyPageSchema),
  legalPage('disclaimerPage', 'disclaimer', 'Terms and disclaimer'),
  // How the firm is paid, its conflicts and anti-bribery policies: a draft for counsel, like the two above (issue 44).
  legalPage('feesPage', 'how-we-are-paid', 'How we are paid', feesPageSchema),
  // Regulatory status (/contact, every footer, /disclosures) and the record of transactions (issue 35).
  source({ name: 'offices', folder: 'offices', pattern: '*.yaml', schema: officeSchema }),
  source({
    name: 'transactions',
    folder: 'transactions',
    pattern: '*.yaml',
    anyLanguage: true,
    references: { advisers: 'team' },
    schema: transactionSchema,
  }),
  page('disclosuresPage', 'disclosures', '/disclosures', disclosuresPageSchema),
  page('transactionsPage', 'transactions', '/transactions', transactionsPageSchema),
  page('insightsPage', 'insights', '/insights', insightsPageSchema),
  source({
    name: 'insights',
    folder: 'insights',
    pattern: '*.md',
    route: (id) => `/insights/${id}`,
    prose: true,
    standalone: true,
    references: { authors: 'team', services: 'services' },
    scheduledBy: 'published',
    schema: ({ image, folder }) => insightSchema(checkedImage(image, folder)),
  }),
  // Shown on no page: the content check warns where a file uses a rendering its language's glossary says to avoid.
  source({ name: 'glossary', folder: 'glossary', pattern: 'terms.yaml', schema: glossarySchema }),
] as const;

export type ContentSources = (typeof contentSources)[number];

export const isLocalized = (source: ContentSource) => source.localized !== false;

/** Stands in for Astro's image() where only the shape of a schema is read, never a file parsed. */
const shapeOnlyImage = (() => z.string()) as unknown as ImageFunction;

/**
 * The places of a collection's facts (fields declared with `fact()`: the same in every language, written once in the
 * entry's default-language file; src/content/facts.ts). None for a source written once for every language.
 */
export function factPathsOf(source: ContentSource): FactPath[] {
  if (!isLocalized(source)) return [];
  return factPaths(
    typeof source.schema === 'function' ? source.schema({ image: shapeOnlyImage, folder: '.' }) : source.schema,
  );
}

/** A source's glob pattern inside its folder: `{en,ar}/<pattern>` for a source written per language. */
export function sourceGlob(source: ContentSource) {
  if (!isLocalized(source)) return source.pattern;
  const locales = LOCALE_CODES.length === 1 ? LOCALE_CODES[0] : `{${LOCALE_CODES.join(',')}}`;
  return `${locales}/${source.pattern}`;
}
