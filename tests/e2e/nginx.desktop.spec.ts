// deploy/nginx.conf over the real build, over plain HTTP and over HTTPS (HTTP/1.1 and HTTP/2) with a throw-away
// self-signed certificate: the redirect to HTTPS, requests for other names dropped, TLS ciphers, routes, redirects
// that never name a host, 404s, headers (exactly those of public/_headers, the SVGs' policy included), compression,
// caching, methods. Its ports are free ones, chosen when it starts; the build is copied with a few dotfiles beside
// it, two SVGs of the tests' own, and stand-ins for each language's home, a page and 404 page where the build has
// none yet.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { builtRoutes } from '../support/content';
import {
  DOTFILES,
  EDITIONS,
  HIDDEN_PATHS,
  INDEX_PATHS,
  NOT_PAGE_SLASH_PATHS,
  SERVED_PATHS,
  TRAILING_SLASH_PATHS,
  editionFixtures,
  editionPaths,
} from '../support/paths';
import { ART_COLOUR, ART_SVG, SCRIPTED_DOCUMENTS, SCRIPTED_SVG, artFill, scriptRan, storedBySvg } from '../support/svg';
import { LOCAL_SITE, nginxPrefix, opensslPath, startNginx } from '../../scripts/nginx.mjs';
import {
  MALFORMED_PATHS,
  WRITE_METHODS,
  http2Request,
  rawExchange,
  rawRequest,
  tlsHandshake,
  tlsProtocol,
} from '../../scripts/raw-request.mjs';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';

// One nginx for the whole file: its tests run in one worker, one after another.
test.describe.configure({ mode: 'serial' });

let httpOrigin = '';
let httpsOrigin = '';
/** The site's name, as the deployment sets it in server_name: where plain HTTP sends every visitor. */
const SITE = LOCAL_SITE;
/** Names a request may carry that are not the site's: another domain, the machine's address. */
const OTHER_NAMES = ['evil.example', '127.0.0.1'];
/** SVGs of the tests' own, published where the build publishes the content's (tests/support/svg.ts). */
const SCRIPTED = '/_astro/scripted.Bx3k9.svg';
const ART = '/_astro/art.Bx3k9.svg';
let root = '';
/** The languages with an edition of their own: those of src/i18n/locales.ts, and any folder built with its own 404 page. */
let editions: string[] = [];
const rules = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
/** Headers every HTTP response has, which no host configuration chooses. */
const TRANSPORT = [
  'server',
  'date',
  'content-type',
  'content-length',
  'transfer-encoding',
  'connection',
  'last-modified',
  'etag',
  'vary',
  'content-encoding',
  'accept-ranges',
];
let nginx: Awaited<ReturnType<typeof startNginx>> | undefined;
let certificate: Buffer;
const get = (path: string, options: Parameters<typeof rawRequest>[2] = {}) =>
  rawRequest(httpsOrigin, path, { ca: certificate, ...options });
