// deploy/nginx.conf over the real build: routes, 404, security headers, compression, caching.
import { expect, test } from '@playwright/test';
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { builtRoutes } from '../support/content';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';
import { nginxPath } from '../../scripts/nginx.mjs';

// One nginx for the whole file: its tests run in one worker, one after another.
test.describe.configure({ mode: 'serial' });

const port = 4398;
const base = `http://127.0.0.1:${port}`;
let nginx: ChildProcess;

test.beforeAll(async () => {
  const prefix = mkdtempSync(join(tmpdir(), 'nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/listen 80;/, `listen 127.0.0.1:${port};`)
    .replace(/root [^;]+;/, `root ${resolve('dist')};`);
  writeFileSync(join(prefix, 'site.conf'), site);
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log;\nevents {}\nhttp {\n  include /etc/nginx/mime.types;\n  access_log off;\n` +
      `  client_body_temp_path ${prefix}/body; proxy_temp_path ${prefix}/proxy; fastcgi_temp_path ${prefix}/fastcgi;\n` +
      `  uwsgi_temp_path ${prefix}/uwsgi; scgi_temp_path ${prefix}/scgi;\n  include ${prefix}/site.conf;\n}\n`,
  );
  const check = spawnSync(nginxPath(), ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], { encoding: 'utf8' });
  expect(check.status, check.stderr).toBe(0);
  nginx = spawn(nginxPath(), ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  await expect.poll(async () => (await fetch(`${base}/404.html`).catch(() => null))?.status ?? 0).toBe(404);
});

test.afterAll(() => {
  nginx?.kill();
});

test('every route answers 200 with HTML, compressed, revalidated on each visit', async () => {
  for (const route of builtRoutes()) {
    const response = await fetch(`${base}${route}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status, route).toBe(200);
    expect(response.headers.get('content-type'), route).toContain('text/html');
    expect(response.headers.get('content-encoding'), route).toBe('gzip');
    expect(response.headers.get('cache-control'), route).toBe('no-cache');
  }
});

test('an unknown path answers 404 with the site 404 page', async () => {
  const response = await fetch(`${base}/no-such-page`);
  expect(response.status).toBe(404);
  expect(await response.text()).toBe(readFileSync('dist/404.html', 'utf8'));
});

test('security headers match public/_headers', async () => {
  const expected = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/');
  const response = await fetch(`${base}/`);
  for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), name).toBe(value);
});

test('hashed assets are cached for a year', async () => {
  const html = readFileSync('dist/404.html', 'utf8');
  const asset = html.match(/\/_astro\/[^"']+\.css/)![0];
  const response = await fetch(`${base}${asset}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-encoding')).toBe('gzip');
});
