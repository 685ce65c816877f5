// Moves Astro's island runtime (the `astro-island` element) and the client directives' scripts out of every page into
// one file, cached across pages: Astro writes them inline on each page with an island (every page: the phone menu),
// about 2 KB of each page's HTML as sent, and offers no option to do otherwise. That is 2 KB of every first visit's
// first round trip, for scripts no first paint needs.
//
// In their place each page gets a small loader that runs once the page is parsed (never blocking it) and imports the
// file only when an island applies, and never before the page has loaded, shown its first
// paint and the browser is next idle (after-first-paint.ts: the file never competes with what the visitor sees
// first):
// - an island whose directive ends in `media` applies only where its query (`opts.value`) matches, now or once the
//   window changes: a desktop page without the form or the tilt cards fetches nothing;
// - `client:intent-media` (the phone menu) waits for the visitor, so a phone fetches nothing either until then: the
//   loader listens for the same signs as the directive (src/directives/intent-media.ts) and, once the file has run
//   and the directive listens in turn, hands it the visitor's gesture again, so that one tap still wakes the menu;
// - `client:visible` (the form) and `client:visible-with` (its notices) wait until the island, or the element it
//   names, comes within a screen of the view: a visitor who never nears the form fetches nothing, and one who does
//   has the file before the form is in view, where its directive, now running, wakes it (fetched only once the form
//   was in view, a reader passing it faster than the file arrived left it asleep);
// - any other island (the tilt cards, where their query matches) has the file once the page has loaded; its
//   directive then waits as it always did (until the browser is idle).
// Until then every island is its server-rendered HTML: the menu opens natively; the form sends nothing and keeps what
// the visitor typed for the island to take in (without JavaScript its Send is a link to the mail app).
//
// An island's props (the data its component is rendered with, as JSON in its `props` attribute) go too when they are
// large: the consultation form's carry all its words — labels, notices, hand-off texts — about 1 KB of the page as
// sent, for a form the visitor may never reach. They go into a file named after their content (`props-src` in their
// place), which the file's first statement fetches and puts back before its directives and runtime run (a top-level
// `await`: the runtime reads props only when an island hydrates). If that fetch fails, the failure is logged once,
// naming the file, and the fetch tried again on the visitor's next interaction (a click, a tap, focus moving), each
// island its server-rendered HTML until then. The loader itself stays small, as every page carries it: it only
// decides when to import the file, and tries the import again on the next interaction if the file did not arrive.
//
// The directives come next in the file, then the runtime: the runtime calls `Astro[directive]` on each island as soon as it defines
// `astro-island`, and the global `Astro` exists only once a directive has registered.
//
// The loader joins the page's inline script in <head> (the font-loading step's) rather than standing as one more
// element: one script, one hash in the page's policy (each an incompressible 45 bytes or so as sent), and it waits
// for the page to be parsed (DOMContentLoaded) as a module would. A page without such a script gets one of its own.
// Each page's policy gains the joined script's hash; the runtime's, the directives' and the font script's before the
// join are dropped by the page policy step that follows, which keeps only the hashes of a page's own inline scripts.
import { createHash } from 'node:crypto';
import { AFTER_FIRST_PAINT } from '../after-first-paint';
import { addHashes } from '../csp-hashes';
import { htmlText } from '../html-text';
import { isWholeStylesheet } from './inline-css';
import { asText, type Files, type Step } from '../pipeline';

/** Inline classic scripts (no attributes): Astro writes the runtime and the directives so. */
const INLINE = /<script>([\s\S]*?)<\/script>/g;
const isRuntime = (text: string) => text.includes('customElements.define("astro-island"');
const isDirective = (text: string) => text.includes('(self.Astro||(self.Astro={}))');

/** Props longer than this (characters of their JSON) leave the page for a file of their own. */
export const PROPS_INLINE_LIMIT = 1024;
const PROPS = /(<astro-island\b[^>]*?) props="([^"]*)"/g;

/**
 * What Astro writes on each island for a runtime that may start while the page is still being parsed, which this one
 * never does (the loader imports it once the page is parsed): `await-children` and the `<!--astro:end-->` comment
 * tell it to wait for the island's last child, `uid` nothing reads, and `component-export="default"` is what the
 * runtime assumes without it. Each island loses them: 30–60 B as sent on a page.
 */
