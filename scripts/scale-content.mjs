// The content of a copy of the project, multiplied (scripts/scale.mjs): more articles, transactions, people, service
// lines, offices and process steps, each a copy of an entry that exists, in every language it is written in, under a
// name of its own, its words rewritten in its language at the length they had and its facts varied — so that the site
// can be built and weighed at several times its content before the firm has written it.
//
// It knows no collection, field or language by name: the collections, their folders and the fields that name other
// entries come from src/content/collections.ts, the languages from src/i18n/locales.ts, the words from what the
// content says today in each language. A field an engineer adds tomorrow is copied and varied the same way.
//
// Deterministic: the same project and factor give the same files, byte for byte, so that a second build of a copy
// finds every share picture, image and font cut in the caches (src/integrations/post-build/build-cache.ts).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument, stringify } from 'yaml';

/**
 * How many entries a collection has at ×`factor`, from the `count` it has today. What the firm adds every week or
 * month — articles (per language), closed transactions — and its people grow by the factor: the two-year
 * projection (about 100 articles per language, 60 transactions, a dozen people). What describes the firm — its
 * service lines, offices, the steps of its process, and any other collection of many entries — grows too, but by
 * one more entry each time the content doubles (×3: one more, ×10: three more): every page lists all of them (the
 * home page, every footer, the record's filters), and a firm of fifty service lines would be another site.
 */
export const GROWTH = {
  insights: (count, factor) => count * factor,
  transactions: (count, factor) => count * factor,
  team: (count, factor) => count * factor,
  other: (count, factor) => count + Math.floor(Math.log2(factor)),
};

/* Randomness that is the same on every run: every choice is drawn from a generator seeded by what it is for. */

const seedOf = (...parts) => createHash('sha256').update(parts.join('\0')).digest().readUInt32LE(0);

/** A generator of numbers in [0, 1) (mulberry32), seeded by the parts given. */
export function random(...parts) {
  let state = seedOf(...parts);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rng, list) => list[Math.floor(rng() * list.length)];

/* Words: a chain of the words each language's content uses, two words deciding the next. */

