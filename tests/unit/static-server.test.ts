// The local server (`npm start`, `npm run preview`, the browser tests) over a small build written the way
// `astro build` writes one (pages, a hashed asset, _headers, the .br and .gz copies), probed with raw requests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readBuild, writeBuild as writeFiles } from '../../src/integrations/post-build/pipeline';
import { precompress, precompressStep } from '../../src/integrations/post-build/steps/precompress';
import { MALFORMED_PATHS, WRITE_METHODS, rawExchange, rawRequest } from '../../scripts/raw-request.mjs';
import { createStaticServer, headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';
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

describe('_headers file', () => {
  const rules = parseHeadersFile(
    `# comment\n/*\n  X-Content-Type-Options: nosniff\n  Content-Security-Policy: default-src 'self'\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n`,
  );

  it('applies the headers of every matching path pattern', () => {
    expect(headersFor(rules, '/_astro/app.js')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'self'",
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/team')).not.toHaveProperty('Cache-Control');
  });

  it('matches a file-name pattern at any depth and in any letter case, and a later rule’s value of a header wins', () => {
    const svg = parseHeadersFile(
      `/*
  Content-Security-Policy: site
/*.svg
  Content-Security-Policy: drawing
/_astro/*
  Cache-Control: long
`,
    );
    for (const path of ['/favicon.svg', '/_astro/art.Bx3k9.svg', '/a/b/c.svg', '/_astro/ART.SVG'])
      expect(headersFor(svg, path)['Content-Security-Policy'], path).toBe('drawing');
    for (const path of ['/', '/team', '/svg', '/x.svg.html', '/x.svgz', '/_astro/app.js'])
      expect(headersFor(svg, path)['Content-Security-Policy'], path).toBe('site');
  });

  it('public/_headers sandboxes every file a browser opens as an XML document, and no page, script or picture', () => {
    const project = parseHeadersFile(readFileSync('public/_headers', 'utf8'));
    const policyOf = (path: string) => headersFor(project, path)['Content-Security-Policy'] ?? '';
    for (const path of [
      '/favicon.svg',
      '/_astro/evil.SVG',
      '/_astro/gz.t5.svgz',
      '/x.xhtml',
      '/x.XHT',
      '/insights/rss.xml',
      '/sitemap-index.xml',
      '/style.xsl',
      '/style.xslt',
    ])
      expect(policyOf(path), path).toMatch(/default-src 'none';.*; sandbox$/);
    for (const path of ['/', '/team', '/ar/insights', '/_astro/app.js', '/_astro/photo.avif', '/insights/feed.json'])
      expect(policyOf(path), path).not.toMatch(/sandbox/);
  });
});

/**
 * A build as `astro build` writes one, with each language's edition (stand-ins for its home, a page and its 404 page)
 * and the dotfiles of tests/support/paths.ts beside it; returns its folder.
 */
function writeBuild() {
  const project = mkdtempSync(join(tmpdir(), 'static-server-'));
  const root = join(project, 'dist');
  const page = (title: string) =>
    `<!doctype html><title>${title}</title>${`<p>${title} and some text to compress.</p>`.repeat(40)}`;
  const files: Record<string, string> = {
    'index.html': page('Home'),
    'team.html': page('Team'),
    '404.html': page('Not found'),
    'robots.txt': 'User-agent: *\n',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>\n',
    '_astro/app.Bx3k9.js': `export const app = ${JSON.stringify('x'.repeat(2000))};\n`,
    _headers:
      '/*\n  X-Content-Type-Options: nosniff\n  Cross-Origin-Resource-Policy: same-origin\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    '_astro/art.Bx3k9.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><circle r="4"/></svg>\n',
  };
  Object.assign(files, ...EDITIONS.map(editionFixtures));
  for (const [file, text] of Object.entries({ ...files, ...DOTFILES })) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), text);
  }
  writeFileSync(join(project, 'secret.html'), 'outside the build');
  // The build's brotli and gzip copies, written by the same step as in a real build (synchronously: the server starts at once).
  const build = readBuild(root, [precompressStep().reads!]);
  writeFiles(root, build, precompress(build));
  return { root, files };
}

