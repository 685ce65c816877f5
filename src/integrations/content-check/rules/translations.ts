import { basename, extname, join } from 'node:path';
import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { languageName, originalsOf, type ContentRule } from '../site';

/**
 * A translation takes the address of its original, so a translation of nothing has no page (an error); an original
 * without its translation shows its own text on the other language's page meanwhile (a warning). A source whose
 * entries may be written in one language only (`anyLanguage`: the transactions) has neither: each language shows it;
 * nor has a source whose files stand alone in each language (`standalone`, the articles).
 */
export const translations: ContentRule = {
  name: 'translations',
  run(content) {
    for (const group of content.groups) {
      // Transactions and articles may be written in one language only: no mistake.
      if (group.locale === DEFAULT_LOCALE || group.source.anyLanguage || group.source.standalone) continue;
      const originals = originalsOf(content, group).files;
      const original = (name: string) => join(content.root, group.source.folder, DEFAULT_LOCALE, name);
      for (const file of group.files) {
        if (originals.some((other) => basename(other.path) === basename(file.path))) continue;
        file.outside = true;
        content.errors.push(
          `${file.shown}: there is no English original ${content.show(original(basename(file.path)))}: a translation takes the address of its original, ` +
            `so add the original or give this file the name of the one it translates`,
        );
      }
      for (const file of originals) {
        if (group.files.some((translated) => basename(translated.path) === basename(file.path))) continue;
        // Words every page of the language needs: their missing file is an error (rules/required-files.ts).
        if (group.source.everyLanguage) continue;
        group.untranslated.add(basename(file.path, extname(file.path)));
        const language = languageName(group.locale);
        content.warnings.push(
          `warning: ${file.shown}: has no ${language} translation (${content.show(join(group.folder, basename(file.path)))}): its ${language} page shows this text meanwhile`,
        );
      }
    }
  },
};