const INERT = / uid="[^"]*"| component-export="default"| await-children(?=[\s>])/g;
export const withoutInertIslandMarks = (html: string) =>
  html
    .replace(/<astro-island\b[^>]*>/g, (tag) => tag.replace(INERT, ''))
    .replaceAll('<!--astro:end--></astro-island>', '</astro-island>');

/** How far ahead of the view an island waiting to be seen has the file fetched: one screen. */
const AHEAD = '100% 0px';

/**
 * What counts as the visitor's next interaction, on which a failed load is tried again: a click or a touch, or focus
 * moving (a keyboard's way into a form or the menu). Listened for in the capture phase, on the window, and left in place: once the load is under way or done,
 * another call does nothing.
 */
const RETRY_ON = ['pointerdown', 'focusin'];

/**
 * The inline loader: imports `src` once an island of the page applies and its time has come (see above). An import
 * that fails (the file not fetched: a dropped connection, a deploy in between) is forgotten rather than kept: logged
 * once, naming the file, and tried again on the visitor's next interaction, so that one lost request does not leave
 * every island asleep until the page is reloaded. Every page carries it, so it is written small: each island's
 * directive and query are read once, and the directives' own logic is the file's.
 */
export const loader = (src: string) =>
  `const s=${JSON.stringify(src)};let p,f;` +
  `const l=()=>p||=import(s).catch(e=>{p=0;f||console.error(f=e);for(const n of ${JSON.stringify(RETRY_ON)})addEventListener(n,l,!0)}),` +
  `g=()=>(${AFTER_FIRST_PAINT})(l),` +
  `v=t=>{const o=new IntersectionObserver(e=>{if(e.some(x=>x.isIntersecting)){o.disconnect();g()}},` +
  `{rootMargin:${JSON.stringify(AHEAD)}});for(const x of t)o.observe(x)};` +
  `for(const i of document.querySelectorAll("astro-island")){const c=i.getAttribute("client"),` +
  `o=JSON.parse(i.getAttribute("opts")).value,q=/media$/.test(c)&&matchMedia(o);` +
  `if(c=="visible")v(i.children);else if(c=="visible-with"){const t=document.querySelector(o);t?v([t]):g()}` +
  `else if(c=="intent-media"){const t=["pointerover","touchstart","focusin"],w=e=>{if(q.matches){` +
  `for(const n of t)i.removeEventListener(n,w);l().then(()=>i.dispatchEvent(new Event(e.type)))}};` +
  `for(const n of t)i.addEventListener(n,w,{passive:!0})}` +
  `else q&&!q.matches?q.addEventListener("change",e=>e.matches&&g()):g()}`;

/** The loader as it runs from <head>: once the page is parsed, when its islands are all there. */
export const headLoader = (src: string) => `addEventListener("DOMContentLoaded",()=>{${loader(src)}})`;

/** The page's first inline classic script in <head> (no `src`, no `type`; `data-*` attributes only), if any. */
const HEAD_SCRIPT = /<script((?:\s+data-[\w-]+="[^"]*")*)>([\s\S]*?)<\/script>/;

/** `html` with the loader joined to its inline script in <head>, or in one of its own there; and its hash allowed. */
export function withHeadLoader(html: string, src: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) throw new Error('expected a <head> to put the island loader in');
  const head = html.slice(0, headEnd);
  const script = head.match(HEAD_SCRIPT);
  const text = script ? `${script[2]};${headLoader(src)}` : headLoader(src);
  const element = `<script${script?.[1] ?? ''}>${text}</script>`;
  const page = script
    ? head.replace(script[0], () => element) + html.slice(headEnd)
    : `${head}${element}${html.slice(headEnd)}`;
  return addHashes(page, 'script-src', [text]);
}

