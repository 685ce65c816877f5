// Reads the production build in dist/ for static checks (links, metadata, markup).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageFiles } from '../../scripts/built-pages.mjs';

export const distDir = new URL('../../dist/', import.meta.url).pathname;

// The editor's page is checked in tests/e2e/editor.desktop.spec.ts.
export { EDITOR_PAGE, routeOfFile } from '../../scripts/built-pages.mjs';

/** Every page of the site in the build. */
export const htmlFiles = (): string[] => pageFiles(distDir);

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
