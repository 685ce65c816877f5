// `npm run bench`: Lighthouse (default mobile settings: simulated slow 4G, 4× CPU slowdown) on every built route,
// three runs each, medians printed as a table and saved under bench/results/. A benchmark, never a test: it does
// not fail on a timing.
//
// `npm run bench -- --against <git ref>` compares two builds in one run: this working tree and the other commit,
// built in a temporary worktree, measured route by route with their runs interleaved (ABBA…), so that whatever
// else the machine is doing weighs on both alike. It prints both medians and their ratio; on these noisy machines
// the ratio from one run is the figure to quote, not either absolute time.
// `npm run bench -- /team /contact` measures only those routes (in either mode).
// `npm run bench -- --dist <folder>` measures another build than dist/ (a scale copy's: `npm run scale -- 10 --keep`);
// `--against-dist <folder>` compares with another build already made instead of a commit: e.g. the ×10 copy's pages
// against today's home page, in one run (`--dist <copy>/dist --against-dist dist / /insights …`).
// `npm run bench -- --https` serves through deploy/nginx.conf instead (HTTPS, HTTP/2, brotli; scripts/nginx.mjs:
// a throw-away certificate, which Chromium is told to accept), as a visitor of an nginx deployment gets the pages.
// Every run also measures the floor: the smallest page the same server can send (a few hundred bytes, its CSS
// inline, the system font, no other request), written into a temporary copy of the build, never into dist/. Each
// route's FCP and LCP are printed as a ratio to the floor's FCP too: what the page costs over the server and the
// simulated network themselves. Each translated route is printed against its original (its hreflang x-default
// alternate) as well: the ratio of the two, measured in the same run.
// `npm run bench -- --explain /team` shows, for one run per route, what Lighthouse's simulation puts on the path to
// FCP and LCP: each request and main-thread task with its simulated start and end (the slowest path decides), and
// what Chromium observed unthrottled, the style and layout time before the first paint among it.
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { Lantern } from '@paulirish/trace_engine';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { pageFiles, routeOfFile } from './built-pages.mjs';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { nginxPrefix, startNginx } from './nginx.mjs';
import { buildOtherCommit, run } from './other-commit.mjs';
import { createStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const args = process.argv.slice(2);
const https = args.includes('--https');
// nginx's certificate is a throw-away one that no authority signed.
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS, ...(https ? ['--ignore-certificate-errors'] : [])];
/**
 * Lighthouse's settings for every run: a first visit, every time. Lighthouse empties the HTTP cache before each run but
 * keeps localStorage, where a page remembers the web fonts it fetched once loaded
 * (src/integrations/post-build/steps/font-loading.ts): kept, every run after the first would measure a visitor whose
 * browser remembers fonts its cache no longer has.
 */
const lighthouseSettings = (port) => ({
  port,
  output: 'json',
  logLevel: 'error',
  clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'local_storage'],
});
const SERVER = https ? 'nginx with deploy/nginx.conf (HTTPS, HTTP/2, brotli)' : 'the local server (HTTP/1.1, brotli)';
const valueOf = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const against = valueOf('--against');
const againstDist = valueOf('--against-dist');
/** The build measured: dist/, or the folder given. */
const DIST = valueOf('--dist') ?? 'dist';
const optionValues = new Set([against, againstDist, valueOf('--dist')].filter(Boolean));
const only = args.filter((arg) => arg.startsWith('/') && !optionValues.has(arg));

/** The routes visitors land on: every built page but those kept out of search (the 404 page, the editor at /admin). */
function routes(dist) {
  return pageFiles(dist)
    .filter((file) => !/<meta name="robots" content="[^"]*noindex/.test(readFileSync(join(dist, file), 'utf8')))
    .map(routeOfFile)
    .filter((route) => only.length === 0 || only.includes(route))
    .sort();
}

/**
 * Each translated route and the original it translates (its `hreflang="x-default"` alternate), for the routes
 * measured: a translation should cost what its original costs, whatever its script and direction.
 */
function originals(dist, measured) {
  const pairs = new Map();
  for (const route of measured) {
    const file = join(dist, route === '/' ? 'index.html' : `${route.slice(1)}.html`);
    if (!existsSync(file)) continue;
    const href = /<link rel="alternate" hreflang="x-default" href="([^"]+)">/.exec(readFileSync(file, 'utf8'))?.[1];
    const original = href && new URL(href).pathname.replace(/(.)\/$/, '$1');
    if (original && original !== route && measured.includes(original)) pairs.set(route, original);
  }
  return pairs;
}

/**
 * The floor: the smallest page the server can send — a title, a heading and a sentence, its CSS inline, the system
 * font, an empty `data:` icon so that the browser asks for no /favicon.ico: one request, a few hundred bytes. Its
 * address starts with `_`, as no route's does (routes() skips such files).
 */
