// What the content check reads in Markdown text without rendering it: the links to pages of this site and the ids
// the build gives its headings. Code (fenced blocks, `inline code`) is text, never a link or a heading.

/** A link written in a Markdown file's text, with its line in the file. */
export type BodyLink = { line: number; text: string; href: string };

/** The text with code (fenced blocks, `inline code`) and HTML comments blanked out, keeping every line break and offset. */
export function withoutCode(markdown: string) {
  const blank = (code: string) => code.replace(/[^\n]/g, ' ');
  return markdown
    .replace(/^ {0,3}(`{3,}|~{3,})[^\n]*\n[\s\S]*?(?:^ {0,3}\1[^\n]*$|(?![\s\S]))/gm, blank)
    .replace(/(`+)[^`][\s\S]*?\1/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
}

/**
 * The links to pages of this site (addresses starting with "/") in Markdown text — `[text](/page#section)`,
 * `[text]: /page` definitions and HTML `href="/page"` — each with its line in the file (`firstLine`: the line the
 * text starts on). Images are not links to pages.
 */
export function markdownLinks(markdown: string, firstLine: number): BodyLink[] {
  const text = withoutCode(markdown);
  const lineAt = (index: number) => firstLine + (text.slice(0, index).match(/\n/g)?.length ?? 0);
  const found: Array<BodyLink & { index: number }> = [];
  const add = (index: number, label: string, href: string) => {
    if (href.startsWith('/') && !href.startsWith('//'))
      found.push({ index, line: lineAt(index), text: label.replace(/\s+/g, ' ').trim(), href });
  };
  for (const match of text.matchAll(
    /(!?)\[((?:[^[\]]|\[[^\]]*\])*)\]\(\s*(?:<([^>\n]*)>|([^\s)]+))(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?\s*\)/g,
  )) {
    if (!match[1]) add(match.index, match[2]!, match[3] ?? match[4]!);
  }
  for (const match of text.matchAll(/^ {0,3}\[([^\]]+)\]:\s*<?([^\s>]+)>?/gm)) add(match.index, match[1]!, match[2]!);
  for (const match of text.matchAll(/<a\b[^>]*?\bhref\s*=\s*["']([^"']+)["'][^>]*>([\s\S]*?)<\/a>/gi))
    add(match.index, match[2]!.replace(/<[^>]*>/g, ''), match[1]!);
  return found.sort((a, b) => a.index - b.index).map(({ line, text, href }) => ({ line, text, href }));
}

/**
 * The ids the build gives the headings of Markdown text, as Astro makes them (github-slugger): the heading's words
 * in lower case, punctuation dropped, spaces as dashes; a repeated one gets -1, -2….
 */
export function headingIds(markdown: string) {
  const seen = new Map<string, number>();
  const ids: string[] = [];
  for (const [, heading] of withoutCode(markdown).matchAll(/^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/gm)) {
    const words = heading!
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]*>/g, '')
      .replace(/(\*\*|__|\*|_|~~)(.+?)\1/g, '$2')
      .replace(
        /&(?:amp|lt|gt|quot);/g,
        (entity) => ({ '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"' })[entity]!,
      );
    const slug = words
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug);
    seen.set(slug, (count ?? -1) + 1);
    ids.push(count === undefined ? slug : `${slug}-${count + 1}`);
  }
  return ids;
}

/** An HTML tag, a comment left open, an instruction or a declaration, where CommonMark reads raw HTML in a paragraph. */
const INLINE_HTML = new RegExp(
  [
    // An opening tag, its attributes possibly over several lines: <img src=x onerror=…>, <meta http-equiv=refresh>.
    String.raw`<[A-Za-z][A-Za-z0-9-]*(?:\s+[A-Za-z_:][A-Za-z0-9_.:-]*(?:\s*=\s*(?:[^\s"'=<>\x60]+|'[^']*'|"[^"]*"))?)*\s*\/?>`,
    String.raw`<\/[A-Za-z][A-Za-z0-9-]*\s*>`,
    // A comment left open (closed ones are blanked before: notes the page does not show), instructions, declarations, CDATA.
    String.raw`<!--`,
    String.raw`<\?`,
    String.raw`<![A-Za-z[]`,
  ].join('|'),
  'gi',
);

/**
 * A line that starts an HTML block: CommonMark takes it as HTML before it reads any code span around it, and even
 * before its ">" (`<script`, `<div`…). A comment is left out here: a closed one is a note; one left open is found
 * in the paragraph.
 */
