// What the content check reads in Markdown text, read from the text as the site renders it (the site's own renderer
// and options, src/integrations/markdown.ts), never from the source with patterns of its own: the raw HTML the
// renderer passes through, the links and pictures it makes, the ids it gives the headings. A reader of its own, however
// careful, reads some spelling differently from the renderer and the browser after it (`<!-->` is a whole comment to
// a browser; an escaped backtick opens no code span), and that difference is where HTML slipped through.
import { pathToFileURL } from 'node:url';
import GithubSlugger from 'github-slugger';
import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';
import { renderMarkdown } from '../markdown';

/** A link written in a Markdown file's text, with its line in the file. */
export type BodyLink = { line: number; text: string; href: string };

/** A Markdown text as the site renders it, each part with its line in the file. */
export interface RenderedMarkdown {
  /** The HTML the page gets. */
  html: string;
  /** Raw HTML the renderer passes through as it is written (tags, comments, declarations), on its line. */
  raw: Array<{ line: number; html: string }>;
  /** Every link's and picture's target, as the page carries it. */
  targets: Array<{ line: number; tag: 'a' | 'img'; text: string; href: string }>;
  /** The ids of the headings, as the build gives them (as Astro's own plugin does). */
  headingIds: string[];
}

interface Positioned {
  position?: { start: { line: number } } | undefined;
}

const rendered = new Map<string, RenderedMarkdown>();

/**
 * `markdown` (the text after a file's fields, starting on the file's line `firstLine`) rendered as the site renders
 * the file at `path`. Each text is rendered once however many rules read it.
 */
export function renderedMarkdown(markdown: string, firstLine: number, path?: string): RenderedMarkdown {
  const key = `${path ?? ''}\0${firstLine}\0${markdown}`;
  const known = rendered.get(key);
  if (known) return known;
  const found: RenderedMarkdown = { html: '', raw: [], targets: [], headingIds: [] };
  const lineOf = (node: Positioned) => firstLine + (node.position ? node.position.start.line - 1 : 0);
  // The ids as Astro's own plugin gives them (@astrojs/markdown-satteri's heading-ids: github-slugger over each
  // heading's text, an id written in the text kept), without importing that package, which loads Shiki with it.
  const slugger = new GithubSlugger();
  const result = renderMarkdown(markdown, {
    ...(path && { fileURL: pathToFileURL(path) }),
    plugins: [
      {
        name: 'heading-ids',
        element: {
          filter: ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
          visit(node, context) {
            const id = node.properties?.id;
            found.headingIds.push(typeof id === 'string' ? id : slugger.slug(context.textContent(node)));
          },
        },
      },
      {
        name: 'content-check',
        options: { position: true },
        raw: (node) => void found.raw.push({ line: lineOf(node), html: node.value }),
        comment: (node) => void found.raw.push({ line: lineOf(node), html: `<!--${node.value}-->` }),
        element: {
          filter: ['a', 'img'],
          visit(node, context) {
            const { href, src, alt } = node.properties ?? {};
            const tag = node.tagName === 'img' ? 'img' : 'a';
            const target = tag === 'img' ? src : href;
            if (typeof target !== 'string') return;
            const text = tag === 'img' ? String(alt ?? '') : context.textContent(node);
            found.targets.push({ line: lineOf(node), tag, text: text.replace(/\s+/g, ' ').trim(), href: target });
          },
        },
      },
    ],
  });
  if (result instanceof Promise) throw new Error('content check: the Markdown renderer answered asynchronously');
  found.html = result.html;
  if (rendered.size > 1000) rendered.clear();
  rendered.set(key, found);
  return found;
}

/** The links to pages of this site (addresses starting with "/") in Markdown text, as rendered; pictures are no links. */
export function markdownLinks(markdown: string, firstLine: number, path?: string): BodyLink[] {
  return renderedMarkdown(markdown, firstLine, path)
    .targets.filter(({ tag, href }) => tag === 'a' && href.startsWith('/') && !href.startsWith('//'))
    .map(({ line, text, href }) => ({ line, text, href }));
}

/** The ids the build gives the headings of Markdown text (github-slugger, through Astro's own plugin). */
export const headingIds = (markdown: string) => renderedMarkdown(markdown, 1).headingIds;