const FLOOR = '/_bench-floor';
const FLOOR_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><link rel="icon" href="data:,"><style>body{margin:0;padding:1.5rem;font:1.125rem/1.5 system-ui,sans-serif;' +
  'color:#0f172a;background:#fff}h1{font-size:2rem;line-height:1.2;margin:0 0 1rem}</style></head><body><main><h1>The floor</h1>' +
  '<p>The smallest page this server can send: one request, its style inline, the system font.</p></main></body></html>\n';

/**
 * A temporary copy of a build with the floor page in it (and its compressed copies, as the build writes them for
 * every page): the server sends it like any page. Returns the copy's folder.
 */
function withFloor(dist, target) {
  cpSync(dist, target, { recursive: true });
  const page = Buffer.from(FLOOR_PAGE);
  const file = join(target, `${FLOOR}.html`);
  writeFileSync(file, page);
  const gzipped = gzipSync(page, { level: constants.Z_BEST_COMPRESSION });
  if (gzipped.length < page.length) writeFileSync(`${file}.gz`, gzipped);
  const brotli = brotliCompressSync(page, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
    },
  });
  if (brotli.length < Math.min(page.length, gzipped.length)) writeFileSync(`${file}.br`, brotli);
  return target;
}

/** Median of the runs that measured the value (a run Lighthouse could not finish reports NaN for it). */
const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

function summarise(lhr) {
  if (lhr.runtimeError) console.warn(`  run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`);
  const audit = (id) => (lhr.runtimeError ? NaN : (lhr.audits[id]?.numericValue ?? NaN));
  const score = (id) => (lhr.runtimeError ? NaN : Math.round(lhr.categories[id].score * 100));
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: Math.round(audit('first-contentful-paint')),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    totalBytes: Math.round(audit('total-byte-weight')),
    jsBytes: items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/**
 * Serves a copy of the build with the floor page, through the local server or, with --https, through nginx; the
 * copy is removed on close. `routes` are the build's routes, the floor first.
 */
async function serve(dist) {
  const routeList = [FLOOR, ...routes(dist)];
  if (https) {
    const { prefix, root } = nginxPrefix();
    withFloor(dist, root);
    try {
      const nginx = await startNginx({ prefix, root });
      return {
        base: nginx.httpsOrigin,
        routes: routeList,
        close: () => nginx.stop().finally(() => rmSync(prefix, { recursive: true, force: true })),
      };
    } catch (error) {
      rmSync(prefix, { recursive: true, force: true });
      throw error;
    }
  }
  const copy = mkdtempSync(join(tmpdir(), 'aravali-bench-dist-'));
  const server = createStaticServer({ root: withFloor(dist, copy) });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const close = () =>
    new Promise((done) => server.close(done)).finally(() => rmSync(copy, { recursive: true, force: true }));
  return { base: `http://127.0.0.1:${server.address().port}`, routes: routeList, close };
}

/** Runs Lighthouse RUNS times per route on each site, alternating which goes first; medians per site and route. */
async function measure(sites, routeList) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  const results = sites.map(() => new Map());
  try {
    // The first run after Chromium starts pays for its cold start (the floor measured first came out slower than
    // whole pages): one run of the floor, not counted, goes before.
    await lighthouse(`${sites[0].base}${FLOOR}`, lighthouseSettings(chrome.port));
    for (const route of routeList) {
      const runs = sites.map(() => []);
      for (let round = 0; round < RUNS; round += 1) {
        const order = round % 2 === 0 ? sites.keys() : [...sites.keys()].reverse();
        for (const index of order) {
          if (!sites[index].routes.includes(route)) continue;
          // A run Lighthouse could not finish (e.g. NO_FCP when Chromium stalls) is retried once.
          for (let attempt = 0; attempt < 2; attempt += 1) {
            const { lhr } = await lighthouse(`${sites[index].base}${route}`, lighthouseSettings(chrome.port));
            if (!lhr.runtimeError || attempt === 1) {
              runs[index].push(summarise(lhr));
              break;
            }
          }
        }
      }
      runs.forEach((siteRuns, index) => {
        if (siteRuns.length === 0) return;
        results[index].set(
          route,
          Object.fromEntries(Object.keys(siteRuns[0]).map((key) => [key, median(siteRuns.map((r) => r[key]))])),
        );
      });
      console.log(`measured ${route}`);
    }
  } finally {
    chrome.kill();
  }
  return results;
}

/**
 * The graphs Lighthouse simulated for the last run's FCP and LCP (it averages an optimistic and a pessimistic one;
 * the pessimistic holds every node of the other): requests and main-thread tasks, in simulated time.
 */
