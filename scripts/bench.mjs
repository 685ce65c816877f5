// `npm run bench`: Lighthouse (default mobile settings: simulated slow 4G, 4× CPU slowdown) on every built route,
// three runs each, medians printed as a table and saved under bench/results/. A benchmark, never a test: it does
// not fail on a timing.
//
// `npm run bench -- --against <git ref>` compares two builds in one run: this working tree and the other commit,
// built in a temporary worktree, measured route by route with their runs interleaved (ABBA…), so that whatever
// else the machine is doing weighs on both alike. It prints both medians and their ratio; on these noisy machines
// the ratio from one run is the figure to quote, not either absolute time.
// `npm run bench -- /team /contact` measures only those routes (in either mode).
// `npm run bench -- --explain /team` shows, for one run per route, what Lighthouse's simulation puts on the path to
// FCP and LCP: each request and main-thread task with its simulated start and end (the slowest path decides).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { Lantern } from '@paulirish/trace_engine';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { createStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];
const args = process.argv.slice(2);
const against = args.includes('--against') ? args[args.indexOf('--against') + 1] : undefined;
const only = args.filter((arg) => arg.startsWith('/'));

/** The routes visitors land on: every built page but those kept out of search (the 404 page, the editor at /admin). */
function routes(dist) {
  const found = [];
  for (const file of readdirSync(dist, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html') || file.startsWith('_')) continue;
    if (/<meta name="robots" content="[^"]*noindex/.test(readFileSync(join(dist, file), 'utf8'))) continue;
    found.push(`/${file.replace(/\.html$/, '')}`.replace(/\/index$/, '/') || '/');
  }
  return found.filter((route) => only.length === 0 || only.includes(route)).sort();
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
    jsBytes: items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

function run(command, commandArgs, cwd) {
  const result = spawnSync(command, commandArgs, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${commandArgs.join(' ')} failed in ${cwd}`);
}

/**
 * The other commit checked out and built beside this one. When its lock file is this tree's, it gets a hard-linked
 * copy of node_modules (a real folder, seconds to make; a symlink would escape the build's ignore rules).
 */
function buildOtherCommit(ref) {
  const dir = mkdtempSync(join(tmpdir(), 'aravali-bench-'));
  run('git', ['worktree', 'add', '--detach', dir, ref], '.');
  if (readFileSync(join(dir, 'package-lock.json'), 'utf8') === readFileSync('package-lock.json', 'utf8')) {
    run('cp', ['-al', resolve('node_modules'), join(dir, 'node_modules')], '.');
  } else {
    run('npm', ['install', '--no-audit', '--no-fund'], dir);
  }
  run('npx', ['astro', 'build'], dir);
  return { dir, dist: join(dir, 'dist'), remove: () => (run('git', ['worktree', 'remove', '--force', dir], '.'), rmSync(dir, { recursive: true, force: true })) };
}

async function serve(dist) {
  const server = createStaticServer({ root: dist });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { base: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/** Runs Lighthouse RUNS times per route on each site, alternating which goes first; medians per site and route. */
async function measure(sites, routeList) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  const results = sites.map(() => new Map());
  try {
    for (const route of routeList) {
      const runs = sites.map(() => []);
      for (let round = 0; round < RUNS; round += 1) {
        const order = round % 2 === 0 ? sites.keys() : [...sites.keys()].reverse();
        for (const index of order) {
          if (!sites[index].routes.includes(route)) continue;
          // A run Lighthouse could not finish (e.g. NO_FCP when Chromium stalls) is retried once.
          for (let attempt = 0; attempt < 2; attempt += 1) {
            const { lhr } = await lighthouse(`${sites[index].base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
            if (!lhr.runtimeError || attempt === 1) {
              runs[index].push(summarise(lhr));
              break;
            }
          }
        }
      }
      runs.forEach((siteRuns, index) => {
        if (siteRuns.length === 0) return;
        results[index].set(route, Object.fromEntries(Object.keys(siteRuns[0]).map((key) => [key, median(siteRuns.map((r) => r[key]))])));
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
    const graphs = ['optimistic', 'pessimistic'].map((kind) => Lantern.Simulation.Simulator.allNodeTimings.get(`${kind}${metric}`));
    if (graphs.some((graph) => !graph)) continue;
    const end = (graph) => Math.round(Math.max(...[...graph.values()].map((timing) => timing.endTime)));
    console.log(`  ${metric}: optimistic ${end(graphs[0])} ms, pessimistic ${end(graphs[1])} ms`);
    const rows = [...graphs[1].entries()].sort(([, a], [, b]) => a.startTime - b.startTime || a.endTime - b.endTime);
    for (const [node, timing] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType ?? 'request'} ${node.request.url.replace(base, '')} (${node.request.priority}, ${kb(node.request.transferSize)})`
          : `main thread: ${[...new Set(node.childEvents.map((event) => event.name).filter((name) => /^(ParseHTML|ParseAuthorStyleSheet|UpdateLayoutTree|Layout|Paint|EvaluateScript|FunctionCall)$/.test(name)))].join(', ') || 'task'} (${Math.round(node.duration / 1000)} ms observed)`;
      console.log(`    ${String(Math.round(timing.startTime)).padStart(5)}–${String(Math.round(timing.endTime)).padEnd(5)} ms  ${what}`);
    }
  }
}

const kb = (bytes) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(1)} KB` : 'n/a');
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : 'n/a');
const ratio = (now, before) => (Number.isFinite(now) && Number.isFinite(before) && before > 0 ? `×${(now / before).toFixed(2)}` : 'n/a');

function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((cells) => String(cells[column]).length)));
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
}