/** The schemes a link or a picture of Markdown text may have; a relative address (`/contact`, `#part`) has the page's. */
const SAFE_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);

/**
 * Whether a link's target leads to a page, a mail or a call, as a browser reads it (the WHATWG URL parser, the
 * algorithm browsers use: tabs and line breaks dropped, leading spaces and control characters too, any case):
 * `javascript:`, `data:`, `vbscript:` and every other scheme are refused, and so is a target no browser can read.
 */
export function isSafeTarget(href: string) {
  try {
    return SAFE_SCHEMES.has(new URL(href, 'https://site.invalid/page').protocol);
  } catch {
    return false;
  }
}

/**
 * The elements and attributes Markdown syntax makes on this site (GitHub's Markdown, as the renderer writes it): the
 * allow-list the rendered HTML is held to, as a second reading after the renderer's own raw-HTML nodes.
 */
const MARKDOWN_MAKES: Readonly<Record<string, readonly string[]>> = {
  p: [],
  h1: ['id'],
  h2: ['id', 'class'],
  h3: ['id'],
  h4: ['id'],
  h5: ['id'],
  h6: ['id'],
  a: ['href', 'title', 'id', 'class', 'aria-label', 'aria-describedby', 'data-footnote-ref', 'data-footnote-backref'],
  img: ['src', 'alt', 'title'],
  em: [],
  strong: [],
  del: [],
  code: ['class'],
  pre: [],
  blockquote: [],
  ul: ['class'],
  ol: ['start'],
  li: ['id', 'class'],
  input: ['type', 'checked', 'disabled'],
  hr: [],
  br: [],
  table: [],
  thead: [],
  tbody: [],
  tr: [],
  th: ['style'],
  td: ['style'],
  sup: [],
  section: ['class', 'data-footnotes'],
};

type Node = DefaultTreeAdapterMap['childNode'];

/**
 * What in rendered HTML Markdown syntax does not make, read by a real HTML parser (parse5, as a browser reads it): an
 * element or attribute outside MARKDOWN_MAKES, a comment, a link or picture target that is not safe, a table cell's
 * style other than its alignment, a checkbox other than a task list's.
 */
export function notMarkdown(html: string): string[] {
  const found: string[] = [];
  const visit = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#comment') found.push(`<!--${(node as { data: string }).data}-->`);
      if (!('tagName' in node)) continue;
      const allowed = MARKDOWN_MAKES[node.tagName];
      const attrs = node.attrs.filter(
        ({ name, value }) =>
          !allowed?.includes(name) ||
          ((name === 'href' || name === 'src') && !isSafeTarget(value)) ||
          (name === 'style' && !/^text-align: (?:left|center|right)$/.test(value)) ||
          (node.tagName === 'input' && name === 'type' && value !== 'checkbox'),
      );
      if (!allowed || attrs.length)
        found.push(`<${node.tagName}${attrs.map(({ name, value }) => ` ${name}="${value}"`).join('')}>`);
      visit('content' in node ? (node.content as { childNodes: Node[] }).childNodes : node.childNodes);
    }
  };
  visit(parseFragment(html).childNodes);
  return found;
}

/** Whether HTML holds comments and nothing else a browser would show or run (whitespace aside). */
export function onlyComments(html: string) {
  return parseFragment(html).childNodes.every(
    (node) => node.nodeName === '#comment' || (node.nodeName === '#text' && !(node as { value: string }).value.trim()),
  );
}

/** A numeric character reference's character as HTML reads it: past U+10FFFF, a surrogate or NUL is "�" (U+FFFD). */
export function referencedCharacter(code: number) {
  return !Number.isInteger(code) || code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)
    ? '\uFFFD'
    : String.fromCodePoint(code);
}

/**
 * A link target's scheme as a browser reads it: character references decoded (`jav&#x61;script:`), tabs, line
 * breaks and leading spaces or control characters dropped, lower case.
 */
export function schemeOf(href: string) {
  const decoded = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => referencedCharacter(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => referencedCharacter(Number(decimal)))
    .replace(
      /&(colon|tab|newline);/gi,
      (_, name: string) => ({ colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()]!,
    )
    .replace(/\\(.)/g, '$1');
  // eslint-disable-next-line no-control-regex
  const cleaned = decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}
