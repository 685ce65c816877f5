import { isLocalized } from '../../../content/collections';
import { DRAFT_TRANSLATIONS } from '../../../content/stand-ins';
import { LOCALE_CODES } from '../../../i18n/locales';
import { languageName, type ContentRule } from '../site';

/** The text of a language not yet approved by the firm: one warning per language, until its line is deleted. */
export const draftTranslations: ContentRule = {
  name: 'draft translations',
  after: { addresses: 'a language has text when a file of it is part of the site' },
  run(content) {
    for (const locale of LOCALE_CODES) {
      const note = (content.options.draftTranslations ?? DRAFT_TRANSLATIONS)[locale];
      const hasText = content.groups.some(
        (group) => group.locale === locale && isLocalized(group.source) && group.files.some((file) => !file.outside),
      );
      if (note && hasText) {
        content.warnings.push(
          `warning: src/content/*/${locale}/: the ${languageName(locale)} text is a draft translation (${note}), listed in src/content/stand-ins.ts`,
        );
      }
    }
  },
};
