import { describe, expect, it } from 'vitest';
import { addRedirects, redirectsFile } from './redirects';

describe('redirects step', () => {
  it('sends the unknown addresses under each folder with a 404 page of its own that page with status 404, the deepest folder first', () => {
    const lines = redirectsFile(['/404.html', '/xa/404.html', '/xa/deeper/404.html', '/xb/404.html'])
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '/xa/deeper/*  /xa/deeper/404.html  404',
      '/xa/*  /xa/404.html  404',
      '/xb/*  /xb/404.html  404',
    ]);
  });

  it('writes a file without rules for a build with the root 404 page alone, and changes nothing else', () => {
    const files = new Map<string, string | Uint8Array>([
      ['/404.html', '<!doctype html><title>Sample</title>'],
      ['/team.html', '<!doctype html><title>Sample</title>'],
    ]);
    const build = addRedirects(files);
    expect(build.get('/_redirects')).toMatch(/^(#[^\n]*\n)*$/);
    expect([...build.keys()]).toEqual([...files.keys(), '/_redirects']);
    expect(files.has('/_redirects')).toBe(false);
  });
});
