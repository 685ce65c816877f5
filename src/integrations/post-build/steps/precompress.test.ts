import { gunzipSync } from 'node:zlib';
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
      expect(gunzipSync(compressed.get(`${address}.gz`) as Uint8Array).toString('utf8'), address).toBe(files.get(address));
    }
  });

  it('keeps no copy of a file gzip would make larger, nor of a file that is not text', () => {
    expect(compressed.has('/tiny.txt.gz')).toBe(false);
    expect(compressed.has('/_astro/fonts/sample.woff2.gz')).toBe(false);
  });

  it('adds the copies and changes nothing else', () => {
    expect([...compressed.keys()].filter((address) => !address.endsWith('.gz'))).toEqual([...files.keys()]);
    for (const [address, contents] of files) expect(compressed.get(address)).toBe(contents);
    expect(files.size).toBe(5);
  });
});