const distFile = (route: string) => readFileSync(join('dist', route === '/' ? 'index.html' : `${route}.html`), 'utf8');
const notFoundPage = readFileSync('dist/404.html', 'utf8');
/** A script the build wrote under /_astro/ (every page's island loader names one). */
const asset = notFoundPage.match(/\/_astro\/[^"']+\.js/)![0];

test.beforeAll(async () => {
  const { prefix, root: copy } = nginxPrefix();
  root = copy;
  cpSync('dist', root, { recursive: true });
  const built = readdirSync(root, { withFileTypes: true }).filter(
    (entry) => entry.isDirectory() && existsSync(join(root, entry.name, '404.html')),
  );
  editions = [...new Set([...EDITIONS, ...built.map((entry) => entry.name)])];
  const fixtures = Object.entries(Object.assign({}, ...editions.map(editionFixtures)) as Record<string, string>).filter(
    ([file]) => !existsSync(join(root, file)),
  );
  const svgs = {
    [SCRIPTED.slice(1)]: SCRIPTED_SVG,
    [ART.slice(1)]: ART_SVG,
    ...Object.fromEntries(Object.entries(SCRIPTED_DOCUMENTS).map(([address, text]) => [address.slice(1), text])),
  };
  for (const [file, text] of [...Object.entries(DOTFILES), ...Object.entries(svgs), ...fixtures]) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  nginx = await startNginx({ prefix, root });
  ({ httpOrigin, httpsOrigin, certificate } = nginx);
});

test.afterAll(async () => {
  await nginx?.stop();
});

test('plain HTTP answers every address with a 301 to the same address on the site over HTTPS; HSTS comes over HTTPS only', async () => {
  for (const path of ['/', '/team?from=mail', '/no-such-page']) {
    const response = await rawRequest(httpOrigin, path);
    expect(response.status, path).toBe(301);
    expect(response.headers.location, path).toBe(`https://${SITE}${path}`);
    expect(response.headers['strict-transport-security'], path).toBeUndefined();
    expect((await get(path)).headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
  }
});

test('a request for another name than the site’s gets no answer at all: over HTTP, HTTPS and HTTP/2, and no certificate', async () => {
  // `received` is what came back, for the message: a redirect there would name the host the request chose.
  const dropped = (request: Promise<unknown>) =>
    request.then(
      (received) => ({ answered: true, received }),
      () => ({ answered: false }),
    );
  const homes = ['/', '/index', ...editions.map((locale) => `/${locale}/index`)];
  for (const host of OTHER_NAMES) {
    for (const path of homes) {
      const label = `Host: ${host}, ${path}`;
      expect(await dropped(rawRequest(httpOrigin, path, { headers: { Host: host } })), `HTTP ${label}`).toEqual({
        answered: false,
      });
      // The handshake names the site; the request another host.
      expect(await dropped(get(path, { headers: { Host: host } })), `HTTPS ${label}`).toEqual({ answered: false });
      expect(await http2Request(httpsOrigin, path, { authority: host, ca: certificate }), `HTTP/2 ${label}`).toEqual({
        status: 0,
        headers: {},
      });
    }
  }
  // A handshake naming another host, or none (as a client asking for the address), is refused: no certificate names
  // the site to a scanner.
  for (const servername of [OTHER_NAMES[0], undefined])
    expect(await tlsHandshake(httpsOrigin, servername, certificate), `SNI ${servername}`).toBe(false);
  expect(await tlsHandshake(httpsOrigin, SITE, certificate)).toBe(true);
  // HTTP/1.0 needs no Host at all: it names no site either.
  const bare = await rawExchange(httpOrigin, 'GET /team HTTP/1.0\r\n\r\n');
  expect(bare).toEqual({ status: 0, text: '' });
});

test('TLS 1.3 is served (the default server decides the version before SNI picks the site), and TLS 1.2; nothing older', async () => {
  expect(await tlsProtocol(httpsOrigin, SITE, certificate, 'TLSv1.3')).toBe('TLSv1.3');
  expect(await tlsProtocol(httpsOrigin, SITE, certificate, 'TLSv1.2')).toBe('TLSv1.2');
  // The site's own server and the default one list the same protocols and ciphers: the first decides.
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  for (const directive of ['ssl_protocols', 'ssl_ciphers']) {
    const lines = conf.match(new RegExp(`^\\s*${directive} .*;$`, 'gm'))?.map((line) => line.trim()) ?? [];
    expect(lines, directive).toHaveLength(2);
    expect(new Set(lines).size, `${directive}: the default server's differs from the site's`).toBe(1);
  }
  const older = spawnSync(
    opensslPath(),
    ['s_client', '-connect', new URL(httpsOrigin).host, '-servername', SITE, '-tls1_1'],
    { input: '', encoding: 'utf8', timeout: 10_000 },
  );
  expect(older.status, 'TLS 1.1').not.toBe(0);
});

test('TLS 1.2 offers only forward-secret AEAD ciphers: a client that asks for CBC or SHA-1 gets no connection', () => {
  const connects = (cipher: string) => {
    const client = spawnSync(
      opensslPath(),
      ['s_client', '-connect', new URL(httpsOrigin).host, '-servername', SITE, '-tls1_2', '-cipher', cipher],
      { input: '', encoding: 'utf8', timeout: 10_000 },
    );
    return client.status === 0;
  };
  for (const cipher of [
    'AES128-SHA',
    'AES256-SHA256',
    'ECDHE-ECDSA-AES128-SHA',
    'ECDHE-ECDSA-AES256-SHA384',
    'AES128-GCM-SHA256',
  ]) {
    expect(connects(cipher), cipher).toBe(false);
  }
  // The throw-away certificate is ECDSA, so the RSA suites cannot connect either way: the ECDSA ones above stand for
  // them (the same CBC and SHA-1 refused), and those of the list below connect.
  for (const cipher of [
    'ECDHE-ECDSA-AES128-GCM-SHA256',
    'ECDHE-ECDSA-AES256-GCM-SHA384',
    'ECDHE-ECDSA-CHACHA20-POLY1305',
  ]) {
    expect(connects(cipher), cipher).toBe(true);
  }
});

test('every route answers 200 with the built page as UTF-8 HTML, compressed, revalidated on each visit', async () => {
  for (const route of builtRoutes()) {
    const response = await get(route, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status, route).toBe(200);
    expect(response.headers['content-type'], route).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding'], route).toBe('gzip');
    expect(response.headers['cache-control'], route).toBe('no-cache');
    expect(gunzipSync(response.body).toString(), route).toBe(distFile(route));
  }
  expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
});

test('every page’s share picture answers 200 as a PNG, with no redirect and no cookie: WhatsApp fetches it as it is', async () => {
  for (const route of builtRoutes()) {
    const path = new URL(/<meta property="og:image" content="([^"]+)"/.exec(distFile(route))![1]!).pathname;
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.headers['content-type'], path).toBe('image/png');
    expect(response.headers['set-cookie'], path).toBeUndefined();
  }
});

test('brotli goes to a browser that takes it, gzip to one that takes only gzip: on a page, the 404 page and a script', async () => {
  const decode = { br: brotliDecompressSync, gzip: gunzipSync };
  for (const [path, status, file] of [
    ['/team', 200, 'team.html'],
    ['/no-such-page', 404, '404.html'],
    [asset, 200, asset],
  ] as const) {
    const expected = readFileSync(join(root, file));
    for (const [acceptEncoding, encoding] of [
      ['br, gzip', 'br'],
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      // Facebook's crawler, which reads the pages shared on WhatsApp, takes gzip and deflate only.
      ['deflate, gzip', 'gzip'],
    ] as const) {
      const label = `${path} with Accept-Encoding: ${acceptEncoding}`;
      const response = await get(path, { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(response.status, label).toBe(status);
      expect(response.headers['content-encoding'], label).toBe(encoding);
      expect(response.headers.vary, label).toBe('Accept-Encoding');
      expect(Number(response.headers['content-length']), label).toBe(response.body.length);
      expect(decode[encoding](response.body).equals(expected), label).toBe(true);
    }
  }
});

test('behind a CDN or load balancer (a request with Via) responses are still compressed', async () => {
  const response = await get('/team', { headers: { 'Accept-Encoding': 'gzip', Via: '1.1 cdn.example' } });
  expect(response.headers['content-encoding']).toBe('gzip');
});

test('unknown paths, the 404 page’s own addresses, a trailing slash naming no page and _headers answer 404 with the site 404 page', async () => {
  for (const path of ['/no-such-page', '/404', '/404.html', '/_headers', ...NOT_PAGE_SLASH_PATHS]) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(response.body.toString(), path).toBe(notFoundPage);
  }
});

test('under each language’s folder, unknown addresses answer 404 with that language’s 404 page; its home has one address', async () => {
  for (const locale of editions) {
    for (const { path, status, file, location } of editionPaths(locale)) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      if (location) expect(new URL(response.headers.location!, httpsOrigin).pathname, path).toBe(location);
      if (!file) continue;
      expect(response.body.toString(), path).toBe(readFileSync(join(root, file), 'utf8'));
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
    }
  }
});

test('the home pages have one address: /index redirects to /, a language’s to its home, naming no host (HTTP/1.1 and HTTP/2)', async () => {
  const homes = { '/index': '/', ...Object.fromEntries(editions.map((locale) => [`/${locale}/index`, `/${locale}`])) };
  for (const [path, home] of Object.entries(homes)) {
    const response = await get(path);
    expect(response.status, path).toBe(301);
    // The path alone: the browser keeps the host it asked for.
    expect(response.headers.location, path).toBe(home);
    const overHttp2 = await http2Request(httpsOrigin, path, { ca: certificate });
    expect(overHttp2.status, `HTTP/2 ${path}`).toBe(301);
    expect(overHttp2.headers.location, `HTTP/2 ${path}`).toBe(home);
  }
});

test('a trailing slash redirects to the page’s one address, naming no host, the query kept (HTTP/1.1 and HTTP/2)', async () => {
  for (const [path, location] of TRAILING_SLASH_PATHS) {
    const response = await get(path);
    expect(response.status, path).toBe(301);
    expect(response.headers.location, path).toBe(location);
    const overHttp2 = await http2Request(httpsOrigin, path, { ca: certificate });
    expect(overHttp2.status, `HTTP/2 ${path}`).toBe(301);
    expect(overHttp2.headers.location, `HTTP/2 ${path}`).toBe(location);
  }
});

test('an address is normalised before every rule: the same answer however it is spelt; no dotfile but /.well-known/', async () => {
  for (const path of HIDDEN_PATHS) {
    const response = await get(path);
    expect(response.status, path).toBe(404);
    expect(response.body.toString(), path).toBe(notFoundPage);
  }
  for (const path of INDEX_PATHS) {
    const response = await get(path);
    expect(response.status, path).toBe(301);
    expect(new URL(response.headers.location!, httpsOrigin).pathname, path).toBe('/');
  }
  for (const [path, file] of SERVED_PATHS) {
    const response = await get(path);
    expect(response.status, path).toBe(200);
    expect(response.body.toString(), path).toBe(readFileSync(join(root, file), 'utf8'));
    expect(response.headers['content-type'], path).toBe(
      file.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
    );
  }
});

test('HTTPS responses carry exactly the headers of public/_headers', async () => {
  // A language's pages and 404 page come from a location of their own: it must not lose the server's headers.
  const languages = editions.flatMap((locale) => [
    `/${locale}`,
    `/${locale}/team`,
    `/${locale}/no-such-page`,
    `/${locale}/404`,
  ]);
  const documents = [...Object.keys(SCRIPTED_DOCUMENTS), '/insights/rss.xml', '/sitemap-index.xml'];
  for (const path of ['/', '/team', '/admin', asset, '/favicon.svg', ART, ...documents, ...languages]) {
    const expected = Object.fromEntries(
      Object.entries(headersFor(rules, path)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    const { headers } = await get(path);
    expect(headers['cross-origin-resource-policy'], path).toBe('same-origin');
    for (const [name, value] of Object.entries(expected)) expect(headers[name], `${path} ${name}`).toBe(value);
    // Cache-Control of pages is the one header nginx chooses itself (public/_headers leaves it to each host).
    const extra = Object.keys(headers).filter(
      (name) => !TRANSPORT.includes(name) && !(name in expected) && name !== 'cache-control',
    );
    expect(extra, `${path}: headers nginx sends that public/_headers does not list`).toEqual([]);
  }
});

test('every SVG carries the SVGs’ policy of public/_headers, however its address is spelt', async () => {
  const policy = headersFor(rules, ART)['Content-Security-Policy'];
  expect(policy, 'public/_headers gives SVGs a policy of their own').not.toBe(
    headersFor(rules, '/')['Content-Security-Policy'],
  );
  const encoded = `${ART.slice(0, -1)}%67`;
  for (const path of ['/favicon.svg', ART, SCRIPTED, `/${ART}`, `/_astro/./${ART.split('/').pop()}`, encoded]) {
    const response = await get(path, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status, path).toBe(200);
    expect(response.headers['content-type'], path).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-security-policy'], path).toBe(policy);
  }
});

test('an SVG opened at its own address runs no script and leaves the site’s storage alone; artwork still draws', async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${httpsOrigin}${SCRIPTED}`);
    expect(await scriptRan(page)).toBe(false);
    await page.goto(`${httpsOrigin}/`);
    expect(await storedBySvg(page)).toBeNull();
    await page.goto(`${httpsOrigin}${ART}`);
    expect(await artFill(page)).toBe(ART_COLOUR.css);
  } finally {
    await context.close();
  }
});

test('a .svgz, an .xhtml or an .xml file opened at its own address runs no script and leaves the site’s storage alone', async ({
  browser,
}) => {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    for (const address of Object.keys(SCRIPTED_DOCUMENTS)) {
      const response = await page.goto(`${httpsOrigin}${address}`);
      expect(response?.headers()['content-security-policy'], address).toBe(
        headersFor(rules, ART)['Content-Security-Policy'],
      );
      expect(await scriptRan(page), address).toBe(false);
      await page.goto(`${httpsOrigin}/`);
      expect(await storedBySvg(page), address).toBeNull();
    }
  } finally {
    await context.close();
  }
});

test('hashed assets are cached for a year, compressed; a missing one is not cached', async () => {
  const response = await get(asset, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers['content-encoding']).toBe('gzip');
  const missing = await get('/_astro/missing.Zz9.css');
  expect(missing.status).toBe(404);
  expect(missing.headers['cache-control']).toBe('no-cache');
});

test('methods other than GET and HEAD answer 405 with Allow: GET, HEAD, never with the page, never cached', async () => {
  for (const method of WRITE_METHODS) {
    const response = await get('/team', { method });
    expect(response.status, method).toBe(405);
    expect(response.headers.allow, method).toBe('GET, HEAD');
    expect(response.body.toString(), method).not.toContain('<main');
  }
  expect((await get('/team')).headers.allow).toBeUndefined();
  const post = await get(asset, { method: 'POST' });
  expect(post.status).toBe(405);
  expect(post.headers['cache-control']).toBe('no-cache');
});

test('malformed percent-encoding answers 400; a valid escape of a byte that is no text is a missing page', async () => {
  for (const path of MALFORMED_PATHS) {
    const response = await get(path);
    expect(response.status, path).toBe(path === '/%ff' ? 404 : 400);
  }
});

test('neither headers nor error pages name the nginx version', async () => {
  for (const [path, method] of [
    ['/team', 'GET'],
    ['/team', 'POST'],
    ['/%zz', 'GET'],
  ] as const) {
    const response = await get(path, { method });
    expect(response.headers.server, `${method} ${path}`).toBe('nginx');
    expect(response.body.toString(), `${method} ${path}`).not.toMatch(/nginx\/\d/);
  }
  expect((await rawRequest(httpOrigin, '/')).headers.server).toBe('nginx');
});
