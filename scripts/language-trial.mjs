// `node scripts/language-trial.mjs [ref] [--keep]`: adds French to a checkout of `ref` (default HEAD) exactly as
// docs/CONTENT.md "Add a language" says, then runs the whole `npm test` there: the measure of whether the tests and
// scripts follow the list of languages (issue 46). The steps, as the guide numbers them:
//   1. an entry for French in src/i18n/locales.ts;
//   2. the words of its frame (settings/site-text.yaml, ui/labels.yaml, forms/consultation.yaml) copied from English
//      — a trial translates nothing but the notice of a page not translated yet, which it writes in French;
//   3. some pages translated (here: copied from English): the home and contact pages, the first service, the first
//      person, an article written in English and Arabic; every other page stays untranslated and shows the English
//      text with the notice;
//   4. a line in DRAFT_TRANSLATIONS;
//   6. a copy of nginx's block for /ar/ for /fr/.
// Prints `npm test`'s summary (every stage, every failing test) and exits with its status. The checkout, a temporary
// git worktree with this tree's packages hard-linked, is removed when every stage passed, or with --keep never.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { checkOutOtherCommit } from './other-commit.mjs';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { keep: { type: 'boolean', default: false } },
});
const [ref = 'HEAD'] = positionals;
const CODE = 'fr';
/** The language's entry, as Prettier writes it (the whole suite checks the formatting too). */
const ENTRY = [
  `  ${CODE}: {`,
  "    label: 'Français',",
  "    dir: 'ltr',",
  "    ogLocale: 'fr_CA',",
  "    comma: ', ',",
  "    formats: 'fr-CA',",
  "    preloadFonts: ['--font-inter'],",
  '  },',
  '',
].join('\n');

const trial = checkOutOtherCommit(ref, { install: 'auto' });
const at = (path) => join(trial.dir, path);
const content = at('src/content');
const edit = (path, change) => {
  const before = readFileSync(at(path), 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${path}: the trial's edit changed nothing`);
  writeFileSync(at(path), after);
};
/** Copies an English content file to its French place, as a translator starts. */
const translate = (folder, name) => {
  mkdirSync(join(content, folder, CODE), { recursive: true });
  cpSync(join(content, folder, 'en', name), join(content, folder, CODE, name));
};
const firstFile = (folder) => readdirSync(join(content, folder, 'en')).sort()[0];

// 1. The language's entry.
edit('src/i18n/locales.ts', (text) => text.replace(/\n\} as const satisfies/, `\n${ENTRY}} as const satisfies`));
// 2. The words of its frame.
translate('settings', 'site-text.yaml');
translate('ui', 'labels.yaml');
translate('forms', 'consultation.yaml');
edit(`src/content/ui/${CODE}/labels.yaml`, (text) =>
  text.replace(
    /^untranslated: .*$/m,
    'untranslated: Cette page n’est pas encore traduite en français ; elle est présentée en anglais.',
  ),
);
// 3. Some pages translated, the others not yet.
translate('pages', 'home.yaml');
translate('pages', 'contact.yaml');
translate('services', firstFile('services'));
translate('team', firstFile('team'));
const bilingual = readdirSync(join(content, 'insights/en'))
  .sort()
  .find((name) => existsSync(join(content, 'insights/ar', name)));
if (bilingual) translate('insights', bilingual);
// 4. A draft until reviewed.
edit('src/content/stand-ins.ts', (text) =>
  text.replace(
    /(export const DRAFT_TRANSLATIONS[^{]*\{\n)/,
    `$1  ${CODE}: 'added by the language trial (scripts/language-trial.mjs); to be translated and reviewed',\n`,
  ),
);
// 6. nginx's block for the new prefix.
edit('deploy/nginx.conf', (text) => {
  const block = / {4}location \/ar\/ \{\n[\s\S]*?\n {4}\}\n/.exec(text)?.[0];
  if (!block) throw new Error('deploy/nginx.conf has no location /ar/ block to copy');
  return text.replace(block, `${block}\n${block.replaceAll('/ar/', `/${CODE}/`).replaceAll('/ar;', `/${CODE};`)}`);
});

console.log(`French added to ${ref} as docs/CONTENT.md says, in ${trial.dir}; npm test there:`);
const run = spawnSync('npm', ['test'], { cwd: trial.dir, encoding: 'utf8', maxBuffer: 1 << 30 });
const output = `${run.stdout}${run.stderr}`;
writeFileSync(at('language-trial.log'), output);
const summary = output.lastIndexOf('── Summary');
console.log(summary >= 0 ? output.slice(summary) : output.slice(-8_000));
if (run.status === 0 && !options.keep) trial.remove();
else console.log(`The trial's checkout is kept, with npm test's whole output in language-trial.log: ${trial.dir}`);
process.exit(run.status ?? 1);
