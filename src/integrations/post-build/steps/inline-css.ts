// Each page carries the CSS it uses inline, in place of the site-wide stylesheet link: a first visit paints from the
// HTML alone, with no second request on the way to the first paint (a stylesheet anywhere in the page, even at the
// end of <body>, holds Chromium's first paint until it arrives). A page keeps every rule whose class names and
// element names occur in its markup, its inline scripts or the scripts it loads itself (`<script src>`): what it
// shows before any island wakes, its open menu (a native popover) and the server-rendered form included. Its hash
// joins the page's style-src.
//
// What only an island's scripts can put on the page once it wakes (a notice, a field's error, the menu island's
// states, an island's error box) is not in the page: about 0.5 KB as sent on a page with the form, 0.1–0.2 KB on the
// others. The islands' file (island-scripts.ts) brings the whole stylesheet instead, kept in the build for it as
// `/_astro/styles.<hash>.css` and cached once for the site: it joins the page after the inline <style>, so every
// rule the page has inline comes again, in the stylesheet's own order, and the page's cascade is the stylesheet's.
// A page without islands, or a build whose pages would need different stylesheets, keeps the rules of its islands'
// scripts inline as before (the latter cannot be one file for every island).
import { createHash } from 'node:crypto';
import { type Selector, transform } from 'lightningcss';
import { addHashes } from '../csp-hashes';
import { htmlText } from '../html-text';
import { asText, type Files, type Step } from '../pipeline';

const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[\w.-]+\.css)">/g;
// The scripts a page loads itself (its module scripts), and those an island loads when it hydrates (component,
// renderer).
const PAGE_SCRIPT_URLS = /\ssrc="(\/_astro\/[\w.-]+\.js)"/g;
const ISLAND_SCRIPT_URLS = /\s(?:component-url|renderer-url|before-hydration-url)="(\/_astro\/[\w.-]+\.js)"/g;

