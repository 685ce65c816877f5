import { join } from 'node:path';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { languageName, type ContentRule } from '../site';

/**
 * The pages are built from these files: a missing one would fail deep inside the build, naming no file. The words
 * that frame every page of a language (`everyLanguage`: labels, the firm's words, the form) are needed in each.
 */
export const requiredFiles: ContentRule = {
  name: 'required files',
  run(content) {
    for (const group of content.groups) {
      if (group.locale !== DEFAULT_LOCALE && group.source.everyLanguage && group.files.length === 0) {
        const original = content.show(join(content.root, group.source.folder, DEFAULT_LOCALE, group.source.pattern));
        const language = languageName(group.locale);
        content.errors.push(
          `${content.show(join(group.folder, group.source.pattern))}: file is missing: every ${language} page shows its words, ` +
            `so copy ${original} here and translate it`,
        );
        continue;
      }
      // A source whose files stand alone (the articles) may have none yet: its list is then empty.
      if (group.locale !== DEFAULT_LOCALE || group.files.length > 0 || group.source.standalone) continue;
      const { source, folder } = group;
      content.errors.push(
        group.single
          ? `${content.show(join(folder, source.pattern))}: file is missing (the site needs it)`
          : `${content.show(folder)}: no ${source.pattern} file (the site needs at least one)`,
      );
    }
  },
};
