// Tests read what they expect from the content files, parsed by the site's own schemas through the content check
// (src/lib/content-check.ts), so an editor's correct change never breaks them. Paths are relative to the project
// root, where npm scripts run the tests.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent, type CollectionName, type EntryData } from '../../src/lib/content-check';
import { EDITOR_PAGE } from './dist';

let loaded: ReturnType<typeof checkContent>['entries'] | undefined;

function entries<Name extends CollectionName>(name: Name) {
  if (!loaded) {
    const result = checkContent('src/content');
    if (result.errors.length) throw new Error(`The content has mistakes; npm run check:content lists them:\n${result.errors.join('\n')}`);
    loaded = result.entries;
  }
  return loaded[name];
}

/** The one entry of a single-file collection (settings, ui, each page's copy, the form). */
const single = <Name extends CollectionName>(name: Name): EntryData<Name> => entries(name)[0]!.data;

export const settings = () => single('settings');
export const ui = () => single('ui');
export const consultationForm = () => single('consultationForm');
export const notFoundPage = () => single('notFoundPage');

const pages = {
  home: 'homePage',
  'how-we-work': 'howWeWorkPage',
  team: 'teamPage',
  contact: 'contactPage',
  'get-started': 'getStartedPage',
} as const;

/** The privacy notice and the disclaimer, with their addresses and the `## ` headings of their Markdown text. */
export const legalPages = () =>
  (['privacy', 'disclaimer'] as const).map((name) => {
    const [entry] = entries(`${name}Page`);
    const body = readFileSync(join(process.cwd(), entry!.file), 'utf8').split(/^---\s*$/m).slice(2).join('---');
    return { ...entry!.data, href: `/${name}`, headings: [...body.matchAll(/^## (.+)$/gm)].map(([, heading]) => heading!.trim()) };
  });

/** Copy of one page: src/content/pages/<name>.yaml. */
export const pageCopy = <Page extends keyof typeof pages>(name: Page) => single(pages[name]);

/** Service lines in page order, each with its address (`slug`: the file name without .md). */
export const services = () => entries('services').map(({ id, data }) => ({ ...data, slug: id }));
export type Service = ReturnType<typeof services>[number];

/** Service files with a consultation form, in page order. */
export const servicesWithForm = () => services().filter((service): service is Service & { form: NonNullable<Service['form']> } => !!service.form);

/** Team members in page order, each with its anchor (`id`: the file name without .md). */
export const teamMembers = () => entries('team').map(({ id, data }) => ({ ...data, id }));

/** Process steps in order. */
export const processSteps = () => entries('process').map(({ data }) => data);

type Section = Service['sections'][number];

/** The sections of a service page of one `type`, in page order. */
export function sectionsOf<Type extends Section['type']>(service: Service, type: Type) {
  return service.sections.filter((section): section is Extract<Section, { type: Type }> => section.type === type);
}

/** Every page in the production build, as the route a visitor types (404 and the content editor excluded). */
export function builtRoutes(): string[] {
  const dist = join(process.cwd(), 'dist');
  const routes: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(join(dist, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('_')) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html' && join(dir, entry.name) !== EDITOR_PAGE) {
        const name = entry.name.replace(/\.html$/, '');
        routes.push(name === 'index' ? `/${prefix}`.replace(/\/$/, '') || '/' : `/${prefix}${name}`);
      }
    }
  };
  walk('.', '');
  return routes.sort();
}

export function digits(value: string) {
  return value.replace(/\D/g, '');
}

/** Text as the page shows it: folded whitespace, as in a `>-` block or a browser's rendering. */
export const shown = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A value as a regular expression matching it literally. */
export const literal = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
