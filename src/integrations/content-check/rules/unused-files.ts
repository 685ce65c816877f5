import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isLocalized } from '../../../content/collections';
import { LOCALE_CODES } from '../../../i18n/locales';
import type { ContentRule } from '../site';

/** A file in a content folder that no collection's pattern takes is silently left out of the site. */
export const unusedFiles: ContentRule = {
  name: 'unused files',
  run(content) {
    for (const [folder, files] of content.used) {
      if (!existsSync(folder)) continue;
      const patterns = content.sources.filter((source) =>
        (isLocalized(source)
          ? LOCALE_CODES.map((locale) => join(content.root, source.folder, locale))
          : [join(content.root, source.folder)]
        ).includes(folder),
      );
      for (const name of readdirSync(folder).sort()) {
        const file = join(folder, name);
        if (name.startsWith('.') || files.has(file) || !statSync(file).isFile()) continue;
        content.warnings.push(
          `warning: ${content.show(file)}: this file is not used by the site (` +
            (patterns.length
              ? `the files here must be named ${patterns.map((source) => source.pattern).join(' or ')})`
              : `the files of ${content.show(folder)} go in its language folders: ${LOCALE_CODES.map((locale) => `${locale}/`).join(', ')})`),
        );
      }
    }
  },
};