/** The whole stylesheet kept for the islands' file, named after its content: `/_astro/styles.<hash>.css`. */
export const isWholeStylesheet = (address: string) => /^\/_astro\/styles\.[0-9a-f]{16}\.css$/.test(address);
const wholeStylesheetAddress = (css: string) =>
  `/_astro/styles.${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
// The modules a bundled script imports, by their address beside it.
const IMPORTS = /(?:from|import)\s*\(?\s*["']\.\/([\w.-]+\.js)["']/g;
// Class lists, and the islands' props (a component may be handed class names).
const CLASS_ATTRIBUTE = /\s(?:class|props)="([^"]*)"/g;
// The elements of the page, by name.
const ELEMENT = /<([a-zA-Z][\w-]*)/g;
const INLINE_SCRIPT = /<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g;
const INLINE_STYLE = /<style>([\s\S]*?)<\/style>/g;
// The <input> elements of the page: their types, and whether one offers a list of suggestions.
const INPUT = /<input\b[^>]*>/gi;
const INPUT_TYPE = /\stype="([^"]*)"/i;
const INPUT_LIST = /\slist="/i;
// A type a script gives an element (`type:"date"`, `type="date"`, `setAttribute("type","date")`); the words of a script
// alone would not do: React DOM names every input type.
const SCRIPT_TYPE = /\btype["'`]?\s*[:=,]\s*["'`]([\w-]+)["'`]/g;
const SCRIPT_LIST = /\blist["'`]?\s*[:=,]/;

// Pseudo-elements a browser draws only inside certain kinds of <input> (Tailwind's base styles for the parts of date,
// number, search and file fields), each with the input types that have it; an input offering a list of suggestions
// (`list`) has the calendar picker's indicator too. A selector with one of them needs a page with such an input.
const DATE_TYPES = ['date', 'datetime-local', 'month', 'time', 'week'];
const INPUT_TYPES_WITH: readonly [RegExp, readonly string[]][] = [
  [/^-webkit-(date-and-time-value|datetime-edit)/, DATE_TYPES],
  [/^-webkit-calendar-picker-indicator$/, [...DATE_TYPES, 'color', 'list']],
  [/^-webkit-(inner|outer)-spin-button$/, ['number', ...DATE_TYPES]],
  [/^-webkit-search-/, ['search']],
  [/^(file-selector-button|-webkit-file-upload-button)$/, ['file']],
];

/**
 * How `words` says that the page may have an input of a type (or, for `list`, one with suggestions): a word with a
 * space, which no class, element or script word can be.
 */
export const inputTypeWord = (type: string) => `input ${type.toLowerCase()}`;

/** How `words` says that the page may have an attribute of this name: a word with a space, as above. */
export const attributeWord = (name: string) => `attribute ${name.toLowerCase()}`;

/** The input types a pseudo-element needs one of, or undefined for a pseudo-element of any element. */
function inputTypesWith(pseudoElement: string): readonly string[] | undefined {
  return INPUT_TYPES_WITH.find(([name]) => name.test(pseudoElement))?.[1];
}

/** The page's input types (`text` where none is written, `list` for suggestions), and the types its scripts give. */
function inputTypesOf(html: string, scripts: readonly string[]): string[] {
  return [
    ...[...html.matchAll(INPUT)].flatMap(([input]) => [
      input.match(INPUT_TYPE)?.[1] ?? 'text',
      ...(INPUT_LIST.test(input) ? ['list'] : []),
    ]),
    ...scripts.flatMap((script) => [
      ...[...script.matchAll(SCRIPT_TYPE)].map(([, type]) => type!),
      ...(SCRIPT_LIST.test(script) ? ['list'] : []),
    ]),
  ];
}

/**
 * The class names the stylesheet's selectors use that may be cut: Lightning CSS's `unusedSymbols` also removes ids and
 * `@keyframes` of the same name, so a class named like an id or an animation is never offered.
 */
function cuttableClassesOf(css: string, filename: string): Set<string> {
  const classes = new Set<string>();
  const otherNames = new Set<string>();
  transform({
    filename,
    code: Buffer.from(css),
    visitor: {
      Selector(selector) {
        // Inside :is() and :where() too (never :not() or :has(), where a class absent from the page takes nothing).
        const visit = (components: Selector) => {
          for (const component of components) {
            if (component.type === 'class') classes.add(component.name);
            if (component.type === 'id') otherNames.add(component.name);
            if (component.type === 'pseudo-class' && (component.kind === 'is' || component.kind === 'where'))
              for (const nested of component.selectors) visit(nested);
          }
        };
        visit(selector);
      },
      Rule: {
        keyframes(rule) {
          otherNames.add(rule.value.name.value);
        },
      },
    },
  });
  return new Set([...classes].filter((name) => !otherNames.has(name)));
}

/** The words of a script, split where a class list or a string literal ends: what a class name in it could be. */
const wordsOf = (script: string) => script.split(/[\s"'`]+/);

/** The scripts `pattern` finds in the page, and every module they import, by address. */
function scriptsOf(html: string, files: Files, pattern: RegExp): Set<string> {
  const found = new Set<string>();
  const visit = (address: string) => {
    if (found.has(address)) return;
    const script = files.get(address);
    if (script === undefined) throw new Error(`${address}: a page loads a script the build does not have`);
    found.add(address);
    const folder = address.slice(0, address.lastIndexOf('/') + 1);
    for (const [, name] of asText(script).matchAll(IMPORTS)) visit(folder + name);
  };
  for (const [, address] of html.matchAll(pattern)) visit(address!);
  return found;
}

/**
 * The stylesheet cut to what a page can use: a rule goes when a class or an attribute its selector needs (at its top,
 * or inside `:is()` or `:where()`) is not among `words` (attributes as `attributeWord`s), or when each of its
 * selectors names an element not among them (the base styles of tables, code or `<progress>` on a page that has none;
 * an element named inside `:not()` or `:where()` does not count), or when each of them has a pseudo-element of inputs
 * of types the page has none of (the parts of a date field on a page without one; `words` holds the types its inputs
 * and scripts have, as `inputTypeWord`s). Then a custom property goes (its declarations and its `@property` rule) when
 * nothing reads it any more — no `var()` of the cut stylesheet, and no mention in `elsewhere` (the page and its
 * scripts, which may set or read one by name). Then what keeps a constant is written in (`foldTokens`,
 * `foldUnsetProperties`), a colour at an opacity written once (`withoutSrgbMixes`), and the whole minified again.
 */
export function cutTo(css: string, filename: string, words: ReadonlySet<string>, elsewhere = ''): string {
  const unusedSymbols = [...cuttableClassesOf(css, filename)].filter((name) => !words.has(name));
  const unused = new Set(unusedSymbols);
  // A class inside :is() or :where() (Tailwind's `space-y-4`, `divide-y`, `group-hover:…`) is needed as much as one
  // outside, which is all Lightning CSS's `unusedSymbols` looks at: one of the pseudo-class's selectors must be
  // present for the rule to match anything.
  // So is an attribute (`[aria-invalid=true]`, `[data-state=open]`): a rule needing one that neither the page's
  // markup nor its own scripts write can match only once an island has set it, which the whole stylesheet styles.
  const classesPresent = (selector: Selector): boolean =>
    selector.every((component) => {
      if (component.type === 'class') return !unused.has(component.name);
      if (component.type === 'attribute') return words.has(attributeWord(component.name));
      if (component.type === 'pseudo-class' && (component.kind === 'is' || component.kind === 'where'))
        return component.selectors.some(classesPresent);
      return true;
    });
  const present = (selector: Selector) =>
    classesPresent(selector) &&
    selector.every((component) => {
      if (component.type === 'type') return words.has(component.name.toLowerCase());
      if (component.type !== 'pseudo-element') return true;
      const types = inputTypesWith(component.kind === 'custom' ? component.name : component.kind);
      return types === undefined || types.some((type) => words.has(inputTypeWord(type)));
    });
  const cut = transform({
    filename,
    code: Buffer.from(css),
    minify: true,
    unusedSymbols,
    visitor: {
      Rule: {
        // A rule is dropped whole, never rewritten: Lightning CSS cannot read back every rule it hands a visitor.
        style: (rule) => (rule.value.selectors.some(present) ? undefined : []),
      },
    },
  }).code.toString();
  const read = new Set([...cut.matchAll(/var\((--[\w-]+)/g)].map(([, name]) => name!));
  // Lightning CSS also hands properties it does not know (`text-wrap`) to the custom visitor: only `--` names count.
  const unread = (name: string) => name.startsWith('--') && !read.has(name) && !elsewhere.includes(name);
  const used = transform({
    filename,
    code: Buffer.from(cut),
    minify: true,
    visitor: {
      Rule: { property: (rule) => (unread(rule.value.name) ? [] : undefined) },
      Declaration: { custom: (declaration) => (unread(declaration.name) ? [] : undefined) },
    },
  }).code.toString();
  const folded = withoutSrgbMixes(foldUnsetProperties(foldTokens(used, elsewhere), elsewhere));
  // Minified once more: what the values written in make simple (`calc(.5rem * 0)` is 0, `calc(1 / 2 * 100%) * -1` -50%).
  return transform({ filename, code: Buffer.from(folded), minify: true }).code.toString();
}

/**
 * The fallbacks of `var()`s that never fall back: a custom property set on `:root` itself, outside any condition
 * (the fonts' variables, which every page's font <style> sets), to a value without `var()` in every rule that sets it,
 * always has a value on every element. Tailwind's preflight writes its own list of system fonts as the fallback of
 * the root's `var(--font-inter, …)`: about 90 B of every page as sent.
 */
export function withoutDeadFallbacks(css: string): string {
  const setOnRoot = new Set(
    [...css.matchAll(/(?:^|[}\s]):root\{([^{}]*)\}/g)].flatMap(([, declarations]) =>
      declarations!
        .split(';')
        .filter((declaration) => declaration.startsWith('--') && !declaration.includes('var('))
        .map((declaration) => declaration.slice(0, declaration.indexOf(':'))),
    ),
  );
  let result = css;
  for (const name of setOnRoot) {
    const values = [...css.matchAll(new RegExp(`[{;]${name}:([^;}]*)`, 'g'))].map(([, value]) => value!);
    if (values.some((value) => value.includes('var(') || value.trim() === '' || /^\s*initial\s*$/.test(value)))
      continue;
    for (const read of readsOf(result, name).reverse())
      if (read.fallback !== undefined) result = `${result.slice(0, read.start)}var(${name})${result.slice(read.end)}`;
  }
  return result;
}

/** A rule, then the same selector again in Tailwind's `@supports` block for browsers that mix colours. */
const MIXED_AGAIN = /([^{}]+)\{([^{}]*)\}@supports \(color:color-mix\(in lab, red, red\)\)\{([^{}]+)\{([^{}]*)\}\}/g;
/** A colour mixed with transparent: how Tailwind writes a colour at an opacity (`bg-surface/95`). */
const MIX = /color-mix\(in (?:oklab|srgb), ([^,()]+) [\d.]+%, transparent\)/g;
const properties = (declarations: string) => declarations.split(';').map((declaration) => declaration.split(':')[0]);

/**
 * Tailwind writes a colour at an opacity twice: as a hex colour with alpha for every browser, then again as
 * `color-mix(in oklab, <colour> 95%, transparent)` for browsers that mix, so that a wide-gamut colour (`oklch(…)`)
 * keeps its gamut. Once the tokens are written in, a mix of a hex colour is a colour of sRGB, which the hex with
 * alpha before it already is, exactly: that second rule goes. A mix of anything else (an `oklch()` red,
 * `currentcolor`) stays.
 */
export function withoutSrgbMixes(css: string): string {
  return css.replace(MIXED_AGAIN, (both, selector: string, plain: string, again: string, mixed: string) => {
    const mixes = [...mixed.matchAll(MIX)];
    const allSrgb =
      mixes.length > 0 &&
      mixes.length === mixed.split('color-mix(').length - 1 &&
      mixes.every(([, colour]) => /^#[\da-f]{3,8}$/i.test(colour!));
    const same = selector === again && properties(plain).join() === properties(mixed).join();
    return allSrgb && same ? `${selector}{${plain}}` : both;
  });
}

/** Tailwind's registered custom properties of any syntax, not inherited: `@property --tw-x{syntax:"*";…}`. */
const REGISTERED = /@property (--[\w-]+)\{syntax:"\*";inherits:false(?:;initial-value:([^;{}]*))?\}/g;
/** Tailwind's stand-in for browsers without `@property`: every registered property's initial value on every element. */
const PROPERTIES_LAYER = /@layer properties\{@supports [^{]*\{\*,:before,:after,::backdrop\{([^{}]*)\}\}\}/;

/** Each `var(name…)` in `css`: where it starts and ends, and its fallback (undefined without one). */
function readsOf(css: string, name: string) {
  const reads: { start: number; end: number; fallback: string | undefined }[] = [];
  for (let start = css.indexOf(`var(${name}`); start >= 0; start = css.indexOf(`var(${name}`, start + 1)) {
    let at = start + 4 + name.length;
    if (css[at] !== ')' && css[at] !== ',') continue; // a longer name that starts the same
    const comma = css[at] === ',' ? at : -1;
    for (let depth = 0; at < css.length; at += 1) {
      if (css[at] === '(') depth += 1;
      else if (css[at] === ')' && depth-- === 0) break;
    }
    reads.push({ start, end: at + 1, fallback: comma < 0 ? undefined : css.slice(comma + 1, at).trim() });
  }
  return reads;
}

/**
 * Tailwind's composition variables that nothing on the page sets, written as the value they then always have: a
 * utility reads `--tw-inset-shadow`, `--tw-backdrop-sepia` or `--tw-duration` in case another utility sets it, and
 * registers each (`@property`, with the same initial values again for browsers without it). Where no rule of the
 * page, nor the page or its scripts (`elsewhere`), sets one, every element has its initial value: each `var()` of it
 * becomes that value (or its fallback, for a property without one), and its registration goes — about 0.1–0.2 KB per
 * page as sent. Only for properties of any syntax (`"*"`: their value is their text), not inherited, read nowhere
 * but in `var()`. The whole stylesheet the islands' file brings registers them all again, with its rules as written.
 */
export function foldUnsetProperties(css: string, elsewhere = ''): string {
  let folded = css;
  for (const [rule, name, initial] of [...css.matchAll(REGISTERED)]) {
    if (elsewhere.includes(name!)) continue;
    const reads = readsOf(folded, name!);
    const layer = folded.match(PROPERTIES_LAYER)?.[1] ?? '';
    const inLayer = layer.split(';').filter((declaration) => declaration.startsWith(`${name}:`));
    const setter = new RegExp(`(?<=[{;])${name}:([^;{}]*)(?=[;}])`, 'g');
    const setters = [...folded.replace(PROPERTIES_LAYER, '').matchAll(setter)].map(([, value]) => value!);
    // Every mention is the registration, the stand-in's declaration, a setter or a read: nothing else names it.
    const mentions = folded.split(new RegExp(`${name}(?![\\w-])`)).length - 1;
    if (mentions !== 1 + inLayer.length + setters.length + reads.length) continue;
    let value: (read: { fallback: string | undefined }) => string | undefined;
    if (setters.length === 0) {
      // Set nowhere: its initial value on every element (its fallback, without one).
      value = (read) => initial ?? read.fallback;
    } else {
      // Set to one value, without var(), by every rule that sets it, and read only in those rules: that value where
      // it is read (an element those rules match has it, whichever of them wins).
      const [only] = new Set(setters);
      if (new Set(setters).size !== 1 || only!.includes('var(')) continue;
      const inSetter = (start: number) => {
        const open = folded.lastIndexOf('{', start);
        return folded.slice(open, folded.indexOf('}', start)).includes(`${name}:${only}`);
      };
      if (!reads.every((read) => inSetter(read.start))) continue;
      value = () => only;
    }
    if (reads.some((read) => value(read) === undefined)) continue;
    for (const read of reads.reverse()) folded = folded.slice(0, read.start) + value(read) + folded.slice(read.end);
    folded = folded.replace(rule!, '');
    if (inLayer.length) {
      const rest = layer
        .split(';')
        .filter((declaration) => !declaration.startsWith(`${name}:`))
        .join(';');
      folded = folded.replace(PROPERTIES_LAYER, (block) => (rest ? block.replace(layer, rest) : ''));
    }
    // Its setters go, with the separator before or after each.
    folded = folded.replace(new RegExp(`([{;])${name}:[^;{}]*(;?)`, 'g'), (_, before: string, after: string) =>
      before === '{' ? '{' : after,
    );
  }
  return folded;
}

/** The theme's tokens as Tailwind writes them: `@layer theme{:root,:host{--name:value;…}}`. */
const THEME = /@layer theme\{:root,:host\{([^{}]*)\}\}/;

/**
 * The design tokens still read through `var()` (the colours by meaning name a palette shade, Tailwind's alpha
 * variants mix one: `var(--color-slate-700)`) written into the rules that read them, and dropped from `:root`: one
 * lookup less for each, and about 0.2 KB less in every page as sent. A token is written in only when nothing else
 * can change it — set once, in the theme, to a value without `var()` (or one that comes to none once the tokens it
 * names are written in), and never named by the page or its scripts (`elsewhere`), which could set it on an element
 * — and only where it is read plainly, `var(--name)`; one read with a fallback keeps it whole. The theme keeps the
 * tokens that do not fold, and goes when none is left.
 */
export function foldTokens(css: string, elsewhere = ''): string {
  const theme = css.match(THEME);
  if (!theme) return css;
  const tokens = new Map(
    theme[1]!
      .split(';')
      .filter(Boolean)
      .map((declaration) => [
        declaration.slice(0, declaration.indexOf(':')),
        declaration.slice(declaration.indexOf(':') + 1),
      ]),
  );
  const setOnce = (name: string) => css.split(new RegExp(`[{;]${name}:`)).length === 2;
  const readWithFallback = (name: string) => css.includes(`var(${name},`);
  const foldable = new Set(
    [...tokens.keys()].filter((name) => setOnce(name) && !readWithFallback(name) && !elsewhere.includes(name)),
  );
  const fold = (text: string) =>
    text.replace(/var\((--[\w-]+)\)/g, (read, name: string) => (foldable.has(name) ? tokens.get(name)! : read));
  // A token naming another is written in once that one is: repeat until nothing changes, then keep only the tokens
  // whose value came to be free of var().
  for (let changed = true; changed;) {
    changed = false;
    for (const name of foldable) {
      const value = fold(tokens.get(name)!);
      if (value !== tokens.get(name)) [changed] = [true, tokens.set(name, value)];
    }
  }
  for (const name of foldable) if (tokens.get(name)!.includes('var(')) foldable.delete(name);
  if (foldable.size === 0) return css;
  const kept = [...tokens].filter(([name]) => !foldable.has(name));
  const rest = kept.length
    ? `@layer theme{:root,:host{${kept.map(([name, value]) => `${name}:${value}`).join(';')}}}`
    : '';
  return fold(css.replace(THEME, () => rest));
}

/**
 * One page with its stylesheet links replaced by the rules it uses, inline, and every inline <style> of the page (the
 * fonts', the islands') joined with them into one, in their document order, where the first stood: one hash in the
 * page's policy instead of one per element, each an incompressible 50 bytes.
 */
export function inlinePage(html: string, files: Files, islandsBringStylesheet = false): string {
  const links = [...html.matchAll(STYLESHEET)];
  if (links.length === 0) return html;
  const words = new Set<string>();
  for (const [, element] of html.matchAll(ELEMENT)) words.add(element!.toLowerCase());
  for (const [, list] of html.matchAll(CLASS_ATTRIBUTE))
    for (const name of htmlText(list!).split(/[\s"]+/)) words.add(name);
  for (const [, script] of html.matchAll(INLINE_SCRIPT)) for (const word of wordsOf(script!)) words.add(word);
  const pageScripts = [...scriptsOf(html, files, PAGE_SCRIPT_URLS)];
  const islandScripts = [...scriptsOf(html, files, ISLAND_SCRIPT_URLS)].filter(
    (address) => !pageScripts.includes(address),
  );
  // The islands' scripts name their rules here only when the islands do not bring the whole stylesheet.
  const named = [...pageScripts, ...(islandsBringStylesheet ? [] : islandScripts)].map((address) =>
    asText(files.get(address)!),
  );
  for (const script of named) for (const word of wordsOf(script)) words.add(word);
  const inlineScripts = [...html.matchAll(INLINE_SCRIPT)].map(([, script]) => script!);
  for (const type of inputTypesOf(html, [...inlineScripts, ...named])) words.add(inputTypeWord(type));
  // The attributes the page's elements have, and any a script of its own may set (a word of it).
  for (const [, attributes] of html.matchAll(/<[a-zA-Z][\w-]*((?:\s+[^\s=>]+(?:="[^"]*")?)*)\s*\/?>/g))
    for (const [, name] of attributes!.matchAll(/\s([^\s=>/]+)/g)) words.add(attributeWord(name!));
  for (const script of [...inlineScripts, ...named]) for (const word of wordsOf(script)) words.add(attributeWord(word));
  // Custom properties a script sets or reads by name keep their declarations, whichever script it is.
  const elsewhere = [html, ...[...pageScripts, ...islandScripts].map((address) => asText(files.get(address)!))].join(
    '\n',
  );
  let page = html;
  for (const [link, address] of links) {
    const css = files.get(address!);
    if (css === undefined) throw new Error(`${address}: a page links a stylesheet the build does not have`);
    page = page.replace(link, () => `<style>${cutTo(asText(css), address!, words, elsewhere)}</style>`);
  }
  const styles = [...page.matchAll(INLINE_STYLE)];
  const joined = withoutDeadFallbacks(styles.map(([, text]) => text!).join('\n'));
  let written = false;
  page = page.replace(INLINE_STYLE, () => {
    if (written) return '';
    written = true;
    return `<style>${joined}</style>`;
  });
  return addHashes(page, 'style-src', [joined]);
}

/**
 * Every page with its CSS inline; the stylesheets no page links any more are left out of the build, and the one every
 * page linked is kept whole for the islands' file (`/_astro/styles.<hash>.css`) when pages have islands.
 */
export function inlineCss(files: Files): Files {
  const build = new Map(files);
  const pages = [...files]
    .filter(([address]) => address.endsWith('.html'))
    .map(([address, html]) => [address, asText(html)] as const);
  // The stylesheets each page links, in order (a page without a link has nothing to inline), and whether any has islands.
  const linked = new Set(
    pages
      .map(([, html]) => [...html.matchAll(STYLESHEET)].map(([, address]) => address).join(' '))
      .filter((list) => list !== ''),
  );
  const withIslands = pages.some(([, html]) => /\s(?:component-url|renderer-url|before-hydration-url)="/.test(html));
  // One file for every island: only when every page links the same stylesheets, which it joins in their order.
  const [sheets] = linked.size === 1 ? [...linked] : [''];
  const whole =
    withIslands && sheets
      ? sheets
          .split(' ')
          .map((address) => asText(files.get(address) ?? ''))
          .join('\n')
      : '';
  for (const [address, html] of pages) build.set(address, inlinePage(html, files, whole !== ''));
  const stillLinked = [...build].filter(([address]) => address.endsWith('.html')).map(([, html]) => asText(html));
  for (const address of files.keys()) {
    if (address.endsWith('.css') && !stillLinked.some((html) => html.includes(`"${address}"`))) build.delete(address);
  }
  if (whole) build.set(wholeStylesheetAddress(whole), whole);
  return build;
}

export const inlineCssStep: Step = {
  name: 'inline-css',
  reads: /\.(html|css|js)$/,
  after: { 'font-subset': 'the font is cut to the weights and features the whole stylesheet asks for' },
  run: inlineCss,
};
