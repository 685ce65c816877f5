// A built page's words and its structure, apart: what an editor writes (every text, the alternative texts and labels,
// the description and share tags, the words inside the structured data and the islands' props) and what the site's
// code makes around it (elements, classes, CSS, scripts, the policy). The byte budgets keep the two apart
// (scripts/budgets.mjs): a page over its budget is the editor's to shorten only while its structure alone stays within
// the structure's own budget; past that, the cause is the site's (scripts/verdict.mjs).
import { parse, serialize } from 'parse5';
import { brotliCompressSync, constants } from 'node:zlib';

/** Attributes whose value is words an editor wrote (or the site derived from them): emptied, never the structure. */
const WORD_ATTRIBUTES = new Set(['alt', 'title', 'aria-label', 'placeholder', 'label']);
/** JSON whose string values are words: the structured data and the islands' props (keys and `@type`s stay). */
const blankStrings = (value, key = '') =>
  typeof value === 'string'
    ? key.startsWith('@')
      ? value
      : ''
    : Array.isArray(value)
      ? value.map((item) => blankStrings(item))
      : value && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([name, item]) => [name, blankStrings(item, name)]))
        : value;
const blankJson = (text) => {
  try {
    return JSON.stringify(blankStrings(JSON.parse(text)));
  } catch {
    return text;
  }
};

/** The page with its words taken out: every text (not a script's or a style's), and the attributes that carry words. */
export function withoutWords(html) {
  const document = parse(html);
  const visit = (node, parent) => {
    if (node.nodeName === '#text') {
      if (parent?.nodeName === 'style') return;
      if (parent?.nodeName === 'script') {
        const type = parent.attrs.find((attribute) => attribute.name === 'type')?.value;
        if (type === 'application/ld+json') node.value = blankJson(node.value);
        return;
      }
      node.value = '';
      return;
    }
    for (const attribute of node.attrs ?? []) {
      if (WORD_ATTRIBUTES.has(attribute.name)) attribute.value = '';
      if (attribute.name === 'props') attribute.value = blankJson(attribute.value);
      // A <meta>'s content is words (description, share tags), but for the policy (http-equiv), which is structure.
      if (
        node.nodeName === 'meta' &&
        attribute.name === 'content' &&
        !node.attrs.some((other) => other.name === 'http-equiv')
      )
        attribute.value = '';
    }
    for (const child of node.childNodes ?? []) visit(child, node);
    if (node.content) visit(node.content, node);
  };
  visit(document);
  return serialize(document);
}

/** Bytes as sent: brotli as the precompress step writes it (src/integrations/post-build/steps/precompress.ts). */
export const brotliSize = (text) =>
  brotliCompressSync(Buffer.from(text), {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text),
    },
  }).length;

/** What the page's structure alone weighs as sent: the page without its words. */
export const structureBytes = (html) => brotliSize(withoutWords(html));

/**
 * Where a page's words are: the parts of its `<main>`, each from one heading (`h1`, `h2`) to the next, with the
 * bytes of its text, heaviest first; and its longest list (the most entries), under the heading it follows, with the
 * bytes of its text. What `npm run check` shows an editor whose page has grown past its budget.
 * @returns {{ words: number, parts: Array<{ heading: string, bytes: number }>,
 *   longestList?: { heading: string, entries: number, bytes: number } }}
 */
export function wordsOf(html) {
  const find = (node, name) => {
    if (node.nodeName === name) return node;
    for (const child of node.childNodes ?? []) {
      const found = find(child, name);
      if (found) return found;
    }
    return undefined;
  };
  const textOf = (node) =>
    node.nodeName === '#text'
      ? node.value
      : ['script', 'style', 'template'].includes(node.nodeName)
        ? ''
        : (node.childNodes ?? []).map((child) => textOf(child)).join('');
  const bytesOf = (text) => Buffer.byteLength(text.replace(/\s+/g, ' '));
  const main = find(parse(html), 'main');
  const parts = [{ heading: '', bytes: 0 }];
  let longestList;
  const visit = (node) => {
    if (node.nodeName === '#text') {
      parts.at(-1).bytes += bytesOf(node.value);
      return;
    }
    if (['script', 'style', 'template'].includes(node.nodeName)) return;
    if (node.nodeName === 'h1' || node.nodeName === 'h2')
      parts.push({ heading: textOf(node).replace(/\s+/g, ' ').trim(), bytes: 0 });
    if (node.nodeName === 'ul' || node.nodeName === 'ol') {
      const entries = (node.childNodes ?? []).filter((child) => child.nodeName === 'li').length;
      if (!longestList || entries > longestList.entries)
        longestList = { heading: parts.at(-1).heading, entries, bytes: bytesOf(textOf(node)) };
    }
    for (const child of node.childNodes ?? []) visit(child);
  };
  if (main) visit(main);
  return {
    words: parts.reduce((sum, part) => sum + part.bytes, 0),
    parts: parts.filter((part) => part.bytes > 0).sort((a, b) => b.bytes - a.bytes),
    ...(longestList ? { longestList } : {}),
  };
}
