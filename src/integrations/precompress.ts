// Writes a gzip copy (`team.html.gz`) beside every text file of the build, compressed once at the highest level:
// the local server (scripts/static-server.mjs) and nginx (`gzip_static`) send these instead of compressing each
// response. Runs last, so the files other integrations write (sitemap) are compressed too.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';
import type { AstroIntegration } from 'astro';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

/** Compresses every text file under `root`; a file that gzip would not make smaller keeps no copy. */
export function precompressDir(root: string): void {
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!COMPRESSIBLE.has(extname(file))) continue;
    const text = readFileSync(join(root, file));
    const gzipped = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
    if (gzipped.length < text.length) writeFileSync(join(root, `${file}.gz`), gzipped);
  }
}

export function precompress(): AstroIntegration {
  return {
    name: 'aravali:precompress',
    hooks: {
      'astro:build:done': ({ dir }) => precompressDir(fileURLToPath(dir)),
    },
  };
}
