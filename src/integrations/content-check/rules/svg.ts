import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { referencedCharacter, schemeOf } from '../markdown';
import type { ContentRule } from '../site';

/**
 * Astro publishes an SVG the site uses byte for byte under /_astro/, and an SVG opened on its own is a document of
 * the site's origin: its script would run there, with the storage where /admin keeps the signed-in editor's account.
 * So every SVG the site publishes, under src/ and public/, must be a picture and nothing more: no
 * <script>, no event handler (on…=), no <foreignObject> (HTML inside), nothing fetched from elsewhere (href, src or
 * url() to anything but a part of the file itself, #id, or a picture carried in the link: a data: PNG, JPEG, GIF,
 * WebP or AVIF), no entity declarations that could expand
 * into any of these. Each is a mistake on its line.
 *
 * No XML parser is among the project's dependencies, so this reads the file with a small tokenizer of its own,
 * strict where a parser would be lenient: comments, CDATA, processing instructions and the DOCTYPE are read as XML
 * reads them, every tag and attribute is seen (prefixed names by their local name: svg:script is a script), character
 * references in values are decoded before a value is judged, and anything it cannot read as XML is a mistake too.
 */
export const svgFiles: ContentRule = {
  name: 'SVG files',
  run(content) {
    // src/ (the content's artwork, the brand's files) and public/ (files served as they are, the favicon).
    for (const folder of [dirname(content.root), join(content.root, '../../public')]) {
      if (!existsSync(folder)) continue;
      // Any letter case: an upload named picture.SVG is published and served as an SVG too (security review 5, L7).
      const svgs = readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && /\.svg$/i.test(entry.name))
        .map((entry) => join(entry.parentPath, entry.name));
      for (const path of svgs.sort()) {
        for (const { line, message } of svgProblems(readFileSync(path, 'utf8')))
          content.errors.push(`${content.show(path)}:${line}: ${message}`);
      }
    }
  },
};

