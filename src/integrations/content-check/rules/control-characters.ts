import { formatPath, readFiles, report, scalarsOf, type ContentRule, type Located } from '../site';

/**
 * Characters no text of the site may hold: the C0 controls but tab, line feed and carriage return, the C1 controls
 * (U+0080–U+009F), the noncharacters U+FFFE and U+FFFF, and a lone surrogate (only a YAML escape can write one).
 * XML 1.0 forbids the C0 ones, U+FFFE, U+FFFF and the surrogates: one of them in an article made that language's
 * whole RSS feed unreadable to every feed reader; the others are invisible on the page and mean nothing in it.
 */
const CONTROL =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u0080-\u009F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const NAMES: Readonly<Record<number, string>> = {
  0x08: 'a backspace',
  0x0b: 'a vertical tab, which Word writes for a manual line break',
  0x0c: 'a form feed, a page break',
  0x1b: 'an escape',
};

/** A character as messages name it: its code point, and what it is where it has a common name. */
function described(character: string) {
  const code = character.codePointAt(0)!;
  const point = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  return `${point} (${NAMES[code] ?? (code >= 0xd800 && code <= 0xdfff ? 'half of a character' : 'a control character')})`;
}

const WHY =
  'delete it (invisible on the page, one such character makes the whole RSS feed of its language unreadable to every feed reader)';

/**
 * Every content file, its text as written (fields and Markdown alike) and every value its YAML escapes can make
 * ("\v", "\x0B", "\u0001" in double quotes): one mistake per line, naming the character and its column.
 */
export const controlCharacters: ContentRule = {
  name: 'control characters',
  after: { readable: 'it reads the text and the parsed YAML' },
  run(content) {
    for (const file of readFiles(content)) {
      const found: Located[] = [];
      file.read.text.split('\n').forEach((line, index) => {
        const match = CONTROL.exec(line);
        if (match)
          found.push({
            line: index + 1,
            message: `the text has an invisible character ${described(match[0])} at column ${match.index + 1}: ${WHY}`,
          });
      });
      for (const { path, node } of scalarsOf(file.read.doc.contents)) {
        const match = typeof node.value === 'string' ? CONTROL.exec(node.value) : null;
        const line = node.range ? file.read.lineAt(node.range[0]) : undefined;
        if (!match || found.some((problem) => problem.line === line)) continue;
        found.push({
          line,
          message: `field "${formatPath(path)}" holds an invisible character ${described(match[0])}, written as an escape: ${WHY}`,
        });
      }
      report(
        content,
        file,
        'error',
        found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
      );
    }
  },
};
