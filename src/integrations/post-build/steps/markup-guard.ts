// The build's last word on what a page may carry: the elements and attributes that take a visitor elsewhere or run
// something — a <meta http-equiv> (a refresh sends every visitor of the page to another site, and no CSP directive
// stops it), a <base>, a frame or plugin (<iframe>, <object>, <embed>), a <form>, an event handler (on…=), a
// javascript: address — only where the templates write them, checked on every page as served, by a real HTML parser.
// The content check keeps raw HTML out of the content (content-check/rules/markdown-only.ts); this catches whatever
// reaches a page anyway, from any source, and stops the build with the page and the markup.
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { asText, type Step } from '../pipeline';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** Elements no template writes, whatever their attributes. */
const NEVER = new Set(['base', 'iframe', 'frame', 'frameset', 'object', 'embed', 'applet']);

const attr = (element: Element, name: string) => element.attrs.find((item) => item.name === name)?.value;

const shown = (element: Element) => {
  const tag = `<${element.tagName}${element.attrs.map(({ name, value }) => ` ${name}="${value}"`).join('')}>`;
  return tag.length > 100 ? `${tag.slice(0, 99)}…>` : tag;
};

/**
 * The forms the templates write, and only inside an island (the consultation form, src/islands/ConsultationForm.tsx):
 * the form itself, sent with method "dialog" (nowhere) until the island takes it, and the WhatsApp button's empty
 * chat form before the island runs (GET to the firm's wa.me address, in a new tab, hidden, no fields).
 */
function isTemplateForm(form: Element, inIsland: boolean) {
  if (!inIsland) return false;
  const method = attr(form, 'method')?.toLowerCase();
  if (method === 'dialog') return attr(form, 'action') === undefined;
  return (
    method === 'get' &&
    /^https:\/\/wa\.me\/\d+$/.test(attr(form, 'action') ?? '') &&
    attr(form, 'target') === '_blank' &&
    attr(form, 'hidden') !== undefined &&
    form.childNodes.length === 0
  );
}

/** Attributes whose value is an address a browser follows or loads. */
const ADDRESS = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'data']);

/** Schemes that run script instead of leading to a page. */
const RUNS = new Set(['javascript:', 'vbscript:']);

/** An address's scheme as a browser reads it (the WHATWG URL parser: spaces, tabs and line breaks dropped, any case). */
function schemeOf(address: string) {
  try {
    return new URL(address, 'https://site.invalid/').protocol;
  } catch {
    return undefined;
  }
}

/** What in one page no template writes: each as its markup. */
export function markupNoTemplateWrites(html: string): string[] {
  const found: string[] = [];
  let policies = 0;
  const visit = (nodes: Node[], inHead: boolean, inIsland: boolean) => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      const { tagName } = node;
      const bad =
        NEVER.has(tagName) ||
        (tagName === 'form' && !isTemplateForm(node, inIsland)) ||
        // The page's policy, one, in its head (page-policy puts it right after <meta charset>); no other http-equiv.
        (tagName === 'meta' &&
          attr(node, 'http-equiv') !== undefined &&
          !(inHead && attr(node, 'http-equiv')!.toLowerCase() === 'content-security-policy' && ++policies === 1)) ||
        node.attrs.some(
          ({ name, value }) => /^on/i.test(name) || (ADDRESS.has(name) && RUNS.has(schemeOf(value) ?? '')),
        );
      if (bad) found.push(shown(node));
      const children =
        tagName === 'template' ? (node as DefaultTreeAdapterMap['template']).content.childNodes : node.childNodes;
      visit(children, inHead || tagName === 'head', inIsland || tagName === 'astro-island');
    }
  };
  visit(parse(html).childNodes, false, false);
  return found;
}

export const markupGuardStep: Step = {
  name: 'markup-guard',
  reads: /\.html$/,
  after: {
    'page-policy': 'it reads the pages as served, their policy <meta> where that step puts it',
    'island-scripts': 'it reads the scripts as that step leaves them in the pages',
  },
  run(files) {
    const problems: string[] = [];
    for (const [address, contents] of files) {
      if (!address.endsWith('.html')) continue;
      const found = markupNoTemplateWrites(asText(contents));
      if (found.length) problems.push(`${address.slice(1)}: ${found.join(', ')}`);
    }
    if (problems.length)
      throw new Error(
        `a built page carries markup no template of the site writes, which could send its visitors elsewhere or run a script: ${problems.join('; ')}. ` +
          'If it came from a content file, run npm run check:content, which names the file and line.',
      );
    return files;
  },
};
