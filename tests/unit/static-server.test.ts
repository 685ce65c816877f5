// The local server (`npm start`, `npm run preview`, the browser tests) over a small build written the way
// `astro build` writes one (pages, a hashed asset, _headers, the .gz copies), probed with raw requests.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOnDirectory } from '../../src/integrations/post-build/pipeline';
import { precompressStep } from '../../src/integrations/post-build/steps/precompress';
import { MALFORMED_PATHS, WRITE_METHODS, rawRequest } from '../../scripts/raw-request.mjs';
import { createStaticServer, headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';

describe('_headers file', () => {
  const rules = parseHeadersFile(`# comment\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n`);

  it('applies the headers of every matching path pattern', () => {
    expect(headersFor(rules, '/_astro/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'self'",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/team')).not.toHaveProperty('Cache-Control');
  });
});

describe('the local server', () => {
  const project = mkdtempSync(join(tmpdir(), 'static-server-'));
  const root = join(project, 'dist');
  const page = (title: string) => `<!doctype html><title>${title}</title>${`<p>${title} and some text to compress.</p>`.repeat(40)}`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'team.html': page('Team'),
    '404.html': page('Not found'),
    'robots.txt': 'User-agent: *\n',
    '_astro/app.Bx3k9.js': `export const app = ${JSON.stringify('x'.repeat(2000))};\n`,
    _headers: '/*\n  X-Content-Type-Options: nosniff\n  Cross-Origin-Resource-Policy: same-origin\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n',
  };
  mkdirSync(join(root, '_astro'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  writeFileSync(join(project, 'secret.html'), 'outside the build');
  beforeAll(() => runOnDirectory(root, [precompressStep], () => {}));

  const server = createStaticServer({ root });
  let origin = '';
  const get = (path: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(origin, path, options);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  beforeAll(() => {
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves pages at clean URLs as UTF-8 HTML, with the headers of _headers; /index redirects to /', async () => {
    for (const [path, file] of [['/', 'index.html'], ['/team', 'team.html'], ['/team.html', 'team.html']]) {
      const response = await get(path!);
      expect(response.status, path).toBe(200);
      expect(response.body.toString(), path).toBe(files[file!]);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control'], path).toBe('no-cache');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], path).toBe('same-origin');
    }
    expect((await get('/robots.txt')).headers['content-type']).toBe('text/plain; charset=utf-8');
    const index = await get('/index');
    expect(index.status).toBe(301);
    expect(index.headers.location).toBe('/');
  });

  it('answers 404 with the 404 page for unknown paths, its own addresses, trailing slashes, _headers and files outside the build', async () => {
    const outside = ['/../secret.html', '/..%2fsecret.html', '/%2e%2e/secret', '//../secret.html', '/_astro/../../secret'];
    for (const path of ['/nope', '/404', '/404.html', '/team/', '/_headers', '/_header%73', ...outside]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe(files['404.html']);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('answers malformed percent-encoding with 400 and a plain sentence, naming no internals', async () => {
    for (const path of MALFORMED_PATHS) {
      const response = await get(path);
      expect(response.status, path).toBe(400);
      expect(response.headers['content-type'], path).toBe('text/plain; charset=utf-8');
      expect(response.body.toString(), path).toBe('Bad request: the address is not valid percent-encoding.\n');
    }
  });

  it('answers methods other than GET and HEAD with 405 and Allow: GET, HEAD, never with the page, never cached', async () => {
    for (const method of WRITE_METHODS) {
      const response = await get('/team', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow, method).toBe('GET, HEAD');
      expect(response.body.toString(), method).not.toContain('<title>');
    }
    const post = await get('/_astro/app.Bx3k9.js', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers['cache-control']).toBe('no-cache');
    const head = await get('/team', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(files['team.html']!));
  });

  it('marks hashed assets immutable only when they exist', async () => {
    const asset = await get('/_astro/app.Bx3k9.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await get('/_astro/missing.Zz9.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s gzip copy when Accept-Encoding takes gzip, and the file itself when it does not', async () => {
    for (const [acceptEncoding, gzip] of [
      ['gzip', true],
      ['br, gzip;q=0.5', true],
      ['*', true],
      ['gzip;q=0', false],
      ['*;q=0', false],
      ['identity', false],
      ['br', false],
    ] as const) {
      for (const path of ['/team', '/nope']) {
        const response = await get(path, { headers: { 'Accept-Encoding': acceptEncoding } });
        const label = `${path} with Accept-Encoding: ${acceptEncoding}`;
        expect(response.headers['content-encoding'], label).toBe(gzip ? 'gzip' : undefined);
        expect(response.headers.vary, label).toBe('Accept-Encoding');
        expect(Number(response.headers['content-length']), label).toBe(response.body.length);
        expect((gzip ? gunzipSync(response.body) : response.body).toString(), label).toBe(files[path === '/team' ? 'team.html' : '404.html']);
      }
    }
  });

  it('answers If-None-Match with the current ETag with 304 and no body', async () => {
    const first = await get('/team');
    expect(first.headers.etag).toBeTruthy();
    const again = await get('/team', { headers: { 'If-None-Match': first.headers.etag! } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    expect((await get('/team', { headers: { 'If-None-Match': 'W/"stale"' } })).status).toBe(200);
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await get('/team', { headers: { Range: 'bytes=10-29' } });
    expect(response.status).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 10-29/${Buffer.byteLength(files['team.html']!)}`);
    expect(response.body).toEqual(Buffer.from(files['team.html']!).subarray(10, 30));
  });
});
