// Netlify's `_redirects`: Netlify answers every unknown address with the root's 404.html only, so each folder of the
// build with a 404 page of its own (a language's edition: /ar/404.html) gets a rule sending the unknown addresses
// under it that page with status 404 — the nearest 404.html up the folder tree, which Cloudflare Pages, the local
// server and deploy/nginx.conf serve too. Written from the build, so a language gets its rule with its 404 page.
// Netlify applies such a rule only where no file matches (no `!`): the folder's pages are served as they are.
// Before them, each page's address with a trailing slash (as people type it and some apps append it) redirects to
// its one address, as the local server and nginx do (tests/support/paths.ts): `/team/ /team 301`, the path alone.
// Cloudflare Pages reads this file too, and skips the 404 lines (it takes no 404 rules): it needs none.
import type { Files, Step } from '../pipeline';

/**
 * The `_redirects` file of a build: a trailing slash to each page's one address (`pages`, their addresses as built:
 * `/team.html`), then the 404 pages' rules (`notFoundPages`), the deepest folder first, as Netlify uses the first
 * rule that matches.
 */
export function redirectsFile(notFoundPages: readonly string[], pages: readonly string[] = []): string {
  const slashes = pages
    .filter((address) => address.endsWith('.html') && !/(?:^|\/)(?:index|404)\.html$/.test(address))
    .map((address) => address.slice(0, -'.html'.length))
    .sort()
    .map((page) => `${page}/  ${page}  301\n`);
  const folders = notFoundPages
    .map((address) => address.slice(0, -'/404.html'.length))
    .filter((folder) => folder !== '')
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  const header =
    "# Written by the build (src/integrations/post-build/steps/redirects.ts): a trailing slash to each page's one address, each folder's own 404 page.\n";
  return header + slashes.join('') + folders.map((folder) => `${folder}/*  ${folder}/404.html  404\n`).join('');
}

/** The build with its `_redirects`. */
export function addRedirects(files: Files): Files {
  const build = new Map(files);
  const addresses = [...files.keys()];
  build.set(
    '/_redirects',
    redirectsFile(
      addresses.filter((address) => address.endsWith('/404.html')),
      addresses,
    ),
  );
  return build;
}

export const redirectsStep: Step = {
  name: 'redirects',
  reads: /\.html$/,
  run: addRedirects,
};
