import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { islandScripts, loader } from './island-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
// Stand-ins with the marks Astro's own scripts carry: the runtime defines the element, a directive registers itself.
const RUNTIME = 'class I extends HTMLElement{};customElements.define("astro-island",I)';
const TAP = '(self.Astro||(self.Astro={}))["tap"]=()=>{};';
const SEEN = '(self.Astro||(self.Astro={})).seen=()=>{};';
const OTHER = 'console.log(1)';
const policy = (...texts: string[]) =>
  `<meta http-equiv="content-security-policy" content="script-src 'self' ${texts.map(sha256).join(' ')}">`;
const page = (...directives: string[]) =>
  `<html><head>${policy(RUNTIME, TAP, SEEN, OTHER)}</head><body>${directives.map((text) => `<script>${text}</script>`).join('')}` +
  `<script>${RUNTIME}</script><astro-island client="tap"></astro-island><script>${OTHER}</script></body></html>`;

describe('island scripts step', () => {
  const files = new Map<string, string | Uint8Array>([
    ['/a.html', page(TAP)],
    ['/b/c.html', page(TAP, SEEN)],
    ['/plain.html', `<html><body><script>${OTHER}</script></body></html>`],
  ]);
  const build = islandScripts(files);
  const [src, bundle] = [...build].find(([address]) => address.startsWith('/_astro/islands.'))!;

  it('writes every directive once, then the runtime, into one file named after its content', () => {
    expect(src).toMatch(/^\/_astro\/islands\.[0-9a-f]{16}\.js$/);
    expect(src).toContain(
      createHash('sha256')
        .update(bundle as string)
        .digest('hex')
        .slice(0, 16),
    );
    expect(bundle).toBe(`${TAP}\n${SEEN}\n${RUNTIME}\n`);
  });

  it('leaves on each page only the loader of that file, as a module, and its other scripts', () => {
    for (const address of ['/a.html', '/b/c.html']) {
      const html = build.get(address) as string;
      expect(html).toContain(`<script type="module">${loader(src)}</script><astro-island`);
      expect(html).toContain(`<script>${OTHER}</script>`);
      for (const text of [RUNTIME, TAP, SEEN]) expect(html).not.toContain(`<script>${text}</script>`);
    }
  });

  it("swaps the runtime's hash for the loader's and leaves the directives' hashes to the page policy", () => {
    const html = build.get('/a.html') as string;
    expect(html).toContain(policy(loader(src), TAP, SEEN, OTHER));
  });

  it('leaves a page without the runtime, and the build it was given, as they were', () => {
    expect(build.get('/plain.html')).toBe(files.get('/plain.html'));
    expect(files.get('/a.html')).toBe(page(TAP));
    expect(islandScripts(new Map([['/plain.html', files.get('/plain.html')!]])).size).toBe(1);
  });
});
