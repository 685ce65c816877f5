import { readFileSync } from 'node:fs';
import { LineCounter, parseDocument } from 'yaml';
import { liveFiles, report, type ContentRule, type Located, type ReadFile } from '../site';

/**
 * Every file is read once, here, for the rules after it: UTF-8 text (a byte of another encoding would reach the page
 * as "�"), not empty, a Markdown file's fields fenced by lines of three dashes, its YAML parsed but nothing resolved.
 */
export const readable: ContentRule = {
  name: 'readable',
  after: { 'file size': 'a file past the limit is never read' },
  run(content) {
    for (const file of liveFiles(content)) {
      const read = readContentFile(file.path);
      if ('message' in read) {
        file.stopped = true;
        report(content, file, 'error', [read]);
      } else file.read = read;
    }
  },
};

function readContentFile(path: string): ReadFile | Located {
  const bytes = readFileSync(path);
  const badByte = notUtf8(bytes);
  if (badByte !== undefined) {
    const line = bytes.subarray(0, badByte).filter((byte) => byte === 0x0a).length + 1;
    return { line, message: 'this file is not UTF-8 text: save it as UTF-8' };
  }
  // A byte-order mark at the start is allowed: editors on Windows write one, and Astro's YAML reader skips it.
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.trim() === '') return { line: undefined, message: 'the file is empty' };
  let yaml = text;
  let offset = 0;
  let markdown = '';
  let markdownLine = 0;
  if (path.endsWith('.md')) {
    const lines = text.split(/\r?\n/);
    if (!/^---\s*$/.test(lines[0] ?? ''))
      return { line: 1, message: 'the file should start with a line of three dashes --- followed by its fields' };
    const end = lines.findIndex((line, index) => index > 0 && /^---\s*$/.test(line));
    if (end === -1)
      return {
        line: lines.length,
        message: 'the fields at the top are not closed: add a line of three dashes --- after the last field',
      };
    yaml = lines.slice(1, end).join('\n');
    offset = 1;
    markdown = lines.slice(end + 1).join('\n');
    markdownLine = end + 2;
  }
  const lineCounter = new LineCounter();
  // As js-yaml, which Astro uses, reads it.
  const doc = parseDocument(yaml, { lineCounter, prettyErrors: false, customTags: ['timestamp'], merge: true });
  const yamlLines = yaml.split(/\r?\n/);
  return {
    text,
    yaml,
    doc,
    lineAt: (position) => lineCounter.linePos(position).line + offset,
    lineText: (line) => (line ? (yamlLines[line - offset - 1] ?? '') : ''),
    markdown,
    markdownLine,
  };
}

/**
 * The offset of the first byte that is not UTF-8 text, if any: a byte of another encoding (Latin-1, Windows-1252:
 * "Caf\xe9"), or the NUL bytes of UTF-16, which would reach the page as "�" and as invisible characters.
 */
function notUtf8(bytes: Buffer): number | undefined {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return 0;
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let index = 0; index < bytes.length;) {
    const byte = bytes[index]!;
    if (byte === 0) return index;
    const length =
      byte < 0x80
        ? 1
        : byte >= 0xc2 && byte <= 0xdf
          ? 2
          : byte >= 0xe0 && byte <= 0xef
            ? 3
            : byte >= 0xf0 && byte <= 0xf4
              ? 4
              : 0;
    if (length === 0) return index;
    if (length > 1) {
      try {
        decoder.decode(bytes.subarray(index, index + length));
      } catch {
        return index;
      }
    }
    index += length;
  }
  return undefined;
}
