// @vitest-environment happy-dom
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  PROPS_FIRST,
  PROPS_INLINE_LIMIT,
  headLoader,
  islandScripts,
  loader,
  stylesheetsFirst,
  withHeadLoader,
  withoutInertIslandMarks,
} from './island-scripts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

// Stand-ins for what Astro writes inline: the island runtime and one script per client directive a page uses.
const RUNTIME =
  '(()=>{class f extends HTMLElement{connectedCallback(){this.start()}}customElements.get("astro-island")||customElements.define("astro-island",f)})();';
const directive = (name: string) =>
  `(()=>{var e=async(t,o,n)=>{await(await t())()};(self.Astro||(self.Astro={}))["${name}"]=e;window.dispatchEvent(new Event("astro:${name}"));})();`;
const INTENT = directive('intent-media');
const IDLE = directive('idle-media');
const THEME = 'document.documentElement.dataset.theme="light"';

const encode = (json: string) =>
  json.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const SMALL_JSON = '{"label":[0,"Menu"]}';
const SMALL_PROPS = encode(SMALL_JSON);
const island = (client: string, value: string, children = '<button>Menu</button>', props = SMALL_PROPS) =>
  `<astro-island uid="Z1" component-url="/_astro/Island.js" component-export="default" renderer-url="/_astro/client.js" props="${props}" ssr client="${client}" opts="{&quot;name&quot;:&quot;Island&quot;,&quot;value&quot;:&quot;${value}&quot;}">${children}</astro-island>`;
const MENU = island('intent-media', '(max-width: 47.99rem)');
const TILT = island('idle-media', '(hover: hover)', '<div>Card</div>');
// A form's props as Astro writes them into the attribute, entities and all: longer than the limit once decoded.
const LARGE_PROPS = JSON.stringify({ notice: [0, `Q&A <"${'words '.repeat(PROPS_INLINE_LIMIT / 6)}">`] });
const FORM = island('visible', '', '<form>Form</form>', encode(LARGE_PROPS));
const policy = (scripts: string[]) =>
  `<meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' ${scripts.map(sha256).join(' ')}; style-src 'self'">`;
const page = (scripts: string[], body: string) =>
  `<!DOCTYPE html><html><head><meta charset="utf-8">${policy(scripts)}<script>${THEME}</script></head><body>${body}</body></html>`;

// As Astro orders them: a directive's script before the first island using it, the runtime before the first island.
const ABOUT = page([THEME, IDLE, RUNTIME], `<script>${IDLE}</script><script>${RUNTIME}</script>${TILT}`);
const INDEX = page(
  [THEME, INTENT, RUNTIME, IDLE],
  `<script>${INTENT}</script><script>${RUNTIME}</script>${MENU}<main><script>${IDLE}</script>${TILT}${FORM}</main>`,
);
const PLAIN = page([THEME], '<main>No islands</main>');
const SRC_OF_TEST = '/_astro/islands.0123456789abcdef.js';

