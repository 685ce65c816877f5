/**
 * A content file as a new translation starts from it: the original's text without its facts (src/content/facts.ts),
 * which every language shows from the original. For scripts and tests that start a language or an entry from the
 * default language's files; the layout, comments and quoting of what is kept stay as written.
 */
import { parseDocument } from 'yaml';
import { factsWritten, type FactPath } from './facts';

export function wordsOnly(text: string, paths: readonly FactPath[], markdown: boolean): string {
  const fence = markdown ? /^---\r?\n([\s\S]*?\r?\n)?---(\r?\n|$)/.exec(text) : null;
  if (markdown && !fence) return text;
  const yaml = fence ? (fence[1] ?? '') : text;
  const doc = parseDocument(yaml, { customTags: ['timestamp'] });
  const written = factsWritten(doc.toJS(), paths);
  if (written.length === 0) return text;
  // Deepest first, so that removing an item never moves the place of another still to remove.
  for (const path of written.sort((a, b) => b.length - a.length || String(b.at(-1)).localeCompare(String(a.at(-1)))))
    doc.deleteIn(path);
  const fields = doc.toString({ lineWidth: 0 });
  return fence ? `---\n${fields}---${fence[2]}${text.slice(fence[0].length)}` : fields;
}
