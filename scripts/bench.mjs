// `npm run bench`: Lighthouse (default mobile settings: simulated slow 4G, 4× CPU slowdown) on every built route,
// three runs each, medians printed as a table and saved under bench/results/. A benchmark, never a test: it does
// not fail on a timing.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, chromiumPath } from './chromium.mjs';
import { createStaticServer } from './static-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

function routes() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory() && !entry.name.startsWith('_')) walk(path);
      else if (entry.name.endsWith('.html') && entry.name !== '404.html') {
        const route = `/${relative('dist', path).replace(/\.html$/, '')}`.replace(/\/index$/, '/');
        found.push(route === '' ? '/' : route);
      }
    }
  };
  walk('dist');
  return found.sort();
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

if (!existsSync('dist/404.html') || process.argv.includes('--build')) {
  console.log('Building the site…');
  const build = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = createStaticServer({ root: 'dist' });
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: FLAGS });

const rows = [];
try {
  // `npm run bench -- /team /contact` measures only those routes.
  const only = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  for (const route of routes().filter((route) => only.length === 0 || only.includes(route))) {
    const runs = [];
    // A run Lighthouse could not finish (e.g. NO_FCP when Chromium stalls) is retried once, so the median is of real runs.
    for (let run = 0, retries = 1; run < RUNS; run += 1) {
      const result = await lighthouse(`${base}${route}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const summary = summarise(result.lhr);
      if (result.lhr.runtimeError && retries-- > 0) run -= 1;
      else runs.push(summary);
    }
    const row = { route };
    for (const key of Object.keys(runs[0])) row[key] = median(runs.map((run) => run[key]));
    rows.push(row);
    console.log(`measured ${route}`);
  }
} finally {
  chrome.kill();
  server.close();
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (Number.isFinite(value) ? `${value} ms` : 'n/a');
const header = ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'FCP', 'LCP', 'TBT', 'CLS', 'Total', 'JS'];
const table = rows.map((row) => [
  row.route,
  row.performance,
  row.accessibility,
  row.bestPractices,
  row.seo,
  ms(row.fcp),
  ms(row.lcp),
  ms(row.tbt),
  row.cls,
  kb(row.totalBytes),
  kb(row.jsBytes),
]);
const widths = header.map((title, column) => Math.max(title.length, ...table.map((cells) => String(cells[column]).length)));
const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
console.log(`\nLighthouse ${RUNS} runs per route, median, default mobile settings\n`);
console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...table.map(line)].join('\n'));

mkdirSync('bench/results', { recursive: true });
const file = join('bench/results', `lighthouse-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ runs: RUNS, date: new Date().toISOString(), rows }, null, 2));
console.log(`\nSaved ${file}`);