describe('island scripts step', () => {
  const files = new Map<string, string | Uint8Array>([
    ['/index.html', INDEX],
    ['/about.html', ABOUT],
    ['/plain.html', PLAIN],
    ['/_astro/Island.js', 'export default 1'],
  ]);
  const logged: string[] = [];
  const built = islandScripts(files, (message) => logged.push(message));
  const bundles = [...built.keys()].filter((address) => /^\/_astro\/islands\./.test(address));
  const src = bundles[0]!;
  const propsFiles = [...built.keys()].filter((address) => /^\/_astro\/props\./.test(address));

  it('writes the props’ return, the directives in the order the pages (by address) first use them, then the runtime, into one file', () => {
    expect(bundles).toHaveLength(1);
    expect(built.get(src)).toBe(`${PROPS_FIRST}\n${IDLE}\n${INTENT}\n${RUNTIME}\n`);
  });

  it('starts the file with the whole stylesheet the build kept for the islands, when it kept one', () => {
    const whole = '/_astro/styles.0123456789abcdef.css';
    const withSheet = islandScripts(new Map([...files, [whole, '.toast{color:red}']]));
    const [bundle] = [...withSheet.keys()].filter((address) => /^\/_astro\/islands\./.test(address));
    expect(withSheet.get(bundle!)).toBe(
      `${stylesheetsFirst([whole])}\n${PROPS_FIRST}\n${IDLE}\n${INTENT}\n${RUNTIME}\n`,
    );
    expect(stylesheetsFirst([])).toBe('');
  });

  it('writes the same file whatever order the build lists the pages in', () => {
    const reversed = islandScripts(new Map([...files].reverse()));
    expect(reversed.get(src)).toBe(built.get(src));
  });

  it("names the file after its content's hash", () => {
    const hash = createHash('sha256')
      .update(built.get(src) as string)
      .digest('hex')
      .slice(0, 16);
    expect(src).toBe(`/_astro/islands.${hash}.js`);
  });

  it("joins the loader to the page's inline script in <head>, and takes the runtime and every directive script out", () => {
    const joined = `<script>${THEME};${headLoader(src)}</script>`;
    expect(built.get('/about.html')).toBe(
      page([THEME, IDLE, RUNTIME], withoutInertIslandMarks(TILT))
        .replace(`<script>${THEME}</script>`, joined)
        .replace(`${sha256(RUNTIME)};`, `${sha256(RUNTIME)} ${sha256(`${THEME};${headLoader(src)}`)};`),
    );
    const index = built.get('/index.html') as string;
    expect(index).toContain(`${joined}</head>`);
    expect(index).toContain(
      withoutInertIslandMarks(
        `<body>${MENU}<main>${TILT}${FORM.replace(/ props="[^"]*"/, ` props-src="${propsFiles[0]}"`)}</main></body>`,
      ),
    );
    expect(index).not.toContain(RUNTIME);
    expect(index).not.toContain('self.Astro');
    expect(index.match(/<script/g)).toHaveLength(1);
  });

  it('gives a page without an inline script in <head> one of its own there; keeps the data attributes of one it joins', () => {
    const bare = '<!DOCTYPE html><html><head><meta charset="utf-8">' + policy([]) + '</head><body>x</body></html>';
    expect(withHeadLoader(bare, SRC_OF_TEST)).toContain(`<script>${headLoader(SRC_OF_TEST)}</script></head>`);
    const fonts = bare.replace('</head>', `<script data-fonts="/a.woff2 /b.woff2">${THEME}</script></head>`);
    const joined = withHeadLoader(fonts, SRC_OF_TEST);
    expect(joined).toContain(
      `<script data-fonts="/a.woff2 /b.woff2">${THEME};${headLoader(SRC_OF_TEST)}</script></head>`,
    );
    expect(joined).toContain(sha256(`${THEME};${headLoader(SRC_OF_TEST)}`));
    expect(() => withHeadLoader('<body></body>', SRC_OF_TEST)).toThrow(/<head>/);
  });

  it('takes out of each island what only a runtime started mid-parse reads, and nothing else', () => {
    const island =
      '<astro-island uid="Z1xk" prefix="r1" component-url="/_astro/Menu.js" component-export="default" renderer-url="/_astro/client.js" props="{}" ssr client="load" opts="{}" await-children><b>Menu</b><!--astro:end--></astro-island>';
    expect(withoutInertIslandMarks(island)).toBe(
      '<astro-island prefix="r1" component-url="/_astro/Menu.js" renderer-url="/_astro/client.js" props="{}" ssr client="load" opts="{}"><b>Menu</b></astro-island>',
    );
    const named = island.replace('component-export="default"', 'component-export="Menu"');
    expect(withoutInertIslandMarks(named)).toContain('component-export="Menu"');
    expect(withoutInertIslandMarks('<p uid="x">astro-island</p>')).toBe('<p uid="x">astro-island</p>');
  });

  it('waits for the page to be parsed before the loader runs', () => {
    expect(headLoader(SRC_OF_TEST)).toBe(`addEventListener("DOMContentLoaded",()=>{${loader(SRC_OF_TEST)}})`);
  });

  it('moves props longer than the limit into a file named after their content, as JSON, and leaves shorter ones', () => {
    expect(propsFiles).toHaveLength(1);
    const hash = createHash('sha256').update(LARGE_PROPS).digest('hex').slice(0, 16);
    expect(propsFiles[0]).toBe(`/_astro/props.${hash}.json`);
    expect(built.get(propsFiles[0]!)).toBe(LARGE_PROPS);
    const index = built.get('/index.html') as string;
    expect(index).not.toContain('words words');
    expect(index.split(` props-src="${propsFiles[0]}"`)).toHaveLength(2);
    expect(index.split(` props="${SMALL_PROPS}"`)).toHaveLength(3);
  });

  it("adds the joined script's hash to script-src and leaves the old hashes to the page policy step", () => {
    expect(built.get('/index.html')).toContain(
      `script-src 'self' ${[THEME, INTENT, RUNTIME, IDLE].map(sha256).join(' ')} ${sha256(`${THEME};${headLoader(src)}`)};`,
    );
  });

  it('leaves a page without islands, every other file and the build it was given as they were', () => {
    expect(built.get('/plain.html')).toBe(PLAIN);
    expect(built.get('/_astro/Island.js')).toBe('export default 1');
    expect(files.get('/index.html')).toBe(INDEX);
    expect(files.has(src)).toBe(false);
    expect(logged).toEqual([
      `${src}: the island runtime and 2 client directives, out of 2 pages; 1 islands' props in files of their own`,
    ]);
  });

  it('leaves a build without islands as it is', () => {
    const plain = new Map([['/plain.html', PLAIN]]);
    expect(islandScripts(plain)).toBe(plain);
  });

  it("stops the build on a page whose runtime is unlike the other pages'", () => {
    const other = ABOUT.replace(RUNTIME, RUNTIME.replace('class f', 'class g'));
    expect(() =>
      islandScripts(
        new Map([
          ['/index.html', INDEX],
          ['/other.html', other],
        ]),
      ),
    ).toThrow(/other\.html/);
  });
});