const SENTENCE_END = /[.!?؟…]["”’)]?$/u;
const TRAILING = /[\s,;:،؛—–-]+$/u;
const INNER_END = /[.!?؟…]\s+\S/u;

/**
 * Text in one language, made from the words of the texts given: each word follows the `order` words before it as
 * somewhere in those texts, so the result reads like the site's own writing (its terms, its figures, its punctuation)
 * and compresses like it, which is what the byte budgets measure: learnt from a language's whole content, it weighs
 * about what the firm's own new text would (learnt from one field's few values, it recombined them into text that
 * compressed to a quarter of that and hid what a long list weighs).
 */
export function wordChain(texts, order = 2) {
  const next = new Map();
  const starts = [];
  for (const text of texts) {
    for (const sentence of text.split(/(?<=[.!?؟])\s+/u)) {
      const words = sentence.split(/\s+/u).filter(Boolean);
      if (words.length <= order) continue;
      starts.push(words.slice(0, order));
      for (let index = 0; index + order <= words.length; index += 1) {
        const key = words.slice(index, index + order).join(' ');
        if (!next.has(key)) next.set(key, []);
        next.get(key).push(words[index + order] ?? null);
      }
    }
  }
  if (starts.length === 0) return undefined;

  /** Words without end, sentence after sentence. */
  function* words(rng) {
    for (;;) {
      const last = [...pick(rng, starts)];
      yield* last;
      for (let steps = 0; steps < 80; steps += 1) {
        const word = pick(rng, next.get(last.join(' ')) ?? [null]);
        if (word === null) break;
        yield word;
        last.push(word);
        last.shift();
      }
    }
  }

  /**
   * A text of about the length of `like` (between nine tenths of it and all of it, in characters, so that every
   * schema limit the original met holds), beginning and ending as it does: a capital where it has one, its final
   * full stop or none. Empty when the words cannot make one.
   */
  return function textLike(like, rng) {
    const target = like.length;
    let best = '';
    for (let attempt = 0; attempt < 30; attempt += 1) {
      let text = '';
      for (const word of words(rng)) {
        const longer = text ? `${text} ${word}` : word;
        if (longer.length > target) break;
        text = longer;
      }
      text = text.replace(TRAILING, '');
      // A title or a label is one phrase: words that run past a full stop are no candidate for it.
      if (!INNER_END.test(like) && INNER_END.test(text)) continue;
      if (SENTENCE_END.test(like.trim())) {
        const end = like.trim().match(SENTENCE_END)[0];
        if (!SENTENCE_END.test(text))
          text = `${text
            .replace(/[.!?؟…]+$/u, '')
            .slice(0, target - end.length)
            .replace(TRAILING, '')}${end}`;
      } else text = text.replace(/[.!?؟…]+$/u, '').replace(TRAILING, '');
      if (/^\p{Lu}/u.test(like)) text = text.charAt(0).toUpperCase() + text.slice(1);
      if (text.length > best.length) best = text;
      if (best.length >= target * 0.9) break;
    }
    return best.replace(/[.!?؟…]/gu, '').trim() ? best : '';
  };
}

/** Every text of a parsed file: its string values and its Markdown body, for the chain of its language. */
function textsOf(value, found = []) {
  if (typeof value === 'string') {
    if (isWords(value)) found.push(value);
  } else if (Array.isArray(value)) value.forEach((item) => textsOf(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => textsOf(item, found));
  return found;
}

/* What a value is: words to rewrite, or a fact to keep (or vary the same way in every language). */

/** Addresses, file paths, names of other files, codes and currencies are facts; everything else is words. */
function isWords(value) {
  const text = value.trim();
  if (text === '') return false;
  if (/^(https?:|mailto:|tel:|\/|\.{1,2}\/|#)/.test(text)) return false;
  if (/^[\p{Ll}\p{N}]+(-[\p{Ll}\p{N}]+)*$/u.test(text) && /^[a-z0-9-]+$/.test(text)) return false; // a file or kind name
  if (/^[\p{Lu}\p{N}-]+$/u.test(text) && !/\s/.test(text) && text.length <= 12) return false; // a code: USD, F000000
  if (/^\d{4}-\d{2}-\d{2}/.test(text)) return false; // a day
  return true;
}

/** Long enough to be a sentence of its own: rewritten whatever its field. */
const isSentence = (text) => text.trim().split(/\s+/).length > 6 || SENTENCE_END.test(text.trim());

/**
 * The fields that tell entries apart (search results, the share pictures and the page titles need each its own; two
 * offices never share the name the register spells): a copy gets new words there even when they are short. Other short
 * fields — a sector, a country, a role, a button's words — are a choice among those its collection already uses.
 */
const OWN_WORDS = new Set([
  'title',
  'name',
  'shortTitle',
  'tabTitle',
  'shareTitle',
  'entity',
  'registeredName',
  'description',
  'region',
]);

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A content file as data and, for Markdown, its body. */
function readEntryFile(file) {
  const text = readFileSync(file, 'utf8');
  const front = file.endsWith('.md') ? FRONT_MATTER.exec(text) : null;
  const data = parseDocument(front ? front[1] : text).toJS() ?? {};
  return { data, body: front ? text.slice(front[0].length) : undefined };
}

function writeEntryFile(file, data, body) {
  const yaml = stringify(data, { lineWidth: 0 });
  writeFileSync(file, body === undefined ? yaml : `---\n${yaml}---\n${body}`);
}

/**
 * A Markdown body with every run of words rewritten at its length and the rest kept: headings, list marks,
 * emphasis, links (their addresses must still lead somewhere), tables' bars, blank lines.
 */
function rewriteMarkdown(body, rewrite) {
  return body
    .split('\n')
    .map((line) => {
      const [, mark = '', rest = line] = /^(\s*(?:#{1,6}|[-*+]|\d+\.|>)\s+)?(.*)$/.exec(line);
      if (/^\s*\|?\s*:?-{3,}/.test(rest) || rest.trim() === '') return line;
      const parts = rest.split(/(\[[^\]]*\]\([^)]*\)|`[^`]*`|\*\*|__|\||<[^>]+>)/);
      return (
        mark +
        parts
          .map((part, index) => {
            if (index % 2 === 1 || !/\p{L}/u.test(part)) return part;
            const [, before, words, after] = /^(\s*)(.*?)(\s*)$/su.exec(part);
            return `${before}${rewrite(words)}${after}`;
          })
          .join('')
      );
    })
    .join('\n');
}

/**
 * Multiplies the content of the project at `root` (a copy: scripts/scale.mjs) by `factor`, as GROWTH says for each
 * collection. `sources` are src/content/collections.ts's, `locales` the language codes, the default first.
 * Returns what was added, per collection: { name, before, after }.
 */
export function scaleContent(root, factor, { sources, locales }) {
  const content = join(root, 'src/content');
  const [defaultLocale] = locales;
  // The collections written as many files per language: those have entries to copy.
  const many = sources.filter(
    (source) => source.localized !== false && source.pattern.includes('*') && existsSync(join(content, source.folder)),
  );
  const extensionOf = (source) => source.pattern.replace(/^\*/, '');

  /* Each collection's entries as they are: per name, each language's file. */
  const collections = new Map(
    many.map((source) => {
      const extension = extensionOf(source);
      const entries = new Map();
      for (const locale of locales) {
        const folder = join(content, source.folder, locale);
        if (!existsSync(folder)) continue;
        for (const file of readdirSync(folder)
          .filter((name) => name.endsWith(extension))
          .sort()) {
          const name = file.slice(0, -extension.length);
          if (!entries.has(name)) entries.set(name, new Map());
          entries.get(name).set(locale, readEntryFile(join(folder, file)));
        }
      }
      return [source.name, { source, extension, entries, copies: new Map() }];
    }),
  );

  // Texts a copy's new words may not repeat, per language: any text of any file (a title another page has would be
  // two pages with one title), and the copies' own.
  const used = new Set();
  /* Each language's words, from every content file written in it. */
  const chains = new Map(
    locales.map((locale) => {
      const texts = [];
      for (const source of sources.filter((candidate) => candidate.localized !== false)) {
        const folder = join(content, source.folder, locale);
        if (!existsSync(folder)) continue;
        for (const file of readdirSync(folder, { recursive: true, encoding: 'utf8' })) {
          if (!/\.(md|ya?ml)$/.test(file)) continue;
          const { data, body } = readEntryFile(join(folder, file));
          textsOf(data, texts);
          walk(data, [], (_path, value) => used.add(`${locale}\0${value}`));
          if (body) texts.push(...body.split(/\n+/));
        }
      }
      return [locale, wordChain(ownScript(texts.map(plainText)))];
    }),
  );

  // The collections whose entries others name come first, so that a copy can name a copy.
  const named = new Set(many.flatMap((source) => Object.values(source.references ?? {})));
  const order = [...collections.values()].sort(
    (a, b) => Number(named.has(b.source.name)) - Number(named.has(a.source.name)),
  );

  const added = [];
  for (const collection of order) {
    const { source, extension, entries } = collection;
    const names = [...entries.keys()].sort(
      (a, b) => orderOf(entries.get(a)) - orderOf(entries.get(b)) || a.localeCompare(b),
    );
    const grow = GROWTH[source.name] ?? GROWTH.other;
    const target = names.length === 0 ? 0 : grow(names.length, factor);
    const highestOrder = Math.max(0, ...names.map((name) => orderOf(entries.get(name))));
    const taken = new Set(names);
    // What each field says across the collection, per language: the choices a copy picks a short value from, and
    // the words its new text in that field is made of (then the language's, where those cannot make a new one).
    const choices = new Map();
    const bodies = new Map(locales.map((locale) => [locale, []]));
    for (const versions of entries.values())
      for (const [locale, { data, body }] of versions) {
        walk(data, [], (path, value) => {
          const key = fieldKey(locale, path);
          if (!choices.has(key)) choices.set(key, new Set());
          choices.get(key).add(value);
        });
        if (body) bodies.get(locale).push(...body.split(/\n+/).map(plainText));
      }
    const bodyChains = new Map([...bodies].map(([locale, texts]) => [locale, wordChain(ownScript(texts), 2)]));

    for (let index = 0; index < target - names.length; index += 1) {
      const original = names[index % names.length];
      const generation = Math.floor(index / names.length) + 1;
      const seed = `${source.name}/${original}/${generation}`;
      const versions = entries.get(original);
      // The facts of this copy, the same in every language: its place, how far back its date and year go.
      const facts = random(seed, 'facts');
      const daysBack = generation * 21 + Math.floor(facts() * 14);
      const yearsBack = Math.floor(facts() * Math.min(8, generation + 2));
      const copy = new Map();
      for (const [locale, { data, body }] of versions) {
        const textLike = chains.get(locale);
        const picked = new Map();
        /** New words for `value`, unlike any other entry's in the field: from the field's words, else the language's. */
        const newWords = (value, path, rng) => {
          const id = (text) => `${locale}\0${text}`;
          for (const chain of [recombined(choices.get(fieldKey(locale, path))), textLike])
            for (let attempt = 0; chain && attempt < 12; attempt += 1) {
              const text = chain(value, rng);
              if (text && !used.has(id(text))) {
                used.add(id(text));
                return text;
              }
            }
          return value;
        };
        const change = (value, path) => {
          const key = path.at(-1);
          const where = path.join('.');
          if (typeof value === 'boolean') return false; // a mark one entry has alone: the head office, a featured card
          if (typeof value === 'number') {
            if (key === 'order') return highestOrder + index + 1;
            // A month keeps its value: the year moves back instead, and no month is past 12 or still to come.
            if (key === 'month') return value;
            if (Number.isInteger(value) && value >= 1900 && value <= 2100) return Math.max(2000, value - yearsBack);
            const scaled = value * (0.4 + random(seed, where)() * 2);
            return Number.isInteger(value) ? Math.max(1, Math.round(scaled)) : Math.round(scaled * 10) / 10;
          }
          if (typeof value !== 'string') return value;
          if (/^\d{4}-\d{2}-\d{2}$/.test(value)) {
            const day = new Date(`${value}T00:00:00Z`);
            day.setUTCDate(day.getUTCDate() - daysBack);
            return day.toISOString().slice(0, 10);
          }
          const reference = source.references?.[path.find((step) => typeof step === 'string')];
          if (reference && collections.has(reference)) {
            const others = collections.get(reference).copies.get(value) ?? [];
            return pick(random(seed, where), [value, ...others]);
          }
          if (!isWords(value)) return value;
          const rng = random(seed, locale, where);
          if (!isSentence(value) && !OWN_WORDS.has(key)) {
            // A choice among the collection's, never one this file has already made for the field: two sections of a
            // page under one heading would share its id and its landmark's name.
            const field = fieldKey(locale, path);
            if (!picked.has(field)) picked.set(field, new Set());
            const options = [...(choices.get(field) ?? [value])].filter((option) => !picked.get(field).has(option));
            const choice = options.length > 0 ? pick(rng, options) : newWords(value, path, rng);
            picked.get(field).add(choice);
            return choice;
          }
          return newWords(value, path, rng);
        };
        const changed = transform(data, [], change);
        // A list of names (authors) names each entry once.
        for (const field of Object.keys(source.references ?? {}))
          if (Array.isArray(changed[field])) changed[field] = [...new Set(changed[field])];
        copy.set(locale, {
          data: changed,
          body:
            body === undefined
              ? undefined
              : rewriteMarkdown(body, (words) => {
                  const rng = random(seed, locale, 'body', words);
                  return bodyChains.get(locale)?.(words, rng) || textLike(words, rng) || words;
                }),
        });
      }
      // The copy's file name, as an editor names a file: after its title in the default language (or the first one).
      const first = copy.get(defaultLocale) ?? [...copy.values()][0];
      const title = first.data.title ?? first.data.name ?? first.data.shortTitle ?? '';
      const base = slugOf(title) || `${original}-${generation + 1}`;
      let name = base;
      for (let number = 2; taken.has(name); number += 1) name = `${base}-${number}`;
      taken.add(name);
      if (!collection.copies.has(original)) collection.copies.set(original, []);
      collection.copies.get(original).push(name);
      for (const [locale, { data, body }] of copy)
        writeEntryFile(join(content, source.folder, locale, `${name}${extension}`), data, body);
    }
    added.push({ name: source.name, before: names.length, after: Math.max(target, names.length) });
  }
  return added;
}

/**
 * Short values (a name, a region) made of the words of the field's other values, each word from the same place in
 * one of them ("Ananya Rao" and "Vikram Mehta" give "Ananya Mehta"): how a name list varies.
 */
function recombined(values) {
  const wordLists = [...(values ?? [])].filter((value) => typeof value === 'string').map((value) => value.split(/\s+/));
  if (wordLists.length < 2 || wordLists.some((words) => words.length > 4)) return undefined;
  return (like, rng) => {
    const length = like.split(/\s+/).length;
    return Array.from(
      { length },
      (_, index) =>
        pick(
          rng,
          wordLists.filter((words) => words[index]),
        )?.[index],
    )
      .filter(Boolean)
      .join(' ');
  };
}

/** The scripts a language's words are written in, as Unicode names them. */
const SCRIPTS = ['Latin', 'Arabic', 'Devanagari', 'Cyrillic', 'Greek', 'Hebrew', 'Han', 'Hangul', 'Thai'];
const letterCount = (text, script) => text.match(new RegExp(`\\p{Script=${script}}`, 'gu'))?.length ?? 0;

/**
 * A language's own texts: those mostly written in the script most of its letters are in (an Arabic file's notes to
 * editors in English, a Latin brand name, are not words of its pages), without placeholders such as "{minutes}".
 */
function ownScript(texts) {
  const usable = texts.filter((text) => !/[{}]/.test(text));
  const all = usable.join(' ');
  const script = SCRIPTS.reduce((best, candidate) =>
    letterCount(all, candidate) > letterCount(all, best) ? candidate : best,
  );
  return usable.filter((text) => letterCount(text, script) * 2 >= (text.match(/\p{L}/gu)?.length ?? 0));
}

/** A field of a collection in one language, whatever the item of a list it is in. */
const fieldKey = (locale, path) => `${locale}\0${path.filter((step) => typeof step === 'string').join('.')}`;

/** Text without Markdown's marks: emphasis and code marks dropped, a link's words kept. */
const plainText = (text) =>
  text
    .replace(/^\s*(#{1,6}|[-*+]|\d+\.|>)\s+/, '')
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');

/** An entry's place (`order`), from whichever language's file gives one. */
const orderOf = (versions) => Math.min(...[...versions.values()].map(({ data }) => data.order ?? Infinity));

/** A file name from a title, as an editor would write it: lower-case ASCII words joined by hyphens, six at most. */
const slugOf = (title) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');

/** Calls `visit` with every string value's path (names and positions) and value. */
function walk(value, path, visit) {
  if (typeof value === 'string') visit(path, value);
  else if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index], visit));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) walk(item, [...path, key], visit);
}

/** The value with every leaf changed by `change(value, path)`. */
function transform(value, path, change) {
  if (Array.isArray(value)) return value.map((item, index) => transform(item, [...path, index], change));
  if (value && typeof value === 'object' && !(value instanceof Date))
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, transform(item, [...path, key], change)]),
    );
  return change(value, path);
}
