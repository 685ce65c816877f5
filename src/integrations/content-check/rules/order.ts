import type { ContentRule } from '../site';
import { duplicates } from './duplicates';

/**
 * Entries are listed by `order`, two with the same number by file name (src/lib/order.ts): a clash the editor could
 * not catch before saving still builds, in a fixed order, and is only worth a warning.
 */
export const order: ContentRule = {
  name: 'order',
  after: { schemas: 'it orders the entries the schemas make' },
  run(content) {
    for (const group of content.groups) {
      content.warnings.push(
        ...duplicates(
          // A place is a fact: said where it is written, not again on each translation.
          group.entries.filter((entry) => entry.holdsFacts),
          ['order'],
          'both are shown, listed by file name; give each file its own number to choose',
        ).map((message) => `warning: ${message}`),
      );
      const number = (entry: { data: unknown }) => (entry.data as { order?: number }).order ?? 0;
      group.entries.sort((a, b) => number(a) - number(b) || a.id.localeCompare(b.id));
    }
  },
};
