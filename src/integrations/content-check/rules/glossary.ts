import type { GlossaryTerm } from '../../../content/schemas/glossary';
import { describeValue } from '../../../content/schemas/error-map';
import type { Locale } from '../../../i18n/locales';
import { readFiles, report, type ContentRule, type Located } from '../site';

/** The collection of src/content/collections.ts that holds each language's glossary. */
const GLOSSARY = 'glossary';

/**
 * The firm's glossary (src/content/glossary/<locale>/terms.yaml) lists, per language, the renderings that read
 * wrong there, each with what to write instead. So that an edit does not bring them back, each use of one in a
 * content file of that language is a warning on its line, naming the words to write: a warning, not a mistake, since
 * a word can be right in another sense. Arabic is matched as it is written: with or without the article and the
 * prepositions and conjunctions attached before a word (وال، بال، لل…), with the endings attached after it (ـكم،
 * ـها، ـات…), and vowel marks, tatweel and the forms of alef alike.
 */
export const glossary: ContentRule = {
  name: 'glossary',
  after: { schemas: 'it reads each language’s glossary entry, which the schemas make' },
  run(content) {
    const glossaries = new Map<Locale, { file: string; terms: Array<GlossaryTerm & { patterns: WordPattern[][] }> }>();
    for (const group of content.groups) {
      if (group.source.name !== GLOSSARY) continue;
      for (const entry of group.entries) {
        const terms = (entry.data as { terms: GlossaryTerm[] }).terms.map((term) => ({
          ...term,
          patterns: term.avoid.map((rendering) => words(rendering).map(({ word }) => wordPattern(word))),
        }));
        glossaries.set(entry.locale, { file: entry.file.shown, terms });
      }
    }
    for (const file of readFiles(content)) {
      const glossary = glossaries.get(file.group.locale);
      if (!glossary || file.group.source.name === GLOSSARY) continue;
      const { text, markdownLine } = file.read;
      const tokens = words(withoutYamlComments(text, markdownLine || Infinity));
      const found: Located[] = [];
      for (const term of glossary.terms) {
        for (const pattern of term.patterns) {
          for (const match of matches(tokens, pattern, text)) {
            const line = 1 + (text.slice(0, match.start).match(/\n/g)?.length ?? 0);
            if (found.some((other) => other.line === line && other.message.includes(`of "${term.term}" to avoid`)))
              continue;
            found.push({
              line,
              message:
                `uses ${describeValue(text.slice(match.start, match.end).replace(/\s+/g, ' '))}, a rendering of "${term.term}" ` +
                `to avoid (${glossary.file}): write instead ${term.use}`,
            });
          }
        }
      }
      report(
        content,
        file,
        'warning',
        found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)),
      );
    }
  },
};

type Token = { word: string; start: number; end: number };
type WordPattern = RegExp;

/** The text with its YAML comment lines blanked (up to `yamlEnd`, the line where a Markdown file's text starts). */
function withoutYamlComments(text: string, yamlEnd: number) {
  return text
    .split('\n')
    .map((line, index) => (index + 1 < yamlEnd && /^\s*#/.test(line) ? ' '.repeat(line.length) : line))
    .join('\n');
}

/** The words of a text, each normalised (see `normalise`) with its place in the text. */
function words(text: string): Token[] {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu)].map((match) => ({
    word: normalise(match[0]),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** Lower case; Arabic vowel marks and tatweel dropped; أ إ آ ٱ as ا, ى as ي. */
const normalise = (word: string) =>
  word
    .normalize('NFC')
    .toLowerCase()
    .replace(/[\u0610-\u061a\u064b-\u065f\u0670\u06d6-\u06ed\u0640]/g, '')
    .replace(/[أإآٱ]/g, 'ا')
    .replace(/ى/g, 'ي');

const ARABIC = /[\u0600-\u06ff]/;
/** What Arabic attaches before a word: a conjunction (و، ف), a preposition (ب، ك، ل), the article (ال; ل + ال is لل). */
const ARABIC_BEFORE = '(?:[وف]?(?:[بك]?ال|لل|[بكل])?)';
/** What Arabic attaches after a word: a plural or dual ending, then a pronoun. */
const ARABIC_PRONOUN = '(?:ي|ك|كم|كما|كن|ه|ها|هم|هما|هن|نا)?';

/** The forms of one word of a rendering: Arabic with what attaches to it, Latin with its plural and possessive. */
function wordPattern(word: string): WordPattern {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!ARABIC.test(word)) return new RegExp(`^${escape(word)}(?:s|es|'s|’s)?$`, 'u');
  const core = word.length > 3 && word.startsWith('ال') ? word.slice(2) : word;
  // A feminine ending ة becomes ت before a pronoun (ممارسة → ممارستنا), ات in the plural.
  const stem = core.endsWith('ة')
    ? `${escape(core.slice(0, -1))}(?:ة|ت|ات|تان|تين)`
    : `${escape(core)}(?:ة|ات|ان|ين|ون|ية)?`;
  return new RegExp(`^${ARABIC_BEFORE}${stem}${ARABIC_PRONOUN}$`, 'u');
}

/** Where the words of a rendering follow each other in the text, separated by spaces only. */
function matches(tokens: Token[], pattern: WordPattern[], text: string) {
  const found: Array<{ start: number; end: number }> = [];
  if (pattern.length === 0) return found;
  for (let index = 0; index + pattern.length <= tokens.length; index++) {
    const run = tokens.slice(index, index + pattern.length);
    const fits = run.every(
      (token, position) =>
        pattern[position]!.test(token.word) &&
        (position === 0 || /^\s+$/u.test(text.slice(run[position - 1]!.end, token.start))),
    );
    if (fits) found.push({ start: run[0]!.start, end: run.at(-1)!.end });
  }
  return found;
}
