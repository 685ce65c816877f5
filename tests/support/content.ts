// Tests read expected words from the same content files the site is built from, so an editor's change never breaks them.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';

const root = new URL('../../', import.meta.url).pathname;

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
