import { buildDay, dayOf, isPublished } from '../../../lib/schedule';
import { at, type ContentRule } from '../site';

/**
 * Scheduled publishing: an entry dated after the build's day (src/lib/schedule.ts) is not built until then. That is
 * the editor's plan, not a mistake: a note, and the entry makes no page yet (the pages rule leaves it out, so a link
 * to it is an error until it is out).
 */
export const schedule: ContentRule = {
  name: 'schedule',
  after: { schemas: 'the date is read from a valid entry' },
  run(content) {
    const day = buildDay();
    for (const group of content.groups) {
      const field = group.source.scheduledBy;
      if (!field) continue;
      for (const entry of group.entries) {
        const date = (entry.data as Record<string, unknown>)[field];
        if (!(date instanceof Date) || isPublished(date, day)) continue;
        entry.file.scheduled = true;
        const written = entry.file.holder ? ` (the date of ${entry.file.holder.shown})` : '';
        content.warnings.push(
          `warning: ${at(entry.file.shown, entry.lineOf([field]))}: scheduled for ${dayOf(date)}${written}: not on the site until a build on that day or later`,
        );
      }
    }
  },
};
