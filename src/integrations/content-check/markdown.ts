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
