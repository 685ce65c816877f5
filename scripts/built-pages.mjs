// The pages of a build and their addresses, for every tool and test that walks a dist/ folder (the benchmark, the
// screenshot comparison, tests/support/dist.ts).
import { readdirSync } from 'node:fs';

/** The content editor's page (src/integrations/editor/index.ts): in the build, but no page of the site. */
export const EDITOR_PAGE = 'admin.html';

/**
 * A built page's address: "index.html" → "/", "ar/team.html" → "/ar/team".
 * @param {string} file
 */
export const routeOfFile = (file) => `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;

/**
 * A route's built page: "/" → "index.html", "/ar/team" → "ar/team.html".
 * @param {string} route
 */
export const fileOfRoute = (route) => (route === '/' ? 'index.html' : `${route.slice(1)}.html`);

/**
 * Every page of the site in a build: its HTML files relative to the folder, sorted, without the editor's page.
 * @param {string} dist
 * @returns {string[]}
 */
export function pageFiles(dist) {
  return readdirSync(dist, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && file !== EDITOR_PAGE)
    .sort();
}