describe('the local server', () => {
  const { root, files } = writeBuild();

  const server = createStaticServer({ root });
  let origin = '';
  const get = (path: string, options?: Parameters<typeof rawRequest>[2]) => rawRequest(origin, path, options);
  beforeAll(() => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)));
  beforeAll(() => {
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves pages at clean URLs as UTF-8 HTML, with the headers of _headers; /index redirects to /', async () => {
    for (const [path, file] of [
      ['/', 'index.html'],
      ['/team', 'team.html'],
      ['/team.html', 'team.html'],
    ]) {
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

  it('answers 404 with the 404 page for unknown paths, its own addresses, a trailing slash naming no page, _headers and files outside the build', async () => {
    const outside = [
      '/../secret.html',
      '/..%2fsecret.html',
      '/%2e%2e/secret',
      '//../secret.html',
      '/_astro/../../secret',
    ];
    for (const path of [
      '/nope',
      '/404',
      '/404.html',
      '/_headers',
      '/_header%73',
      ...NOT_PAGE_SLASH_PATHS,
      ...outside,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe(files['404.html']);
      expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
      expect(response.headers['x-content-type-options'], path).toBe('nosniff');
    }
  });

  it('answers under each language’s folder with that language’s 404 page, the nearest up the folder tree; its home has one address', async () => {
    for (const locale of EDITIONS) {
      for (const { path, status, file, location } of editionPaths(locale)) {
        const response = await get(path);
        expect(response.status, path).toBe(status);
        if (location) expect(response.headers.location, path).toBe(location);
        if (!file) continue;
        expect(response.body.toString(), path).toBe(files[file]);
        expect(response.headers['content-type'], path).toBe('text/html; charset=utf-8');
        expect(response.headers['x-content-type-options'], path).toBe('nosniff');
      }
      // The language's 404 page goes compressed too, from the build's own copy.
      const compressed = await get(`/${locale}/no-such-page`, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(compressed.body).toString()).toBe(files[`${locale}/404.html`]);
      const brotli = await get(`/${locale}/no-such-page`, { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(files[`${locale}/404.html`]);
    }
  });

  it('normalises an address once, before every rule: the same answer however it is spelt; no dotfile but /.well-known/', async () => {
    for (const path of HIDDEN_PATHS) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).toBe(files['404.html']);
    }
    for (const path of INDEX_PATHS) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe('/');
    }
    for (const [path, location] of TRAILING_SLASH_PATHS) {
      const response = await get(path);
      expect(response.status, path).toBe(301);
      expect(response.headers.location, path).toBe(location);
    }
    for (const [path, file] of SERVED_PATHS) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.body.toString(), path).toBe(readFileSync(join(root, file), 'utf8'));
      expect(response.headers['content-type'], path).toBe(
        file.endsWith('.txt') ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
      );
    }
    // The headers of _headers follow the normalised path too.
    const asset = await get('//_astro/./app.Bx3k9.js');
    expect(asset.status).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
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

  it('sends the build’s brotli copy when Accept-Encoding takes br, else its gzip copy when it takes gzip, else the file itself', async () => {
    const decode = { br: brotliDecompressSync, gzip: gunzipSync, identity: (body: Buffer) => body };
    for (const [acceptEncoding, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['BR;q=0.1, gzip', 'br'],
      ['gzip;q=1, br;q=0.5', 'br'],
      ['*', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['br;q=0, *', 'gzip'],
      ['gzip', 'gzip'],
      // Facebook's crawler, which reads the pages shared on WhatsApp, takes gzip and deflate only.
      ['deflate, gzip', 'gzip'],
      ['br, gzip;q=0.5', 'br'],
      ['gzip;q=0', 'identity'],
      ['br;q=0, gzip;q=0', 'identity'],
      ['*;q=0', 'identity'],
      ['identity', 'identity'],
      ['brotli', 'identity'],
      ['deflate', 'identity'],
    ] as const) {
      for (const [path, file] of [
        ['/team', 'team.html'],
        ['/nope', '404.html'],
        ['/_astro/app.Bx3k9.js', '_astro/app.Bx3k9.js'],
      ] as const) {
        const response = await get(path, { headers: { 'Accept-Encoding': acceptEncoding } });
        const label = `${path} with Accept-Encoding: ${acceptEncoding}`;
        expect(response.headers['content-encoding'], label).toBe(encoding === 'identity' ? undefined : encoding);
        expect(response.headers.vary, label).toBe('Accept-Encoding');
        expect(Number(response.headers['content-length']), label).toBe(response.body.length);
        expect(decode[encoding](response.body).toString(), label).toBe(files[file]);
      }
    }
  });

  it('sends every SVG with the SVGs’ policy of public/_headers: no script, nothing loaded, an origin of its own', async () => {
    const { root: project } = writeBuild();
    writeFileSync(join(project, '_headers'), readFileSync('public/_headers'));
    const other = createStaticServer({ root: project });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const projectOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    /** A policy's directives, by name. */
    const directives = (policy = '') =>
      Object.fromEntries(
        policy
          .split(';')
          .map((part) => part.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      );
    try {
      const page = await rawRequest(projectOrigin, '/team');
      for (const [path, status, headers] of [
        ['/favicon.svg', 200, {}],
        ['/_astro/art.Bx3k9.svg', 200, { 'Accept-Encoding': 'gzip' }],
        ['//_astro/./art.Bx3k9.svg', 200, {}],
        ['/_astro/art.Bx3k9.sv%67', 200, {}],
        ['/_astro/art.Bx3k9.svg', 206, { Range: 'bytes=0-9' }],
      ] as const) {
        const response = await rawRequest(projectOrigin, path, { headers });
        const label = `${path} ${JSON.stringify(headers)}`;
        expect(response.status, label).toBe(status);
        expect(response.headers['content-type'], label).toMatch(/^image\/svg\+xml/);
        const policy = String(response.headers['content-security-policy']);
        expect(policy, label).not.toBe(page.headers['content-security-policy']);
        expect(directives(policy), label).toMatchObject({ 'default-src': ["'none'"], sandbox: [] });
        expect(directives(policy), label).not.toHaveProperty('script-src');
      }
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('sends a file with the type _headers gives its path, as Netlify does, whole, compressed or ranged', async () => {
    const { root: project } = writeBuild();
    const fileType = 'application/zz-sample+json';
    writeFileSync(
      join(project, '_headers'),
      `/*\n  X-Content-Type-Options: nosniff\n/zz-sample.json\n  Content-Type: ${fileType}\n`,
    );
    const text = JSON.stringify({ sample: 'x'.repeat(400) });
    writeFileSync(join(project, 'zz-sample.json'), text);
    writeFileSync(join(project, 'zz-sample.json.gz'), gzipSync(text));
    const other = createStaticServer({ root: project });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const projectOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
    try {
      // The type of _headers replaces the one guessed from the name (application/json), whole, compressed or ranged.
      for (const [status, headers] of [
        [200, {}],
        [200, { 'Accept-Encoding': 'gzip' }],
        [206, { Range: 'bytes=0-9' }],
      ] as const) {
        const response = await rawRequest(projectOrigin, '/zz-sample.json', { headers });
        const label = JSON.stringify(headers);
        expect(response.status, label).toBe(status);
        expect(response.headers['content-type'], label).toBe(fileType);
      }
      expect((await rawRequest(projectOrigin, '/zz-sample.json')).body.toString()).toBe(text);
      // Pages keep theirs; a 404 page is a page, whatever address it answers.
      expect((await rawRequest(projectOrigin, '/team')).headers['content-type']).toBe('text/html; charset=utf-8');
      expect((await rawRequest(projectOrigin, '/nope.json')).headers['content-type']).toBe('text/html; charset=utf-8');
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('sends gzip to a browser that takes brotli when the build keeps no brotli copy of the file', async () => {
    const { root: bare, files: bareFiles } = writeBuild();
    rmSync(join(bare, 'team.html.br'));
    const other = createStaticServer({ root: bare });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const response = await rawRequest(`http://127.0.0.1:${(other.address() as AddressInfo).port}`, '/team', {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(response.body).toString()).toBe(bareFiles['team.html']);
    } finally {
      await new Promise<void>((resolve) => other.close(() => resolve()));
    }
  });

  it('gives each encoding its own ETag: a copy cached in one encoding is never revalidated for another', async () => {
    const etags = new Map<string, string>();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const response = await get('/team', { headers: { 'Accept-Encoding': acceptEncoding } });
      etags.set(acceptEncoding, response.headers.etag!);
      const again = await get('/team', {
        headers: { 'Accept-Encoding': acceptEncoding, 'If-None-Match': response.headers.etag! },
      });
      expect(again.status, acceptEncoding).toBe(304);
    }
    expect(new Set(etags.values()).size).toBe(3);
    const other = await get('/team', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etags.get('gzip')! } });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('br');
    const head = await get('/team', { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect(head.headers['content-encoding']).toBe('br');
    expect(Number(head.headers['content-length'])).toBe(readFileSync(join(root, 'team.html.br')).length);
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
});

/**
 * The local server in a process of its own, as `npm start` runs it: a request that would stop it stops that process
 * (and the requests after it fail), not the test runner.
 */
function startServer(root: string) {
  const module = new URL('../../scripts/static-server.mjs', import.meta.url).href;
  const script = `import(${JSON.stringify(module)}).then(({ createStaticServer }) => {
    const server = createStaticServer({ root: ${JSON.stringify(root)} });
    server.listen(0, '127.0.0.1', () => process.stdout.write(server.address().port + '\\n'));
  })`;
  const child: ChildProcess = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk) => (output += chunk));
  const origin = new Promise<string>((resolve, reject) => {
    child.stdout!.once('data', (chunk) => resolve(`http://127.0.0.1:${String(chunk).trim()}`));
    child.once('exit', (code) => reject(new Error(`The server stopped (exit ${code}): ${output}`)));
  });
  // Awaited by the tests; marked handled here so that a stop after the tests is no unhandled rejection.
  origin.catch(() => undefined);
  return { child, origin, output: () => output };
}

describe('the local server, whatever a request holds', () => {
  const { root, files } = writeBuild();
  const team = Buffer.from(files['team.html']!);
  const size = team.length;
  const server = startServer(root);
  let origin = '';
  beforeAll(async () => {
    origin = await server.origin;
  });
  afterAll(() => {
    server.child.kill();
  });
  const alive = () => expect(server.child.exitCode, `the server stopped: ${server.output()}`).toBeNull();

  it('answers one valid byte range with 206 and exactly those bytes, an unsatisfiable one with 416, any other Range header with the whole file', async () => {
    const partial: [range: string, start: number, end: number][] = [
      ['bytes=10-29', 10, 29],
      ['bytes=0-0', 0, 0],
      ['bytes=-100', size - 100, size - 1],
      ['bytes=10-', 10, size - 1],
      [`bytes=${size - 1}-${size + 5}`, size - 1, size - 1],
      ['bytes=-99999999999', 0, size - 1],
      ['bytes=0-9007199254740992', 0, size - 1],
      ['bytes=0-18446744073709551616', 0, size - 1],
      ['BYTES=3-4', 3, 4],
    ];
    for (const [range, start, end] of partial) {
      const response = await rawRequest(origin, '/team', { headers: { Range: range } });
      expect(response.status, range).toBe(206);
      expect(response.headers['content-range'], range).toBe(`bytes ${start}-${end}/${size}`);
      expect(response.headers['content-type'], range).toBe('text/html; charset=utf-8');
      expect(response.body, range).toEqual(team.subarray(start, end + 1));
    }
    for (const range of [
      'bytes=-0',
      `bytes=${size}-`,
      `bytes=${size}-${size + 10}`,
      'bytes=9007199254740993-',
      'bytes=18446744073709551616-18446744073709551617',
    ]) {
      const response = await rawRequest(origin, '/team', { headers: { Range: range } });
      expect(response.status, range).toBe(416);
      expect(response.headers['content-range'], range).toBe(`bytes */${size}`);
    }
    const ignored = [
      'bytes=5-2',
      'bytes=2-1',
      'bytes=abc',
      'bytes=',
      'bytes=-',
      'bytes=0-1,5-6',
      'bytes=0-1, 3-4',
      'items=0-1',
      'bytes=1-2-3',
      'bytes=+1-2',
      'bytes=0x10-20',
      'bytes=1.5-2',
      'bytes=1 -2',
    ];
    for (const range of ignored) {
      const response = await rawRequest(origin, '/team', { headers: { Range: range } });
      expect(response.status, range).toBe(200);
      expect(response.headers['content-range'], range).toBeUndefined();
      expect(response.body, range).toEqual(team);
    }
    // The range is of what is sent: the brotli copy when the browser takes brotli, the gzip copy when it takes gzip
    // only; the ETag is that copy's, as in a whole answer.
    for (const [acceptEncoding, encoding, copy] of [
      ['gzip', 'gzip', 'team.html.gz'],
      ['gzip, br', 'br', 'team.html.br'],
    ] as const) {
      const bytes = readFileSync(join(root, copy));
      const compressed = await rawRequest(origin, '/team', {
        headers: { Range: 'bytes=0-9', 'Accept-Encoding': acceptEncoding },
      });
      expect(compressed.status, acceptEncoding).toBe(206);
      expect(compressed.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(compressed.headers['content-range'], acceptEncoding).toBe(`bytes 0-9/${bytes.length}`);
      expect(compressed.body, acceptEncoding).toEqual(bytes.subarray(0, 10));
      const whole = await rawRequest(origin, '/team', { headers: { 'Accept-Encoding': acceptEncoding } });
      expect(compressed.headers.etag, acceptEncoding).toBe(whole.headers.etag);
      const last = await rawRequest(origin, '/team', {
        headers: { Range: 'bytes=-5', 'Accept-Encoding': acceptEncoding },
      });
      expect(last.body, acceptEncoding).toEqual(bytes.subarray(bytes.length - 5));
    }
    // A changed file (If-Range no longer matches) is sent whole; HEAD ignores Range.
    expect(
      (
        await rawRequest(origin, '/team', {
          headers: { Range: 'bytes=0-9', 'If-Range': 'Thu, 01 Jan 1970 00:00:00 GMT' },
        })
      ).status,
    ).toBe(200);
    expect((await rawRequest(origin, '/team', { method: 'HEAD', headers: { Range: 'bytes=0-9' } })).status).toBe(200);
    alive();
  });

  it('answers every hostile request (bad ranges, huge headers, bad methods and request lines, absurd paths) and keeps serving', async () => {
    const request = (target: string, headers = '') =>
      `GET ${target} HTTP/1.1\r\nHost: site.invalid\r\n${headers}Connection: close\r\n\r\n`;
    const hostile: [what: string, bytes: string, status: number][] = [
      ['Range: bytes=5-2', request('/team', 'Range: bytes=5-2\r\n'), 200],
      ['Range: bytes=2-1', request('/team', 'Range: bytes=2-1\r\n'), 200],
      ['Range past 2^53', request('/team', 'Range: bytes=0-9007199254740992\r\n'), 206],
      ['Range past 2^64', request('/team', 'Range: bytes=0-18446744073709551616\r\n'), 206],
      ['Range of a missing file', request('/nope', 'Range: bytes=5-2\r\n'), 404],
      ['Range twice', request('/team', 'Range: bytes=0-1\r\nRange: bytes=9-3\r\n'), 200],
      ['a header of 64 KiB', request('/', `X-Filler: ${'a'.repeat(65536)}\r\n`), 431],
      ['10 000 headers', request('/', 'X-A: a\r\n'.repeat(10000)), 431],
      ['an unknown method', 'BREW / HTTP/1.1\r\nHost: site.invalid\r\n\r\n', 400],
      ['a lowercase method', 'get / HTTP/1.1\r\nHost: site.invalid\r\n\r\n', 400],
      ['a request line without target', 'GET\r\n\r\n', 400],
      ['an unknown HTTP version', 'GET / HTTP/9.9\r\nHost: site.invalid\r\n\r\n', 400],
      ['a TLS handshake on the plain port', '\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03', 400],
      ['a NUL byte in the path', request('/te\0am'), 400],
      ['an escaped NUL byte', request('/team%00.html'), 400],
      ['malformed percent-encoding', request('/%E0%A4%A'), 400],
      ['the asterisk target', request('*'), 400],
      ['a target without slash', request('team'), 400],
      ['an absolute-form target', request('http://other.invalid/team'), 200],
      ['an absolute-form target with dotfile', request('http://other.invalid/.env'), 404],
      ['2000 parent folders', request(`/${'../'.repeat(2000)}etc/passwd`), 404],
      ['3000 folders', request(`/${'a/'.repeat(3000)}`), 404],
      ['encoded parent folders', request('/%2e%2e/%2e%2e/secret.html'), 404],
      ['an escaped slash in a dotfile', request('/x%2f..%2f.env'), 404],
      [
        'both Content-Length and Transfer-Encoding',
        request('/', 'Content-Length: 3\r\nTransfer-Encoding: chunked\r\n'),
        400,
      ],
      ['a folded header line', request('/', 'X-A: a\r\n b\r\n'), 400],
      ['If-None-Match of 8 KiB', request('/team', `If-None-Match: ${'"x",'.repeat(2000)}\r\n`), 200],
      ['a nonsense Accept-Encoding', request('/team', 'Accept-Encoding: gzip;q=NaN, *;q=-1, ;;;\r\n'), 200],
      ['If-Range without Range', request('/team', 'If-Range: "x"\r\n'), 200],
      ['HTTP/1.0 without Host', 'GET /team HTTP/1.0\r\n\r\n', 200],
      ['CONNECT', 'CONNECT site.invalid:443 HTTP/1.1\r\nHost: site.invalid:443\r\n\r\n', 0],
      [
        'a write with a body',
        'POST /team HTTP/1.1\r\nHost: site.invalid\r\nContent-Length: 5\r\nConnection: close\r\n\r\nhello',
        405,
      ],
    ];
    for (const [what, bytes, status] of hostile) {
      expect.soft((await rawExchange(origin, bytes)).status, what).toBe(status);
      alive();
    }
    const last = await rawRequest(origin, '/team');
    expect(last.status).toBe(200);
    expect(last.body).toEqual(team);
  });

  it('answers an address whose name is too long for the file system with 404, with Range or without', async () => {
    // 248 bytes and more: with the copies' `.html.br` the name passes the file system's 255.
    for (const length of [248, 255, 300, 5000]) {
      const name = 'a'.repeat(length);
      for (const path of [`/${name}`, `/_astro/${name}.js`, ...EDITIONS.map((locale) => `/${locale}/${name}`)]) {
        const label = `${length} bytes: ${path.slice(0, 12)}…`;
        const whole = await rawRequest(origin, path);
        const ranged = await rawRequest(origin, path, { headers: { Range: 'bytes=0-9' } });
        expect(whole.status, label).toBe(404);
        expect(ranged.status, label).toBe(404);
        expect(ranged.body, label).toEqual(whole.body);
      }
    }
    alive();
  });

  it('answers 500 while the build is missing (a new build empties the folder) and serves again once it is back', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'static-server-empty-'));
    const bare = startServer(empty);
    try {
      const bareOrigin = await bare.origin;
      for (const path of ['/', '/nope', '/team']) expect((await rawRequest(bareOrigin, path)).status, path).toBe(500);
      writeFileSync(join(empty, '404.html'), files['404.html']!);
      writeFileSync(join(empty, 'team.html'), files['team.html']!);
      expect((await rawRequest(bareOrigin, '/nope')).status).toBe(404);
      expect((await rawRequest(bareOrigin, '/team')).status).toBe(200);
      expect(bare.child.exitCode).toBeNull();
    } finally {
      bare.child.kill();
    }
  });
});
