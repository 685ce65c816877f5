// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FONT_SCRIPT, LATER_CLASS, fontLoading, fontLoadingPage, laterFontStyle } from './font-loading';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const INTER = '/_astro/fonts/inter.woff2';
const ARABIC = '/_astro/fonts/arabic.woff2';

// Each face's <style> as Astro's font API writes it (minified): the face, its metric-matched fallback, its variable.
const fontStyle = (family: string, url: string, variable: string) =>
  `@font-face{font-family:${family};src:url("${url}") format("woff2");font-display:swap;font-weight:100 900;font-style:normal;}` +
  `@font-face{font-family:"${family} fallback: Arial";src:local("Arial");size-adjust:107.1%;}` +
  `:root{${variable}:${family},"${family} fallback: Arial",sans-serif;}`;
const INTER_STYLE = fontStyle('Inter-1a2b', INTER, '--font-inter');
const ARABIC_STYLE = fontStyle('Readex-3c4d', ARABIC, '--font-arabic');
const ISLAND_STYLE = 'astro-island{display:contents}';
const SCRIPT = 'console.log(1)';
const preload = (url: string) => `<link rel="preload" href="${url}" as="font" type="font/woff2" crossorigin>`;
const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${sha256(SCRIPT)}; style-src 'self' ${sha256(INTER_STYLE)} ${sha256(ARABIC_STYLE)} ${sha256(ISLAND_STYLE)}">`;
const page = (preloads: string) =>
  `<!DOCTYPE html><html lang="ar"><head><meta charset="utf-8">${policy}<style>${INTER_STYLE}</style>${preloads}` +
  `<style>${ARABIC_STYLE}</style><title>Sample</title></head>` +
  `<body><style>${ISLAND_STYLE}</style><p>Sample</p><script>${SCRIPT}</script></body></html>`;

describe('font loading step', () => {
  // The Arabic page preloads the Arabic face first: the script must list the files in the preloads' order.
  const original = page(`${preload(ARABIC)}${preload(INTER)}`);
  const html = fontLoadingPage(original);
  const laterInter = INTER_STYLE.replace('font-display:swap', 'font-display:optional').concat(
    `:root.${LATER_CLASS}{--font-inter:"Inter-1a2b fallback: Arial",sans-serif}`,
  );
  const laterArabic = ARABIC_STYLE.replace('font-display:swap', 'font-display:optional').concat(
    `:root.${LATER_CLASS}{--font-arabic:"Readex-3c4d fallback: Arial",sans-serif}`,
  );

  it('removes the font preloads', () => {
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('as="font"');
  });

  it("gives each font variable a twin for marked pages with the fallback stack only, and shows each face only if it's in time", () => {
    expect(html).toContain(`<style>${laterInter}</style><style>${laterArabic}</style>`);
    expect(html).not.toContain('font-display:swap');
  });

  it("swaps each font style's hash in the policy for its new text's, and leaves the other styles' hashes", () => {
    expect(html).toContain(`style-src 'self' ${sha256(laterInter)} ${sha256(laterArabic)} ${sha256(ISLAND_STYLE)}"`);
    expect(html).not.toContain(sha256(INTER_STYLE));
    expect(html).not.toContain(sha256(ARABIC_STYLE));
    expect(html).toContain(`<body><style>${ISLAND_STYLE}</style>`);
  });

  it('adds the font script at the end of <head>, listing the preloaded files in order, and its hash to script-src', () => {
    expect(html).toContain(
      `<title>Sample</title><script data-fonts="${ARABIC} ${INTER}">${FONT_SCRIPT}</script></head>`,
    );
    expect(html.match(/data-fonts=/g)).toHaveLength(1);
    expect(html).toContain(`script-src 'self' ${sha256(SCRIPT)} ${sha256(FONT_SCRIPT)};`);
  });

  it('leaves a page without font preloads, and every file not a page, exactly as they were', () => {
    const bare = page('');
    expect(fontLoadingPage(bare)).toBe(bare);
    const files = new Map<string, string | Uint8Array>([
      ['/bare.html', bare],
      ['/index.html', original],
      ['/_astro/site.css', '@font-face{font-display:swap}:root{--font-inter:Inter,Arial}'],
    ]);
    const built = fontLoading(files);
    expect(built.get('/bare.html')).toBe(bare);
    expect(built.get('/index.html')).toBe(html);
    expect(built.get('/_astro/site.css')).toBe(files.get('/_astro/site.css'));
    expect(files.get('/index.html')).toBe(original);
  });

  it('leaves a style without a font variable as it is', () => {
    expect(laterFontStyle(ISLAND_STYLE)).toBe(ISLAND_STYLE);
    const faceOnly = '@font-face{font-family:Sample;src:url("/x.woff2");font-display:swap;}';
    expect(laterFontStyle(faceOnly)).toBe(faceOnly);
  });
});

