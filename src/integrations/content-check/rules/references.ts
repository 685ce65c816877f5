import { describeValue } from '../../../content/schemas/error-map';
import { LOCALE_CODES } from '../../../i18n/locales';
import { at, formatPath, writtenFields, type ContentRule } from '../site';

/**
 * Fields that name entries of another collection by file name (`references` in src/content/collections.ts: an
 * article's authors and services): each name must be a file of that collection, in the entry's language or in the
 * original language (an untranslated person or service still has a page in every language).
 */
export const references: ContentRule = {
  name: 'references',
  after: { schemas: 'the names are read from the fields the schemas passed, and the named files are entries' },
  run(content) {
    for (const group of content.groups) {
      for (const [field, collection] of Object.entries(group.source.references ?? {})) {
        const targets = content.groups.filter((other) => other.source.name === collection);
        // With only some collections checked (tests of the check), the named collection may not be read.
        if (targets.length === 0) continue;
        const names = new Set(
          targets.flatMap((other) => other.files.filter((file) => !file.outside).map((file) => file.id)),
        );
        const known = [...names].sort().join(', ');
        for (const { file, data, lineOf, refused } of writtenFields(group)) {
          if (refused([field])) continue;
          const value = (data as Record<string, unknown>)[field];
          (Array.isArray(value) ? value : [value]).forEach((name, index) => {
            if (typeof name !== 'string' || names.has(name)) return;
            const path = Array.isArray(value) ? [field, index] : [field];
            content.errors.push(
              `${at(file.shown, lineOf(path))}: field "${formatPath(path)}" is ${describeValue(name)}, which is no file of src/content/${targets[0]!.source.folder}/${LOCALE_CODES.length > 1 ? '<language>/' : ''} (the names are ${known || 'none yet'})`,
            );
          });
        }
      }
    }
  },
};
