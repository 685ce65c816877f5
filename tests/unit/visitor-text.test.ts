// What visitors read must never carry a note meant for the firm ("to be confirmed by our counsel before launch"):
// such notes belong in the stand-in warnings (src/content/stand-ins.ts), which the content check prints at every
// build until someone settles them. YAML comments and HTML comments in Markdown are not shown, so they are free.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../src/integrations/content-check/check';

const INTERNAL_NOTE =
  /before (?:launch|going live|publishing)|\bto be (?:confirmed|decided|checked|agreed|added)\b|\bTODO\b|\bTBD\b|\bTBC\b|\bFIXME\b|\bXXX\b|\bplaceholder\b|\blorem\b|\bipsum\b/i;

/** Every string a visitor may see, with the file and field it is in, and the text of each Markdown file. */
function visitorText() {
  const { entries, errors } = checkContent('src/content');
  expect(errors).toEqual([]);
  const texts: Array<{ at: string; text: string }> = [];
  const visit = (value: unknown, at: string) => {
    if (typeof value === 'string') texts.push({ at, text: value });
    else if (Array.isArray(value)) value.forEach((item, index) => visit(item, `${at}[${index}]`));
    else if (value && typeof value === 'object' && !(value instanceof Date))
      Object.entries(value).forEach(([key, item]) => visit(item, `${at}.${key}`));
  };
  for (const entry of Object.values(entries).flat()) {
    visit(entry.data, entry.file);
    if (entry.file.endsWith('.md')) {
      const body = readFileSync(entry.file, 'utf8')
        .split(/^---\s*$/m)
        .slice(2)
        .join('---');
      texts.push({ at: `${entry.file} (text)`, text: body.replace(/<!--[\s\S]*?-->/g, '') });
    }
  }
  return texts;
}

describe('visitor-facing content', () => {
  it('holds no note meant for the firm (to be confirmed, before launch, TODO, placeholder, lorem…)', () => {
    const texts = visitorText();
    expect(texts.length).toBeGreaterThan(0);
    const notes = texts.flatMap(({ at, text }) => {
      const note = INTERNAL_NOTE.exec(text);
      return note ? [`${at}: …${text.slice(Math.max(0, note.index - 80), note.index + 80).replace(/\s+/g, ' ')}…`] : [];
    });
    expect(notes).toEqual([]);
  });
});
