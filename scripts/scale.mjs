// npm run scale -- <factor> — the site at several times its content: copies the project to a new temporary folder
// (scripts/stages.mjs copyProject), multiplies its content there (scripts/scale-content.mjs: articles, transactions,
// people, service lines, offices and process steps, in every language, with words of the length they have today),
// builds the copy and weighs what it built: the pages, the build's wall and CPU time, the heaviest page as sent (brotli
// and gzip), the heaviest first visit as a phone makes it (the page and the fonts it fetches once loaded), and the
// time the share pictures took. One Markdown table row per build, for README's "The site at ten times its content".
//
//   --cold    the copy starts with empty caches (Astro's images, share pictures, font cuts, compressed copies), as a
//             fresh clone does; without it the copy shares the project's caches (copyProject).
//   --again   builds the copy a second time, every cache filled by the first: the warm figure.
//   --check   fails (exit 1) when a page is over its byte budget (scripts/budgets.mjs), naming the page and the
//             limit, or when the tests that read the build's HTML of the long lists (CHECKS_ON_THE_COPY) fail on
//             the copy: what `npm test` runs on the ×3 copy (scripts/test-copies.mjs).
//   --keep    keeps the copy (its folder is printed), to serve or bench its dist/ (`npm run bench -- --dist <folder>`).
//   --json <file>  also writes the figures as JSON.
// A failed build keeps its copy, to look into.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { runnerImport } from 'vite';
import { BUDGETS, checkBudgets, format, report } from './budgets.mjs';
import { pageFiles, routeOfFile } from './built-pages.mjs';
import { scaleContent } from './scale-content.mjs';
import { copyProject, npmPath } from './stages.mjs';

const args = process.argv.slice(2);
const factor = Number(args.find((arg) => /^\d+$/.test(arg)) ?? Number.NaN);
if (!Number.isInteger(factor) || factor < 1) {
  console.error(
    'Usage: npm run scale -- <factor, a whole number ≥ 1> [--cold] [--again] [--check] [--keep] [--json <file>]',
  );
  process.exit(2);
}
const option = (name) => args.includes(name);
const jsonFile = option('--json') ? resolve(args[args.indexOf('--json') + 1]) : undefined;

/**
 * The tests `--check` runs on the copy's build: those that read what the long lists and their pages say from the HTML,
 * no browser (the pages, their links and texts, the profiles', service pages' and home page's latest items).
 */
const CHECKS_ON_THE_COPY = [
  'tests/e2e/pagination.desktop.spec.ts',
  'tests/e2e/insights.desktop.spec.ts',
  'tests/e2e/trust.desktop.spec.ts',
];

/** The caches copyProject shares with the project; a cold copy gets empty ones of its own. */
const CACHES = ['assets', 'share-pictures', 'font-subset', 'precompress'];

/** The project's collections and languages, read from its sources (TypeScript, through Vite). */
async function projectModules(root) {
  const nodeEnv = process.env.NODE_ENV;
  const [{ module: collections }, { module: locales }] = await Promise.all([
    runnerImport(join(root, 'src/content/collections.ts')),
    runnerImport(join(root, 'src/i18n/locales.ts')),
  ]);
  // Vite's runner sets NODE_ENV=development, which the copy's build would inherit and bundle React's development build.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  return { sources: collections.contentSources, locales: locales.LOCALE_CODES };
}

