// Moves Astro's island runtime (the `astro-island` element) and the client directives' scripts out of every page into
// one file, cached across pages: Astro writes them inline on each page with an island (every page: the phone menu),
// about 2 KB of each page's HTML as sent, and offers no option to do otherwise.
//
// In their place each page gets a small loader, an inline module (so it runs once the page is parsed, never blocking
// it), that fetches the file only when an island needs it, so that what loads when stays as it was:
// - an island whose directive ends in `media` applies only where its query (`opts.value`) matches: the file loads
//   when it matches, now or once the window changes. A desktop page without the form or tilt cards fetches nothing;
// - `client:intent-media` (the phone menu) waits for the visitor, so a phone fetches nothing either until then: the
//   loader listens for the same signs as the directive (src/directives/intent-media.ts) and, once the file has run
//   and the directive listens in turn, hands it the visitor's gesture again, so that one tap still wakes the menu;
// - `client:visible` (the form) and `client:visible-with` (its notices) wait until the island, or the element it
//   names, comes into view, as their directives do: the loader watches the same elements. A file fetched before the
//   first paint would join its path (Lighthouse counts every script that arrives before it; measured: FCP
//   ×1.15–1.21 on the form's pages when the file loaded at once), and a visitor who never reaches the form never
//   fetches it;
// - any other island loads the file at once; its directive then waits as it always did.
// The file runs the directives before the runtime: the runtime calls `Astro[directive]` on each island as soon as it
// defines `astro-island`, and the global `Astro` exists only once a directive has registered.
//
// Each page's policy swaps the runtime's hash for the loader's; the directives' hashes are dropped by the page policy
// step that follows, which keeps only the hashes of a page's own inline scripts.
import { createHash } from 'node:crypto';
import { replaceInlineScript } from '../csp-hashes';
import { asText, type Files, type Step } from '../pipeline';

/** Inline classic scripts (no attributes): Astro writes the runtime and the directives so. */
const INLINE = /<script>([\s\S]*?)<\/script>/g;
const isRuntime = (text: string) => text.includes('customElements.define("astro-island"');
const isDirective = (text: string) => text.includes('(self.Astro||(self.Astro={}))');

/** The inline loader: fetches `src` when an island of the page needs it (see above). */
export const loader = (src: string) =>
  `const s=${JSON.stringify(src)};let p;const l=()=>p??=import(s),` +
  `v=t=>{const o=new IntersectionObserver(e=>{if(e.some(x=>x.isIntersecting)){o.disconnect();l()}});` +
  `for(const x of t)o.observe(x)};` +
  `for(const i of document.querySelectorAll("astro-island")){const c=i.getAttribute("client");` +
  `if(c=="visible"){v(i.children);continue}` +
  `if(c=="visible-with"){const t=document.querySelector(JSON.parse(i.getAttribute("opts")).value);t?v([t]):l();continue}` +
  `if(!/media$/.test(c)){l();continue}const q=matchMedia(JSON.parse(i.getAttribute("opts")).value);` +
  `if(c=="intent-media"){const t=["pointerover","touchstart","focusin"],w=e=>{if(!q.matches)return;` +
  `for(const n of t)i.removeEventListener(n,w);l().then(()=>i.dispatchEvent(new Event(e.type)))};` +
  `for(const n of t)i.addEventListener(n,w,{passive:!0})}` +
  `else if(q.matches)l();else q.addEventListener("change",e=>e.matches&&l())}`;

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

  const bundle = `${[...directives, runtime].join('\n')}\n`;
  const src = `/_astro/islands.${createHash('sha256').update(bundle).digest('hex').slice(0, 16)}.js`;
  const build = new Map(files);
  build.set(src, bundle);
  let moved = 0;
  for (const address of pages) {
    const html = asText(files.get(address)!);
    if (!html.includes(`<script>${runtime}</script>`)) continue;
    const page = replaceInlineScript(html, runtime, loader(src), ' type="module"').replace(INLINE, (script, text) =>
      isDirective(text) ? '' : script,
    );
    build.set(address, page);
    moved += 1;
  }
  log(`${src}: the island runtime and ${directives.length} client directives, out of ${moved} pages`);
  return build;
}

export const islandScriptsStep: Step = {
  name: 'island-scripts',
  reads: /\.html$/,
  run: islandScripts,
};
