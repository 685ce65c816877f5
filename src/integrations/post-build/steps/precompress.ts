// A gzip copy (`team.html.gz`) beside every text file of the build, compressed once at the highest level: the local
// server (scripts/static-server.mjs) and nginx (`gzip_static`) send these instead of compressing each response.
import { extname } from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { asBytes, type Files, type Step } from '../pipeline';

const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.webmanifest', '.xml', '.txt', '.svg']);

/** The build with a `.gz` copy of every text file; a file that gzip would not make smaller keeps no copy. */
export function precompress(files: Files): Files {
  const build = new Map(files);
  for (const [address, contents] of files) {
    if (!COMPRESSIBLE.has(extname(address))) continue;
    const text = asBytes(contents);
    const gzipped = gzipSync(text, { level: constants.Z_BEST_COMPRESSION });
    if (gzipped.length < text.length) build.set(`${address}.gz`, gzipped);
  }
  return build;
}

export const precompressStep: Step = {
  name: 'precompress',
  reads: new RegExp(`(${[...COMPRESSIBLE].map((extension) => `\\${extension}`).join('|')})$`),
  // Every file another step writes or rewrites (the subset font's pages, the arranged pages, the editor's files,
  // the sitemap Astro's integrations wrote before) is compressed as it is served.
  after: 'every other step',
  run: precompress,
};