/** Builds the copy under GNU time: wall and CPU seconds (user + sys of every process), and the build's output. */
function build(copy) {
  const timing = join(copy, '.build-time');
  const result = spawnSync('/usr/bin/time', ['-f', '%e %U %S', '-o', timing, 'astro', 'build'], {
    cwd: copy,
    env: { ...process.env, PATH: npmPath() },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const output = `${result.stdout}${result.stderr}`;
  if (result.status !== 0) {
    console.error(output.split('\n').slice(-60).join('\n'));
    throw new Error(`the build of the copy failed (exit ${result.status}); the copy is kept: ${copy}`);
  }
  const [wall, user, system] = readFileSync(timing, 'utf8').trim().split('\n').at(-1).split(' ').map(Number);
  const pictures = /share pictures: (\d+) pages in ([\d.]+) s \(CPU ([\d.]+) s\)/.exec(output);
  const steps = /CPU seconds per step: (.*)/.exec(output)?.[1];
  return {
    wall,
    cpu: user + system,
    sharePictures: pictures
      ? { pages: Number(pictures[1]), wall: Number(pictures[2]), cpu: Number(pictures[3]) }
      : undefined,
    steps,
  };
}

const size = (file) => statSync(file, { throwIfNoEntry: false })?.size;

/**
 * Every page of a build as sent and as a phone's first visit fetches it, read from the files alone: the page (its
 * brotli copy, else itself: the servers send the smaller), and the fonts its language fetches once the page has loaded
 * (the `data-fonts` of src/integrations/post-build/steps/font-loading.ts). Scripts that wake with the visitor, and
 * images, are the browser tests' to measure.
 */
function weighPages(dist) {
  return pageFiles(dist).map((file) => {
    const path = join(dist, file);
    const html = readFileSync(path, 'utf8');
    const raw = size(path);
    const brotli = Math.min(raw, size(`${path}.br`) ?? raw);
    const gzip = Math.min(raw, size(`${path}.gz`) ?? raw);
    const fontUrls = [...new Set((/data-fonts="([^"]*)"/.exec(html)?.[1] ?? '').split(/\s+/).filter(Boolean))];
    const fonts = fontUrls.map((url) => ({ url, bytes: size(join(dist, url)) ?? 0, beforeLoad: false }));
    const lang = /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1];
    const page = {
      route: routeOfFile(file),
      lang,
      device: 'phone',
      hasForm: false,
      hasTilt: false,
      html: brotli,
      firstVisit: brotli + fonts.reduce((sum, font) => sum + font.bytes, 0),
      blockingCss: 0,
      blockingScripts: [],
      js: 0,
      fonts,
      images: [],
    };
    return { ...page, gzip, checks: checkBudgets(page, BUDGETS) };
  });
}

const heaviest = (pages, key) => pages.reduce((most, page) => (page[key] > most[key] ? page : most));
const seconds = (value) => `${Math.round(value)} s`;

/** One row of the README's table. */
function row(label, timing, pages) {
  const html = heaviest(pages, 'html');
  const gzip = heaviest(pages, 'gzip');
  const first = heaviest(pages, 'firstVisit');
  const pictures = timing.sharePictures;
  return `| ${label} | ${pages.length} | ${seconds(timing.wall)} | ${seconds(timing.cpu)} | ${format(html.html)} \`${html.route}\` | ${format(gzip.gzip)} \`${gzip.route}\` | ${format(first.firstVisit)} \`${first.route}\` | ${pictures ? `${pictures.pages} in ${pictures.wall.toFixed(1)} s (CPU ${pictures.cpu.toFixed(1)} s)` : 'n/a'} |`;
}

const copy = mkdtempSync(join(tmpdir(), `aravali-scale-x${factor}-`));
let kept = option('--keep');
try {
  copyProject(copy);
  if (option('--cold'))
    for (const cache of CACHES) {
      rmSync(join(copy, 'node_modules/.astro', cache), { recursive: true, force: true });
      mkdirSync(join(copy, 'node_modules/.astro', cache), { recursive: true });
    }
  const modules = await projectModules(copy);
  const added = scaleContent(copy, factor, modules);
  console.log(`×${factor} copy of the project: ${copy}`);
  for (const { name, before, after } of added) console.log(`  ${name}: ${before} → ${after} entries per language`);

  const builds = [];
  for (const label of option('--again') ? ['first build', 'again, caches filled'] : ['build']) {
    console.log(`Building the ×${factor} copy (${label})…`);
    const timing = build(copy);
    const pages = weighPages(join(copy, 'dist'));
    builds.push({ label, timing, pages });
    console.log(
      `  ${pages.length} pages, ${seconds(timing.wall)} wall, ${seconds(timing.cpu)} CPU; post-build CPU per step: ${timing.steps ?? 'n/a'}`,
    );
  }

  const caches = option('--cold') ? 'cold caches' : "the project's caches";
  console.log(
    `\n| Content | Pages | Build (wall) | Build (CPU) | Heaviest page, brotli | Heaviest page, gzip | Heaviest first visit (phone) | Share pictures |`,
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const { label, timing, pages } of builds)
    console.log(
      row(`×${factor}, ${label === 'build' ? caches : label === 'first build' ? caches : label}`, timing, pages),
    );

  const { pages } = builds.at(-1);
  const failed = pages.flatMap((page) => page.checks.filter((check) => !check.ok));
  if (failed.length > 0) {
    console.log(`\n${failed.length} byte budget(s) exceeded on the ×${factor} copy:\n${report(failed)}`);
    console.log(
      "  (a list too long for one page: paginate it or show its latest items; a page's own text: shorten or split it)",
    );
  } else console.log(`\nEvery page of the ×${factor} copy is within its byte budgets (${pages.length} pages).`);

  if (jsonFile) {
    mkdirSync(dirname(jsonFile), { recursive: true });
    writeFileSync(
      jsonFile,
      JSON.stringify(
        {
          factor,
          cold: option('--cold'),
          added,
          builds: builds.map(({ label, timing, pages }) => ({
            label,
            ...timing,
            pages: pages.map(({ route, lang, html, gzip, firstVisit }) => ({ route, lang, html, gzip, firstVisit })),
          })),
        },
        null,
        2,
      ),
    );
  }
  if (option('--check')) {
    console.log(`\nThe tests of the long lists on the ×${factor} copy's build:`);
    // No E2E_PORT: the copy's Playwright picks a free port of its own (playwright.config.ts).
    const tests = spawnSync('playwright', ['test', '--project=desktop', '--reporter=line', ...CHECKS_ON_THE_COPY], {
      cwd: copy,
      env: { ...process.env, PATH: npmPath() },
      stdio: 'inherit',
    });
    if (failed.length > 0 || tests.status !== 0) {
      kept = true;
      process.exitCode = 1;
    }
  }
} catch (error) {
  kept = true;
  console.error(`\n✗ ${error.message}`);
  process.exitCode = 1;
} finally {
  if (kept) console.log(`\nThe ×${factor} copy is kept: ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}
