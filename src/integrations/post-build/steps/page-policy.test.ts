import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { pagePolicy } from './page-policy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const FONT_STYLE = '@font-face{font-family:Sample}';
const ISLAND_STYLE = 'astro-island{display:contents}';
const SCRIPT = 'console.log(1)';
const ELSEWHERE = 'used(on, another, page)';
const policy = (sources: string) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${sources}; style-src 'self' ${sha256(FONT_STYLE)} ${sha256(ISLAND_STYLE)}">`;

// The order Astro writes: the policy after the head's inline style, the island style inside <body>.
const page =
  `<!DOCTYPE html><html><head><meta charset="utf-8"><style>${FONT_STYLE}</style>${policy(`${sha256(SCRIPT)} ${sha256(ELSEWHERE)}`)}<title>Sample</title></head>` +
  `<body><style>${ISLAND_STYLE}</style><main>Sample</main><script>${SCRIPT}</script><script src="/_astro/island.js"></script></body></html>`;

describe('page policy step', () => {
  const files = new Map<string, string | Uint8Array>([
    ['/sample.html', page],
    ['/_astro/site.css', 'p{margin:0}'],
  ]);
  const arranged = pagePolicy(files).get('/sample.html') as string;

  it('puts the policy right after <meta charset>, before every element it governs', () => {
    expect(
      arranged.startsWith(
        `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="content-security-policy"`,
      ),
    ).toBe(true);
    expect(arranged.match(/content-security-policy/g)).toHaveLength(1);
  });

  it('moves the island <style> from <body> to the end of <head>, unchanged', () => {
    expect(arranged).toContain(`<title>Sample</title><style>${ISLAND_STYLE}</style></head><body><main>`);
    expect(arranged.slice(arranged.indexOf('<body'))).not.toContain('<style');
  });

  it("keeps only the hashes of the page's own inline scripts and styles, and every other source", () => {
    expect(arranged).toContain(
      `content="default-src 'self'; script-src 'self' ${sha256(SCRIPT)}; style-src 'self' ${sha256(FONT_STYLE)} ${sha256(ISLAND_STYLE)}"`,
    );
    expect(arranged).not.toContain(sha256(ELSEWHERE));
  });

  it('leaves every other file and the build it was given as they were', () => {
    expect(pagePolicy(files).get('/_astro/site.css')).toBe('p{margin:0}');
    expect(files.get('/sample.html')).toBe(page);
  });

  it('stops the build on a page without a policy to arrange', () => {
    expect(() =>
      pagePolicy(new Map([['/bare.html', '<html><head><meta charset="utf-8"></head><body></body></html>']])),
    ).toThrow(/bare\.html/);
  });
});
