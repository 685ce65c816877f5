// A folder of results kept between builds by the hash of everything that made them (the post-build steps that take
// seconds of CPU and give the same bytes for the same input: compression, font subsets). It lives under
// node_modules/.astro/, beside Astro's image cache, so a fresh clone starts cold and `rm -rf node_modules` empties it.
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Where a project keeps each step's results: `node_modules/.astro/<step>`. */
export const buildCacheFolder = (root: string, step: string) => join(root, 'node_modules/.astro', step);

/** An entry no build has used for this long is removed. */
const UNUSED_FOR = 14 * 24 * 60 * 60 * 1000;

/** The key of a result: a hash of every input, in order (text or bytes). */
export function cacheKey(...inputs: ReadonlyArray<string | Uint8Array>): string {
  const hash = createHash('sha256');
  for (const input of inputs) hash.update(input).update('\0');
  return hash.digest('hex');
}

export interface BuildCache {
  /** The result kept under this name, marked as used; undefined when there is none. */
  read(name: string): Buffer | undefined;
  /** Keeps a result under this name and returns it. */
  write<Bytes extends Uint8Array>(name: string, bytes: Bytes): Bytes;
  /** Removes what no build has used for two weeks. */
  removeUnused(): void;
}

/**
 * The cache in a folder. A result is written under a temporary name and renamed, so that two builds sharing the
 * folder (a copy of the project and the project) never read half a file.
 */
export function cacheIn(folder: string): BuildCache {
  mkdirSync(folder, { recursive: true });
  const now = new Date();
  return {
    read(name) {
      try {
        const bytes = readFileSync(join(folder, name));
        utimesSync(join(folder, name), now, now);
        return bytes;
      } catch {
        return undefined;
      }
    },
    write(name, bytes) {
      const partial = join(folder, `${name}.${process.pid}.partial`);
      writeFileSync(partial, bytes);
      renameSync(partial, join(folder, name));
      return bytes;
    },
    removeUnused() {
      for (const name of readdirSync(folder)) {
        const modified = statSync(join(folder, name), { throwIfNoEntry: false })?.mtimeMs ?? now.getTime();
        if (now.getTime() - modified > UNUSED_FOR) rmSync(join(folder, name), { force: true });
      }
    },
  };
}
