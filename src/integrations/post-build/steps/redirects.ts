// Netlify's `_redirects`: Netlify answers every unknown address with the root's 404.html only, so each folder of the
// build with a 404 page of its own (a language's edition: /ar/404.html) gets a rule sending the unknown addresses
// under it that page with status 404 — the nearest 404.html up the folder tree, which Cloudflare Pages, the local
// server and deploy/nginx.conf serve too. Written from the build, so a language gets its rule with its 404 page.
// Netlify applies such a rule only where no file matches (no `!`): the folder's pages are served as they are.
// Cloudflare Pages reads this file too, and skips these lines (it takes no 404 rules): it needs none.
import type { Files, Step } from '../pipeline';

/** The `_redirects` file for the 404 pages of a build, given their addresses; the deepest folder first, as Netlify uses the first rule that matches. */
export function redirectsFile(notFoundPages: readonly string[]): string {
  const folders = notFoundPages
    .map((address) => address.slice(0, -'/404.html'.length))
    .filter((folder) => folder !== '')
    .sort((a, b) => b.split('/').length - a.split('/').length || a.localeCompare(b));
  const header =
    "# Written by the build (src/integrations/post-build/steps/redirects.ts): each folder's own 404 page.\n";
  return header + folders.map((folder) => `${folder}/*  ${folder}/404.html  404\n`).join('');
}

/** The build with its `_redirects`. */
export function addRedirects(files: Files): Files {
  const build = new Map(files);
  build.set('/_redirects', redirectsFile([...files.keys()].filter((address) => address.endsWith('/404.html'))));
  return build;
}

export const redirectsStep: Step = {
  name: 'redirects',
  reads: /\/404\.html$/,
  run: addRedirects,
};
