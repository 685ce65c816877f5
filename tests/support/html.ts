// A built page read with a real HTML parser (parse5), no browser: what a page says in its markup (roles, names,
// links, attributes, text), found the way Playwright's role locators find it in the browser, for the facts that need
// neither layout nor script (tests/e2e/routes-html.spec.ts, tests/support/languages.ts).
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { readDist } from './dist';
import { shown } from './content';
import { fileOfRoute } from '../../scripts/built-pages.mjs';

export type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);
const isElement = (node: Node): node is Element => 'tagName' in node;

/**
 * Text read with a space between elements, folded: a label and its value in two elements ("Role" "Sole adviser") stay
 * two words, as a reader sees them.
 */
export const spacedText = (node: Node): string =>
  shown(
    isElement(node) || 'childNodes' in node
      ? childrenOf(node).map(spacedText).join(' ')
      : 'value' in node
        ? String(node.value)
        : '',
  );

/** The built file of a route: "/" → index.html, "/ar/team" → ar/team.html. */
export { fileOfRoute };

/** The document of a route as built. */
export const builtPage = (route: string): Element => {
  const document = parse(readDist(fileOfRoute(route)));
  return document.childNodes.find(isElement)!;
};

/** Every element under `root` (itself excluded) that `match` accepts, in document order. */
export function all(root: Element, match: (element: Element) => boolean = () => true): Element[] {
  const found: Element[] = [];
  const visit = (node: Node) => {
    for (const child of childrenOf(node)) {
      if (!isElement(child)) continue;
      if (match(child)) found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

export const attr = (element: Element, name: string) => element.attrs.find((item) => item.name === name)?.value;
export const byTag = (root: Element, tag: string) => all(root, (element) => element.tagName === tag);

/** The element's textContent, as Playwright's text assertions read it: whitespace folded. */
export const textOf = (element: Element): string => {
  const raw = (node: Node): string =>
    node.nodeName === '#text' && 'value' in node ? String(node.value) : childrenOf(node).map(raw).join('');
  return shown(raw(element));
};

/** Elements hidden from the accessibility tree by their markup: `aria-hidden`, `hidden`, scripts and styles. */
const hiddenInMarkup = (element: Element) =>
  attr(element, 'aria-hidden') === 'true' ||
  attr(element, 'hidden') !== undefined ||
  ['script', 'style', 'template'].includes(element.tagName);

/**
 * The accessible name of a link, a list or a landmark as the browser computes it from markup (accname 1.2): its
 * `aria-labelledby`, else its `aria-label`, else (links) its text, with what `aria-hidden` hides left out.
 */
export function accessibleName(element: Element, document: Element): string {
  const labelledBy = attr(element, 'aria-labelledby');
  if (labelledBy)
    return shown(
      labelledBy
        .split(/\s+/)
        .map((id) => all(document, (candidate) => attr(candidate, 'id') === id)[0])
        .map((label) => (label ? textOf(label) : ''))
        .join(' '),
    );
  const label = attr(element, 'aria-label');
  if (label?.trim()) return shown(label);
  if (element.tagName !== 'a') return '';
  const visible = (node: Node): string => {
    if (node.nodeName === '#text' && 'value' in node) return String(node.value);
    if (!isElement(node) || hiddenInMarkup(node)) return '';
    if (node.tagName === 'img') return attr(node, 'alt') ?? '';
    return childrenOf(node).map(visible).join('');
  };
  return shown(childrenOf(element).map(visible).join(''));
}

/** Where no sectioning element or main encloses it, a <header> is the banner and a <footer> the contentinfo. */
function isPageLevel(element: Element): boolean {
  for (let parent = element.parentNode as Node | null; parent && isElement(parent); parent = parent.parentNode)
    if (['article', 'aside', 'main', 'nav', 'section'].includes(parent.tagName)) return false;
  return true;
}

const ROLES = {
  banner: (element: Element) => element.tagName === 'header' && isPageLevel(element),
  contentinfo: (element: Element) => element.tagName === 'footer' && isPageLevel(element),
  navigation: (element: Element) => element.tagName === 'nav',
  list: (element: Element) => element.tagName === 'ul' || element.tagName === 'ol',
  link: (element: Element) => element.tagName === 'a' && attr(element, 'href') !== undefined,
} as const;

/**
 * The elements of a role under `root`, as `getByRole(role, { name, exact })` matches them: by default a name that
 * contains `name` whatever its case, with `exact` the whole name as written; hidden elements left out.
 */
export function byRole(
  root: Element,
  document: Element,
  role: keyof typeof ROLES,
  options: { name?: string; exact?: boolean } = {},
): Element[] {
  const { name, exact = false } = options;
  const hiddenAncestor = (element: Element) => {
    for (let node: Node | null = element; node && isElement(node); node = node.parentNode)
      if (hiddenInMarkup(node)) return true;
    return false;
  };
  return all(root, ROLES[role]).filter((element) => {
    if (hiddenAncestor(element)) return false;
    if (name === undefined) return true;
    const actual = accessibleName(element, document);
    return exact ? actual === shown(name) : actual.toLowerCase().includes(shown(name).toLowerCase());
  });
}

/** The elements under `root` that match a simple selector: a tag and `[name]`, `[name="value"]` (also `*=`, `^=`, `$=`) parts only. */
export function select(root: Element, selector: string): Element[] {
  const [, tag, rest = ''] = /^([a-z0-9-]*)(.*)$/.exec(selector)!;
  const conditions = [...rest.matchAll(/\[([\w-]+)(?:([*^$]?=)"([^"]*)")?\]/g)].map(([, name, op, value]) => ({
    name: name!,
    op,
    value,
  }));
  return all(
    root,
    (element) =>
      (!tag || element.tagName === tag) &&
      conditions.every(({ name, op, value }) => {
        const actual = attr(element, name);
        if (actual === undefined) return false;
        if (!op) return true;
        if (op === '=') return actual === value;
        if (op === '*=') return actual.includes(value!);
        if (op === '^=') return actual.startsWith(value!);
        return actual.endsWith(value!);
      }),
  );
}
