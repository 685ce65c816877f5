// npm run test:edited — proves that editors' routine changes keep every content-following test green: copies the
// project, makes in the copy every routine edit docs/CONTENT.md describes (a service, a person — in every language —
// and a process step more, a person's career, qualification and regulated role more, an office and a transaction more
// and one of each removed, a month more of complaints, a fee model and a kind of deal more, a service provided through
// an office whose clients are Professional Clients only, a transaction naming its parties with their consent, an
// article published in the default language and translated into every other, an article of one language translated,
// one scheduled for later, an extra card highlight, table row and list item on every list that can grow, new contact
// details, reworded headings, Latin figures inside a right-to-left sentence, a long address and a long word that must
// wrap), then runs the content check (which must end with "Content OK"), the build and the browser tests tagged
// @content there — every test that reads the content or what is built from it: all of them as a phone, and the
// desktop-only ones as a desktop (the rest assert on a desktop exactly what they assert on a phone, and CI has 15
// minutes in all). Writes the number of tests passed to reports/edited.json in the copy. The languages are those of
// src/i18n/locales.ts.
//
// `node scripts/edited-site.mjs [folder]`: the copy goes to the given empty folder (npm test passes one, reads the
// report and removes it), else to a new temporary folder of its own, removed when every stage passed. A failed
// run keeps its copy and prints where it is. `--build-only <folder>` stops after the build and `--test-only <folder>`
// runs the browser tests on that build: npm test builds the copy beside its main browser tests, and tests it after
// them (scripts/test.mjs).
//
// The edits work on whatever the content is today: they copy, append and reword, never expect today's words.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { runnerImport } from 'vite';
import { parseDocument, stringify } from 'yaml';
import { copyProject, editedSiteFolder, npmPath, stage } from './stages.mjs';

const cliArgs = process.argv.slice(2);
const buildOnly = cliArgs.includes('--build-only');
const testOnly = cliArgs.includes('--test-only');
const given = cliArgs.find((arg) => !arg.startsWith('--'));
if ((buildOnly || testOnly) && !given) throw new Error('--build-only and --test-only need the folder of the copy');
const copy = given ? resolve(given) : editedSiteFolder();

const content = join(copy, 'src/content');

/* Editing YAML the way an editor does: the document keeps its comments and layout. */

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

function read(file) {
  const text = readFileSync(join(content, file), 'utf8');
  const front = file.endsWith('.md') ? FRONT_MATTER.exec(text) : null;
  const doc = parseDocument(front ? front[1] : text);
  const save = (to = file) => {
    const yaml = doc.toString({ lineWidth: 0 });
    writeFileSync(join(content, to), front ? `---\n${yaml}---\n${text.slice(front[0].length)}` : yaml);
  };
  return { doc, data: doc.toJS(), save };
}

/**
 * Writes `file` as a translation: its text without the facts of its collection (the folder's), which a translation
 * leaves to its original, as an editor in /admin does.
 */
function saveTranslation(file) {
  const folder = file.split('/')[0];
  const facts = collections.contentSources
    .filter((source) => source.folder === folder)
    .flatMap((source) => collections.factPathsOf(source));
  const path = join(content, file);
  writeFileSync(path, wordsOnly(readFileSync(path, 'utf8'), facts, file.endsWith('.md')));
}

/** The file names in a folder of the content, none when it does not exist (a language not written yet). */
const filesOf = (folder) => (existsSync(join(content, folder)) ? readdirSync(join(content, folder)).sort() : []);

/** The files of a collection folder, in their `order`. */
function byOrder(folder, extension) {
  return filesOf(folder)
    .filter((name) => name.endsWith(extension))
    .map((name) => ({ file: `${folder}/${name}`, ...read(`${folder}/${name}`) }))
    .sort((a, b) => a.data.order - b.data.order);
}

/** The languages (src/i18n/locales.ts), loaded with the schemas below. */
let LOCALE_CODES;
let DEFAULT_LOCALE;
let LOCALES;
/** Every language but the default: the translations. */
const translations = () => LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Words an editor writes in a language, for the edits that write text of their own: the language's own where this
 * script has them (Arabic, to write right-to-left text), else the default language's, which the check takes too.
 */
