// One table of addresses for both servers (the local one, tests/unit/static-server.test.ts, and nginx,
// tests/e2e/nginx.desktop.spec.ts): each is normalised once (slashes merged, `.` and `..` resolved, percent-encoding
// decoded) before any rule, and no dotfile is served except under /.well-known/.

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
  '/team//',
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

/** Addresses that redirect to / once normalised, as /index does. */
export const INDEX_PATHS = ['//index', '/./index', '/x/../index'];

/** Addresses served, once normalised, with the file named (relative to the build folder). */
export const SERVED_PATHS: [path: string, file: string][] = [
  ['//team', 'team.html'],
  ['/./team', 'team.html'],
  ['/x/../team', 'team.html'],
  ['/.well-known/security.txt', '.well-known/security.txt'],
];