function explainLastRun(base) {
  for (const metric of ['FirstContentfulPaint', 'LargestContentfulPaint']) {
    const graphs = ['optimistic', 'pessimistic'].map((kind) =>
      Lantern.Simulation.Simulator.allNodeTimings.get(`${kind}${metric}`),
    );
    if (graphs.some((graph) => !graph)) continue;
    const end = (graph) => Math.round(Math.max(...[...graph.values()].map((timing) => timing.endTime)));
    console.log(`  ${metric}: optimistic ${end(graphs[0])} ms, pessimistic ${end(graphs[1])} ms`);
    const rows = [...graphs[1].entries()].sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType ?? 'request'} ${node.request.url.replace(base, '')} (${node.request.priority}, ${kb(node.request.transferSize)})`
          : `main thread: ${[...new Set(node.childEvents.map((event) => event.name).filter((name) => /^(ParseHTML|ParseAuthorStyleSheet|UpdateLayoutTree|Layout|Paint|EvaluateScript|FunctionCall)$/.test(name)))].join(', ') || 'task'} (${Math.round(node.duration / 1000)} ms observed)`;
      console.log(
        `    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ms  ${what}`,
      );
    }
  }
}

/**
 * What Chromium's main thread spent on style and layout before the first contentful paint, observed (unthrottled) in
 * the run's trace: the page's own cost on the way to its first paint, which Lighthouse multiplies by 4.
 */
function styleAndLayoutBeforeFirstPaint(trace) {
  const events = trace?.traceEvents ?? [];
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  const start = events.find(
    (event) => event.name === 'navigationStart' && event.args?.data?.documentLoaderURL?.startsWith('http'),
  );
  if (!paint || !start) return { style: NaN, layout: NaN };
  const total = (name) =>
    Math.round(
      events
        .filter(
          (event) =>
            event.name === name && event.pid === paint.pid && event.ts >= start.ts && event.ts < paint.ts && event.dur,
        )
        .reduce((sum, event) => sum + event.dur, 0) / 1000,
    );
  return { style: total('UpdateLayoutTree'), layout: total('Layout') };
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : 'n/a');
const times = (value, floor) =>
  Number.isFinite(value) && Number.isFinite(floor) && floor > 0 ? `${(value / floor).toFixed(2)}` : 'n/a';
const ratio = (now, before) =>
  Number.isFinite(now) && Number.isFinite(before) && before > 0 ? `×${(now / before).toFixed(2)}` : 'n/a';

function printTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((cells) => String(cells[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
}

function save(name, data) {
  mkdirSync('bench/results', { recursive: true });
  const file = join('bench/results', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ runs: RUNS, date: new Date().toISOString(), ...data }, null, 2));
  console.log(`\nSaved ${file}`);
}

if (DIST === 'dist' && (against || !existsSync('dist/404.html') || args.includes('--build'))) {
  console.log('Building the site…');
  run('npx', ['astro', 'build'], '.');
}

if (args.includes('--explain')) {
  const site = await serve(DIST);
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  try {
    for (const route of site.routes.filter((route) => route !== FLOOR || only.includes(FLOOR))) {
      const { lhr, artifacts } = await lighthouse(`${site.base}${route}`, lighthouseSettings(chrome.port));
      if (lhr.runtimeError) console.warn(`  run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message ?? ''}`);
      const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      console.log(
        `\n${route}: FCP ${ms(metric('first-contentful-paint'))}, LCP ${ms(metric('largest-contentful-paint'))} (one run, simulated slow 4G, 4× CPU)`,
      );
      const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
      const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
      console.log(
        `  Observed, unthrottled: FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, DOMContentLoaded ${ms(observed.observedDomContentLoaded)}, load ${ms(observed.observedLoad)}; LCP element ${element?.snippet ?? 'n/a'}`,
      );
      const work = styleAndLayoutBeforeFirstPaint(artifacts?.Trace);
      console.log(`  Observed before the first paint: style ${ms(work.style)}, layout ${ms(work.layout)}`);
      explainLastRun(site.base);
    }
  } finally {
    chrome.kill();
    await site.close();
  }
} else if (!against && !againstDist) {
  const site = await serve(DIST);
  const [results] = await measure([site], site.routes).finally(site.close);
  const floor = results.get(FLOOR)?.fcp ?? NaN;
  const rows = [...results].map(([route, row]) => ({
    route,
    ...row,
    fcpPerFloor: row.fcp / floor,
    lcpPerFloor: row.lcp / floor,
    lcpAfterFcp: row.lcp - row.fcp,
  }));
  console.log(
    `\nLighthouse ${RUNS} runs per route, median, default mobile settings, served by ${SERVER}; ${FLOOR} is the floor\n`,
  );
  printTable(
    [
      'Route',
      'Perf',
      'A11y',
      'BP',
      'SEO',
      'FCP',
      'LCP',
      'FCP/floor',
      'LCP/floor',
      'LCP − FCP',
      'TBT',
      'CLS',
      'Total',
      'JS',
    ],
    rows.map((row) => [
      row.route,
      row.performance,
      row.accessibility,
      row.bestPractices,
      row.seo,
      ms(row.fcp),
      ms(row.lcp),
      times(row.fcp, floor),
      times(row.lcp, floor),
      ms(row.lcpAfterFcp),
      ms(row.tbt),
      row.cls,
      kb(row.totalBytes),
      kb(row.jsBytes),
    ]),
  );
  const translations = originals(DIST, [...results.keys()]);
  if (translations.size > 0) {
    console.log('\nEach translation against its original, same run (goal: within ×1.1)\n');
    printTable(
      ['Route', 'Original', 'FCP', 'LCP'],
      [...translations].map(([route, original]) => [
        route,
        original,
        ratio(results.get(route).fcp, results.get(original).fcp),
        ratio(results.get(route).lcp, results.get(original).lcp),
      ]),
    );
  }
  save('lighthouse', { server: SERVER, floor: FLOOR, rows });
} else {
  const other = againstDist ? { dist: againstDist, remove: () => {} } : buildOtherCommit(against);
  try {
    // Each build is served from its own copy, each with the floor: a route's ratios are to its own build's floor.
    const sites = [await serve(other.dist), await serve(DIST)];
    const routeList = [
      FLOOR,
      ...[...new Set(sites.flatMap((site) => site.routes))].filter((route) => route !== FLOOR).sort(),
    ];
    const [before, now] = await measure(sites, routeList).finally(() => Promise.all(sites.map((site) => site.close())));
    const floors = [before, now].map((results) => results.get(FLOOR)?.fcp ?? NaN);
    console.log(
      `\nLighthouse ${RUNS} runs per route and build, interleaved, median, default mobile settings, served by ${SERVER}: ${against ?? againstDist} → ${DIST === 'dist' ? 'working tree' : DIST}; ${FLOOR} is the floor\n`,
    );
    const cells = (route, key, format) => {
      const [a, b] = [before.get(route)?.[key], now.get(route)?.[key]];
      return [format(a ?? NaN), format(b ?? NaN), ratio(b ?? NaN, a ?? NaN)];
    };
    /** A figure for both builds, "before → now". */
    const both = (route, figure) =>
      [before, now].map((results, index) => figure(results.get(route) ?? {}, floors[index])).join(' → ');
    printTable(
      [
        'Route',
        'FCP before',
        'FCP now',
        'ratio',
        'LCP before',
        'LCP now',
        'ratio',
        'FCP/floor',
        'LCP/floor',
        'LCP − FCP',
        'Bytes before',
        'Bytes now',
        'ratio',
        'TBT',
        'Perf',
      ],
      routeList.map((route) => [
        route,
        ...cells(route, 'fcp', ms),
        ...cells(route, 'lcp', ms),
        both(route, (row, floor) => times(row.fcp ?? NaN, floor)),
        both(route, (row, floor) => times(row.lcp ?? NaN, floor)),
        both(route, (row) => ms((row.lcp ?? NaN) - (row.fcp ?? NaN))),
        ...cells(route, 'totalBytes', kb),
        // The floor's own TBT (Chromium's and Lighthouse's work on a page with nothing to run) is in its row.
        both(route, (row) => ms(row.tbt ?? NaN)),
        `${before.get(route)?.performance ?? 'n/a'} → ${now.get(route)?.performance ?? 'n/a'}`,
      ]),
    );
    // The route of each build that comes nearest to the floor's LCP and the one furthest from it.
    for (const [name, results, floor] of [
      ['before', before, floors[0]],
      ['now', now, floors[1]],
    ]) {
      const ranked = [...results]
        .filter(([route]) => route !== FLOOR)
        .map(([route, row]) => [route, row.lcp / floor])
        .filter(([, value]) => Number.isFinite(value))
        .sort((a, b) => a[1] - b[1]);
      if (ranked.length > 0)
        console.log(
          `${name}: LCP/floor from ${ranked[0][1].toFixed(2)} (${ranked[0][0]}) to ${ranked.at(-1)[1].toFixed(2)} (${ranked.at(-1)[0]})`,
        );
    }
    save('compare', {
      against: against ?? againstDist,
      server: SERVER,
      floor: FLOOR,
      floors: { before: floors[0], now: floors[1] },
      before: Object.fromEntries(before),
      now: Object.fromEntries(now),
    });
  } finally {
    other.remove();
  }
}