/** Why an attribute's or a style's reference is allowed: a part of the same file, or an image carried in the link. */
const isOwnPart = (reference: string) => {
  const value = decodeReferences(reference)
    .trim()
    .replace(/^["']|["']$/g, '')
    .trim();
  return value.startsWith('#') || /^data:image\/(?:png|jpeg|gif|webp|avif);/i.test(value.replace(/\s/g, ''));
};

const EVENT_HANDLER = /^on/i;
const LINK_ATTRIBUTE = /^(?:href|src)$/i;
/** Elements that are not picture: a script, HTML inside the picture, other documents. */
const FORBIDDEN: Record<string, string> = {
  script:
    "a <script> element, which would run on the site's own address when the file is opened: remove it (a picture needs no script)",
  foreignobject:
    'a <foreignObject> element, which holds HTML inside the picture: remove it, and draw the artwork in SVG alone',
  iframe: 'an <iframe> element, another page inside the picture: remove it',
  embed: 'an <embed> element, another document inside the picture: remove it',
  object: 'an <object> element, another document inside the picture: remove it',
};

type Problem = { line: number; message: string };

/** The problems of one SVG file's text, each on its line. */
export function svgProblems(text: string): Problem[] {
  const problems: Problem[] = [];
  const lineAt = (index: number) => 1 + (text.slice(0, index).match(/\n/g)?.length ?? 0);
  const add = (index: number, message: string) => {
    if (!problems.some((problem) => problem.line === lineAt(index) && problem.message === message))
      problems.push({ line: lineAt(index), message });
  };
  const done = (last?: Problem) => [...problems, ...(last ? [last] : [])].sort((a, b) => a.line - b.line);
  const external = (index: number, written: string) =>
    add(
      index,
      `has a reference to another file or site (${written.length > 60 ? `${written.slice(0, 59)}…` : written}): ` +
        'a picture of the site must hold everything it shows; keep only references to its own parts (#id) and data: images',
    );
  const checkCss = (css: string, index: number) => {
    for (const match of css.matchAll(/url\(\s*([^)]*)\)/gi))
      if (!isOwnPart(match[1]!)) external(index + match.index, match[0]);
    for (const match of css.matchAll(/@import\b[^;]*/gi)) external(index + match.index, match[0]);
  };
  /** The element whose text is being read (style: its text is CSS). */
  let open: string | undefined;
  let index = 0;
  while (index < text.length) {
    const next = text.indexOf('<', index);
    if (next === -1) break;
    if (open === 'style') checkCss(text.slice(index, next), index);
    index = next;
    if (text.startsWith('<!--', index)) {
      const end = text.indexOf('-->', index + 4);
      if (end === -1)
        return done({ line: lineAt(index), message: 'a comment "<!--" is never closed: end it with -->' });
      index = end + 3;
      continue;
    }
    if (text.startsWith('<![CDATA[', index)) {
      const end = text.indexOf(']]>', index);
      if (end === -1)
        return done({ line: lineAt(index), message: 'a "<![CDATA[" section is never closed: end it with ]]>' });
      if (open === 'style') checkCss(text.slice(index + 9, end), index + 9);
      index = end + 3;
      continue;
    }
    if (text.startsWith('<?', index)) {
      const end = text.indexOf('?>', index);
      if (end === -1)
        return done({ line: lineAt(index), message: 'a "<?" instruction is never closed: end it with ?>' });
      const instruction = text.slice(index, end + 2);
      // <?xml version="1.0"?> is the file's own declaration; any other (<?xml-stylesheet href=…?>) fetches a file.
      if (!/^<\?xml\s/i.test(instruction)) external(index, instruction);
      index = end + 2;
      continue;
    }
    if (text.startsWith('<!', index)) {
      // A DOCTYPE: harmless on its own, but its declarations ([<!ENTITY …>]) can expand into markup or fetch a file.
      const end = text.indexOf('>', index);
      const declaration = text.slice(index, end === -1 ? undefined : end + 1);
      if (/[[]|\bSYSTEM\b|\bPUBLIC\b/i.test(declaration) || end === -1)
        add(
          index,
          'has a DOCTYPE with declarations (<!ENTITY …>, SYSTEM, PUBLIC), which can hide markup or fetch a file: remove the DOCTYPE',
        );
      if (end === -1) break;
      index = end + 1;
      if (/\[/.test(declaration)) {
        // Skip the internal subset up to its "]>".
        const close = text.indexOf(']>', index);
        index = close === -1 ? text.length : close + 2;
      }
      continue;
    }
    const tag = /^<(\/?)([A-Za-z_][\w.:-]*)/.exec(text.slice(index, index + 200));
    if (!tag) {
      add(index, 'a "<" that starts no tag: write it as &lt;');
      index += 1;
      continue;
    }
    const [, closing, qualified] = tag;
    const local = qualified!.split(':').pop()!.toLowerCase();
    let cursor = index + tag[0].length;
    if (closing) {
      const end = text.indexOf('>', cursor);
      if (end === -1) break;
      if (local === open) open = undefined;
      index = end + 1;
      continue;
    }
    if (FORBIDDEN[local]) add(index, `has ${FORBIDDEN[local]}`);
    const attributes: Array<{ name: string; value: string; at: number }> = [];
    // Attributes: name = "value" or 'value', until "/>" or ">".
    const attribute = /\s*([^\s=/>]+)\s*=\s*("[^"]*"|'[^']*')|\s*(\/?>)|\s*(\S)/y;
    let selfClosing = false;
    for (;;) {
      attribute.lastIndex = cursor;
      const match = attribute.exec(text);
      if (!match) {
        return done({ line: lineAt(index), message: `the tag <${qualified}> is never closed: end it with >` });
      }
      cursor = attribute.lastIndex;
      if (match[3]) {
        selfClosing = match[3] === '/>';
        break;
      }
      if (match[4]) {
        add(cursor - 1, `the tag <${qualified}> cannot be read here: write each attribute as name="value"`);
        continue;
      }
      attributes.push({ name: match[1]!, value: match[2]!.slice(1, -1), at: match.index });
    }
    for (const { name, value, at } of attributes) {
      const localName = name.split(':').pop()!;
      if (EVENT_HANDLER.test(localName))
        add(at, `has an event handler ${name}="…", which would run as a script on the site's own address: remove it`);
      else if (LINK_ATTRIBUTE.test(localName) && !isOwnPart(value)) external(at, `${name}="${value}"`);
      else if (/^style$/i.test(localName)) checkCss(decodeReferences(value), at);
      else if (/url\(/i.test(value)) checkCss(decodeReferences(value), at);
      else if (['javascript', 'vbscript'].includes(schemeOf(decodeReferences(value)) ?? ''))
        external(at, `${name}="${value}"`);
    }
    // <set>/<animate> can turn an href into anything while the picture plays: not for a picture of the site.
    const animated = attributes.find((item) => /^attributeName$/i.test(item.name))?.value ?? '';
    if (/^(?:set|animate)$/.test(local) && /(?:^|:)href$/i.test(animated.trim()))
      add(index, `has a <${qualified}> element that changes a link (attributeName="${animated}"): remove it`);
    index = cursor;
    if (!selfClosing && (local === 'style' || local === 'script')) open = local;
  }
  return done();
}

/** Character references decoded, as XML does before a value is used: &#106; is "j", &amp; is "&"; one past U+10FFFF is "�". */
function decodeReferences(value: string) {
  return value
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => referencedCharacter(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => referencedCharacter(Number(decimal)))
    .replace(
      /&(lt|gt|quot|apos|amp);/g,
      (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name]!,
    );
}
