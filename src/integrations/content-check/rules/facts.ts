import { factPathsOf } from '../../../content/collections';
import { factsHolder, factsWritten, rebaseFrom, unevenLists, withFacts } from '../../../content/facts';
import type { Locale } from '../../../i18n/locales';
import { formatPath, lineOf, report, type ContentRule, type ContentFile, type Path } from '../site';

/**
 * Facts are written once (src/content/facts.ts): a field declared with `fact()` — a licence number, an amount, a date,
 * a place in a list, the people and services an entry names — is written in the entry's holder only (the default
 * language's file, else the first language that has one), and each translation shows that value. A translation that
 * writes a fact again is refused, whether it repeats it or not, so the languages can never disagree; a list whose
 * items hold facts lists the same items in every language. Each translation then takes its holder's facts, for the
 * schemas rule to read it as the site does.
 */
export const facts: ContentRule = {
  name: 'facts',
  after: { 'YAML anchors, aliases and tags': 'the fields are read as values, which would expand an alias bomb' },
  run(content) {
    for (const source of content.sources) {
      const paths = factPathsOf(source);
      if (paths.length === 0) continue;
      // The holder is the entry's first file in the languages' order, even when a mistake stopped it: its
      // translations then wait for it, rather than hold facts of their own.
      const files = content.groups
        .filter((group) => group.source === source)
        .flatMap((group) => group.files.filter((file) => !file.outside));
      for (const id of new Set(files.map((file) => file.id))) {
        const versions = files.filter((file) => file.id === id);
        const fileIn = (locale: Locale) => versions.find((file) => file.group.locale === locale);
        const holderLocale = factsHolder((locale) => fileIn(locale) !== undefined);
        const holder = holderLocale && fileIn(holderLocale);
        if (!holder) continue;
        for (const file of versions) {
          if (file === holder) continue;
          file.holder = holder;
          if (!file.read || file.stopped) continue;
          const { doc, lineAt } = file.read;
          const words = doc.toJS();
          const where = (path: Path) => lineOf(doc.contents, path, lineAt);
          const written = factsWritten(words, paths).map((path) => ({
            line: where(path),
            message: `field "${formatPath(path)}" is the same in every language and written once, in ${holder.shown}: remove it here`,
          }));
          const uneven = unevenLists(words, holderFields(holder), paths).map(
            ({ path, words: count, holder: theirs }) => ({
              line: where(path),
              message: `field "${formatPath(path)}" lists ${count} item${count === 1 ? '' : 's'} where ${holder.shown} lists ${theirs}: a translation gives the same items in the same order, whose dates and other facts are written there`,
            }),
          );
          report(content, file, 'error', [...written, ...uneven]);
        }
      }
    }
  },
};

/** The fields of a holder as written. */
export const holderFields = (holder: ContentFile) => (holder.stopped ? {} : (holder.read?.doc.toJS() ?? {}));

/** A translation's fields as the site reads them: its words, with its holder's facts. */
export function fieldsWithFacts(file: ContentFile & { read: NonNullable<ContentFile['read']> }) {
  const words = file.read.doc.contents === null ? {} : file.read.doc.toJS();
  if (!file.holder) return words;
  return withFacts(
    words,
    holderFields(file.holder),
    factPathsOf(file.group.source),
    rebaseFrom(file.holder.path, file.path),
  );
}
