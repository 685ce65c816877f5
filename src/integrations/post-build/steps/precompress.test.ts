import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { precompress } from './precompress';

describe('precompress step', () => {
  const html = `<!doctype html><title>Sample</title>${'<p>Sample text that repeats and so compresses.</p>'.repeat(30)}`;
  const font = Uint8Array.from({ length: 2000 }, (_, index) => (index * 7919) % 251);
  const files = new Map<string, string | Uint8Array>([
    ['/sample.html', html],
    ['/_astro/site.css', 'p{margin:0}'.repeat(50)],
    ['/admin/config.json', JSON.stringify({ collections: Array(40).fill({ name: 'sample' }) })],
    ['/tiny.txt', 'x'],
    ['/_astro/fonts/sample.woff2', font],
  ]);
  const compressed = precompress(files);

  it('writes a gzip copy beside every text file that shrinks, decompressing to the same bytes', () => {
    for (const address of ['/sample.html', '/_astro/site.css', '/admin/config.json']) {
      expect(gunzipSync(compressed.get(`${address}.gz`) as Uint8Array).toString('utf8'), address).toBe(
        files.get(address),
      );
    }
  });

  it('writes a brotli copy beside every text file that shrinks, smaller than its gzip copy, decompressing to the same bytes', () => {
    for (const address of ['/sample.html', '/_astro/site.css', '/admin/config.json']) {
      const brotli = compressed.get(`${address}.br`) as Uint8Array;
      expect(brotliDecompressSync(brotli).toString('utf8'), address).toBe(files.get(address));
      expect(brotli.length, address).toBeLessThan((compressed.get(`${address}.gz`) as Uint8Array).length);
    }
  });

  it('keeps no copy of a file compression would make larger, nor of a file that is not text', () => {
    for (const copy of ['.gz', '.br']) {
      expect(compressed.has(`/tiny.txt${copy}`)).toBe(false);
      expect(compressed.has(`/_astro/fonts/sample.woff2${copy}`)).toBe(false);
    }
  });

  it('keeps no brotli copy that is not smaller than the gzip copy: the servers would send it instead', () => {
    // Random base64-like text: each compresses it to about three quarters, and brotli ends a few bytes behind gzip.
    const alphabet = 'abcdefghijklmnopqrstuvwxyz0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ+/';
    let seed = 8882;
    const text = Array.from({ length: 8882 }, () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return alphabet[(seed >>> 16) % alphabet.length];
    }).join('');
    const copies = precompress(new Map([['/sample.txt', text]]));
    const gzipped = copies.get('/sample.txt.gz') as Uint8Array;
    const brotli = brotliCompressSync(text, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    });
    expect(gzipped.length, 'gzip makes the sample smaller').toBeLessThan(text.length);
    expect(brotli.length, 'brotli makes the sample no smaller than gzip does').toBeGreaterThanOrEqual(gzipped.length);
    expect(copies.has('/sample.txt.br')).toBe(false);
  });

  it('adds the copies and changes nothing else', () => {
    expect([...compressed.keys()].filter((address) => !/\.(gz|br)$/.test(address))).toEqual([...files.keys()]);
    for (const [address, contents] of files) expect(compressed.get(address)).toBe(contents);
    expect(files.size).toBe(5);
  });

  it('with a cache, gives the same copies, makes each copy once and reads it on the next build', () => {
    const cache = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    try {
      const first = precompress(files, cache);
      expect([...first]).toEqual([...compressed]);
      const made = readdirSync(cache).sort();
      expect(made.length, 'a gzip and a brotli copy per text file').toBe(2 * 4);
      // The next build reads the copy from the cache instead of compressing again: a copy written there by hand is
      // what it gets.
      for (const name of made.filter((file) => file.endsWith('.br'))) writeFileSync(join(cache, name), 'cached');
      const second = precompress(files, cache);
      expect(Buffer.from(second.get('/sample.html.br') as Uint8Array).toString()).toBe('cached');
      expect(readdirSync(cache).sort()).toEqual(made);
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });

  it('removes from the cache the copies no build has used for two weeks, and keeps those this build used', () => {
    const cache = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    try {
      precompress(files, cache);
      const used = readdirSync(cache);
      const old = new Date(Date.now() - 15 * 24 * 60 * 60 * 1000);
      writeFileSync(join(cache, 'unused.br'), 'x');
      for (const name of [...used, 'unused.br']) utimesSync(join(cache, name), old, old);
      precompress(files, cache);
      expect(readdirSync(cache).sort()).toEqual(used.sort());
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  });
});