// The loader's `import()` happy-dom cannot run: the tests evaluate its text with `import(s)`
// replaced by a stub (`load`), and check when, and whether, it is called.
describe('island loader, run in a page (happy-dom)', () => {
  const SRC = '/_astro/islands.0123456789abcdef.js';
  /** A media query list whose `matches` the test sets, and whose `change` listeners it can call. */
  function mediaQuery(matches: boolean) {
    const listeners: ((event: { matches: boolean }) => void)[] = [];
    return {
      matches,
      addEventListener: (_type: string, listener: (event: { matches: boolean }) => void) => listeners.push(listener),
      change(to: boolean) {
        this.matches = to;
        for (const listener of listeners) listener({ matches: to });
      },
    };
  }

  /** Stands in for IntersectionObserver: records what it observes, and whether it was disconnected. */
  class FakeIntersectionObserver {
    static made: FakeIntersectionObserver[] = [];
    targets: Element[] = [];
    disconnected = false;
    constructor(readonly report: (entries: { isIntersecting: boolean }[]) => void) {
      FakeIntersectionObserver.made.push(this);
    }
    observe(target: Element) {
      this.targets.push(target);
    }
    disconnect() {
      this.disconnected = true;
    }
  }

  /** Runs the loader over `body` in a page in `readyState`, where every query is `query`; returns the stubs. */
  function run(body: string, query: ReturnType<typeof mediaQuery>, readyState = 'interactive') {
    document.body.innerHTML = body;
    Object.defineProperty(document, 'readyState', { value: readyState, configurable: true });
    const matchMedia = vi.fn(() => query);
    vi.stubGlobal('matchMedia', matchMedia);
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    // The islands' props as they are when the file is imported.
    const load = vi.fn((_src: string) =>
      Promise.resolve([...document.querySelectorAll('astro-island')].map((element) => element.getAttribute('props'))),
    );
    const text = loader(SRC);
    expect(text.split('import(s)')).toHaveLength(2);
    new Function('load', text.replace('import(s)', 'load(s)'))(load);
    return { load, matchMedia };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  /** Nothing imported yet; once the page's load event comes, the file, once. */
  async function importsOnlyOnceLoaded(load: ReturnType<typeof run>['load']) {
    await settle();
    expect(load).not.toHaveBeenCalled();
    dispatchEvent(new Event('load'));
    await settle();
    expect(load).toHaveBeenCalledExactlyOnceWith(SRC);
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    Reflect.deleteProperty(document, 'readyState');
    document.body.replaceChildren();
    FakeIntersectionObserver.made.length = 0;
    // A loader that waited for `load` and was not given it would otherwise be woken by the next test's.
    dispatchEvent(new Event('load'));
  });

  it('imports nothing for a page whose only island waits for intent, where its query does not match', async () => {
    const { load, matchMedia } = run(MENU, mediaQuery(false));
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 47.99rem)');
    dispatchEvent(new Event('load'));
    document.querySelector('button')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(load).not.toHaveBeenCalled();
  });

  it('imports the file for an intent island on the visitor’s first gesture, then hands the island that gesture again', async () => {
    const { load } = run(MENU, mediaQuery(true));
    const menu = document.querySelector('astro-island')!;
    const seen: Event[] = [];
    menu.addEventListener('touchstart', (event) => seen.push(event));
    dispatchEvent(new Event('load'));
    await settle();
    expect(load).not.toHaveBeenCalled();

    document.querySelector('button')!.dispatchEvent(new Event('touchstart', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledExactlyOnceWith(SRC);
    // Once the file has run (its directive now listening on the island), the island gets a touchstart of its own.
    expect(seen).toHaveLength(2);
    expect(seen[1]!.target).toBe(menu);
    menu.dispatchEvent(new Event('focusin'));
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('schedules the import for after the page has loaded, once, for islands whose query matches', async () => {
    const { load } = run(`${TILT}${TILT}`, mediaQuery(true));
    await importsOnlyOnceLoaded(load);
  });

  it('imports at once for such an island in a page that has already loaded', async () => {
    const { load } = run(island('idle', ''), mediaQuery(false), 'complete');
    await settle();
    expect(load).toHaveBeenCalledExactlyOnceWith(SRC);
  });

  it('imports for a media island only once its query comes to match', async () => {
    const query = mediaQuery(false);
    const { load } = run(TILT, query, 'complete');
    await settle();
    expect(load).not.toHaveBeenCalled();
    query.change(true);
    await settle();
    expect(load).toHaveBeenCalledExactlyOnceWith(SRC);
  });

  it('imports for a visible island only once it comes within a screen of the view, and the page has loaded', async () => {
    const { load } = run(island('visible', '', '<form>Form</form>'), mediaQuery(true));
    const [observer] = FakeIntersectionObserver.made;
    expect(FakeIntersectionObserver.made).toHaveLength(1);
    expect(observer!.targets).toEqual([document.querySelector('form')]);
    dispatchEvent(new Event('load'));
    await settle();
    expect(load).not.toHaveBeenCalled();
    observer!.report([{ isIntersecting: false }]);
    await settle();
    expect(load).not.toHaveBeenCalled();
    observer!.report([{ isIntersecting: true }]);
    expect(observer!.disconnected).toBe(true);
    // In a browser the page has loaded by then; here `readyState` stays "interactive", so it waits for `load` still.
    await importsOnlyOnceLoaded(load);
  });

  it('tries again after a failed import of the runtime too, and names it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.body.innerHTML = island('idle', '', '<form><input></form>');
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true });
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    let imports = 0;
    const load = vi.fn((src: string) =>
      ++imports === 1
        ? Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${src}`))
        : Promise.resolve(),
    );
    new Function('load', loader(SRC).replace('import(s)', 'load(s)'))(load);
    await settle();
    expect(load).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]!.at(-1))).toContain(SRC);
    document.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(load).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledOnce();
  });
});

// The file's first statement, evaluated in an async function (the file is a module: its `await` is top-level there);
// `rest` stands for the directives and the runtime after it.
describe('the props’ return, first in the file (happy-dom)', () => {
  const PROPS_SRC = '/_astro/props.0123456789abcdef.json';
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const formWithPropsFile = () =>
    island('idle', '', '<form><input></form>').replace(/ props="[^"]*"/, ` props-src="${PROPS_SRC}"`);

  /** Runs the statement over `body`; `rest` is called when the rest of the file would run. */
  function run(body: string) {
    document.body.innerHTML = body;
    const rest = vi.fn(() =>
      [...document.querySelectorAll('astro-island')].map((element) => element.getAttribute('props')),
    );
    void (new Function('rest', `return (async()=>{${PROPS_FIRST}return rest()})()`)(rest) as Promise<unknown>);
    return rest;
  }

  /** A fetch that fails for the first `failures` requests (a network error, or a 503 when `status`), then answers. */
  function flakyFetch(failures: number, status?: number) {
    let calls = 0;
    return vi.fn((url: string) => {
      calls += 1;
      if (calls > failures)
        return Promise.resolve({ ok: true, url, text: () => Promise.resolve(LARGE_PROPS) } as Response);
      if (status) return Promise.resolve({ ok: false, status, url, text: () => Promise.resolve('') } as Response);
      return Promise.reject(new TypeError('Failed to fetch'));
    });
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('lets the rest of the file run at once on a page whose islands keep their props', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const rest = run(MENU);
    await settle();
    expect(fetch).not.toHaveBeenCalled();
    expect(rest).toHaveBeenCalledOnce();
  });

  it("puts an island's props back from their file before the rest of the file runs", async () => {
    vi.stubGlobal('fetch', flakyFetch(0));
    const rest = run(`${MENU}${formWithPropsFile()}`);
    await settle();
    expect(rest).toHaveBeenCalledOnce();
    expect(rest.mock.results[0]!.value).toEqual([SMALL_JSON, LARGE_PROPS]);
    expect(document.querySelectorAll('astro-island')[1]!.hasAttribute('props-src')).toBe(false);
  });

  it.each([
    ['a network error', undefined],
    ['an error status', 503],
  ])(
    'after %s on the props file: the rest waits, logged once naming the file, tried again on the next interaction',
    async (_, status) => {
      const fetch = flakyFetch(2, status);
      vi.stubGlobal('fetch', fetch);
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const unhandled = vi.fn();
      window.addEventListener('unhandledrejection', unhandled);
      const rest = run(formWithPropsFile());
      await settle();
      expect(fetch).toHaveBeenCalledExactlyOnceWith(PROPS_SRC);
      expect(rest).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledOnce();
      expect(String(error.mock.calls[0]!.at(-1))).toContain(PROPS_SRC);
      expect(document.querySelector('astro-island')!.getAttribute('props-src')).toBe(PROPS_SRC);

      // Nothing more until the visitor does something; then one attempt, which fails again, without a second log.
      await settle();
      expect(fetch).toHaveBeenCalledTimes(1);
      document.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
      document.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
      expect(fetch).toHaveBeenCalledTimes(2);
      expect(rest).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledOnce();

      // The next interaction after that: the file arrives, the props go back, the rest of the file runs, once.
      document.querySelector('form')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      await settle();
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(rest).toHaveBeenCalledOnce();
      const element = document.querySelector('astro-island')!;
      expect(element.getAttribute('props')).toBe(LARGE_PROPS);
      expect(element.hasAttribute('props-src')).toBe(false);
      document.querySelector('input')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      document.querySelector('input')!.dispatchEvent(new Event('focusin', { bubbles: true }));
      await settle();
      expect(fetch).toHaveBeenCalledTimes(3);
      expect(rest).toHaveBeenCalledOnce();
      expect(unhandled).not.toHaveBeenCalled();
      window.removeEventListener('unhandledrejection', unhandled);
    },
  );
});

describe('the whole stylesheet, first in the file (happy-dom)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    document.body.replaceChildren();
  });

  it('joins the page at the end of <body>, after its own <style>, holding no paint; a stylesheet that fails is logged', () => {
    document.body.innerHTML = '<main>Page</main>';
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    new Function(stylesheetsFirst(['/_astro/styles.0123456789abcdef.css']))();
    const link = document.body.lastElementChild as HTMLLinkElement;
    expect(link.outerHTML).toBe('<link rel="stylesheet" href="/_astro/styles.0123456789abcdef.css">');
    // The stylesheet does not arrive (a dropped connection): its link reports an error, which is logged, naming it.
    link.dispatchEvent(new Event('error'));
    expect(error).toHaveBeenCalled();
    expect(error.mock.calls.flat().map(String).join(' ')).toContain('/_astro/styles.0123456789abcdef.css');
  });
});
