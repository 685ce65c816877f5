// One table of addresses for both servers (the local one, tests/unit/static-server.test.ts, and nginx,
// tests/e2e/nginx.desktop.spec.ts): each is normalised once (slashes merged, `.` and `..` resolved, percent-encoding
// decoded) before any rule, and no dotfile is served except under /.well-known/.
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/i18n/locales';

/** Files a build folder might hold by accident (an editor's or a tool's), written beside the build for the tests. */
export const DOTFILES: Record<string, string> = {
  '.env': 'TOKEN=not-for-visitors\n',
  '.git/config': '[core]\n\tbare = false\n',
  '.hidden.html': '<!doctype html><title>Not for visitors</title>',
  '.well-known/.secret': 'not for visitors\n',
  // The one dot-folder that is served: its addresses are registered for the public (security.txt, RFC 9116).
  '.well-known/security.txt': 'Contact: mailto:security@site.invalid\n',
};

/** Addresses that answer 404 with the site's 404 page although a file matches once the address is normalised. */
export const HIDDEN_PATHS = [
  '//_headers',
  '/./_headers',
  '/x/../_headers',
  '/%2e/_headers',
  '//404.html',
  '//404',
  '/x/..//404.html',
  '/.env',
  '//.env',
  '/%2eenv',
  '/x/../.env',
  '/.git/config',
  '/.git/',
  '/.hidden',
  '/.hidden.html',
  '/.well-known',
  '/.well-known/.secret',
];

/**
 * A trailing slash, as people type it and some apps append it, redirects to the page's one address: 301, with the
 * path alone as Location (the browser keeps the host it asked for) and the query kept. Checked once normalised, so
 * however the address is spelt.
 */
export const TRAILING_SLASH_PATHS: [path: string, location: string][] = [
  ['/team/', '/team'],
  ['/team//', '/team'],
  ['//team/', '/team'],
  ['/x/../team/', '/team'],
  ['/team/?from=mail', '/team?from=mail'],
];

/**
 * Addresses with a trailing slash that name no page: the 404 page, never a redirect, and never one that a browser
 * would read as another site (`//evil.example`, `/\evil.example`).
 */
export const NOT_PAGE_SLASH_PATHS = [
  '/no-such/',
  '//evil.example/',
  '/%2F%2Fevil.example/',
  '/%5Cevil.example/',
  '/favicon.svg/',
];

/** Addresses that redirect to / once normalised, as /index does. */
export const INDEX_PATHS = ['//index', '/./index', '/x/../index'];

/** Addresses served, once normalised, with the file named (relative to the build folder). */
export const SERVED_PATHS: [path: string, file: string][] = [
  ['//team', 'team.html'],
  ['/./team', 'team.html'],
  ['/x/../team', 'team.html'],
  ['/.well-known/security.txt', '.well-known/security.txt'],
];

/** The languages with an edition of their own under /<locale>/ (src/i18n/locales.ts): every one but the default. */
export const EDITIONS = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Stand-ins for a language's home page, one of its pages and its 404 page (and a dotfile in its folder), written into
 * the servers' test builds where the build has none of its own: the servers' rules are tested, not the pages. Each
 * page names its own file, so a test sees which one was sent.
 */
export const editionFixtures = (locale: string): Record<string, string> => ({
  ...Object.fromEntries(
    [`${locale}.html`, `${locale}/team.html`, `${locale}/404.html`].map((file) => [
      file,
      `<!doctype html><html lang="${locale}"><title>Test fixture ${file}</title>${`<p>Served from ${file}.</p>`.repeat(20)}</html>\n`,
    ]),
  ),
  [`${locale}/.env`]: 'TOKEN=not-for-visitors\n',
});

/**
 * What the servers answer under a language's folder and beside it: any unknown address there, its 404 page's own
 * addresses get that language's 404 page (the nearest 404.html up the folder tree) with 404; a trailing slash redirects
 * to the page's one address where there is a page, and `/<locale>/index` to its home page, as /index to /. `file` is
 * the body sent, relative to the build.
 */
export const editionPaths = (
  locale: string,
): { path: string; status: 200 | 301 | 404; file?: string; location?: string }[] => [
  { path: `/${locale}/no-such-page`, status: 404, file: `${locale}/404.html` },
  { path: `/${locale}/services/no-such`, status: 404, file: `${locale}/404.html` },
  { path: `/${locale}/404`, status: 404, file: `${locale}/404.html` },
  { path: `/${locale}/404.html`, status: 404, file: `${locale}/404.html` },
  { path: `//${locale}//x/../404`, status: 404, file: `${locale}/404.html` },
  { path: `/${locale}/`, status: 301, location: `/${locale}` },
  { path: `/${locale}/team/`, status: 301, location: `/${locale}/team` },
  { path: `//${locale}//team//`, status: 301, location: `/${locale}/team` },
  { path: `/${locale}/no-such/`, status: 404, file: `${locale}/404.html` },
  // No dotfile there either (nginx answers it with the site's 404 page, its dotfile rule being the server's).
  { path: `/${locale}/.env`, status: 404 },
  { path: `/${locale}`, status: 200, file: `${locale}.html` },
  { path: `/${locale}/team`, status: 200, file: `${locale}/team.html` },
  { path: `//${locale}/./team`, status: 200, file: `${locale}/team.html` },
  { path: `/${locale}/index`, status: 301, location: `/${locale}` },
  { path: `/${locale}//index`, status: 301, location: `/${locale}` },
  // Beside the folder, the site's own 404 page.
  { path: `/${locale}-no-such-page`, status: 404, file: '404.html' },
  { path: '/no-such', status: 404, file: '404.html' },
  { path: '/_redirects', status: 404, file: '404.html' },
  { path: '//x/../_redirects', status: 404, file: '404.html' },
];
