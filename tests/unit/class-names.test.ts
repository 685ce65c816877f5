// Two rules for the class names in markup (components, islands, layouts, pages):
// - colours by meaning: markup names what a colour is for (`text-ink-muted`, `bg-surface-dark`), never a palette
//   shade (`text-slate-600`), so a rebrand is an edit of src/styles/global.css alone;
// - logical directions: the site will also read right to left, so margins, paddings, offsets, borders, corners and
//   alignment follow the text (`ms-`, `ps-`, `start-`, `border-s`, `text-start`), never the screen's left or right.
// src/styles/ follows the second rule with logical CSS properties.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const MARKUP_DIRS = ['src/components', 'src/islands', 'src/layouts', 'src/pages'];
const STYLES_DIR = 'src/styles';

function filesUnder(dir: string, extensions: RegExp): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => extensions.test(file) && !/\.test\.[jt]sx?$/.test(file))
    .map((file) => join(dir, file));
}

const markupFiles = MARKUP_DIRS.flatMap((dir) => filesUnder(dir, /\.(astro|tsx?|jsx?|mdx?)$/));
const styleFiles = filesUnder(STYLES_DIR, /\.css$/);

/** The palette: every colour defined with a numeric shade (the site's own in global.css, Tailwind's defaults), and white and black. */
function paletteNames(): string[] {
  const sources = [
    ...styleFiles.map((file) => readFileSync(file, 'utf8')),
    readFileSync('node_modules/tailwindcss/theme.css', 'utf8'),
  ];
  const names = new Set(['white', 'black']);
  for (const css of sources)
    for (const [, name] of css.matchAll(/--color-([a-z]+(?:-[a-z]+)*)-\d+\s*:/g)) names.add(name!);
  return [...names];
}

const COLOUR_UTILITIES = [
  'text',
  'bg',
  'border',
  'border-[xytrblse]',
  'border-b[se]',
  'ring',
  'ring-offset',
  'inset-ring',
  'outline',
  'fill',
  'stroke',
  'from',
  'via',
  'to',
  'decoration',
  'divide',
  'placeholder',
  'shadow',
  'inset-shadow',
  'drop-shadow',
  'text-shadow',
  'caret',
  'accent',
];
const palette = paletteNames();
const paletteUtility = new RegExp(
  `^(?:${COLOUR_UTILITIES.join('|')})-(?:(?:${palette.join('|')})-\\d+|white|black)(?:/[\\w.\\[\\]%]+)?$`,
);

/** Utilities tied to the screen's left and right, each with its logical twin. */
const physicalUtility = new RegExp(
  [
    '^-?(?:m|p|scroll-m|scroll-p)[lr]-', // ms- me- ps- pe- scroll-ms- …
    '^-?(?:left|right)-', // start- end-
    '^-?space-x-', // gap-x-
    '^text-(?:left|right)$', // text-start text-end
    '^(?:float|clear)-(?:left|right)$', // float-start float-end
    '^border-[lr](?:-|$)', // border-s border-e
    '^rounded-(?:[lr]|[tb][lr])(?:-|$)', // rounded-s rounded-ss …
    '^(?:origin|bg|object)-(?:(?:top|bottom)-)?(?:left|right)$',
  ].join('|'),
);

/** The utility a class token names, its variants (`sm:`, `hover:`, `[&>li]:`) and important mark dropped. */
function utilityOf(token: string): string {
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) start = index + 1;
  }
  return token.slice(start).replace(/^!|!$/g, '');
}

/** Every whitespace- or quote-separated word of a file, as `file:line: word`, whose utility matches the rule. */
function offenders(files: string[], rule: RegExp): string[] {
  const found: string[] = [];
  for (const file of files) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        // Comments are prose ("a right-to-left page"), not class lists.
        if (/^\s*(?:\/\/|\/?\*|<!--)/.test(line)) return;
        for (const token of line.split(/[\s"'`{}]+/))
          if (token && rule.test(utilityOf(token))) found.push(`${file}:${index + 1}: ${token}`);
      });
  }
  return found;
}

