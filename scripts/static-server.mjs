// The server for dist/ on this machine: `npm start`, `npm run preview`, the browser tests and the benchmark. Not
// for production, which is a static host or nginx (docs/DEPLOY.md). sirv serves the files (the build's .br and .gz
// copies, ETag and If-None-Match); this layer adds what those hosts do, so local tests see what visitors get: one normalised
// path for every rule, clean URLs, the 404 page with status 404, no dotfiles, the headers of public/_headers, GET and
// HEAD only, and Range as RFC 9110 says (sirv's own answers some ranges wrongly and throws on others, which would
// stop the server). Whatever a request holds, the server answers it and keeps running.
import { closeSync, existsSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, posix, resolve, sep } from 'node:path';
import { lookup } from 'mrmime';
import sirv from 'sirv';

/** Parses the Netlify / Cloudflare Pages `_headers` format: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: {} });
      continue;
    }
    const rule = rules.at(-1);
    const colon = line.indexOf(':');
    if (rule && colon > 0) rule.headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return rules;
}

/**
 * Whether a `_headers` path pattern matches a normalised path: `*` stands for any characters, slashes included, so
 * `/_astro/*` matches everything under /_astro/ and `/*.svg` every SVG at any depth, as on Netlify and Cloudflare
 * Pages. Letter case is ignored, as Netlify ignores it: `/x.SVG` is served as an SVG, so it is one for the rules too.
 */
function matches(pattern, path) {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
  return regex.test(path);
}

export function headersFor(rules, path) {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern, path)).map((rule) => rule.headers));
}

/**
 * Paths that answer 404 although a file matches, as in deploy/nginx.conf: the hosts' header and redirect files, the
 * 404 pages' own addresses (`/404`, and each language's, `/ar/404`), a trailing slash where no page has that name
 * (a page's redirects to its one address, slashRedirect), and dotfiles (an editor's `.env`, a `.git` folder copied with the build) except under
 * /.well-known/, whose addresses are registered for the public. The same expression is nginx's
 * `location ~ /\.(?!well-known/)`.
 */
const hidden = (path) =>
  ['/_headers', '/_redirects'].includes(path) ||
  /\/404(\.html)?$/.test(path) ||
  (path.length > 1 && path.endsWith('/')) ||
  /\/\.(?!well-known\/)/.test(path);

/**
 * The 404 page for a normalised path: the nearest `404.html` up the folder tree, as Cloudflare Pages picks it — each
 * language's edition has its own (`/ar/x/y` → ar/x/404.html, else ar/404.html, else 404.html). The folder of
 * `/ar/` is /ar, of `/ar` the root.
 */
function nearestNotFound(dir, path) {
  let nearest = '/404.html';
  let folder = '';
  // Top down, stopping at the first folder the build lacks: an address of any depth costs a few look-ups.
  for (const name of path.split('/').slice(1, -1)) {
    folder += `/${name}`;
    if (!stats(join(dir, folder))?.isDirectory()) break;
    if (stats(join(dir, folder, '404.html'))?.isFile()) nearest = `${folder}/404.html`;
  }
  return nearest;
}

