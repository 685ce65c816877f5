// Tests read what they expect from the content files, parsed by the site's own schemas through the content check
// (src/integrations/content-check/check.ts), so an editor's correct change never breaks them. Paths are relative to the project
// root, where npm scripts run the tests.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  checkContent,
  type CollectionName,
  type ContentCheckResult,
  type EntryData,
} from '../../src/integrations/content-check/check';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';
import { localizeHref } from '../../src/i18n/routing';
import { pageRoute } from '../../src/data/routes';
import { htmlFiles, routeOfFile } from './dist';
import { LIST_LIMITS, pageHref, pageOfIndex } from '../../src/lib/pagination';
import { isPublished } from '../../src/lib/schedule';

let loaded: ContentCheckResult | undefined;

function check() {
  if (!loaded) {
    const result = checkContent('src/content');
    if (result.errors.length)
      throw new Error(`The content has mistakes; npm run check:content lists them:\n${result.errors.join('\n')}`);
    loaded = result;
  }
  return loaded;
}

/**
 * Every entry of a collection the site builds, in every language: none scheduled for a later day (rules/schedule.ts,
 * src/lib/schedule.ts). Tests read the content through this, or through what is built on it below, never an entry
 * the site does not show.
 */
export function builtEntries<Name extends CollectionName>(name: Name) {
  return check().entries[name].filter((entry) => !entry.scheduled);
}

/**
 * The entries of a collection as a language's pages show them: the default language's list, each translated where a
 * translation exists (src/data/entries.ts does the same for the site).
 */
function entries<Name extends CollectionName>(name: Name, locale: Locale = DEFAULT_LOCALE) {
  const all = builtEntries(name);
  const originals = all.filter((entry) => entry.locale === DEFAULT_LOCALE);
  return originals.map(
    (original) => all.find((entry) => entry.locale === locale && entry.id === original.id) ?? original,
  );
}

/** The one entry of a single-file collection (ui, each page's copy, the form) in a language. */
const single = <Name extends CollectionName>(name: Name, locale: Locale = DEFAULT_LOCALE): EntryData<Name> =>
  entries(name, locale)[0]!.data;

/**
 * The settings (one file for every language) with the language's words (settings/<locale>/site-text.yaml), and the
 * firm's name as that language's text writes it (src/data/site.ts does the same for the site).
 */
export const settings = (locale: Locale = DEFAULT_LOCALE) => {
  const [shared, text] = [single('settings'), single('siteText', locale)];
  return { ...shared, ...text, firmName: text.firmName ?? shared.brand };
};
export const ui = (locale: Locale = DEFAULT_LOCALE) => single('ui', locale);
export const consultationForm = (locale: Locale = DEFAULT_LOCALE) => single('consultationForm', locale);
export const notFoundPage = (locale: Locale = DEFAULT_LOCALE) => single('notFoundPage', locale);

/** Every share title the content gives a page (`meta.shareTitle`, src/content/schemas/page.ts), in any language. */
export const shareTitles = (): string[] =>
  (Object.keys(check().entries) as CollectionName[]).flatMap((name) =>
    builtEntries(name).flatMap((entry) => (entry.data as { meta?: { shareTitle?: string } }).meta?.shareTitle ?? []),
  );

/** The addresses of pages of a language shown in another language's text (no translation yet). */
export const fallbackRoutes = () => check().fallbackRoutes;

const pages = {
  home: 'homePage',
  'how-we-work': 'howWeWorkPage',
  team: 'teamPage',
  contact: 'contactPage',
  'get-started': 'getStartedPage',
  disclosures: 'disclosuresPage',
  transactions: 'transactionsPage',
  insights: 'insightsPage',
} as const;

/**
 * The prose pages — the privacy notice, the disclaimer, how the firm is paid — with their addresses and their
 * sections' headings: those the page draws from its fields (the privacy notice's offices, the fee schedule), then
 * the `## ` headings of its Markdown text.
 */
export const legalPages = (locale: Locale = DEFAULT_LOCALE) =>
  (['privacyPage', 'disclaimerPage', 'feesPage'] as const).map((name) => {
    const [entry] = entries(name, locale);
    const body = readFileSync(join(process.cwd(), entry!.file), 'utf8')
      .split(/^---\s*$/m)
      .slice(2)
      .join('---');
    const data = entry!.data as EntryData<'privacyPage'> & Partial<EntryData<'feesPage'>>;
    const drawn =
      name === 'privacyPage'
        ? [data.offices.heading]
        : name === 'feesPage'
          ? [data.models!.heading, data.payers!.heading, data.bothSides!.heading]
          : [];
    return {
      ...entry!.data,
      name,
      href: localizeHref(pageRoute(name), locale),
      headings: [...drawn, ...[...body.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading!.trim())],
    };
  });