describe('the rules recognise what they forbid', () => {
  it('palette utilities with any variant or opacity, not the colours named by meaning', () => {
    for (const token of [
      'text-slate-600',
      'hover:bg-navy-900/5',
      'sm:[&_svg]:text-accent-300',
      'border-t-accent-400',
      'ring-red-700',
      'text-white',
      'bg-white/95',
      'via-accent-400/60',
    ])
      expect(paletteUtility.test(utilityOf(token)), token).toBe(true);
    for (const token of [
      'text-ink-muted',
      'bg-surface-dark/90',
      'border-line',
      'text-lg',
      'text-body-sm',
      'from-transparent',
      'border-current',
    ])
      expect(paletteUtility.test(utilityOf(token)), token).toBe(false);
  });

  it('physical directions with any variant, not their logical twins', () => {
    for (const token of [
      'ml-2',
      'md:pl-3',
      'focus:left-3',
      '-mr-1',
      'text-left',
      'border-l-4',
      'rounded-tr-lg',
      'space-x-4',
      'float-right',
    ])
      expect(physicalUtility.test(utilityOf(token)), token).toBe(true);
    for (const token of [
      'ms-2',
      'md:ps-3',
      'focus:start-3',
      'text-start',
      'border-s-4',
      'rounded-se-lg',
      'gap-x-4',
      'px-5',
      'inset-x-0',
      'leading-relaxed',
    ])
      expect(physicalUtility.test(utilityOf(token)), token).toBe(false);
  });
});

describe('markup', () => {
  it('is found', () => {
    expect(markupFiles.length).toBeGreaterThan(0);
    expect(palette).toEqual(expect.arrayContaining(['navy', 'slate', 'accent', 'red']));
  });

  it('names colours by meaning, never by palette shade (add a token to src/styles/global.css instead)', () => {
    expect(offenders(markupFiles, paletteUtility)).toEqual([]);
  });

  it('uses logical directions only (ms-/me-, ps-/pe-, start-/end-, border-s/e, rounded-s/e, text-start/end, gap)', () => {
    expect(offenders(markupFiles, physicalUtility)).toEqual([]);
  });

  it('mirrors every arrow icon when the page reads right to left (flip-rtl)', () => {
    const arrows = markupFiles.flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/<Icon\b[^>]*\bname="arrow"[^>]*>/g)].map(([tag]) => ({ file, tag })),
    );
    expect(arrows.length).toBeGreaterThan(0);
    for (const { file, tag } of arrows) expect(tag, file).toMatch(/\bflip-rtl\b/);
  });
});

describe('src/styles', () => {
  const PHYSICAL_PROPERTY =
    /(?:^|[\s;{])(?:(?:margin|padding|border|scroll-margin|scroll-padding|inset)-(?:left|right)(?:-\w+)?|left|right|border-(?:top|bottom)-(?:left|right)-radius)\s*:|(?:text-align|float|clear)\s*:\s*(?:left|right)\b/;

  it('uses logical properties only (margin-inline-start, inset-inline-start, border-start-start-radius…)', () => {
    const found: string[] = [];
    for (const file of styleFiles) {
      // Comments describe the art ("a warm glow top right"), they set nothing.
      const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
      css.split('\n').forEach((line, index) => {
        if (PHYSICAL_PROPERTY.test(line)) found.push(`${file}:${index + 1}: ${line.trim()}`);
        const applied = line.match(/@apply\s+([^;]+)/)?.[1] ?? '';
        for (const token of applied.split(/\s+/))
          if (token && physicalUtility.test(utilityOf(token))) found.push(`${file}:${index + 1}: @apply ${token}`);
      });
    }
    expect(found).toEqual([]);
  });

  it('sets each design token in its @theme block only: utilities carry the values of tokens inline', () => {
    const uncommented = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');
    const themeBlock = /@theme\b[^{]*\{[^}]*\}/g;
    const tokens = new Set<string>();
    for (const css of [
      ...styleFiles.map((file) => readFileSync(file, 'utf8')),
      readFileSync('node_modules/tailwindcss/theme.css', 'utf8'),
    ])
      for (const [block] of uncommented(css).matchAll(themeBlock))
        for (const [, name] of block.matchAll(/(--[\w-]+)\s*:/g)) tokens.add(name!);
    expect(tokens).toContain('--color-ink');
    expect(tokens).toContain('--spacing');
    const setting = (text: string) =>
      [...text.matchAll(/(--[\w-]+)\s*['"]?\s*:|setProperty\(\s*['"](--[\w-]+)/g)]
        .map(([, declared, set]) => (declared ?? set)!)
        .filter((name) => tokens.has(name));
    const found = [
      ...styleFiles.flatMap((file) =>
        setting(uncommented(readFileSync(file, 'utf8')).replace(themeBlock, '')).map((name) => `${file}: ${name}`),
      ),
      ...markupFiles.flatMap((file) => setting(readFileSync(file, 'utf8')).map((name) => `${file}: ${name}`)),
    ];
    expect(found).toEqual([]);
  });
});
