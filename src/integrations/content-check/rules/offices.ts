import type { Office } from '../../../content/schemas/office';
import { report, type ContentRule } from '../site';

/** One head office: /contact outlines its card and shows the firm's town on it, which makes sense once. */
export const offices: ContentRule = {
  name: 'offices',
  after: { order: 'the first head office in the visitors’ order is the one kept' },
  run(content) {
    for (const group of content.groups) {
      if (group.source.name !== 'offices') continue;
      const heads = group.entries.filter((entry) => entry.holdsFacts && (entry.data as Office).primary);
      for (const entry of heads.slice(1))
        report(content, entry.file, 'error', [
          {
            line: entry.lineOf(['primary']),
            message: `field "primary" marks a second head office (${heads[0]!.file.shown} is one): keep it on one office`,
          },
        ]);
    }
  },
};
