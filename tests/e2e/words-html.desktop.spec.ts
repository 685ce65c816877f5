// The words of every built page as its markup writes them, read with parse5, no browser: no link runs two words
// together (a space lost where the page joins two texts, «تقديم شكوى إلىهيئة…», "Complain to theSecurities…"), and on a
// right-to-left page a range in a dropdown is set apart as the page's figures are («1–5», never «5–1»).
import { expect, test } from '@playwright/test';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { htmlFiles, readDist, routeOfFile } from '../support/dist';
import { LOCALES, LOCALE_CODES, isLocale } from '../../src/i18n/locales';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
const isElement = (node: Node): node is Element => 'tagName' in node;
const childrenOf = (node: Node): Node[] => ('childNodes' in node ? node.childNodes : []);

/** A word as a reader takes it: letters, their marks and digits (a hyphen, a dot or an "@" ends one). */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const wordsOf = (text: string) => text.normalize('NFC').match(WORD) ?? [];

/**
 * Every word the content writes, in any language (every file under src/content), and the names of the languages (the
 * language switch's links): a word of a link that is none of these is two words run together where the page joined
 * two texts.
 */
function contentWords(): Set<string> {
  const words = new Set(LOCALE_CODES.flatMap((code) => wordsOf(LOCALES[code].label)));
  const read = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) read(path);
      else if (/\.(ya?ml|md|json)$/.test(entry.name))
        for (const word of wordsOf(readFileSync(path, 'utf8'))) words.add(word);
    }
  };
  read('src/content');
  return words;
}

/** Elements that lay their text out inside a line; any other element (a heading, a paragraph in a card) is a line of its own. */
const INLINE = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'code',
  'em',
  'i',
  'kbd',
  'mark',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'wbr',
]);
const UNSHOWN = new Set(['script', 'style', 'template', 'svg']);

/** An element's text as a reader meets it: inline elements joined as they are, a block element apart from its neighbours. */
function readText(node: Node): string {
  if (node.nodeName === '#text' && 'value' in node) return String(node.value);
  if (!isElement(node) || UNSHOWN.has(node.tagName)) return '';
  const inner = childrenOf(node).map(readText).join('');
  return INLINE.has(node.tagName) ? inner : ` ${inner} `;
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node;
  for (const child of childrenOf(node)) yield* elements(child);
}

const pages = htmlFiles().map((file) => ({ file, route: routeOfFile(file), document: parse(readDist(file)) }));

test(
  'no link runs two words together: every word of every link is a word the content writes',
  { tag: '@content' },
  () => {
    const known = contentWords();
    expect(pages.length).toBeGreaterThan(0);
    let links = 0;
    for (const { route, document } of pages) {
      for (const link of elements(document)) {
        if (link.tagName !== 'a') continue;
        links += 1;
        const text = readText(link);
        const unknown = wordsOf(text).filter((word) => !known.has(word));
        expect.soft(unknown, `${route}: the link «${text.replace(/\s+/g, ' ').trim()}»`).toEqual([]);
      }
    }
    expect(links).toBeGreaterThan(pages.length);
  },
);

/** A range of figures as the content writes one ("1–5", "250K–1M"). */
const RANGE = /\d[\d.,]*[A-Za-z]{0,3}[–-]\d/;
const ISOLATED_RANGE = /\u2066[^\u2066\u2069]*\d[\d.,]*[A-Za-z]{0,3}[–-]\d[^\u2066\u2069]*\u2069/;

test(
  'on a right-to-left page a range in a dropdown is set apart left to right, as the page sets its figures',
  { tag: '@content' },
  () => {
    const rightToLeft = pages.filter(({ document }) => {
      const html = [...elements(document)].find((element) => element.tagName === 'html');
      const lang = html?.attrs.find((attribute) => attribute.name === 'lang')?.value ?? '';
      return isLocale(lang) && LOCALES[lang].dir === 'rtl';
    });
    const ranges = rightToLeft.flatMap(({ route, document }) =>
      [...elements(document)]
        .filter((element) => element.tagName === 'option')
        .map((option) => ({ route, text: readText(option).trim() }))
        .filter(({ text }) => RANGE.test(text)),
    );
    for (const { route, text } of ranges)
      expect.soft(text, `${route}: «${text}» isolated (U+2066 … U+2069)`).toMatch(ISOLATED_RANGE);
  },
);
