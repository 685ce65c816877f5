// `npm run screenshots -- --against <git ref>`: whether the pages still look as they did. Builds this working tree and
// the other commit (in a temporary git worktree, scripts/other-commit.mjs), serves both, and takes a full-page
// screenshot of every built page of both as a phone and as a desktop (scripts/devices.mjs, the browser tests' two
// projects) once its fonts and images have loaded; then compares them pixel by pixel. Prints a line per page and
// device, "identical" or the rows (in CSS pixels) that differ, and writes each differing pair to reports/screenshots/.
// `npm run screenshots -- --against <ref> /team /ar/team` compares only those pages. Exits 1 when a page differs or
// exists in one build only, so that "the pages look the same" can be checked by a script; never part of `npm test`.
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';
import { pageFiles, routeOfFile } from './built-pages.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { DEVICES } from './devices.mjs';
import { buildOtherCommit, run } from './other-commit.mjs';
import { describeDiff, differingRows } from './screenshot-diff.mjs';
import { createStaticServer } from './static-server.mjs';

const args = process.argv.slice(2);
const against = args.includes('--against') ? args[args.indexOf('--against') + 1] : undefined;
const only = args.filter((arg) => arg.startsWith('/'));
const REPORT = 'reports/screenshots';

if (!against) {
  console.error('Usage: npm run screenshots -- --against <git ref> [/route …]');
  process.exit(2);
}

/** Every page a visitor can reach in a build (the 404 pages included), not the editor at /admin. */
function pages(dist) {
  return pageFiles(dist)
    .map(routeOfFile)
    .filter((route) => only.length === 0 || only.includes(route))
    .sort();
}

async function serve(dist) {
  const server = createStaticServer({ root: dist });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => new Promise((done) => server.close(done)) };
}

/**
 * A page as a visitor finally sees it: every image loaded (lazy ones too) and the web fonts in place. A first visit
 * draws its text in the fonts' fallbacks and fetches the fonts once loaded: the page is shown as on the next visit.
 */
async function screenshot(context, url) {
  const page = await context.newPage();
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(async () => {
      for (const image of document.images) image.loading = 'eager';
      await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
      await document.fonts.ready;
    });
    return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
  } finally {
    await page.close();
  }
}

const raw = (png) => sharp(png).raw().toBuffer({ resolveWithObject: true });

console.log('Building this working tree…');
run('npx', ['astro', 'build'], '.');
const other = buildOtherCommit(against);
rmSync(REPORT, { recursive: true, force: true });
let differences = 0;
try {
  const [beforeRoutes, nowRoutes] = [pages(other.dist), pages('dist')];
  for (const route of beforeRoutes.filter((route) => !nowRoutes.includes(route))) {
    console.log(`${route}: only in ${against}`);
    differences++;
  }
  for (const route of nowRoutes.filter((route) => !beforeRoutes.includes(route))) {
    console.log(`${route}: only in the working tree`);
    differences++;
  }
  const routes = nowRoutes.filter((route) => beforeRoutes.includes(route));
  const servers = [await serve(other.dist), await serve('dist')];
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_FLAGS });
  try {
    for (const [device, options] of Object.entries(DEVICES)) {
      const context = await browser.newContext({ ...options, reducedMotion: 'reduce' });
      for (const route of routes) {
        const shots = [];
        for (const server of servers) shots.push(await screenshot(context, `${server.base}${route}`));
        const [before, now] = await Promise.all(shots.map(raw));
        const diff = differingRows(before, now);
        const line = describeDiff(diff, { before: before.info, now: now.info, scale: options.deviceScaleFactor });
        console.log(`${device} ${route}: ${line}`);
        if (line === 'identical') continue;
        differences++;
        const folder = join(REPORT, device);
        mkdirSync(folder, { recursive: true });
        const name = route === '/' ? 'index' : route.slice(1).replaceAll('/', '_');
        writeFileSync(join(folder, `${name}-before.png`), shots[0]);
        writeFileSync(join(folder, `${name}-now.png`), shots[1]);
      }
      await context.close();
    }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
} finally {
  other.remove();
}
console.log(
  differences === 0
    ? `\nEvery page looks as it did in ${against}, as a phone and as a desktop.`
    : `\n${differences} difference(s) from ${against}${existsSync(REPORT) ? `; the differing screenshots are in ${REPORT}/` : ''}.`,
);
process.exit(differences === 0 ? 0 : 1);