describe('font script, run in a page (happy-dom)', () => {
  const FILES = `${INTER} ${ARABIC}`;

  /** Stands in for the browser's FontFace: records each face asked for; `load` resolves at once. */
  const loaded: string[] = [];
  class FakeFontFace {
    constructor(
      readonly family: string,
      readonly source: string,
    ) {}
    load() {
      loaded.push(this.source);
      return Promise.resolve(this);
    }
  }

  /** A localStorage holding `initial` under "webfonts" (or nothing), or one whose every call throws. */
  function storage(initial: string | null | 'throws') {
    const items = new Map<string, string>(
      typeof initial === 'string' && initial !== 'throws' ? [['webfonts', initial]] : [],
    );
    const fail = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    return {
      items,
      getItem: initial === 'throws' ? fail : (key: string) => items.get(key) ?? null,
      setItem: initial === 'throws' ? fail : (key: string, value: string) => void items.set(key, value),
    };
  }

  /** Runs the script as the element the step writes, in a page still loading; `unreachable`: reading localStorage throws. */
  function run(store: ReturnType<typeof storage> | 'unreachable') {
    const script = document.createElement('script');
    script.dataset.fonts = FILES;
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    vi.stubGlobal('localStorage', store);
    if (store === 'unreachable')
      Object.defineProperty(globalThis, 'localStorage', {
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
        configurable: true,
      });
    vi.stubGlobal('FontFace', FakeFontFace);
    new Function(FONT_SCRIPT)();
  }

  const marked = () => document.documentElement.classList.contains(LATER_CLASS);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'currentScript');
    Reflect.deleteProperty(document, 'readyState');
    document.documentElement.classList.remove(LATER_CLASS);
    loaded.length = 0;
  });

  it('on a first visit marks the page, fetches nothing before it has loaded, then fetches the files and remembers them', async () => {
    const store = storage(null);
    run(store);
    expect(marked()).toBe(true);
    await settle();
    expect(loaded).toEqual([]);
    expect(store.items.has('webfonts')).toBe(false);

    dispatchEvent(new Event('load'));
    await settle();
    expect(loaded).toEqual([`url(${INTER})`, `url(${ARABIC})`]);
    expect(store.items.get('webfonts')).toBe(FILES);

    dispatchEvent(new Event('load'));
    await settle();
    expect(loaded).toHaveLength(2);
  });

  it('adds the files to those remembered from other pages, and marks a page one of whose files is new', async () => {
    const store = storage(`/_astro/fonts/other.woff2 ${INTER}`);
    run(store);
    expect(marked()).toBe(true);
    dispatchEvent(new Event('load'));
    await settle();
    expect(store.items.get('webfonts')).toBe(`/_astro/fonts/other.woff2 ${INTER} ${ARABIC}`);
  });

  it('neither marks the page nor fetches anything once every file is remembered', async () => {
    const store = storage(`${ARABIC} /_astro/fonts/other.woff2 ${INTER}`);
    run(store);
    expect(marked()).toBe(false);
    dispatchEvent(new Event('load'));
    await settle();
    expect(loaded).toEqual([]);
  });

  it('neither marks the page nor fetches anything where storage is refused', async () => {
    run(storage('throws'));
    expect(marked()).toBe(false);
    dispatchEvent(new Event('load'));
    await settle();
    expect(loaded).toEqual([]);
  });

  it('neither marks the page nor fetches anything where even reaching storage throws', async () => {
    run('unreachable');
    expect(() => localStorage).toThrow('insecure');
    expect(marked()).toBe(false);
    dispatchEvent(new Event('load'));
    await settle();
    expect(loaded).toEqual([]);
  });
});
