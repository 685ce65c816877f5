// A gzip copy (`team.html.gz`) and a brotli copy (`team.html.br`) beside every text file of the build, each
// compressed once at its highest level: the local server (scripts/static-server.mjs) and nginx (`brotli_static`,
// `gzip_static`) send these instead of compressing each response — brotli to browsers that take it, gzip to the rest.
//
// Brotli at its highest level is slow (the editor's 2 MB script alone takes about 3 CPU seconds), and most files come
// out of every build byte for byte the same: the copies are kept in a cache by the hash of what they compress
// (../build-cache.ts, `node_modules/.astro/precompress/`), so a build compresses only what changed.
import { extname } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { cacheIn, cacheKey } from '../build-cache';
import { asBytes, type Files, type Step } from '../pipeline';

/** Part of every key: a change to how the copies are made makes every copy again. */
const SETTINGS = 'gzip 9, brotli 11 text';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

/**
 * The build with a `.gz` and a `.br` copy of every text file. A file gzip would not make smaller keeps no `.gz`; a
 * brotli copy is kept only when it is smaller than both the file and its gzip copy: the servers send brotli whenever
 * the browser takes it, so a brotli copy no smaller would only cost bytes (and two copies of one size could share
 * an ETag, which is made of size and date).
 */
export function precompress(files: Files, cacheDir?: string): Files {
  const build = new Map(files);
  const cache = cacheDir ? cacheIn(cacheDir) : undefined;
  for (const [address, contents] of files) {
    if (!COMPRESSIBLE.has(extname(address))) continue;
    const text = asBytes(contents);
    const key = cache && cacheKey(SETTINGS, text);
    const gzipped = cache?.read(`${key}.gz`) ?? cache?.write(`${key}.gz`, gzip(text)) ?? gzip(text);
    if (gzipped.length < text.length) build.set(`${address}.gz`, gzipped);
    const brotli = cache?.read(`${key}.br`) ?? cache?.write(`${key}.br`, brotliOf(text)) ?? brotliOf(text);
    if (brotli.length < Math.min(text.length, gzipped.length)) build.set(`${address}.br`, brotli);
  }
  cache?.removeUnused();
  return build;
}

const gzip = (text: Uint8Array) => gzipSync(text, { level: constants.Z_BEST_COMPRESSION });

const brotliOf = (text: Uint8Array) =>
  brotliCompressSync(text, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
    },
  });

/** The step, with the project's cache when given its folder (the build gives it; a test may leave it out). */
export const precompressStep = (cacheDir?: string): Step => ({
  name: 'precompress',
  reads: new RegExp(`(${[...COMPRESSIBLE].map((extension) => `\\${extension}`).join('|')})$`),
  // Every file another step writes or rewrites (the subset font's pages, the arranged pages, the editor's files,
  // the sitemap Astro's integrations wrote before) is compressed as it is served.
  after: 'every other step',
  run: (files) => precompress(files, cacheDir),
});