function save(name, data) {
  mkdirSync('bench/results', { recursive: true });
  const file = join('bench/results', `${name}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ runs: RUNS, date: new Date().toISOString(), ...data }, null, 2));
  console.log(`\nSaved ${file}`);
}

if (against || !existsSync('dist/404.html') || args.includes('--build')) {
  console.log('Building the site…');
  run('npx', ['astro', 'build'], '.');
}

if (args.includes('--explain')) {
  const site = await serve('dist');
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });
  try {
    for (const route of routes('dist')) {
      const { lhr } = await lighthouse(`${site.base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const metric = (id) => Math.round(lhr.audits[id]?.numericValue ?? NaN);
      console.log(`\n${route}: FCP ${ms(metric('first-contentful-paint'))}, LCP ${ms(metric('largest-contentful-paint'))} (one run, simulated slow 4G, 4× CPU)`);
      explainLastRun(site.base);
    }
  } finally {
    chrome.kill();
    site.close();
  }
} else if (!against) {
  const site = { ...(await serve('dist')), routes: routes('dist') };
  const [results] = await measure([site], site.routes).finally(site.close);
  const rows = [...results].map(([route, row]) => ({ route, ...row }));
  console.log(`\nLighthouse ${RUNS} runs per route, median, default mobile settings\n`);
  printTable(
    ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Total', 'JS'],
    rows.map((row) => [row.route, row.performance, row.accessibility, row.bestPractices, row.seo, ms(row.fcp), ms(row.lcp), ms(row.tbt), row.cls, kb(row.totalBytes), kb(row.jsBytes)]),
  );
  save('lighthouse', { rows });
} else {
  const other = buildOtherCommit(against);
  try {
    const sites = [
      { ...(await serve(other.dist)), routes: routes(other.dist) },
      { ...(await serve('dist')), routes: routes('dist') },
    ];
    const routeList = [...new Set(sites.flatMap((site) => site.routes))].sort();
    const [before, now] = await measure(sites, routeList).finally(() => sites.forEach((site) => site.close()));
    console.log(`\nLighthouse ${RUNS} runs per route and build, interleaved, median, default mobile settings: ${against} → working tree\n`);
    const cells = (route, key, format) => {
      const [a, b] = [before.get(route)?.[key], now.get(route)?.[key]];
      return [format(a ?? NaN), format(b ?? NaN), ratio(b ?? NaN, a ?? NaN)];
    };
    printTable(
      ['Route', 'FCP before', 'FCP now', 'ratio', 'LCP before', 'LCP now', 'ratio', 'Bytes before', 'Bytes now', 'ratio', 'Perf'],
      routeList.map((route) => [
        route,
        ...cells(route, 'fcp', ms),
        ...cells(route, 'lcp', ms),
        ...cells(route, 'totalBytes', kb),
        `${before.get(route)?.performance ?? 'n/a'} → ${now.get(route)?.performance ?? 'n/a'}`,
      ]),
    );
    save('compare', { against, before: Object.fromEntries(before), now: Object.fromEntries(now) });
  } finally {
    other.remove();
  }
}
