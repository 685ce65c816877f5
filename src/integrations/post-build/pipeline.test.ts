import { mkdirSync, mkdtempSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { steps } from '.';
import { checkOrder, runOnDirectory, type Step } from './pipeline';

describe('the order of the post-build steps', () => {
  const build = steps(new Map());
  const named = (name: string) => build.find((step) => step.name === name)!;

  it('is one the steps accept, with precompress last', () => {
    expect(() => checkOrder(build)).not.toThrow();
    expect(build.map((step) => step.name)).toEqual([
      'figures',
      'font-subset',
      'font-loading',
      'inline-css',
      'island-scripts',
      'page-policy',
      'markup-guard',
      'feeds',
      'editor',
      'redirects',
      'precompress',
    ]);
  });

  // Each order written as the steps' names, in the order they would run; PAGES are the steps that rewrite the pages.
  const PAGES = 'figures font-subset font-loading inline-css island-scripts';
  it.each([
    ['page-policy font-subset editor precompress', /"page-policy" must run after "font-subset"/],
    [`${PAGES} markup-guard page-policy`, /"markup-guard" must run after "page-policy"/],
    ['font-loading font-subset', /"font-loading" must run after "font-subset"/],
    ['inline-css font-subset', /"inline-css" must run after "font-subset"/],
    ['font-subset figures', /"font-subset" must run after "figures"/],
    ['figures font-subset font-loading island-scripts', /"island-scripts" must run after "inline-css"/],
    ['figures font-subset font-loading inline-css page-policy', /"page-policy" must run after "island-scripts"/],
    [`${PAGES} editor page-policy precompress`, /"editor" must run after "page-policy"/],
    ['editor font-subset page-policy precompress', /"editor" must run after "font-subset"/],
    [`${PAGES} page-policy precompress editor`, /"precompress" must be the last step/],
  ])('refuses the order %s', (order, error) => {
    expect(() => checkOrder(order.split(' ').map(named))).toThrow(error);
  });
});

describe('a pipeline over a directory', () => {
  it('reads what the steps ask for once, writes what they changed, added and removed, and leaves the rest alone', async () => {
    const root = mkdtempSync(join(tmpdir(), 'post-build-'));
    mkdirSync(join(root, 'nested'));
    const latin1 = Buffer.from('caf\xe9\n', 'latin1');
    writeFileSync(join(root, 'keep.html'), '<p>keep</p>');
    writeFileSync(join(root, 'nested', 'change.html'), '<p>before</p>');
    writeFileSync(join(root, 'remove.txt'), 'gone');
    writeFileSync(join(root, 'bytes.txt'), latin1);
    writeFileSync(join(root, 'image.png'), Uint8Array.of(137, 80, 78, 71));
    const seen: string[][] = [];
    const rewrite: Step = {
      name: 'rewrite',
      reads: /\.(html|txt)$/,
      run: (files) => {
        seen.push([...files.keys()].sort());
        const next = new Map(files);
        next.set('/nested/change.html', '<p>after</p>');
        next.delete('/remove.txt');
        next.set('/added/new.json', '{}');
        return next;
      },
    };
    const keptAt = statSync(join(root, 'keep.html')).mtimeMs;
    await new Promise((resolve) => setTimeout(resolve, 20));
    await runOnDirectory(root, [rewrite], () => {});

    expect(seen).toEqual([['/bytes.txt', '/keep.html', '/nested/change.html', '/remove.txt']]);
    expect(readFileSync(join(root, 'nested', 'change.html'), 'utf8')).toBe('<p>after</p>');
    expect(readFileSync(join(root, 'added', 'new.json'), 'utf8')).toBe('{}');
    expect(readdirSync(root)).not.toContain('remove.txt');
    expect(readFileSync(join(root, 'bytes.txt'))).toEqual(latin1);
    expect(statSync(join(root, 'keep.html')).mtimeMs).toBe(keptAt);
    expect(readFileSync(join(root, 'image.png'))).toEqual(Buffer.from([137, 80, 78, 71]));
  });
});
