// Every SVG is sent with a policy of its own (the `/*.svg` rule of public/_headers): opened at its own address, a
// drawing's script does not run and cannot reach the site's storage, where /admin keeps the signed-in editor's
// account; artwork still draws, opened directly and as an <img>. Served by the local server over a small folder
// with the project's public/_headers, beside the same folder served without it, where the script does run: the
// difference is the policy. (deploy/nginx.conf's SVGs: tests/e2e/nginx.desktop.spec.ts.)
import { expect, test } from '@playwright/test';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStaticServer } from '../../scripts/static-server.mjs';
import {
  ART_COLOUR,
  ART_SVG,
  SCRIPTED_DOCUMENTS,
  SCRIPTED_SVG,
  artFill,
  pictureColour,
  pictureOf,
  scriptRan,
  storedBySvg,
} from '../support/svg';

/** Where a content SVG is published: under /_astro/, with a hash in its name. */
const SCRIPTED = '/_astro/scripted.Bx3k9.svg';
const ART = '/_astro/art.Bx3k9.svg';

let folder = '';
let servers: Server[] = [];
/** The folder served with the project's headers, and without any. */
const origins = { withPolicy: '', withoutPolicy: '' };

async function listen(server: Server) {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

test.beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'svg-policy-'));
  mkdirSync(join(folder, '_astro'));
  writeFileSync(join(folder, SCRIPTED), SCRIPTED_SVG);
  writeFileSync(join(folder, ART), ART_SVG);
  for (const [address, text] of Object.entries(SCRIPTED_DOCUMENTS)) writeFileSync(join(folder, address), text);
  writeFileSync(join(folder, 'picture.html'), pictureOf(ART));
  writeFileSync(join(folder, 'index.html'), '<!doctype html><html lang="en"><title>Home</title></html>\n');
  writeFileSync(join(folder, '404.html'), '<!doctype html><html lang="en"><title>Not found</title></html>\n');
  copyFileSync('public/_headers', join(folder, '_headers'));
  origins.withPolicy = await listen(createStaticServer({ root: folder }));
  origins.withoutPolicy = await listen(createStaticServer({ root: folder, headersFile: join(folder, 'no-headers') }));
});

test.afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers = [];
  rmSync(folder, { recursive: true, force: true });
});

test('an SVG opened at its own address runs no script and leaves the site’s storage alone; without the policy it would', async ({
  page,
}) => {
  for (const [origin, runs] of [
    [origins.withoutPolicy, true],
    [origins.withPolicy, false],
  ] as const) {
    const label = runs ? 'without the policy' : 'with the policy';
    const response = await page.goto(`${origin}${SCRIPTED}`);
    expect(response?.headers()['content-type'], label).toMatch(/^image\/svg\+xml/);
    expect(await scriptRan(page), label).toBe(runs);
    await page.goto(`${origin}/`);
    expect(await storedBySvg(page), label).toBe(runs ? 'ran' : null);
  }
});

test('a .svgz, an .xhtml or an .xml file opened at its own address runs no script either; without the policy each would', async ({
  page,
}) => {
  for (const address of Object.keys(SCRIPTED_DOCUMENTS)) {
    for (const [origin, runs] of [
      [origins.withoutPolicy, true],
      [origins.withPolicy, false],
    ] as const) {
      const label = `${address} ${runs ? 'without the policy' : 'with the policy'}`;
      await page.goto(`${origin}/`);
      await page.evaluate(() => localStorage.clear());
      await page.goto(`${origin}${address}`);
      expect(await scriptRan(page), label).toBe(runs);
      await page.goto(`${origin}/`);
      expect(await storedBySvg(page), label).toBe(runs ? 'ran' : null);
    }
  }
});

test('artwork draws under the policy: opened at its own address with its styles, and as an <img>', async ({ page }) => {
  await page.goto(`${origins.withPolicy}${ART}`);
  expect(await artFill(page)).toBe(ART_COLOUR.css);
  await page.goto(`${origins.withPolicy}/picture`);
  expect(await pictureColour(page)).toEqual(ART_COLOUR.rgba);
});
