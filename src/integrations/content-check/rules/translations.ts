import { basename, extname, join } from 'node:path';
import { closest } from '../../../content/schemas/error-map';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../../i18n/locales';
import { languageName, originalsOf, type ContentRule, type ContentUnderCheck, type Group } from '../site';

/**
 * A translation takes the address of its original, so a translation of nothing has no page (an error); an original
 * without its translation shows its own text on the other language's page meanwhile (a warning). A source whose
 * entries may be written in one language only (`anyLanguage`: the transactions) has neither: each language shows it;
 * nor has a source whose files stand alone in each language (`standalone`, the articles). There, a file of one
 * language whose name is close to another language's file that has no counterpart either is most likely its
 * translation saved under a slightly different name: a warning asks, since it would otherwise be a separate entry
 * with facts of its own.
 */
export const translations: ContentRule = {
  name: 'translations',
  run(content) {
    for (const group of content.groups) {
      if (group.source.anyLanguage || group.source.standalone) {
        nearNames(content, group);
        continue;
      }
      if (group.locale === DEFAULT_LOCALE) continue;
      const originals = originalsOf(content, group).files;
      const original = (name: string) => join(content.root, group.source.folder, DEFAULT_LOCALE, name);
      for (const file of group.files) {
        if (originals.some((other) => basename(other.path) === basename(file.path))) continue;
        file.outside = true;
        const near = closest(
          file.id,
          originals.map((other) => other.id),
        );
        content.errors.push(
          `${file.shown}: there is no English original ${content.show(original(basename(file.path)))}: a translation takes the address of its original, ` +
            (near
              ? `so give this file the name of the one it translates (did you mean ${content.show(original(`${near}${extname(file.path)}`))}?)`
              : `so add the original or give this file the name of the one it translates`),
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

/**
 * The files of a group with no file of the same name in an earlier language (the original comes first), but one of a
 * close name there which has no file of this language either: said once, on the later file.
 */
function nearNames(content: ContentUnderCheck, group: Group) {
  const place = LOCALE_CODES.indexOf(group.locale);
  const earlier = content.groups.filter(
    (other) => other.source === group.source && LOCALE_CODES.indexOf(other.locale) < place,
  );
  const own = new Set(group.files.map((file) => file.id));
  for (const file of group.files) {
    if (earlier.some((other) => other.files.some((candidate) => candidate.id === file.id))) continue;
    for (const other of earlier) {
      const alone = other.files.filter((candidate) => !own.has(candidate.id));
      const near = closest(
        file.id,
        alone.map((candidate) => candidate.id),
      );
      const match = alone.find((candidate) => candidate.id === near);
      if (match)
        content.warnings.push(
          `warning: ${file.shown}: no other language has a file of this name, but ${match.shown} is close: if one translates the other, give them the same name (a translation takes its original's address and facts); else each is an entry of its own`,
        );
    }
  }
}