const HTML_BLOCK_START = /^ {0,3}(?:<\/?[A-Za-z][A-Za-z0-9-]*(?=[\s/>]|$)|<\?|<![A-Za-z[])/gm;

/**
 * Raw HTML in Markdown text, each with its line: code and inline code are text, autolinks <https://…> are Markdown,
 * and a closed comment is a note, but a comment never closed is found. Code is only what is code whatever surrounds
 * it, so that nothing the site's renderer would pass on as HTML is ever taken for code: a fenced block opened at the
 * first column (indented, it may belong to a list item and end with it), and inline code within one paragraph; the
 * first line of an HTML block is looked for inside inline code too.
 */
export function rawHtml(markdown: string, firstLine: number): Array<{ line: number; html: string }> {
  const fenced = blankFences(markdown);
  const text = fenced
    .replace(/(?<!`)(`+)(?!`)(?:(?!\n[ \t]*\n)[\s\S])+?(?<!`)\1(?!`)/g, blank)
    .replace(/<!--[\s\S]*?-->/g, blank);
  const found = new Map<number, string>();
  for (const [source, pattern] of [
    [text, INLINE_HTML],
    [fenced, HTML_BLOCK_START],
  ] as const) {
    for (const match of source.matchAll(pattern)) {
      const index = match.index + (/^ */.exec(match[0])?.[0].length ?? 0);
      if (!isEscaped(source, index) && !found.has(index)) found.set(index, match[0].trim().replace(/\s+/g, ' '));
    }
  }
  const lineAt = (index: number) => firstLine + (markdown.slice(0, index).match(/\n/g)?.length ?? 0);
  return [...found].sort(([a], [b]) => a - b).map(([index, html]) => ({ line: lineAt(index), html }));
}

const blank = (code: string) => code.replace(/[^\n]/g, ' ');

/**
 * Fenced code blocks opened at the first column, blanked: such a fence always starts a block of its own, which only
 * its closing fence (the same character, at least as many, nothing after) or the end of the text ends. A backtick
 * fence whose info string holds a backtick is no fence.
 */
function blankFences(markdown: string) {
  let fence: RegExp | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      if (fence) {
        if (fence.test(line)) fence = undefined;
        return blank(line);
      }
      const open = /^(`{3,}|~{3,})(.*)$/.exec(line);
      if (!open || (open[1]!.startsWith('`') && open[2]!.includes('`'))) return line;
      fence = new RegExp(`^ {0,3}${open[1]![0]}{${open[1]!.length},}[ \\t]*$`);
      return blank(line);
    })
    .join('\n');
}

/** Whether the character at `index` is escaped by an odd number of backslashes before it (`\<b>` is text). */
const isEscaped = (text: string, index: number) => (/\\+$/.exec(text.slice(0, index))?.[0].length ?? 0) % 2 === 1;

/** Every link and image target in Markdown text (inline, reference definitions, autolinks), each with its line. */
export function linkTargets(markdown: string, firstLine: number): Array<{ line: number; href: string }> {
  const text = withoutCode(markdown);
  const lineAt = (index: number) => firstLine + (text.slice(0, index).match(/\n/g)?.length ?? 0);
  const found: Array<{ index: number; href: string }> = [];
  for (const match of text.matchAll(/\]\(\s*(?:<([^>\n]*)>|((?:[^\s()]|\([^\s()]*\))+))/g))
    found.push({ index: match.index, href: match[1] ?? match[2]! });
  for (const match of text.matchAll(/^ {0,3}\[[^\]]+\]:\s*(?:<([^>\n]*)>|(\S+))/gm))
    found.push({ index: match.index, href: match[1] ?? match[2]! });
  for (const match of text.matchAll(/(?<!\]\(\s*)<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>/g))
    found.push({ index: match.index, href: match[1]! });
  return found.sort((a, b) => a.index - b.index).map(({ index, href }) => ({ line: lineAt(index), href }));
}

/**
 * A link target's scheme as a browser reads it: character references decoded (`jav&#x61;script:`), tabs, line
 * breaks and leading spaces or control characters dropped, lower case.
 */
export function schemeOf(href: string) {
  const decoded = href
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(
      /&(colon|tab|newline);/gi,
      (_, name: string) => ({ colon: ':', tab: '\t', newline: '\n' })[name.toLowerCase()]!,
    )
    .replace(/\\(.)/g, '$1');
  // eslint-disable-next-line no-control-regex
  const cleaned = decoded.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}