const SAMPLE_WORDS = {
  ar: {
    region: 'منطقة مضافة',
    role: 'شريكة مضافة للاختبار',
    articleTitle: 'مقال مضاف للاختبار',
    articleDescription: 'مقال أضافه محرر، وصفحته وموضعه في القائمة والخلاصات والروابط كلها من هذا الملف وحده.',
    translated: 'ترجمة مقال',
    figures: 'أعاد محرر صياغتها: تذاكر من €2 M أو ₹15 Cr، وتعرض البطاقة هذه الجملة كما هي.',
    entity: 'شركة المستشارين المضافة المحدودة',
    saturday: 'السبت',
    feeModel: 'نموذج مضاف',
    fee: 'أتعاب مضافة',
    careerRole: 'مقعد مضاف في مجلس الإدارة',
    qualification: 'مؤهل مضاف',
    regulatedRole: 'وظيفة مرخَّصة مضافة',
    transaction: {
      title: 'صفقة مضافة تسمّي أطرافها',
      sector: 'قطاع مضاف',
      country: 'الهند',
      role: 'المستشار الرئيسي',
      summary: 'صفقة أضافها محرر، تسمّي عميلها ومستثمرًا بعد تسجيل موافقتهما.',
      lender: 'مصرف إقليمي',
    },
  },
};
const DEFAULT_WORDS = {
  region: 'Added Region',
  role: 'Added Partner',
  articleTitle: 'An Added Article',
  articleDescription:
    'An article an editor added, whose page, list entry, feeds and links all come from this one file.',
  translated: 'Translated',
  figures: 'Reworded by an editor: tickets from €2 M or ₹15 Cr, and the card shows exactly this sentence.',
  entity: 'Edited Advisers (Added) Limited',
  saturday: 'Saturday',
  feeModel: 'An Added Model',
  fee: 'An added fee',
  careerRole: 'Added Board Seat',
  qualification: 'Added Qualification',
  regulatedRole: 'Added Regulated Function',
  transaction: {
    title: 'An Added Named Transaction',
    sector: 'Added Sector',
    country: 'India',
    role: 'Lead adviser',
    summary: 'A transaction an editor added, naming its client and an investor with their consent recorded.',
    lender: 'a regional bank',
  },
};
const words = (locale) => ({ ...DEFAULT_WORDS, ...(locale === DEFAULT_LOCALE ? {} : SAMPLE_WORDS[locale]) });

/*
 * How long each list may grow: the collections' JSON Schemas (`maxItems`), made from the content schemas, so that
 * the edits know no limit of their own.
 */
let editorSchemas;
let jsonSchemas;
/** The site's own modules for facts written once (src/content/facts.ts): what a translation leaves to its original. */
let collections;
let wordsOnly;
/** Loads the schemas above and the languages: only a run that edits needs them (not `--test-only`). */
async function loadSchemas() {
  const nodeEnv = process.env.NODE_ENV;
  const project = resolve(import.meta.dirname, '..');
  ({ module: editorSchemas } = await runnerImport(join(project, 'src/integrations/editor/config.ts')));
  ({ module: collections } = await runnerImport(join(project, 'src/content/collections.ts')));
  ({
    module: { wordsOnly },
  } = await runnerImport(join(project, 'src/content/words-only.ts')));
  ({
    module: { LOCALE_CODES, DEFAULT_LOCALE, LOCALES },
  } = await runnerImport(join(project, 'src/i18n/locales.ts')));
  // Vite's runner sets NODE_ENV=development, which the copy's build would inherit and bundle React's development build.
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
  jsonSchemas = editorSchemas.collectionJsonSchemas();
}

/**
 * The most items the list at `path` of a file of `collection` takes: `path` as in the file (names and positions),
 * read in its schema (a position is a list's item; of a list of several kinds, the kind the item's `type` names).
 */
function maxItems(collection, data, path) {
  const schemaPath = [];
  let value = data;
  for (const step of path) {
    value = value?.[step];
    if (typeof step !== 'number') schemaPath.push(step);
    else {
      schemaPath.push('[]');
      if (editorSchemas.schemaAt(jsonSchemas[collection], schemaPath)?.oneOf) schemaPath.push(`[type=${value?.type}]`);
    }
  }
  const list = editorSchemas.schemaAt(jsonSchemas[collection], schemaPath);
  if (list?.type !== 'array') throw new Error(`${collection}: no list at ${schemaPath.join('.')} in its schema`);
  return list.maxItems ?? Infinity;
}

