// The server for dist/ on this machine: `npm start`, `npm run preview`, the browser tests and the benchmark. Not
// for production, which is a static host or nginx (docs/DEPLOY.md). sirv serves the files (the build's .gz copies,
// ETag and If-None-Match, Range); this layer adds what those hosts do, so local tests see what visitors get: clean
// URLs, the 404 page with status 404, the headers of public/_headers, and GET and HEAD only.
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
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

function matches(pattern, path) {
  const regex = new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
  return regex.test(path);
}

export function headersFor(rules, path) {
  return Object.assign({}, ...rules.filter((rule) => matches(rule.pattern, path)).map((rule) => rule.headers));
}

/**
 * Paths that answer 404 although a file matches, as in deploy/nginx.conf: the hosts' header file, the 404 page's
 * own addresses, and a trailing slash (the site never uses one: one address per page).
 */
const hidden = (path) => ['/_headers', '/404', '/404.html'].includes(path) || (path.length > 1 && path.endsWith('/'));

/** Whether an Accept-Encoding header takes gzip: named, or matched by `*`, with a q-value above 0. */
function acceptsGzip(header = '') {
  const quality = {};
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((item) => item.trim());
    const q = params.find((param) => param.startsWith('q='));
    quality[coding] = q ? Number(q.slice(2)) : 1;
  }
  return (quality.gzip ?? quality['*'] ?? 0) > 0;
}

/** sirv names a charset for HTML only; text formats get one, as from nginx. Paths without an extension are pages. */
function contentType(path) {
  const type = lookup(path) ?? 'text/html';
  return /^text\/|javascript|json|xml/.test(type) ? `${type}; charset=utf-8` : type;
}

export function createStaticServer({ root = 'dist', headersFile = join(root, '_headers') } = {}) {
  const dir = resolve(root);
  const rules = existsSync(headersFile) ? parseHeadersFile(readFileSync(headersFile, 'utf8')) : [];
  const reply = (req, res, status, headers, body) => {
    res.writeHead(status, { 'Cache-Control': 'no-cache', 'Content-Length': body.length, ...headers });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  const text = (req, res, status, message, headers = {}) =>
    reply(req, res, status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers }, Buffer.from(`${message}\n`));
  const notFound = (req, res) => {
    const gzip = req.headers['accept-encoding'] === 'gzip' && existsSync(join(dir, '404.html.gz'));
    const page = readFileSync(join(dir, gzip ? '404.html.gz' : '404.html'));
    reply(req, res, 404, { 'Content-Type': contentType('/404.html'), ...(gzip && { 'Content-Encoding': 'gzip' }) }, page);
  };
  const files = sirv(dir, {
    // Looks each file up when asked instead of listing dist/ once at start: a new build is served without a restart.
    dev: true,
    etag: true,
    gzip: true,
    extensions: ['html'],
    setHeaders: (res, path) => res.setHeader('Content-Type', contentType(path)),
    onNoMatch: notFound,
  });

  return createServer((req, res) => {
    const rawPath = (req.url ?? '/').split(/[?#]/)[0];
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(headersFor(rules, rawPath))) res.setHeader(name, value);
    let path;
    try {
      path = decodeURIComponent(rawPath);
    } catch {
      return text(req, res, 400, 'Bad request: the address is not valid percent-encoding.');
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') return text(req, res, 405, 'Method not allowed: this site is read-only.', { Allow: 'GET, HEAD' });
    // sirv sends the .gz copy whenever the header contains "gzip", q=0 included: it is given the verdict instead.
    req.headers['accept-encoding'] = acceptsGzip(req.headers['accept-encoding']) ? 'gzip' : 'identity';
    if (path === '/index') return reply(req, res, 301, { Location: '/' }, Buffer.alloc(0));
    if (hidden(path)) return notFound(req, res);
    files(req, res);
  });
}