/** How the firm is paid (src/content/legal/<locale>/how-we-are-paid.md), with its address. */
export const feesPage = (locale: Locale = DEFAULT_LOCALE) => ({
  ...single('feesPage', locale),
  href: localizeHref(pageRoute('feesPage'), locale),
});

/** Copy of one page in a language: src/content/pages/<locale>/<name>.yaml. */
export const pageCopy = <Page extends keyof typeof pages>(name: Page, locale: Locale = DEFAULT_LOCALE) =>
  single(pages[name], locale);

/** Service lines in page order, each with its address (`slug`: the file name without .md). */
export const services = (locale: Locale = DEFAULT_LOCALE) =>
  entries('services', locale).map(({ id, data }) => ({ ...data, slug: id }));
export type Service = ReturnType<typeof services>[number];

/** Service files with a consultation form, in page order. */
export const servicesWithForm = (locale: Locale = DEFAULT_LOCALE) =>
  services(locale).filter((service): service is Service & { form: NonNullable<Service['form']> } => !!service.form);

/** Team members in page order, each with its anchor (`id`: the file name without .md). */
export const teamMembers = (locale: Locale = DEFAULT_LOCALE) =>
  entries('team', locale).map(({ id, data }) => ({ ...data, id }));

/** The offices in page order, each with its file name (`id`), as /contact, the footer and /disclosures list them. */
export const offices = (locale: Locale = DEFAULT_LOCALE) =>
  entries('offices', locale)
    .map(({ id, data }) => ({ ...data, id }))
    .sort((a, b) => a.order - b.order || a.id.localeCompare(b.id));

/**
 * Every transaction, newest first (by year, then month), as a language's pages show it: its own text where the file exists in that
 * language, else as written in the language it exists in (`locale`), the default language first (src/data/transactions.ts).
 */
export function transactions(locale: Locale = DEFAULT_LOCALE) {
  const all = builtEntries('transactions');
  const ids = [...new Set(all.map((entry) => entry.id))];
  return ids
    .map((id) => {
      const entry =
        [locale, DEFAULT_LOCALE].map((code) => all.find((e) => e.id === id && e.locale === code)).find(Boolean) ??
        all.find((e) => e.id === id)!;
      return { ...entry.data, id, locale: entry.locale };
    })
    .sort((a, b) => b.year - a.year || (b.month ?? 0) - (a.month ?? 0) || a.id.localeCompare(b.id));
}

/**
 * A language's articles as its pages list them: its own files, out by `day` (the build's: an article dated later is
 * not built), newest first, each with its address (src/data/insights.ts does the same for the site).
 */
export const articlesOf = (locale: Locale, day: Date) =>
  check()
    .entries.insights.filter((entry) => entry.locale === locale && isPublished(entry.data.published, day))
    .sort((a, b) => b.data.published.getTime() - a.data.published.getTime() || a.id.localeCompare(b.id))
    .map((entry) => ({ ...entry, route: localizeHref(`/insights/${entry.id}`, locale) }));

/**
 * The address of a person's profile in a language: on the page of the team that holds it, the team cut into pages of
 * LIST_LIMITS.peoplePerPage in its order (src/data/team.ts).
 */
export function profileHref(id: string, locale: Locale = DEFAULT_LOCALE) {
  const index = teamMembers(locale).findIndex((member) => member.id === id);
  if (index < 0) throw new Error(`no person "${id}" in the team`);
  return localizeHref(`${pageHref('/team', pageOfIndex(index, LIST_LIMITS.peoplePerPage))}#${id}`, locale);
}

/** Process steps in order. */
export const processSteps = (locale: Locale = DEFAULT_LOCALE) => entries('process', locale).map(({ data }) => data);

type Section = Service['sections'][number];

/** The sections of a service page of one `type`, in page order. */
export function sectionsOf<Type extends Section['type']>(service: Service, type: Type) {
  return service.sections.filter((section): section is Extract<Section, { type: Type }> => section.type === type);
}

/** Every page in the production build, as the route a visitor types (404 and the content editor excluded). */
export function builtRoutes(): string[] {
  return htmlFiles()
    .filter((file) => !/(^|\/)404\.html$/.test(file))
    .map(routeOfFile)
    .sort();
}

export function digits(value: string) {
  return value.replace(/\D/g, '');
}

/** Text as the page shows it: folded whitespace, as in a `>-` block or a browser's rendering. */
export const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A value as a regular expression matching it literally. */
export const literal = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
