// The guides' links lead somewhere: every "#anchor" link in README.md and docs/*.md matches a heading of its
// file (GitHub's anchors: lower case, punctuation dropped, spaces as dashes), and every linked file exists.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const anchor = (heading: string) =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

describe.each(['README.md', 'docs/CONTENT.md', 'docs/DEPLOY.md'])('%s', (file) => {
  // Examples in code are not links of the guide.
  const text = readFileSync(file, 'utf8')
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/`[^`\n]*`/g, '');
  const headings = new Set([...text.matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => anchor(heading!)));
  const links = [...text.matchAll(/\]\(([^)\s]+)\)/g)]
    .map(([, target]) => target!)
    .filter((target) => !/^https?:/.test(target));

  it('links only to headings and files that exist', () => {
    const broken = links.filter((target) => {
      const [path, hash] = target.split('#');
      if (path) return !existsSync(join(dirname(file), path));
      return !headings.has(hash!);
    });
    expect(broken).toEqual([]);
  });
});

it('the content guide opens with an "I want to…" index that reaches every how-to', () => {
  const text = readFileSync('docs/CONTENT.md', 'utf8');
  const index = text.slice(text.indexOf('## I want to…'), text.indexOf('\n## ', text.indexOf('## I want to…') + 1));
  const howTos = [...text.slice(text.indexOf('## How to…')).matchAll(/^### (.+)$/gm)].map(([, heading]) =>
    anchor(heading!),
  );
  for (const howTo of howTos) expect(index, `the index links to #${howTo}`).toContain(`(#${howTo})`);
});
