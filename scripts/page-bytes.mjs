// `npm run bytes`: every page of a build as the servers send it — the brotli copy the precompress step wrote beside
// it (`team.html.br`), which is what the routes test's byte budget measures, headers excluded — heaviest first, read
// from dist/ alone (no browser, no server), with its room under the budget and its structure without its words (which
// has a budget of its own: scripts/page-words.mjs). Options:
//   --save <file.json>     keep the figures (route → bytes as sent), to compare a later build with;
//   --against <file.json>  print each page before → now and the difference (a structural cut measured page by page);
//   --parts <route>        what each part of one page costs as sent: the page's brotli size with that part and
//                          without it (its inline CSS, each inline script, the CSP <meta>, the JSON-LD, the islands'
//                          wrappers, the header, main and footer…), so that a cut is chosen by what it saves;
//   --dist <folder>        another build than dist/; --top <n> only the n heaviest pages.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BUDGETS, format } from './budgets.mjs';
import { brotliSize, structureBytes } from './page-words.mjs';
import { fileOfRoute, pageFiles, routeOfFile } from './built-pages.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const dist = option('--dist') ?? 'dist';

/** A page as sent: its `.br` copy when the build has one (the servers send it), else the file itself. */
export function sentBytes(folder, file) {
  const path = join(folder, file);
  return readFileSync(existsSync(`${path}.br`) ? `${path}.br` : path).length;
}

/** Every page of a build, route → bytes as sent (brotli) and gzip, heaviest first. */
export function pageBytes(folder) {
  return pageFiles(folder)
    .map((file) => {
      const path = join(folder, file);
      return {
        route: routeOfFile(file),
        brotli: sentBytes(folder, file),
        gzip: readFileSync(existsSync(`${path}.gz`) ? `${path}.gz` : path).length,
      };
    })
    .sort((a, b) => b.brotli - a.brotli || a.route.localeCompare(b.route));
}

/**
 * The parts of a page whose cost is worth knowing, each as a pattern of what to take out of the page: a part costs
 * what the page as sent loses without it (brotli shares strings across the page, so a part's own size says little).
 */
const PARTS = [
  ['inline CSS (<style>)', /<style\b[^>]*>[\s\S]*?<\/style>/g],
  ['CSP <meta>', /<meta http-equiv="content-security-policy"[^>]*>/g],
  ['CSP hashes', /\s'sha(?:256|384|512)-[^']*'/g],
  ['JSON-LD', /<script type="application\/ld\+json">[\s\S]*?<\/script>/g],
  ['inline scripts (not JSON-LD)', /<script(?![^>]*\s(?:src|type="application\/ld\+json"))\b[^>]*>[\s\S]*?<\/script>/g],
  ['the page’s script (fonts, island loader)', /<script(?: data-[\w-]+="[^"]*")*>[\s\S]*?<\/script>/g],
  ['speculation rules', /<script type="speculationrules">[\s\S]*?<\/script>/g],
  ['<head> meta, links, title', /<(?:meta(?! http-equiv| charset)|link)\b[^>]*>|<title>[\s\S]*?<\/title>/g],
  ['islands’ wrapper attributes', /(?<=<astro-island)\s[^>]*(?=>)/g],
  ['islands’ props', /\sprops="[^"]*"/g],
  ['class attributes', /\sclass="[^"]*"/g],
  ['inline SVG icons', /<svg\b[\s\S]*?<\/svg>/g],
  ['<header>', /<header\b[^>]*>(?:(?!<header\b)[\s\S])*?<\/header>(?=<main)/g],
  ['<main>', /<main\b[\s\S]*?<\/main>/g],
  ['<footer>', /<footer\b[\s\S]*?<\/footer>/g],
];

function parts(route) {
  const file = pageFiles(dist).find((name) => routeOfFile(name) === route);
  if (!file) throw new Error(`${route}: no such page in ${dist}/`);
  const html = readFileSync(join(dist, file), 'utf8');
  const whole = brotliSize(html);
  console.log(
    `${route}: ${whole} B as sent (brotli), ${Buffer.byteLength(html)} B before compression; ` +
      `its structure without its words ${structureBytes(html)} B (scripts/page-words.mjs)\n`,
  );
  const rows = PARTS.map(([name, pattern]) => {
    const matches = html.match(pattern) ?? [];
    const raw = matches.reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    return [name, matches.length, raw, matches.length ? whole - brotliSize(html.replace(pattern, '')) : 0];
  });
  table(['Part', 'Count', 'Bytes (raw)', 'Costs as sent'], rows);
}

function table(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) => `| ${cells.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log([line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)].join('\n'));
}

function main() {
  const route = option('--parts');
  if (route) return parts(route);
  const pages = pageBytes(dist);
  const top = Number(option('--top') ?? pages.length);
  const against = option('--against');
  const before = against ? JSON.parse(readFileSync(against, 'utf8')) : undefined;
  const limit = BUDGETS.html;
  if (before)
    table(
      ['Route', 'Before', 'Now', 'Difference'],
      pages
        .slice(0, top)
        .map((page) => [
          page.route,
          before[page.route] ?? 'n/a',
          page.brotli,
          before[page.route] === undefined ? 'new' : `${page.brotli - before[page.route]}`,
        ]),
    );
  else
    table(
      ['Route', 'Brotli (as sent)', 'Gzip', 'Room under the budget', 'Structure without its words'],
      pages
        .slice(0, top)
        .map((page) => [
          page.route,
          page.brotli,
          page.gzip,
          format(limit - page.brotli),
          `${structureBytes(readFileSync(join(dist, fileOfRoute(page.route)), 'utf8'))} of ${format(BUDGETS.structure)}`,
        ]),
    );
  const saveTo = option('--save');
  if (saveTo) {
    writeFileSync(
      saveTo,
      `${JSON.stringify(Object.fromEntries(pages.map((page) => [page.route, page.brotli])), null, 2)}\n`,
    );
    console.log(`\nSaved ${saveTo}`);
  }
}

// Run as a command; imported (tests, other scripts), only the functions above.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