/**
 * The file's first statement, where the build kept the whole stylesheet for it (inline-css.ts): the stylesheet joins
 * the page, after its inline <style> (appended to <body> by a script, it holds no paint), so that what the islands
 * render once awake — notices, a field's error, the menu's states, an island's error box — has its rules, which the
 * page's own CSS leaves out. Not awaited: the islands' first render is their server-rendered markup, styled already,
 * and their other states come from the visitor's later actions; a stylesheet that does not arrive is logged.
 */
export const stylesheetsFirst = (addresses: readonly string[]) =>
  addresses
    .map(
      (address) =>
        `{const l=document.createElement("link");l.rel="stylesheet";l.href=${JSON.stringify(address)};` +
        `l.onerror=()=>console.error(l.href);document.body.append(l)}`,
    )
    .join('');

/**
 * The file's next statement: the props of the islands whose props left the page (`props-src`), fetched and put back
 * before the directives and the runtime after it run (a top-level await: the file is a module). A props file that
 * does not arrive is logged once, naming it, and asked for again on the visitor's next interaction; until then the
 * rest of the file waits, and every island stays its server-rendered HTML.
 */
export const PROPS_FIRST =
  `await(async()=>{let f;for(;;)try{return await Promise.all([...document.querySelectorAll("astro-island[props-src]")]` +
  `.map(i=>{const u=i.getAttribute("props-src");return fetch(u).then(r=>r.ok?r.text():Promise.reject()).then(` +
  `t=>{i.setAttribute("props",t);i.removeAttribute("props-src")},()=>{throw u})}))}catch(u){f||console.error(f=u);` +
  `await new Promise(r=>{const a=new AbortController;for(const n of ${JSON.stringify(RETRY_ON)})` +
  `addEventListener(n,()=>{a.abort();r()},{capture:!0,signal:a.signal})})}})();`;

export function islandScripts(files: Files, log: (message: string) => void = () => {}): Files {
  const pages = [...files.keys()].filter((address) => address.endsWith('.html')).sort();
  let runtime: string | undefined;
  const directives: string[] = [];
  for (const address of pages) {
    for (const [, text] of asText(files.get(address)!).matchAll(INLINE)) {
      if (isRuntime(text!)) {
        if (runtime !== undefined && runtime !== text)
          throw new Error(`${address.slice(1)}: an island runtime unlike the other pages'`);
        runtime = text!;
      } else if (isDirective(text!) && !directives.includes(text!)) directives.push(text!);
    }
  }
  if (runtime === undefined) return files;

  const stylesheets = [...files.keys()].filter(isWholeStylesheet).sort();
  const bundle = `${[stylesheetsFirst(stylesheets), PROPS_FIRST, ...directives, runtime].filter(Boolean).join('\n')}\n`;
  const src = `/_astro/islands.${createHash('sha256').update(bundle).digest('hex').slice(0, 16)}.js`;
  const build = new Map(files);
  build.set(src, bundle);
  let moved = 0;
  const propsFiles = new Set<string>();
  for (const address of pages) {
    const html = asText(files.get(address)!);
    if (!html.includes(`<script>${runtime}</script>`)) continue;
    const page = html
      .replace(`<script>${runtime}</script>`, '')
      .replace(INLINE, (script, text: string) => (isDirective(text) ? '' : script))
      .replace(PROPS, (island, start: string, encoded: string) => {
        const props = htmlText(encoded);
        if (props.length <= PROPS_INLINE_LIMIT) return island;
        const file = `/_astro/props.${createHash('sha256').update(props).digest('hex').slice(0, 16)}.json`;
        build.set(file, props);
        propsFiles.add(file);
        return `${start} props-src="${file}"`;
      });
    build.set(address, withHeadLoader(withoutInertIslandMarks(page), src));
    moved += 1;
  }
  log(
    `${src}: the island runtime and ${directives.length} client directives, out of ${moved} pages; ${propsFiles.size} islands' props in files of their own`,
  );
  return build;
}

export const islandScriptsStep: Step = {
  name: 'island-scripts',
  reads: /\.html$/,
  after: {
    'font-subset': 'the font keeps the characters of the islands’ props, which this step takes out of the pages',
    'inline-css':
      'each page keeps the CSS its islands’ props name, which this step takes out of the pages; and it keeps the whole stylesheet that the islands’ file brings',
  },
  run: islandScripts,
};
