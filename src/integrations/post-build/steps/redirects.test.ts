import { describe, expect, it } from 'vitest';
import { EDITIONS, TRAILING_SLASH_PATHS, editionPaths } from '../../../../tests/support/paths';
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

  it('redirects a trailing slash to each page’s one address, as the local server and nginx do (tests/support/paths.ts), before the 404 rules', () => {
    const page = '<!doctype html><title>Sample</title>';
    const files = new Map<string, string | Uint8Array>(
      [
        '/index.html',
        '/404.html',
        '/team.html',
        '/admin/index.html',
        ...EDITIONS.flatMap((locale) => [`/${locale}.html`, `/${locale}/team.html`, `/${locale}/404.html`]),
      ].map((address) => [address, page]),
    );
    const lines = String(addRedirects(files).get('/_redirects'))
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    // Each redirect of the shared table written as its plain address: a page's with a slash after it.
    const expected = [
      ...TRAILING_SLASH_PATHS.filter(([path, location]) => path === `${location}/`),
      ...EDITIONS.flatMap((locale) =>
        editionPaths(locale)
          .filter(({ status, path, location }) => status === 301 && path === `${location}/`)
          .map(({ path, location }) => [path, location!] as const),
      ),
    ];
    expect(expected.length).toBeGreaterThan(EDITIONS.length);
    for (const [path, location] of expected) expect(lines, path).toContain(`${path}  ${location}  301`);
    // Only pages: no rule for the home page, a folder's index or a 404 page; every redirect before the first 404 rule.
    expect(lines.filter((line) => line.endsWith(' 301'))).toHaveLength(1 + 2 * EDITIONS.length);
    const first404 = lines.findIndex((line) => line.endsWith(' 404'));
    expect(lines.slice(first404).every((line) => line.endsWith(' 404'))).toBe(true);
  });

  it('writes a file without rules for a build with the root 404 page alone, and changes nothing else', () => {
    const files = new Map<string, string | Uint8Array>([
      ['/404.html', '<!doctype html><title>Sample</title>'],
      ['/index.html', '<!doctype html><title>Sample</title>'],
    ]);
    const build = addRedirects(files);
    expect(build.get('/_redirects')).toMatch(/^(#[^\n]*\n)*$/);
    expect([...build.keys()]).toEqual([...files.keys(), '/_redirects']);
    expect(files.has('/_redirects')).toBe(false);
  });
});
