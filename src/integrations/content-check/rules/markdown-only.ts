import { PICTURE_TYPES, isPictureType } from '../../../content/schemas/image';
import { isSafeTarget, notMarkdown, onlyComments, renderedMarkdown } from '../markdown';
import { readFiles, report, type ContentRule, type Located } from '../site';

const shorten = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 80 ? `${line.slice(0, 79)}…` : line;
};

/**
 * Editors are offered Markdown only, and the check judges what the site's renderer makes of the text, not the text
 * (markdown.ts): raw HTML reaches the page as it is written (Astro's Markdown passes it through), and a tag or a
 * comment read differently by a reader of the source and by the browser is how a <meta http-equiv="refresh"> sent
 * every visitor of a page to another site, which no policy blocks. So every piece of raw HTML the renderer passes
 * through is a mistake on its line, a comment too (a browser may end it sooner than it seems to end, `<!-->`, and
 * show or run what follows); and so is a link or picture whose target is not a web address, a mail address, a phone
 * number or an address on the site (javascript:, data:, vbscript:, however spelt: judged as the browser reads it).
 * Last, the rendered HTML is read again by a real HTML parser and held to what Markdown makes, in case the renderer
 * ever makes more than its raw nodes.
 */
export const markdownOnly: ContentRule = {
  name: 'Markdown only',
  after: { readable: 'it reads the Markdown text' },
  run(content) {
    for (const file of readFiles(content)) {
      const { markdown, markdownLine } = file.read;
      if (!markdown.trim()) continue;
      const { html, raw, targets } = renderedMarkdown(markdown, markdownLine, file.path);
      const found: Located[] = [];
      // One line per line of the file: `Text <!--> <img …> <!-- --> end.` is three raw nodes on one line.
      for (const line of [...new Set(raw.map((piece) => piece.line))]) {
        const pieces = raw.filter((piece) => piece.line === line).map((piece) => piece.html);
        const shown = shorten(pieces.join(' '));
        found.push({
          line,
          message: onlyComments(pieces.join(''))
            ? `the text has an HTML comment ${shown}: remove it (the site publishes Markdown text only, and a browser may end a comment sooner than it seems to, then show or run what follows)`
            : `the text has raw HTML ${shown}: write this in Markdown instead (the site publishes Markdown text only)`,
        });
      }
      for (const { line, tag, href } of targets) {
        // A picture beside the file is Astro's to process, which takes some types only (the build would stop without
        // naming this file).
        if (tag === 'img' && !/^(?:[a-z][a-z0-9+.-]*:|\/)/i.test(href) && !isPictureType(href)) {
          found.push({
            line,
            message: `a picture is a file of a type the site cannot show, ${shorten(href)}: use ${PICTURE_TYPES.join(', ')}`,
          });
          continue;
        }
        if (isSafeTarget(href)) continue;
        found.push({
          line,
          message:
            tag === 'img'
              ? `a picture's address is ${shorten(href)}, which is no picture of the site: use a file of the site (/…) or a web address (https://…)`
              : `a link leads to ${shorten(href)}, which is no page: link to a page of the site (/contact), a web address (https://…), an e-mail address (mailto:…) or a phone number (tel:…)`,
        });
      }
      const more = found.length ? [] : notMarkdown(html);
      if (more.length)
        found.push({
          line: markdownLine,
          message: `the text makes HTML that Markdown does not, ${shorten(more.join(' '))}: write this in Markdown instead (the site publishes Markdown text only)`,
        });
      report(
        content,
        file,
        'error',
        found.sort((a, b) => a.line! - b.line!),
      );
    }
  },
};
