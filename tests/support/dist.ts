// Reads the production build in dist/ for static checks (links, metadata, markup).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

export const distDir = new URL('../../dist/', import.meta.url).pathname;

/** The content editor's page (src/integrations/editor/index.ts): no page of the site, checked in tests/e2e/editor.desktop.spec.ts. */
export const EDITOR_PAGE = 'admin.html';

/** Every page of the site in the build. */
export function htmlFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) files.push(relative(distDir, path));
    }
  };
  walk(distDir);
  return files.filter((file) => file !== EDITOR_PAGE).sort();
}

/** A built page's address: "index.html" → "/", "ar/team.html" → "/ar/team". */
export const routeOfFile = (file: string) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

export const readDist = (file: string) => readFileSync(join(distDir, file), 'utf8');

/** Whether a site path is served by the build, the way the static server and hosts resolve clean URLs. */
export function resolvesInDist(path: string): boolean {
  const clean = decodeURIComponent(path.split(/[?#]/)[0]);
  if (clean === '' || clean === '/') return existsSync(join(distDir, 'index.html'));
  const base = join(distDir, clean);
  return [base, `${base}.html`, join(base, 'index.html')].some(
    (candidate) => existsSync(candidate) && !candidate.endsWith('/'),
  );
}

export function attributeValues(html: string, attribute: string): string[] {
  return [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, 'g'))].map((match) =>
    match[1].replace(/&amp;/g, '&'),
  );
}

export function metaContent(html: string, key: string): string | undefined {
  const match = html.match(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`));
  return match?.[1]
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
}
