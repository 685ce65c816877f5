// Tests read expected words from the same content files the site is built from, so an editor's change never breaks them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';

// Tests always run from the repository root (npm scripts); import.meta.url is unreliable under happy-dom.
const root = process.cwd();

export function readYaml<T = Record<string, any>>(path: string): T {
  return yaml.load(readFileSync(join(root, path), 'utf8')) as T;
}

/** Front matter of a Markdown content file. */
export function readFrontMatter<T = Record<string, any>>(path: string): T {
  const text = readFileSync(join(root, path), 'utf8');
  const match = text.match(/^---\r?\n([\s\S]*?)\r?\n---/);
  if (!match) throw new Error(`${path} has no front matter`);
  return yaml.load(match[1]) as T;
}

export const settings = () => readYaml('src/content/settings/site.yaml');
export const ui = () => readYaml('src/content/ui/labels.yaml');

export function services() {
  const dir = 'src/content/services';
  return readdirSync(join(root, dir))
    .filter((file) => file.endsWith('.md'))
    .map((file) => ({ slug: file.replace(/\.md$/, ''), ...readFrontMatter(`${dir}/${file}`) }))
    .sort((a: any, b: any) => a.order - b.order) as Array<{ slug: string; title: string; order: number } & Record<string, any>>;
}

/** Every page in the production build, as the route a visitor types (404 excluded). */
export function builtRoutes(): string[] {
  const dist = join(root, 'dist');
  const routes: string[] = [];
  const walk = (dir: string, prefix: string) => {
    for (const entry of readdirSync(join(dist, dir), { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('_')) walk(join(dir, entry.name), `${prefix}${entry.name}/`);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
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

/** One service file's front matter (its card fields and its page), by file name without ".md". */
export function servicePage(slug: string) {
  return { ...readFrontMatter(`src/content/services/${slug}.md`), slug } as { slug: string } & Record<string, any>;
}

/** The sections of a service page of one `type`, in page order. */
export function sectionsOf(service: Record<string, any>, type: string): Array<Record<string, any>> {
  return service.sections.filter((section: any) => section.type === type);
}

/** Every word of the consultation form, its notices and the notification area. */
export const consultationForm = () => readYaml('src/content/forms/consultation.yaml');

/** Service files with a consultation form (`form` in the front matter), in page order. */
export function servicesWithForm() {
  return services().filter((service) => service.form) as Array<
    ReturnType<typeof services>[number] & { form: { type: string; heading: string } }
  >;
}

/** Copy of one page: src/content/pages/<name>.yaml. */
export const pageCopy = (name: 'home' | 'how-we-work' | 'team' | 'contact' | 'get-started') =>
  readYaml(`src/content/pages/${name}.yaml`);

function collection(dir: string, ext: '.md' | '.yaml') {
  return readdirSync(join(root, dir))
    .filter((file) => file.endsWith(ext))
    .map((file) => ({
      id: file.slice(0, -ext.length),
      ...(ext === '.md' ? readFrontMatter(`${dir}/${file}`) : readYaml(`${dir}/${file}`)),
    }))
    .sort((a: any, b: any) => a.order - b.order) as Array<{ id: string } & Record<string, any>>;
}

/** Team members (src/content/team/*.md) in page order. */
export const teamMembers = () => collection('src/content/team', '.md');

/** Process steps (src/content/process/*.yaml) in order. */
export const processSteps = () => collection('src/content/process', '.yaml');

/** A value as a regular expression matching it literally. */
export const literal = (value: string) => new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
