import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cutTo,
  foldTokens,
  foldUnsetProperties,
  inlineCss,
  inlinePage,
  attributeWord,
  inputTypeWord,
  isWholeStylesheet,
  withoutDeadFallbacks,
  withoutSrgbMixes,
} from './inline-css';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const STYLESHEET = '/_astro/site.css';
const FONT_STYLE = '@font-face{font-family:Sample;src:url("/_astro/fonts/sample.woff2") format("woff2")}';
const ISLAND_STYLE = 'astro-island{display:contents}';

// The site stylesheet: a rule for each way a class can reach a page, rules without a class, and Tailwind-style custom
// properties, one read by a rule the page keeps (--tw-rotate), one only by a rule it drops (--tw-skew).
const CSS = [
  '@property --tw-rotate{syntax:"*";inherits:false}',
  '@property --tw-skew{syntax:"*";inherits:false}',
  'body{margin:0}',
  '[data-open]>*{display:block}',
  '.in-markup{color:red}',
  '.unused{color:green}',
  '.in-inline-script{color:navy}',
  '.in-page-script{color:olive}',
  '.in-component{color:teal}',
  '.in-imported-module{color:maroon}',
  '.in-lazy-module{color:purple}',
  '.in-renderer{color:silver}',
  '.rotate-1{--tw-rotate:1deg;rotate:var(--tw-rotate)}',
  '.skew-1{--tw-skew:1deg;transform:skewX(var(--tw-skew))}',
  '.sets-skew{--tw-skew:2deg;color:gray}',
  '.tilt{--tilt-x:0deg;--glow:none;transform:rotateX(var(--tilt-x))}',
].join('\n');

// The island's scripts: its component imports a chunk, which imports another module lazily, which imports the first
// chunk back; the renderer imports the chunk as well.
const SCRIPTS: [string, string][] = [
  ['/_astro/Menu.js', 'import{a as t}from"./chunk.js";export default()=>t("in-component")'],
  ['/_astro/chunk.js', 'export const a=e=>e+" in-imported-module";const l=()=>import("./lazy.js");'],
  ['/_astro/lazy.js', 'import"./chunk.js";export const n=`in-lazy-module ${1}`;'],
  ['/_astro/client.js', "import{a}from'./chunk.js';document.body.className='in-renderer'"],
  ['/_astro/page.js', 'document.body.classList.add("in-page-script");el.style.setProperty("--tilt-x","3deg")'],
  ['/_astro/unloaded.js', 'document.body.classList.add("unused")'],
];

const policy = `<meta http-equiv="content-security-policy" content="default-src 'self'; style-src 'self' ${sha256(FONT_STYLE)} ${sha256(ISLAND_STYLE)}">`;
const page =
  `<!DOCTYPE html><html><head><meta charset="utf-8">${policy}<style>${FONT_STYLE}</style>` +
  `<link rel="stylesheet" href="${STYLESHEET}"><title>Sample</title></head>` +
  `<body class="in-markup rotate-1 sets-skew tilt"><style>${ISLAND_STYLE}</style>` +
  `<astro-island uid="Z1" component-url="/_astro/Menu.js" component-export="default" renderer-url="/_astro/client.js" ssr client="idle"></astro-island>` +
  `<script>document.body.classList.toggle('in-inline-script')</script>` +
  `<script type="module" src="/_astro/page.js"></script></body></html>`;

const build = (pages: [string, string][], css = CSS) =>
  new Map<string, string | Uint8Array>([...pages, [STYLESHEET, css], ...SCRIPTS]);

/** The text of a page's only <style>, after checking that it has only one. */
function onlyStyle(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)];
  expect(styles).toHaveLength(1);
  return styles[0]![1]!;
}