/** Appends a copy of a list's first item, changed by `change`, when the list has room for it by `collection`'s schema. */
function grow(doc, path, change, collection) {
  const list = doc.getIn(path, true);
  if (!list?.items?.length || list.items.length >= maxItems(collection, doc.toJS(), path)) return false;
  const item = list.items[0].clone();
  change(item);
  list.items.push(item);
  return true;
}

const edits = [
  [
    'a service more, copied from the first one with a form, at the end of the order',
    () => {
      const services = byOrder(`services/${DEFAULT_LOCALE}`, '.md');
      const source = services.find((service) => service.data.form) ?? services[0];
      const { doc, save } = read(source.file);
      doc.set('title', 'Added Service Line');
      doc.set('order', services.at(-1).data.order + 1);
      doc.setIn(['meta', 'title'], 'An Added Service Line Page');
      doc.setIn(
        ['meta', 'description'],
        'A service line an editor added by copying a page: its card, its footer link and its page all come from this one file.',
      );
      doc.setIn(['hero', 'title'], 'Added Service Line');
      // Provided through an office whose clients are Professional Clients only, where there is one: its page then
      // shows that office's notice beside the offer and its figures, though no one wrote it there.
      const professional = byOrder(`offices/${DEFAULT_LOCALE}`, '.yaml').find(
        (office) => office.data.registration?.clientCategory === 'professional',
      );
      if (professional)
        doc.set(
          'office',
          professional.file
            .split('/')
            .at(-1)
            .replace(/\.yaml$/, ''),
        );
      // In English only: its Arabic page shows the English text in the Arabic frame until a translation is written.
      save(`services/${DEFAULT_LOCALE}/added-service.md`);
    },
  ],
  [
    'a highlight more on the first service card, a point more on a card, a row more in a table',
    () => {
      const services = byOrder(`services/${DEFAULT_LOCALE}`, '.md');
      const first = services[0];
      first.doc.getIn(['highlights'], true).items.push(first.doc.createNode('An added highlight'));
      first.save();
      const withTable = services.find((service) => service.data.sections.some((section) => section.type === 'table'));
      const withPoints = services.find((service) =>
        service.data.sections.some((section) => section.items?.some((item) => item.points)),
      );
      for (const service of new Set([withTable, withPoints].filter(Boolean))) {
        const { doc, data, save } = read(service.file);
        data.sections.forEach((section, index) => {
          if (section.type === 'table')
            grow(doc, ['sections', index, 'rows'], (row) => (row.items[0] = doc.createNode('Added Row')), 'services');
          const card =
            section.items?.findIndex(
              (item, at) =>
                item.points &&
                item.points.length < maxItems('services', data, ['sections', index, 'items', at, 'points']),
            ) ?? -1;
          if (card >= 0)
            doc.getIn(['sections', index, 'items', card, 'points'], true).items.push(doc.createNode('An added point'));
        });
        save();
      }
    },
  ],
  [
    'a person more, with a photo',
    async () => {
      const people = byOrder(`team/${DEFAULT_LOCALE}`, '.md');
      const { doc, save } = read(people[0].file);
      // Characters today's pages do not have: the build's font subset must take them in.
      doc.set('name', 'Zoë Núñez-Ødegård');
      doc.set('order', people.at(-1).data.order + 1);
      mkdirSync(join(content, `team/${DEFAULT_LOCALE}/photos`), { recursive: true });
      await sharp({ create: { width: 480, height: 480, channels: 3, background: '#1c4178' } })
        .jpeg()
        .toFile(join(content, `team/${DEFAULT_LOCALE}/photos/added-person.jpg`));
      doc.set('photo', './photos/added-person.jpg');
      save(`team/${DEFAULT_LOCALE}/added-person.md`);
    },
  ],
  [
    'the added person translated into every other language (the same name and photo), and a point of each right-to-left language reworded with Latin figures',
    async () => {
      for (const locale of translations()) {
        const people = byOrder(`team/${locale}`, '.md');
        // A language with no person translated yet shows the added person as written, like the others.
        if (people.length === 0) continue;
        const { doc, save } = read(people[0].file);
        doc.set('name', 'Zoë Núñez-Ødegård');
        doc.set('role', words(locale).role);
        // Its place in the list and its photo are the original's: a translation holds words only.
        save(`team/${locale}/added-person.md`);
        saveTranslation(`team/${locale}/added-person.md`);

        // Latin figures and currency signs inside a right-to-left sentence: they must keep their order and their face.
        if (LOCALES[locale].dir !== 'rtl') continue;
        const home = read(`pages/${locale}/home.yaml`);
        home.doc.setIn(['whyUs', 'points', 0, 'text'], words(locale).figures);
        home.save();
      }
    },
  ],
  [
    'an office more, registered, in every language, with a month more of complaints and an hours row more; the last office removed, its transactions moved to the new one',
    () => {
      const registered = byOrder(`offices/${DEFAULT_LOCALE}`, '.yaml').find((office) => office.data.registration);
      const name = registered.file.split('/').at(-1);
      const { register, complaintsTable } = registered.data.registration;
      // The month after the table's latest, once it has begun: its figures carry on from the month before.
      const next = complaintsTable?.[0] && new Date(`${complaintsTable[0].month}-01T00:00:00Z`);
      next?.setUTCMonth(next.getUTCMonth() + 1);
      const month = next && next.getTime() <= Date.now() ? next.toISOString().slice(0, 7) : undefined;
      for (const locale of LOCALE_CODES) {
        const offices = byOrder(`offices/${locale}`, '.yaml');
        // Written in the languages the office it is copied from is written in; the others show it as written.
        if (!offices.some((office) => office.file.endsWith(`/${name}`))) continue;
        const { doc, save } = read(`offices/${locale}/${name}`);
        doc.set('region', words(locale).region);
        // The name as the register spells it, and as a translation writes it beside.
        doc.set('registeredName', 'Edited Advisers (Added) Limited');
        if (locale === DEFAULT_LOCALE) doc.delete('entity');
        else doc.set('entity', words(locale).entity);
        doc.set('primary', false);
        doc.setIn(['registration', 'number'], 'ADDED-0001');
        // Its own entry in the same regulator's register.
        doc.setIn(['registration', 'register'], new URL('/register/added-0001', register).href);
        if (month) {
          const latest = complaintsTable[0];
          const row = { month, received: 2, resolved: 1, pending: latest.pending + 1 };
          doc.getIn(['registration', 'complaintsTable'], true)?.items.unshift(doc.createNode(row));
        }
        doc.getIn(['contact', 'hours'], true).items.push(doc.createNode({ days: words(locale).saturday }));
        doc.set('order', offices.at(-1).data.order + 1);
        save(`offices/${locale}/added-office.yaml`);
        if (locale !== DEFAULT_LOCALE) saveTranslation(`offices/${locale}/added-office.yaml`);
      }
      const removed = byOrder(`offices/${DEFAULT_LOCALE}`, '.yaml')
        .filter((office) => !office.data.primary && !office.file.endsWith('/added-office.yaml'))
        .at(-1);
      if (!removed) return;
      const gone = removed.file
        .split('/')
        .at(-1)
        .replace(/\.yaml$/, '');
      for (const locale of LOCALE_CODES) {
        rmSync(join(content, `offices/${locale}/${gone}.yaml`), { force: true });
        for (const transaction of filesOf(`transactions/${locale}`)) {
          const { doc, data, save } = read(`transactions/${locale}/${transaction}`);
          if (data.region !== gone) continue;
          doc.set('region', 'added-office');
          save();
        }
      }
    },
  ],
  [
    'a transaction more, in the default language only and of the added service; the oldest transaction removed in every language',
    () => {
      const all = filesOf(`transactions/${DEFAULT_LOCALE}`).map((name) => ({
        name,
        ...read(`transactions/${DEFAULT_LOCALE}/${name}`),
      }));
      const { doc, save } = read(`transactions/${DEFAULT_LOCALE}/${all[0].name}`);
      doc.set('title', 'An Added Transaction, Written in English Only');
      doc.set('service', 'added-service');
      doc.set('year', new Date().getUTCFullYear());
      // This month: one the copied file gives may be still to come in this year.
      if (doc.has('month')) doc.set('month', new Date().getUTCMonth() + 1);
      doc.set('size', doc.createNode({ amount: 12.5, currency: 'CAD' }));
      save(`transactions/${DEFAULT_LOCALE}/added-transaction.yaml`);
      const oldest = all.sort((a, b) => a.data.year - b.data.year)[0];
      for (const locale of LOCALE_CODES)
        rmSync(join(content, `transactions/${locale}/${oldest.name}`), { force: true });
    },
  ],
  [
    'the added person’s background, in every language it is written in: a career line more (a role still held), a qualification and a regulated role under the added office, languages and a profile elsewhere',
    () => {
      const year = new Date().getUTCFullYear();
      // Each list as the file has it, or a new one: the translation lists the same items in the same order.
      const append = (doc, key, item) => {
        const list = doc.get(key, true);
        if (list?.items) list.items.push(doc.createNode(item));
        else doc.set(key, doc.createNode([item]));
      };
      const english = read(`team/${DEFAULT_LOCALE}/added-person.md`);
      append(english.doc, 'career', {
        from: year - 1,
        role: 'Added Board Seat',
        organisation: 'Edited Example Holdings',
      });
      append(english.doc, 'qualifications', {
        name: 'Added Qualification',
        awardedBy: 'Edited Example Institute',
        kind: 'professional',
        year: year - 10,
      });
      append(english.doc, 'regulatedRoles', {
        office: 'added-office',
        title: 'Added Regulated Function',
        register: 'https://register.regulator.org/people/added-person',
      });
      english.doc.set('languages', english.doc.createNode(['en', 'hi']));
      english.doc.set('profile', 'https://www.linkedin.com/in/edited-added-person');
      english.save();
      for (const locale of translations()) {
        if (!existsSync(join(content, `team/${locale}/added-person.md`))) continue;
        const translation = read(`team/${locale}/added-person.md`);
        const { careerRole, qualification, regulatedRole } = words(locale);
        append(translation.doc, 'career', { role: careerRole, organisation: 'Edited Example Holdings' });
        append(translation.doc, 'qualifications', { name: qualification, awardedBy: 'Edited Example Institute' });
        append(translation.doc, 'regulatedRoles', { title: regulatedRole });
        translation.save();
      }
    },
  ],
  [
    'a transaction more in every language, naming its client and an investor (consent recorded), describing a lender, in rupees in lakh, advised by the added person',
    () => {
      const now = new Date();
      const yesterday = new Date(now.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
      const service = readdirSync(join(content, `services/${DEFAULT_LOCALE}`))
        .find((name) => name.endsWith('.md'))
        .replace(/\.md$/, '');
      const english = {
        title: 'An Added Named Transaction',
        service,
        sector: 'Added Sector',
        country: 'India',
        region: 'added-office',
        year: now.getUTCFullYear(),
        month: now.getUTCMonth() + 1,
        role: 'Lead adviser',
        instrument: 'debt',
        size: { amount: 75, unit: 'lakh', currency: 'INR' },
        client: {
          disclosure: 'named',
          name: 'Edited Example Client Limited',
          consent: { reference: 'Email from the client, kept with the engagement letter' },
        },
        counterparties: [
          { side: 'investor', disclosure: 'named', name: 'Edited Example Fund', consent: { date: yesterday } },
          { side: 'lender', disclosure: 'described', name: 'a regional bank' },
        ],
        advisers: ['added-person'],
        reference: true,
        status: 'closed',
        summary: 'A transaction an editor added, naming its client and an investor with their consent recorded.',
      };
      writeFileSync(join(content, `transactions/${DEFAULT_LOCALE}/added-named-transaction.yaml`), stringify(english));
      // Each translation its words only: the facts (service, office, dates, size, consent, advisers) are the original's.
      for (const locale of translations()) {
        const { lender, ...text } = words(locale).transaction;
        writeFileSync(
          join(content, `transactions/${locale}/added-named-transaction.yaml`),
          stringify({
            ...text,
            client: { name: 'Edited Example Client Limited' },
            counterparties: [{ name: 'Edited Example Fund' }, { name: lender }],
          }),
        );
      }
    },
  ],
  [
    'a process step more, and the first one renamed',
    () => {
      const steps = byOrder(`process/${DEFAULT_LOCALE}`, '.yaml');
      const last = read(steps.at(-1).file);
      last.doc.set('shortTitle', 'Added');
      last.doc.set('title', 'An Added Step');
      last.doc.set('order', steps.at(-1).data.order + 1);
      last.save(`process/${DEFAULT_LOCALE}/added-step.yaml`);
      const first = read(steps[0].file);
      first.doc.set('shortTitle', 'Renamed');
      first.doc.set('title', 'A Renamed First Step');
      first.save();
    },
  ],
  [
    'new contact details',
    () => {
      const { doc, save } = read('settings/site.yaml');
      // A long address, as an editor may write one: it must wrap, never push the page sideways.
      doc.set('email', 'mandates.infrastructure.private-equity@edited-firm-with-a-long-domain-name.com');
      doc.setIn(['phone', 'display'], '+971 4 123 4567');
      doc.setIn(['phone', 'tel'], '+97141234567');
      doc.set('whatsapp', '+971 50 765 4321');
      const used = doc.toJS().social.map((profile) => profile.network);
      const network = ['linkedin', 'x', 'instagram', 'facebook', 'youtube'].find((name) => !used.includes(name));
      if (network)
        grow(
          doc,
          ['social'],
          (profile) => {
            profile.set('network', network);
            profile.set('label', `Added ${network}`);
            profile.set('url', `https://www.${network}.com/edited-firm`);
          },
          'settings',
        );
      save();
    },
  ],
  [
    'reworded headings and points, and an item more on every list of the pages that can grow',
    () => {
      const home = read(`pages/${DEFAULT_LOCALE}/home.yaml`);
      // A long word in another language, as a heading may hold one.
      home.doc.setIn(['whyUs', 'heading'], 'Why Clients Choose Us: Infrastrukturfinanzierungsberatung');
      home.doc.setIn(
        ['whyUs', 'points', 0, 'text'],
        'Reworded by an editor: tickets from €2 M or ₹15 Cr, and the card shows exactly this sentence.',
      );
      grow(home.doc, ['whyUs', 'points'], (point) => point.set('title', 'An Added Reason'), 'homePage');
      grow(home.doc, ['hero', 'facts'], (fact) => fact.set('label', 'An added figure'), 'homePage');
      home.save();

      const process = read(`pages/${DEFAULT_LOCALE}/how-we-work.yaml`);
      process.doc.setIn(['steps', 'heading'], 'Our Steps, Reworded');
      grow(process.doc, ['pillars', 'items'], (pillar) => pillar.set('title', 'An Added Pillar'), 'howWeWorkPage');
      process.save();

      const start = read(`pages/${DEFAULT_LOCALE}/get-started.yaml`);
      grow(start.doc, ['engage', 'steps'], (step) => step.set('title', 'An Added Engagement Step'), 'getStartedPage');
      grow(start.doc, ['needs', 'cards'], (card) => card.set('title', 'An Added Mandate Type'), 'getStartedPage');
      grow(
        start.doc,
        ['models', 'items'],
        (model) => {
          model.set('title', 'An Added Model');
          model.delete('featured');
        },
        'getStartedPage',
      );
      start.save();

      // How the firm is paid: a model more with its fee and range, in both languages (its range in English only),
      // and a kind of deal more, in English only (a row of words: the Arabic page keeps its own rows).
      for (const locale of LOCALE_CODES) {
        if (!existsSync(join(content, `legal/${locale}/how-we-are-paid.md`))) continue;
        const fees = read(`legal/${locale}/how-we-are-paid.md`);
        grow(
          fees.doc,
          ['models', 'items'],
          (model) => {
            model.set('title', words(locale).feeModel);
            model.getIn(['fees', 0]).set('label', words(locale).fee);
            if (locale === DEFAULT_LOCALE)
              model.setIn(['fees', 0, 'range'], fees.doc.createNode({ from: 12.5, unit: 'CAD' }));
          },
          'feesPage',
        );
        if (locale === DEFAULT_LOCALE)
          grow(fees.doc, ['payers', 'items'], (row) => row.set('deal', 'An added kind of deal'), 'feesPage');
        fees.save();
      }
    },
  ],
  [
    'an article published by the added person on the added service and translated into every other language, an article of one language translated, and one scheduled for later',
    () => {
      // As an editor writes them: the fields as text, dates as days (a day before the build's, and one years away).
      const day = (date) => date.toISOString().slice(0, 10);
      const article = (title, description, published) =>
        [
          '---',
          `title: ${title}`,
          `description: ${description}`,
          `published: ${published}`,
          'authors:',
          '  - added-person',
          'services:',
          '  - added-service',
          '---',
          '',
          '## Added section',
          '',
          `${description} [${title}](/services/added-service).`,
          '',
        ].join('\n');
      const yesterday = day(new Date(Date.now() - 24 * 60 * 60 * 1000));
      for (const locale of LOCALE_CODES) {
        mkdirSync(join(content, `insights/${locale}`), { recursive: true });
        const { articleTitle, articleDescription } = words(locale);
        writeFileSync(
          join(content, `insights/${locale}/added-article.md`),
          article(articleTitle, articleDescription, yesterday),
        );
        // Its date, authors and services are the original's: a translation holds words only.
        if (locale !== DEFAULT_LOCALE) saveTranslation(`insights/${locale}/added-article.md`);
      }
      // "Translate an article": a file with the same name in another language's folder, its own title and text. The
      // first article of the default language not yet in that language (before the one scheduled below is written).
      for (const locale of translations()) {
        const untranslated = filesOf(`insights/${DEFAULT_LOCALE}`).find(
          (name) => !filesOf(`insights/${locale}`).includes(name),
        );
        if (!untranslated) continue;
        const { doc, save } = read(`insights/${DEFAULT_LOCALE}/${untranslated}`);
        // Within the fields' lengths (docs/CONTENT.md, "Publish an article"): a tab title where the title is long.
        const title = `${words(locale).translated}: ${doc.get('title')}`.slice(0, 110).trimEnd();
        doc.set('title', title);
        const tab = doc.get('tabTitle') ?? (title.length > 43 ? title : undefined);
        if (tab) doc.set('tabTitle', `${words(locale).translated}: ${tab}`.slice(0, 43).trimEnd());
        save(`insights/${locale}/${untranslated}`);
        saveTranslation(`insights/${locale}/${untranslated}`);
      }
      writeFileSync(
        join(content, `insights/${DEFAULT_LOCALE}/scheduled-article.md`),
        article(
          'A Scheduled Article',
          'An article dated years away, which the check notes and for which no page, list entry or feed item is built.',
          '2099-01-15',
        ),
      );
    },
  ],
];

/** Runs a stage in the copy, with the PATH of npm scripts. */
// No E2E_PORT: the copy's Playwright picks a free port of its own (playwright.config.ts).
const inCopy = (label, command, args, env = {}) =>
  stage(`${label} (edited copy)`, command, args, { cwd: copy, env: { ...process.env, PATH: npmPath(), ...env } });

/** Copies the project, edits its content, then checks and builds the copy; returns whether both passed. */
async function buildEditedCopy() {
  await loadSchemas();
  copyProject(copy);
  console.log(`Edited copy of the project: ${copy}`);
  for (const [what, apply] of edits) {
    await apply();
    console.log(`  edited: ${what}`);
  }
  return (
    inCopy('Content check', 'node', ['scripts/check-content.mjs']) && inCopy('Production build', 'astro', ['build'])
  );
}

/** The browser tests on the copy's build; writes how many passed to reports/edited.json; returns whether all did. */
function testEditedCopy() {
  // One Playwright run: every @content test as a phone, and the desktop-only ones as a desktop
  // (E2E_DESKTOP_ONLY_SPECS, playwright.config.ts).
  const ok = inCopy(
    'Browser tests that follow the content (all as a phone, the desktop-only ones as a desktop)',
    'playwright',
    ['test', '--grep=@content'],
    { E2E_DESKTOP_ONLY_SPECS: '1' },
  );
  const passed = ok ? JSON.parse(readFileSync(join(copy, 'reports/playwright.json'), 'utf8')).stats.expected : 0;
  // The reports folder exists only once a browser test has run: a copy that stopped before still reports.
  mkdirSync(join(copy, 'reports'), { recursive: true });
  writeFileSync(join(copy, 'reports/edited.json'), JSON.stringify({ passed }));
  return ok;
}

let ok = testOnly || (await buildEditedCopy());
if (!buildOnly) {
  if (ok) ok = testEditedCopy();
  // A copy that stopped before its browser tests still reports: none passed.
  else {
    mkdirSync(join(copy, 'reports'), { recursive: true });
    writeFileSync(join(copy, 'reports/edited.json'), JSON.stringify({ passed: 0 }));
  }
}
if (!ok) console.error(`\nThe edited copy is kept to look into: ${copy}`);
else if (!given) rmSync(copy, { recursive: true, force: true });
process.exit(ok ? 0 : 1);