/** A file's stats, undefined when there is none (a name too long, a file's name used as a folder). */
function stats(abs) {
  try {
    return statSync(abs, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}

/**
 * Where `/<folder>/index` redirects: a folder with a 404 page of its own is a language's edition, whose home page is
 * `/<folder>` (`/ar/index` → `/ar`), as `/index` → `/`; one address per page. Undefined for any other path.
 */
function indexRedirect(dir, path) {
  if (path === '/index') return '/';
  const folder = /^(\/.+)\/index$/.exec(path)?.[1];
  if (folder && stats(join(dir, folder, '404.html'))?.isFile()) return folder;
  return undefined;
}

/**
 * Where an address with a trailing slash redirects, as people type it and some apps append it: to the page of that
 * name without it (`/team/` → `/team`, `/ar/` → `/ar`) when the build has one; undefined otherwise (the 404 page). The
 * path alone, percent-encoded: it never names a host, and never reads as another site's address (`/\\host`).
 */
function slashRedirect(dir, path) {
  if (path.length < 2 || !path.endsWith('/') || /\/\.(?!well-known\/)/.test(path)) return undefined;
  const page = path.replace(/\/+$/, '');
  if (!stats(join(dir, `${page}.html`))?.isFile()) return undefined;
  return encodeURI(page).replace(/[?#]/g, encodeURIComponent);
}

/**
 * The request target as the one path every rule sees: percent-encoding decoded, slashes merged, `.` and `..`
 * resolved (never above the root), as nginx does before it picks a location. An absolute-form target
 * (`http://host/path`) is its path. Undefined when it is no path at all: malformed percent-encoding, a NUL byte
 * (no file name holds one), `*`, or anything else that does not start with a slash.
 */
export function normalisePath(target = '/') {
  const raw = target.replace(/^https?:\/\/[^/?#]*/i, '').split(/[?#]/)[0];
  if (!raw.startsWith('/')) return undefined;
  let path;
  try {
    path = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (path.includes('\0')) return undefined;
  return posix.normalize(path.replace(/\/+/g, '/'));
}

/**
 * The byte range a GET asks for, as RFC 9110 §14 reads it: `undefined` when the header is to be ignored (absent,
 * another unit, malformed, last before first, or several ranges: the whole file is sent), `null` when no byte of the
 * file is asked for (416), else `{ start, end }` with end clamped to the last byte. Digits are compared as BigInt:
 * any number of them is a valid position.
 */
export function parseRange(header, size) {
  if (typeof header !== 'string') return undefined;
  const match = /^bytes=[ \t]*(\d*)-(\d*)[ \t]*$/i.exec(header);
  if (!match || (!match[1] && !match[2])) return undefined;
  const total = BigInt(size);
  if (!match[1]) {
    const suffix = BigInt(match[2]);
    if (suffix === 0n || total === 0n) return null;
    return { start: Number(total > suffix ? total - suffix : 0n), end: size - 1 };
  }
  const first = BigInt(match[1]);
  const last = match[2] ? BigInt(match[2]) : undefined;
  if (last !== undefined && last < first) return undefined;
  if (first >= total) return null;
  return { start: Number(first), end: Number(last === undefined || last >= total ? total - 1n : last) };
}

/**
 * The encodings of the build's copies an Accept-Encoding header takes, in the order they are tried: brotli first
 * (smaller), then gzip — each when named, or matched by `*`, with a q-value above 0. Brotli goes first whenever it is
 * taken, whatever the q-values of the two, as nginx's brotli_static does: a browser that takes both is served the
 * smaller copy.
 */
export function acceptedEncodings(header = '') {
  const quality = {};
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality[coding] = q ? Number(q.slice(2)) : 1;
  }
  return ['br', 'gzip'].filter((coding) => (quality[coding] ?? quality['*'] ?? 0) > 0);
}

/** The copies' file extensions, by encoding. */
const COPY = { br: '.br', gzip: '.gz' };

/** sirv names a charset for HTML only; text formats get one, as from nginx. Paths without an extension are pages. */
function contentType(path) {
  const type = lookup(path) ?? 'text/html';
  return /^text\/|javascript|json|xml/.test(type) ? `${type}; charset=utf-8` : type;
}

/**
 * The file sirv sends for a path, found the way it looks (the .br copy first when brotli is taken, then the .gz copy
 * when gzip is, then the file, then the page of that name), for the Range answers this layer makes itself.
 */
function locate(dir, path, encodings) {
  const base = path.endsWith('/') ? path.slice(0, -1) : path;
  const candidates = [
    ...encodings.flatMap((encoding) =>
      [`.html${COPY[encoding]}`, COPY[encoding]].map((extension) => ({ extension, encoding })),
    ),
    { extension: '' },
    { extension: '.html' },
  ];
  for (const { extension, encoding } of candidates) {
    for (const name of [base && base + extension, `${base}/index${extension}`]) {
      if (!name) continue;
      const abs = join(dir, name);
      if (!abs.startsWith(dir + sep)) continue;
      // stats(), not statSync: a name too long for the file system (a segment of 248 bytes and more, with the
      // copies' .html.br) is no file either, and the request gets the 404 it gets without Range.
      const found = stats(abs);
      if (found?.isFile()) return { abs, stats: found, encoding };
    }
  }
  return undefined;
}

/** The encodings the request takes, from the verdict `handle` wrote into its Accept-Encoding header. */
const accepted = (req) => acceptedEncodings(req.headers['accept-encoding']);

export function createStaticServer({ root = 'dist', headersFile = join(root, '_headers') } = {}) {
  const dir = resolve(root);
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  /**
   * A file's type: the one `_headers` gives its path (the speculation rules' own type, which no extension names),
   * else the one guessed from its name, as Netlify and nginx (`default_type` in its location) send it.
   */
  const typeFor = (path) => headersFor(rules, path)['Content-Type'] ?? contentType(path);
  const reply = (req, res, status, headers, body) => {
    res.writeHead(status, { 'Cache-Control': 'no-cache', 'Content-Length': body.length, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const text = (req, res, status, message, headers = {}) =>
    reply(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, Buffer.from(`${message}\n`));
  const notFound = (req, res) => {
    // sirv calls this with the request whose url is the normalised path, re-encoded (below): normalising it again
    // gives that path back.
    const file = nearestNotFound(dir, normalisePath(req.url) ?? '/');
    const encoding = accepted(req).find((coding) => existsSync(join(dir, file + COPY[coding])));
    const page = readFileSync(join(dir, encoding ? file + COPY[encoding] : file));
    reply(
      req,
      res,
      404,
      { 'Content-Type': contentType(file), ...(encoding && { 'Content-Encoding': encoding }) },
      page,
    );
  };
  const files = sirv(dir, {
    // Looks each file up when asked instead of listing dist/ once at start: a new build is served without a restart.
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, path) => res.setHeader('Content-Type', typeFor(path)),
    onNoMatch: notFound,
  });

  /** A GET with a Range header: answers 206 with those bytes or 416 and returns true, or false to send the whole file. */
  const sendRange = (req, res, path) => {
    const file = locate(dir, path, accepted(req));
    if (!file) return false;
    const { abs, stats, encoding } = file;
    const etag = `W/"${stats.size}-${stats.mtime.getTime()}"`;
    const lastModified = stats.mtime.toUTCString();
    // A validator that no longer matches asks for the whole file; the ETag is weak, so only the date can match.
    const ifRange = req.headers['if-range'];
    if (ifRange !== undefined && ifRange !== lastModified) return false;
    if (req.headers['if-none-match'] === etag) return false;
    const range = parseRange(req.headers.range, stats.size);
    if (range === undefined) return false;
    if (range === null) {
      text(req, res, 416, 'Range not satisfiable: the file is shorter.', { 'Content-Range': `bytes */${stats.size}` });
      return true;
    }
    const body = Buffer.alloc(range.end - range.start + 1);
    const fd = openSync(abs, 'r');
    try {
      readSync(fd, body, 0, body.length, range.start);
    } finally {
      closeSync(fd);
    }
    reply(
      req,
      res,
      206,
      {
        'Content-Type': typeFor(path.replace(/\/$/, '') || '/index.html'),
        'Content-Range': `bytes ${range.start}-${range.end}/${stats.size}`,
        'Accept-Ranges': 'bytes',
        ETag: etag,
        'Last-Modified': lastModified,
        ...(encoding && { 'Content-Encoding': encoding }),
      },
      body,
    );
    return true;
  };

  const handle = (req, res) => {
    const path = normalisePath(req.url);
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(headersFor(rules, path ?? '/'))) res.setHeader(name, value);
    if (path === undefined) return text(req, res, 400, 'Bad request: the address is not valid percent-encoding.');
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return text(req, res, 405, 'Method not allowed: this site is read-only.', { Allow: 'GET, HEAD' });
    // sirv sends the .gz copy whenever the header contains "gzip", and the .br copy whenever it contains "br", q=0
    // included: it is given the verdict instead, the encodings it may send in the order to try them ("br, gzip").
    req.headers['accept-encoding'] = acceptedEncodings(req.headers['accept-encoding']).join(', ') || 'identity';
    const home = indexRedirect(dir, path);
    if (home) return reply(req, res, 301, { Location: home }, Buffer.alloc(0));
    const page = slashRedirect(dir, path);
    const query = /\?[^#]*/.exec(req.url)?.[0] ?? '';
    if (page) return reply(req, res, 301, { Location: `${page}${query}` }, Buffer.alloc(0));
    // The normalised path, for the 404 page and for sirv, which reads it again from req.url. (sirv decodes it with
    // decodeURI, which leaves an escaped ? or # as it is: no file in a build has one in its name.)
    req.url = encodeURI(path).replace(/[?#]/g, encodeURIComponent);
    if (hidden(path)) return notFound(req, res);
    if (req.method === 'GET' && req.headers.range !== undefined && sendRange(req, res, path)) return;
    // sirv never sees a Range header: its answers to some are wrong and others throw.
    delete req.headers.range;
    files(req, res);
  };

  return createServer((req, res) => {
    // A request the code above did not foresee answers 500 and the server goes on serving the others.
    const fail = (error) => {
      console.error(`500 for ${req.method} ${req.url}:`, error);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      res.end(req.method === 'HEAD' ? undefined : 'Internal error: the server could not answer this request.\n');
    };
    // sirv pipes a file stream into the response: a read error (the file removed by a new build) must not go uncaught.
    res.on('pipe', (source) => source.on('error', fail));
    try {
      handle(req, res);
    } catch (error) {
      fail(error);
    }
  });
}