describe('inline CSS step', () => {
  const files = build([['/index.html', page]]);
  const inlined = inlineCss(files);
  const html = inlined.get('/index.html') as string;
  const style = onlyStyle(html);

  it('replaces the stylesheet link with one <style>, where the first inline style stood, holding every style in document order', () => {
    expect(html).not.toContain('<link rel="stylesheet"');
    expect(html).toMatch(/<meta http-equiv="content-security-policy" content="[^"]*"><style>/);
    expect(html).toContain(
      '</style><title>Sample</title></head><body class="in-markup rotate-1 sets-skew tilt"><astro-island',
    );
    expect(style.startsWith(`${FONT_STYLE}\n`)).toBe(true);
    expect(style.endsWith(`\n${ISLAND_STYLE}`)).toBe(true);
  });

  it('keeps rules without a class, and the rules of classes in the markup, the inline scripts and the scripts the page loads itself', () => {
    for (const rule of ['body{margin:0}', '.in-markup{', '.in-inline-script{', '.in-page-script{', '.rotate-1{']) {
      expect(style, rule).toContain(rule);
    }
  });

  it('leaves the rules only its islands’ scripts name to the whole stylesheet, kept in the build for the islands’ file', () => {
    for (const rule of ['.in-component{', '.in-imported-module{', '.in-lazy-module{', '.in-renderer{'])
      expect(style, rule).not.toContain(rule);
    const kept = [...inlined.keys()].filter(isWholeStylesheet);
    const hash = createHash('sha256').update(CSS).digest('hex').slice(0, 16);
    expect(kept).toEqual([`/_astro/styles.${hash}.css`]);
    expect(inlined.get(kept[0]!)).toBe(CSS);
  });

  it('keeps the rules its islands’ scripts name inline where no whole stylesheet comes with the islands', () => {
    // Cut on its own (no islands' file to bring the stylesheet), or in a build whose pages link other stylesheets.
    const alone = onlyStyle(inlinePage(page, files));
    const other = page
      .replace('class="in-markup rotate-1 sets-skew tilt"', 'class="in-markup"')
      .replace(STYLESHEET, '/_astro/other.css');
    const twoSheets = inlineCss(new Map([...files, ['/other.html', other], ['/_astro/other.css', CSS]]));
    for (const inline of [alone, onlyStyle(twoSheets.get('/index.html') as string)])
      for (const rule of ['.in-component{', '.in-imported-module{', '.in-lazy-module{', '.in-renderer{'])
        expect(inline, rule).toContain(rule);
    expect([...twoSheets.keys()].filter(isWholeStylesheet)).toEqual([]);
  });

  it('keeps no whole stylesheet in a build without islands', () => {
    const noIslands = page.replace(/<astro-island[^>]*><\/astro-island>/, '');
    expect([...inlineCss(build([['/index.html', noIslands]])).keys()].filter(isWholeStylesheet)).toEqual([]);
  });

  it('drops the rules of classes the page cannot use, even where a script the page never loads names them', () => {
    expect(style).not.toContain('.unused');
    expect(style).not.toContain('.skew-1');
  });

  it('drops a custom property, its declarations and its @property rule, once nothing reads it; keeps it while something does', () => {
    expect(style).not.toContain('--tw-skew');
    expect(style).toMatch(/\.sets-skew\{color:(gray|#808080)\}/);
    // --tw-rotate is set by one rule, which alone reads it: written as its value there, its registration gone.
    expect(style).not.toContain('--tw-rotate');
    expect(style).toMatch(/\.rotate-1\{rotate:1deg\}/);
    // --tilt-x is read by the rule itself and set by the page's script; --glow by nothing.
    expect(style).toContain('--tilt-x:0');
    expect(style).not.toContain('--glow');
  });

  it("adds exactly the inline style's hash to the policy's style-src, keeping the sources it had", () => {
    expect(html).toContain(
      `content="default-src 'self'; style-src 'self' ${sha256(FONT_STYLE)} ${sha256(ISLAND_STYLE)} ${sha256(style)}"`,
    );
  });

  it('leaves the stylesheet out of the build once no page links it; every other file stays, and the build it was given is unchanged', () => {
    expect(inlined.has(STYLESHEET)).toBe(false);
    expect(inlined.size).toBe(files.size);
    for (const [address, script] of SCRIPTS) expect(inlined.get(address), address).toBe(script);
    expect(files.get('/index.html')).toBe(page);
    expect(files.get(STYLESHEET)).toBe(CSS);
  });

  it('keeps a stylesheet a page still links in a way it does not inline, and leaves that link be', () => {
    const print = '<link rel="stylesheet" href="/_astro/print.css" media="print">';
    const withPrint = page.replace('<title>', `${print}<title>`);
    const result = inlineCss(
      new Map([...build([['/index.html', withPrint]]), ['/_astro/print.css', 'body{color:#000}']]),
    );
    expect(result.get('/_astro/print.css')).toBe('body{color:#000}');
    expect(result.has(STYLESHEET)).toBe(false);
    expect(result.get('/index.html')).toContain(print);
  });

  it('cuts the stylesheet to each page on its own', () => {
    const other = page.replace('class="in-markup rotate-1 sets-skew tilt"', 'class="unused"');
    const result = inlineCss(
      build([
        ['/index.html', page],
        ['/other.html', other],
      ]),
    );
    const otherStyle = onlyStyle(result.get('/other.html') as string);
    expect(otherStyle).toContain('.unused{');
    expect(otherStyle).not.toContain('.in-markup');
    expect(onlyStyle(result.get('/index.html') as string)).toBe(style);
  });

  it('leaves a page without a stylesheet link exactly as it was', () => {
    const bare = '<!DOCTYPE html><html><head><meta charset="utf-8"><style>p{}</style></head><body></body></html>';
    expect(inlinePage(bare, build([]))).toBe(bare);
  });

  it('stops the build, naming the file, on a page that links a stylesheet or loads a script the build lacks', () => {
    const missingCss = page.replace(STYLESHEET, '/_astro/gone.css');
    expect(() => inlinePage(missingCss, build([]))).toThrow('/_astro/gone.css');
    const missingScript = page.replace('/_astro/page.js', '/_astro/gone.js');
    expect(() => inlinePage(missingScript, build([]))).toThrow('/_astro/gone.js');
  });
});

describe('cutting a stylesheet to the words of a page', () => {
  const cut = (css: string, words: string[], elsewhere = '') => cutTo(css, 'sample.css', new Set(words), elsewhere);

  it('keeps every rule without a class, an element name or an attribute, whatever the words', () => {
    expect(cut('*{margin:0}:root{--x:1px}:focus-visible{color:red}.c{margin:var(--x)}', [])).toBe(
      '*{margin:0}:focus-visible{color:red}',
    );
  });

  it('drops a rule that needs an attribute the page does not have, at its top or inside :is() or :where()', () => {
    const css =
      '[hidden]{display:none}.control[aria-invalid=true]{border-color:red}:where([dir=rtl],[dir=rtl] *) .x{margin:0}';
    expect(cut(css, ['control', 'x'])).toBe('');
    expect(cut(css, ['control', 'x', inputTypeWord('x'), attributeWord('hidden'), attributeWord('dir')])).toBe(
      '[hidden]{display:none}:where([dir=rtl],[dir=rtl] *) .x{margin:0}',
    );
    expect(cut(':where(:dir(rtl),[dir=rtl]) .x{margin:0}', ['x'])).toBe(':where(:dir(rtl),[dir=rtl]) .x{margin:0}');
  });

  it('drops a rule whose every selector names an element not among the words; elements inside :not() or :where() do not count', () => {
    const css =
      'h1,h2{font-weight:inherit}sub,sup{font-size:75%}:where(select) option{padding:0}a:not(table){color:red}';
    expect(cut(css, ['h1', 'a'])).toBe('h1,h2{font-weight:inherit}a:not(table){color:red}');
    expect(cut(css, ['sup', 'option'])).toBe('sub,sup{font-size:75%}:where(select) option{padding:0}');
  });

  it('drops a rule whose every selector has a pseudo-element of input types the words lack; keeps one of any element', () => {
    const css =
      '::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-inner-spin-button{height:auto}' +
      '::-webkit-search-decoration{-webkit-appearance:none}::file-selector-button{margin:0}' +
      '::-webkit-calendar-picker-indicator{line-height:1}::placeholder{opacity:1}';
    // A word of a script that merely names a type (React DOM names them all) is not an input of that type.
    expect(
      cut(css, ['input', 'date', 'number', 'search', 'file', 'list', ...['text', 'email'].map(inputTypeWord)]),
    ).toBe('::placeholder{opacity:1}');
    expect(cut(css, [inputTypeWord('date')])).toBe(
      '::-webkit-datetime-edit-year-field{padding-block:0}::-webkit-inner-spin-button{height:auto}' +
        '::-webkit-calendar-picker-indicator{line-height:1}::placeholder{opacity:1}',
    );
    expect(cut(css, ['search', 'file', 'list'].map(inputTypeWord))).toBe(
      '::-webkit-search-decoration{-webkit-appearance:none}::file-selector-button{margin:0}' +
        '::-webkit-calendar-picker-indicator{line-height:1}::placeholder{opacity:1}',
    );
    // A rule is kept whole while one of its selectors is present.
    expect(cut('button,::file-selector-button{appearance:button}', ['button'])).toBe(
      'button,::file-selector-button{appearance:button}',
    );
  });

  it("reads the page's input types (text where none is written, list for suggestions) and the types its scripts give", () => {
    const css = '::-webkit-inner-spin-button{height:auto}::-webkit-calendar-picker-indicator{line-height:1}';
    const pageWith = (body: string, scripts: [string, string][] = []) =>
      onlyStyle(
        inlinePage(
          `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="style-src 'self'"><link rel="stylesheet" href="${STYLESHEET}"></head><body>${body}</body></html>`,
          build(scripts, css),
        ),
      );
    expect(pageWith('<input name="a"><INPUT type="email">')).toBe('');
    expect(pageWith('<INPUT TYPE="Number">')).toBe('::-webkit-inner-spin-button{height:auto}');
    expect(pageWith('<input list="suggestions">')).toBe('::-webkit-calendar-picker-indicator{line-height:1}');
    expect(
      pageWith('<script type="module" src="/_astro/field.js"></script>', [
        ['/_astro/field.js', 'jsx("input",{type:"date"})'],
      ]),
    ).toBe(css);
  });

  it('keeps the base styles of elements a script may create, and reads element names in any case', () => {
    const html = `<!DOCTYPE html><HTML><head><meta http-equiv="content-security-policy" content="style-src 'self'"><link rel="stylesheet" href="${STYLESHEET}"></head><body><script type="module" src="/_astro/creates.js"></script></body></HTML>`;
    const css = 'html{color:red}ol{list-style:none}table{border-collapse:collapse}';
    expect(onlyStyle(inlinePage(html, build([['/_astro/creates.js', 'jsx("ol",{children:n})']], css)))).toBe(
      'html{color:red}ol{list-style:none}',
    );
  });

  it("matches a class written with Tailwind's escapes to the name as the markup writes it", () => {
    const css =
      '.md\\:flex{display:flex}.w-1\\/2{width:50%}.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}.flex{display:flex}';
    expect(cut(css, ['md:flex', 'w-1/2', '[&>p]:mt-2', 'p'])).toBe(
      '.md\\:flex{display:flex}.w-1\\/2{width:50%}.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}',
    );
  });

  it('reads class attributes with their HTML entities decoded', () => {
    const html = `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="style-src 'self'"><link rel="stylesheet" href="${STYLESHEET}"></head><body class="[&amp;&gt;p]:mt-2"><p>Text</p></body></html>`;
    const css = '.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}.other{color:red}';
    expect(onlyStyle(inlinePage(html, build([], css)))).toBe('.\\[\\&\\>p\\]\\:mt-2>p{margin-top:.5rem}');
  });

  it('keeps a rule whose selector needs only classes among the words, drops one that needs a class not among them', () => {
    expect(cut('.group:hover .group-hover\\:underline{text-decoration:underline}', ['group-hover:underline'])).toBe('');
    expect(
      cut('.group:hover .group-hover\\:underline{text-decoration:underline}', ['group', 'group-hover:underline']),
    ).toBe('.group:hover .group-hover\\:underline{text-decoration:underline}');
  });

  it('drops a rule whose class inside :is() or :where() is not among the words, but never for one inside :not()', () => {
    const css =
      ':where(.space-y-4>:not(:last-child)){margin-top:1rem}:is(:where(.group):hover .lift){translate:0 -1px}.card:not(.muted){color:red}';
    expect(cut(css, ['lift', 'card'])).toBe('.card:not(.muted){color:red}');
    expect(cut(css, ['space-y-4', 'group', 'lift', 'card'])).toBe(
      ':where(.space-y-4>:not(:last-child)){margin-top:1rem}:is(:where(.group):hover .lift){translate:0 -1px}.card:not(.muted){color:red}',
    );
    expect(cut(':is(.a,.b) p{color:red}', ['p', 'b'])).toBe(':is(.a,.b) p{color:red}');
  });

  it('keeps a custom property a script or the page names, though no rule reads it', () => {
    const css = '@property --tw-x{syntax:"*";inherits:false}.a{--tw-x:1;color:red}';
    expect(cut(css, ['a'])).toBe('.a{color:red}');
    expect(cut(css, ['a'], 'el.style.getPropertyValue("--tw-x")')).toBe(
      '@property --tw-x{syntax:"*";inherits:false}.a{--tw-x:1;color:red}',
    );
  });

  it('keeps an id rule and an animation named like a class the page does not use (that class with them)', () => {
    expect(cut('.menu{color:blue}#menu{color:red}', [])).toBe('.menu{color:#00f}#menu{color:red}');
    expect(cut('.fade{opacity:0}.toast{animation:fade 1s}@keyframes fade{0%{opacity:0}}', ['toast'])).toBe(
      '.fade{opacity:0}.toast{animation:1s fade}@keyframes fade{0%{opacity:0}}',
    );
  });

  it('keeps the rules of classes an island is handed in its props', () => {
    const html = `<!DOCTYPE html><html><head><meta http-equiv="content-security-policy" content="style-src 'self'"><link rel="stylesheet" href="${STYLESHEET}"></head><body><astro-island props="{&quot;className&quot;:[0,&quot;ring-2&quot;]}"></astro-island></body></html>`;
    expect(onlyStyle(inlinePage(html, build([], '.ring-2{outline:2px solid}.other{color:red}')))).toBe(
      '.ring-2{outline:2px solid}',
    );
  });
});

describe('writing the theme’s tokens into the rules that read them', () => {
  const THEME =
    '@layer theme{:root,:host{--color-white:#fff;--color-navy-900:#0b1f3a;--color-ink:var(--color-navy-900)}}';

  it('writes each token into its plain reads, tokens naming tokens too, and drops the theme once it is empty', () => {
    expect(
      foldTokens(
        `${THEME}@layer utilities{.text-ink{color:var(--color-ink)}.bg-surface{background:var(--color-white)}}`,
      ),
    ).toBe('@layer utilities{.text-ink{color:#0b1f3a}.bg-surface{background:#fff}}');
  });

  it('keeps, and goes on reading, a token set anywhere else too, read with a fallback, or named by the page or a script', () => {
    const rules = '.a{color:var(--color-ink)}.b{background:var(--color-white)}';
    expect(foldTokens(`${THEME}.dark{--color-navy-900:#000}${rules}`)).toBe(
      '@layer theme{:root,:host{--color-navy-900:#0b1f3a;--color-ink:var(--color-navy-900)}}.dark{--color-navy-900:#000}.a{color:var(--color-ink)}.b{background:#fff}',
    );
    expect(foldTokens(`${THEME}${rules}.c{border-color:var(--color-white,red)}`)).toBe(
      '@layer theme{:root,:host{--color-white:#fff}}.a{color:#0b1f3a}.b{background:var(--color-white)}.c{border-color:var(--color-white,red)}',
    );
    expect(foldTokens(`${THEME}${rules}`, '<div class="bg-[var(--color-white)]">')).toBe(
      '@layer theme{:root,:host{--color-white:#fff}}.a{color:#0b1f3a}.b{background:var(--color-white)}',
    );
  });

  it('leaves a stylesheet without a theme as it is', () => {
    expect(foldTokens('.a{color:var(--x)}')).toBe('.a{color:var(--x)}');
  });
});

describe('writing the composition variables nothing on the page sets as their value', () => {
  const LAYER = (declarations: string) =>
    `@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))) or ((-moz-orient:inline) and (not (color:rgb(from red r g b)))){*,:before,:after,::backdrop{${declarations}}}}`;
  const REGISTER =
    '@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --tw-ring-inset{syntax:"*";inherits:false}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';

  it('writes each read as the initial value (or the fallback, without one) and drops the registration and its stand-in', () => {
    const css =
      LAYER('--tw-inset-shadow:0 0 #0000;--tw-ring-inset:initial;--tw-shadow:0 0 #0000') +
      '.card{box-shadow:var(--tw-inset-shadow),var(--tw-ring-inset, ) 0 0 0 1px,var(--tw-shadow)}.lg{--tw-shadow:0 9px 9px #0000001a}' +
      REGISTER;
    expect(foldUnsetProperties(css)).toBe(
      LAYER('--tw-shadow:0 0 #0000') +
        '.card{box-shadow:0 0 #0000, 0 0 0 1px,var(--tw-shadow)}.lg{--tw-shadow:0 9px 9px #0000001a}' +
        '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    );
    expect(
      foldUnsetProperties(`${LAYER('--tw-inset-shadow:0 0 #0000')}.a{box-shadow:var(--tw-inset-shadow)}${REGISTER}`),
    ).toBe('.a{box-shadow:0 0 #0000}');
  });

  it('writes the one value that every rule setting it gives, where only those rules read it', () => {
    const register = '@property --tw-space-y-reverse{syntax:"*";inherits:false;initial-value:0}';
    const css =
      `.s1>*{--tw-space-y-reverse:0;margin-top:calc(.25rem * var(--tw-space-y-reverse))}.s2>*{margin:0;--tw-space-y-reverse:0}` +
      `.blur{--tw-blur:blur(8px);filter:var(--tw-blur, )}${register}@property --tw-blur{syntax:"*";inherits:false}`;
    expect(foldUnsetProperties(css)).toBe('.s1>*{margin-top:calc(.25rem * 0)}.s2>*{margin:0}.blur{filter:blur(8px)}');
    // Set to two values, or read in a rule that does not set it: an element's value depends on the rules it matches.
    for (const kept of [
      `.a{--tw-space-y-reverse:0;margin:var(--tw-space-y-reverse)}.b{--tw-space-y-reverse:1}${register}`,
      `.a{--tw-space-y-reverse:0}.b{margin:var(--tw-space-y-reverse)}${register}`,
    ])
      expect(foldUnsetProperties(kept)).toBe(kept);
  });

  it('keeps a property some read needs without a value to give, or that the page or a script names', () => {
    const css = '.a{margin:var(--tw-ring-inset)}@property --tw-ring-inset{syntax:"*";inherits:false}';
    expect(foldUnsetProperties(css)).toBe(css);
    const named =
      '.a{box-shadow:var(--tw-inset-shadow)}@property --tw-inset-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
    expect(foldUnsetProperties(named, 'el.style.setProperty("--tw-inset-shadow","none")')).toBe(named);
  });

  it('keeps a property of a typed syntax, or one named outside var() (a transition of it)', () => {
    const typed =
      '.a{width:calc(1px + var(--tw-ring-offset-width))}@property --tw-ring-offset-width{syntax:"<length>";inherits:false;initial-value:0}';
    expect(foldUnsetProperties(typed)).toBe(typed);
    const transition =
      '.a{transition-property:--tw-shadow;box-shadow:var(--tw-shadow)}@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
    expect(foldUnsetProperties(transition)).toBe(transition);
  });
});

describe('a colour at an opacity, written once when it is a colour of sRGB', () => {
  const AGAIN = '@supports (color:color-mix(in lab, red, red))';

  it('drops the mixed rule after its hex fallback when every colour it mixes is a hex colour, in @media too', () => {
    expect(
      withoutSrgbMixes(
        `.bg-surface\\/95{background-color:#fffffff2}${AGAIN}{.bg-surface\\/95{background-color:color-mix(in oklab, #fff 95%, transparent)}}` +
          `@media (hover:hover){.a:hover{background-color:#0b1f3a0d}${AGAIN}{.a:hover{background-color:color-mix(in srgb, #0b1f3a 5%, transparent)}}}`,
      ),
    ).toBe('.bg-surface\\/95{background-color:#fffffff2}@media (hover:hover){.a:hover{background-color:#0b1f3a0d}}');
  });

  it('keeps the mixed rule of a wide-gamut colour, of currentcolor, or of another selector or property', () => {
    for (const css of [
      `.b{border-color:#ff000066}${AGAIN}{.b{border-color:color-mix(in oklab, oklch(50.5% .213 27.518) 40%, transparent)}}`,
      `::placeholder{color:currentColor}${AGAIN}{::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}`,
      `.c{color:#fff0}${AGAIN}{.d{color:color-mix(in oklab, #fff 0%, transparent)}}`,
      `.e{color:#fff0}${AGAIN}{.e{background-color:color-mix(in oklab, #fff 0%, transparent)}}`,
    ])
      expect(withoutSrgbMixes(css)).toBe(css);
  });
});

describe('the fallbacks of var()s that never fall back', () => {
  const FONT = ':root{--font-inter:Inter-1a,"Inter-1a fallback: Arial",Arial,sans-serif;}';

  it('drops the fallback of a property set on :root, outside any condition, to values without var() wherever set', () => {
    expect(
      withoutDeadFallbacks(
        `${FONT}:root.webfonts-later{--font-inter:Arial,sans-serif}\nhtml{font-family:var(--font-inter,-apple-system, "Segoe UI", sans-serif), Arial}`,
      ),
    ).toBe(`${FONT}:root.webfonts-later{--font-inter:Arial,sans-serif}\nhtml{font-family:var(--font-inter), Arial}`);
  });

  it('keeps the fallback of a property set under a condition only, set elsewhere to a var() or to nothing, or not on :root', () => {
    for (const css of [
      '@media print{:root{--x:1px}}.a{margin:var(--x,2px)}',
      ':root{--x:1px}.b{--x:var(--y)}.a{margin:var(--x,2px)}',
      ':root{--x:1px}.b{--x:initial}.a{margin:var(--x,2px)}',
      '.c{--x:1px}.a{margin:var(--x,2px)}',
    ])
      expect(withoutDeadFallbacks(css)).toBe(css);
  });
});
