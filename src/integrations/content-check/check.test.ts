// The content check on fixture content (tests/fixtures/site): a minimal valid site, copied and broken one way per
// test. Each mistake must come out as the exact plain line an editor reads: file, line, field, what to do.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brokenLinks, checkContent, contentReport } from './check';
import { notMarkdown } from './markdown';
import { MAX_CONTENT_FILE_BYTES } from './rules/file-size';
import { rules } from './rules/index';
import { checkRuleOrder, languageName } from './site';
import { DRAFT_TRANSLATIONS } from '../../content/stand-ins';
import { FIXTURE_SITE, fixtureSiteCopy, removeFixtureCopies } from '../../../tests/support/fixture-site';
import { glossaryTermSchema } from '../../content/schemas/glossary';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../i18n/locales';
import { localizeHref, neutralPath } from '../../i18n/routing';

/** Every language but the default: the translations. */
const translations = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);
// Removing every copy takes more than the default 10 s on a busy machine.
afterAll(removeFixtureCopies, 60_000);

type Edit = (file: string, change: (text: string) => string) => void;

/** A copy of the fixture site with `mutate` applied; every change must change something. */
function site(mutate: (edit: Edit, root: string) => void = () => {}) {
  const root = fixtureSiteCopy('content-check');
  mutate((file, change) => {
    const path = join(root, 'src/content', file);
    const before = readFileSync(path, 'utf8');
    const after = change(before);
    expect(after, `the edit of ${file} changed nothing`).not.toBe(before);
    writeFileSync(path, after);
  }, root);
  return root;
}

/** Errors and warnings, with paths relative to the copy (so they read src/content/…). */
const check = (root: string, draftTranslations = {}) =>
  checkContent(join(root, 'src/content'), { relativeTo: root, draftTranslations });
const errorsOf = (mutate: Parameters<typeof site>[0]) => check(site(mutate)).errors;

/** 1-based number of the first line of `file` (in the copy) containing `text`. */
function lineOf(root: string, file: string, text: string) {
  const index = readFileSync(join(root, 'src/content', file), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes(text));
  expect(index, `${text} not found in ${file}`).toBeGreaterThanOrEqual(0);
  return index + 1;
}

/** Breaks one file and returns its errors together with the line of `marker` in the broken file. */
function broken(file: string, change: (text: string) => string, marker: string) {
  const root = site((edit) => edit(file, change));
  return {
    errors: check(root).errors,
    line: lineOf(root, file, marker),
    at: `src/content/${file}:${lineOf(root, file, marker)}`,
  };
}

/** Breaks one file and expects that one error only: `message`, on the line of `marker` in the broken file. */
function expectOneError(file: string, change: (text: string) => string, marker: string, message: string) {
  const { errors, at } = broken(file, change, marker);
  expect(errors).toEqual([`${at}: ${message}`]);
}

describe('the fixture site', () => {
  it('passes without errors or warnings, every entry parsed by its schema, in order', () => {
    const { errors, warnings, entries } = check(site());
    expect({ errors, warnings }).toEqual({ errors: [], warnings: [] });
    expect(entries.team.filter((entry) => entry.locale === 'en').map((entry) => [entry.id, entry.data.order])).toEqual([
      ['first', 1],
      ['second', 2],
    ]);
    expect(entries.services[0]).toMatchObject({
      id: 'advisory',
      locale: 'en',
      file: 'src/content/services/en/advisory.md',
    });
    // Every language's entries, each with its language and the id of its original.
    expect(entries.services[1]).toMatchObject({
      id: 'advisory',
      locale: 'ar',
      file: 'src/content/services/ar/advisory.md',
    });
    expect(entries.ui.map((entry) => entry.locale)).toEqual(LOCALE_CODES);
    // Parsed, not just read: defaults applied.
    expect(entries.getStartedPage[0]!.data.models.items.map((model) => model.featured)).toEqual([false, true]);
  });
});

describe('one plain line per mistake: file, line, field, and what to do', () => {
  it('a missing field, with what to put there', () => {
    expect(errorsOf((edit) => edit('services/en/advisory.md', (text) => text.replace(/^title: .*\n/m, '')))).toEqual([
      'src/content/services/en/advisory.md: field "title" is missing (add it: Service name on its home page card and in the footer\'s Services list; the service page\'s own heading is the page heading in its top band)',
    ]);
  });

  it('a missing nested field, on the line of its parent', () => {
    expectOneError(
      'settings/site.yaml',
      (text) => text.replace(/^ {2}tel: .*\n/m, ''),
      'phone:',
      `field "phone.tel" is missing (add it: The same number as a tap on it dials: "+" and digits only, no spaces)`,
    );
  });

  it('a value of the wrong type', () => {
    const { errors, at } = broken(
      'team/en/first.md',
      (text) => text.replace(/^order: .*$/m, 'order: first'),
      'order: first',
    );
    expect(errors).toEqual([`${at}: field "order" should be a number, found "first"`]);
  });

  it('text that YAML reads as a number, or cuts short at " #"', () => {
    const code = broken('pages/en/not-found.yaml', (text) => text.replace(/^code: .*$/m, 'code: 404'), 'code:');
    expect(code.errors).toEqual([
      `${code.at}: field "code" should be text, found the number 404 (put the value in double quotes to keep it as text)`,
    ]);
    const cut = broken(
      'pages/en/home.yaml',
      (text) => text.replace(/^ {2}learnMore: .*$/m, '  learnMore: #more'),
      'learnMore:',
    );
    expect(cut.errors).toEqual([
      `${cut.at}: field "services.learnMore" should be text, found an empty value (everything after " #" is a comment: put the value in double quotes)`,
    ]);
  });

  it('a misspelt field, suggesting the right name', () => {
    const { errors, at } = broken('settings/site.yaml', (text) => text.replace(/^brand:/m, 'brandd:'), 'brandd:');
    expect(errors).toEqual([
      'src/content/settings/site.yaml: field "brand" is missing (add it: Firm name, shown in the header, footer and page titles of every language that writes no name of its own, and the site\'s name for search engines and phones)',
      `${at}: field "brandd" is not allowed (did you mean "brand"?)`,
    ]);
  });

  it('a list written as one line of text: one message, not a second one about its length', () => {
    expectOneError(
      'services/en/advisory.md',
      (text) => text.replace(/^highlights:\n {2}- .*$/m, 'highlights: fast, thorough'),
      'highlights:',
      `field "highlights" should be a list (one "- item" per line), found "fast, thorough"`,
    );
  });

  it('an unknown section type, naming the types there are', () => {
    expectOneError(
      'services/en/advisory.md',
      (text) => text.replace('- type: table', '- type: gallery'),
      'type: gallery',
      `field "sections[1].type" should be one of "capabilities", "why-list", "portfolio", "focus-sectors", ` +
        '"approach-cards", "process-steps", "table", "market-points", "industry-cards", "engagement-approach", ' +
        '"image-grid", "call-to-action", found "gallery"',
    );
  });

  it('a missing image file', () => {
    expectOneError(
      'services/en/advisory.md',
      (text) => text.replace('art/sample.svg', 'art/nope.svg'),
      'nope.svg',
      `field "sections[0].items[0].image" points to no image file: ../../../assets/art/nope.svg ` +
        '(paths are relative to the Markdown file, e.g. ../../../assets/art/roads-highway.svg)',
    );
  });

  it('an invalid email address', () => {
    expectOneError(
      'settings/site.yaml',
      (text) => text.replace(/^email: .*$/m, 'email: mandates-at-sample'),
      'email:',
      `field "email" should be an email address such as name@firm.com, found "mandates-at-sample"`,
    );
  });

  it('a page description over 160 characters', () => {
    const long = 'Capital advisory across India, the Gulf and Canada. '.repeat(4).slice(0, 172);
    expectOneError(
      'pages/en/home.yaml',
      (text) => text.replace(/^( {2}description: ).*$/m, `$1${long}`),
      '  description:',
      `field "meta.description" should be at most 160 characters long, found 172: search results cut longer descriptions`,
    );
  });

  it('": " inside a value: quote it', () => {
    expectOneError(
      'process/en/2-second.yaml',
      (text) => text.replace(/^title: .*$/m, 'title: Qualify: test the mandate'),
      'Qualify:',
      `the value contains ": ", so put the whole value in double quotes: "Qualify: test the mandate"`,
    );
  });

  it('": " inside a list item: quote the item', () => {
    expectOneError(
      'services/en/advisory.md',
      (text) => text.replace('  - A highlight', '  - Note: a highlight'),
      'Note:',
      `field "highlights[0]" should be text, found a group of fields (the ": " made it a field: put the whole item in double quotes: - "Note: a highlight")`,
    );
  });

  it('a line indented too far, reported on that line rather than the one before', () => {
    expectOneError(
      'settings/site.yaml',
      (text) => text.replace(/^ {2}tel: /m, '      tel: '),
      'tel:',
      `this line is indented differently from the fields at its level: use the same number of spaces as the lines it belongs with`,
    );
  });

  it('a tab, a field written twice, an unclosed quote', () => {
    const tab = broken('settings/site.yaml', (text) => text.replace(/^ {2}tel: /m, '\ttel: '), 'tel:');
    expect(tab.errors).toEqual([`${tab.at}: a tab is used for indenting: indent with spaces only`]);
    const twice = broken(
      'settings/en/site-text.yaml',
      (text) => text.replace(/^(tagline: .*)$/m, '$1\ntagline: Again.'),
      'Again.',
    );
    expect(twice.errors).toEqual([`${twice.at}: this field is written twice at the same level: keep one`]);
    const quote = broken(
      'settings/en/site-text.yaml',
      (text) => text.replace(/^tagline: (.*)$/m, 'tagline: "$1'),
      'tagline:',
    );
    expect(quote.errors).toEqual([
      `${quote.at}: a value opens a quote but does not close it: end it with the same quote mark`,
    ]);
  });

  it('Markdown without its fields block', () => {
    expect(errorsOf((edit) => edit('team/en/second.md', (text) => text.replace(/^---\n/, '')))).toEqual([
      'src/content/team/en/second.md:1: the file should start with a line of three dashes --- followed by its fields',
    ]);
  });

  it('every error of every file, not just the first', () => {
    const errors = errorsOf((edit) => {
      edit('team/en/first.md', (text) => text.replace(/^order: .*$/m, 'order: first').replace(/^role: .*\n/m, ''));
      edit('team/en/second.md', (text) => text.replace(/^role: .*\n/m, ''));
      edit('settings/site.yaml', (text) => text.replace(/^email: .*$/m, 'email: nobody'));
    });
    expect(errors).toHaveLength(4);
    expect(errors.filter((error) => error.includes('field "role" is missing'))).toHaveLength(2);
  });
});

describe('rules of the schemas, in the same plain words', () => {
  it('lists hold what the layout can, and a limit says why: a headline of five lines, no why-us points', () => {
    const errors = errorsOf((edit) =>
      edit('pages/en/home.yaml', (text) =>
        text
          .replace(
            '    - One line.',
            ['One.', 'Two.', 'Three.', 'Four.', 'Five.'].map((line) => `    - ${line}`).join('\n'),
          )
          .replace(/^ {2}points:\n(?: {4}.*\n| {6}.*\n)+/m, '  points: []\n'),
      ),
    );
    expect(errors.map((error) => error.replace(/^[^ ]+ /, ''))).toEqual([
      'field "hero.headline" should have at most 4 items, found 5: a fifth line would push the buttons below the first screen on a phone',
      'field "whyUs.points" should have at least 1 item, found 0',
    ]);
  });

  it('at most one featured model, one primary office; cards need their items', () => {
    const errors = errorsOf((edit) => {
      edit('pages/en/get-started.yaml', (text) =>
        text
          .replace('      description: A monthly fee.', '      description: A monthly fee.\n      featured: true')
          .replace(/^ {6}items:\n {8}- A summary$/m, '      items: []'),
      );
      edit('offices/en/away.yaml', (text) => text.replace('label: Presence', 'label: Presence\nprimary: true'));
    });
    expect(errors.map((error) => error.replace(/^[^ ]+ /, ''))).toEqual([
      'field "needs.cards[0].items" should have at least 1 item, found 0',
      'field "models.items" marks more than one model as featured: keep featured: true on one',
      'field "primary" marks a second head office (src/content/offices/en/home.yaml is one): keep it on one office',
    ]);
  });

  it('links: site paths only where the site links to itself', () => {
    expectOneError(
      'pages/en/team.yaml',
      (text) => text.replace('href: /contact', 'href: https://example.com'),
      'https://example.com',
      `field "cta.actions[0].href" must be a path on this site starting with "/" or a section anchor starting with "#"`,
    );
  });

  it('a path on this site that a browser reads as another site: //host, /\\host, a backslash (the home page button, the header)', () => {
    const offSite =
      'must not start with "//" or "/\\", nor hold a "\\": a browser reads that as the address of another site; write the path of a page of this site, e.g. "/team"';
    for (const href of ['//elsewhere.example/../favicon.svg', '/\\elsewhere.example/../favicon.svg', '/team\\x']) {
      expectOneError(
        'pages/en/team.yaml',
        (text) => text.replace('href: /contact', `href: '${href}'`),
        href,
        `field "cta.actions[0].href" ${offSite}`,
      );
      expectOneError(
        'ui/en/labels.yaml',
        (text) => text.replace('href: /#services', `href: '${href}'`),
        href,
        `field "nav.links[0].href" ${offSite}`,
      );
    }
  });

  it('page titles long enough for search results', () => {
    expectOneError(
      'pages/en/how-we-work.yaml',
      (text) => text.replace(/^ {2}title: .*$/m, '  title: Process'),
      'title: Process',
      `field "meta.title" should be at least 10 characters long, found 7: a shorter title says too little in search results`,
    );
  });

  it('service pages: alt text with every image, table rows as wide as the columns, a form for form buttons, known form types', () => {
    const errors = errorsOf((edit) =>
      edit('services/en/advisory.md', (text) =>
        text
          .replace('        alt: A navy rectangle\n', '')
          .replace('      - [Towers, 12%]', '      - [Towers]')
          .replace('  type: infrastructure', '  type: crypto')
          .replace(
            'hero:\n',
            'hero:\n  actions:\n    - kind: email\n      label: Write\n      href: mailto:someone@sample.com\n',
          ),
      ),
    );
    expect(errors.map((error) => error.replace(/^[^ ]+ /, ''))).toEqual([
      'field "hero.actions[0].href" is not allowed',
      expect.stringMatching(
        /^field "form.type" should be one of "infrastructure", "private-equity", "real-estate-dubai", "real-estate-india", found "crypto"$/,
      ),
      'field "sections[0].items[0].alt" must come with an image, and an image with alt text: give both or neither',
      'field "sections[1].rows[0]" has 1 cells but the table has 2 columns',
    ]);
  });

  it('a form button on a page without a form', () => {
    const errors = errorsOf((edit) =>
      edit('services/en/advisory.md', (text) =>
        text
          .replace(/^form:\n(?: {2}.*\n)+/m, '')
          .replace('hero:\n', 'hero:\n  actions:\n    - kind: form\n      label: Ask\n'),
      ),
    );
    expect(errors.map((error) => error.replace(/^[^ ]+ /, ''))).toEqual([
      'field "hero.actions[0].kind" is "form", which needs a `form` block on this page: add one, or use email, phone or whatsapp',
    ]);
  });

  it('consultation form: option values unique and plain, {count} in the counter, no unknown field', () => {
    const errors = errorsOf((edit) =>
      edit('forms/en/consultation.yaml', (text) =>
        text
          .replace('[{ value: roi, label: Returns }]', '[{ value: roi, label: Returns }, { value: roi, label: Again }]')
          .replace('[{ value: land, label: Land }]', '[{ value: Land Plots, label: Land }]')
          .replace('counter: "{count} characters"', 'counter: characters')
          .replace('submit: Send', 'submit: Send\nextra: 1'),
      ),
    );
    expect(errors.map((error) => error.replace(/^[^ ]+ /, ''))).toEqual([
      'field "options.real-estate-dubai.preferredModel" has two options with the same value: give each its own',
      'field "options.real-estate-india.preferredModel[0].value" must use lower-case letters, digits, "+" and "-" only',
      expect.stringMatching(/^field "extra" is not allowed/),
      'field "counter" must contain {count}',
    ]);
  });
});

describe('rules across files', () => {
  it('two entries with the same order: a warning, not an error, and both listed by file name', () => {
    const root = site((edit) => edit('team/en/second.md', (text) => text.replace(/^order: .*$/m, 'order: 1')));
    const { errors, warnings, entries } = check(root);
    expect(errors).toEqual([]);
    expect(warnings).toContain(
      `warning: src/content/team/en/second.md:${lineOf(root, 'team/en/second.md', 'order: 1')}: field "order" is the number 1, the same as in src/content/team/en/first.md (both are shown, listed by file name; give each file its own number to choose)`,
    );
    expect(entries.team.filter((entry) => entry.locale === 'en').map((entry) => entry.id)).toEqual(['first', 'second']);
  });

  it('two pages with the same title in search results', () => {
    expectOneError(
      'pages/en/team.yaml',
      (text) => text.replace(/^ {2}title: .*$/m, '  title: Sample home page title'),
      'Sample home page title',
      `field "meta.title" is "Sample home page title", the same as in src/content/pages/en/home.yaml (each page needs its own title in search results)`,
    );
  });

  it('two files for one address (names equal but for case), and a name that is no address', () => {
    const errors = errorsOf((_, root) => {
      cpSync(join(root, 'src/content/services/en/advisory.md'), join(root, 'src/content/services/en/Advisory.md'));
      renameSync(join(root, 'src/content/team/en/second.md'), join(root, 'src/content/team/en/Other Person.md'));
      // The originals' names are the point here: without their translations.
      for (const locale of translations) rmSync(join(root, `src/content/team/${locale}/second.md`));
    });
    expect(errors).toEqual([
      'src/content/services/en/Advisory.md: the file name becomes the page address, so use lower-case letters, digits and dashes only ' +
        '(e.g. advisory.md); as it is, it would take the address of src/content/services/en/advisory.md',
      'src/content/team/en/Other Person.md: the file name becomes the page address, so use lower-case letters, digits and dashes only (e.g. other-person.md)',
    ]);
  });

  it('a missing file, an empty folder, and a file the site does not use', () => {
    const root = site((_, root) => {
      rmSync(join(root, 'src/content/pages/en/team.yaml'));
      rmSync(join(root, 'src/content/process/en'), { recursive: true });
      // With their translations: an original is missing here, not a translation's original (tested below).
      for (const locale of translations) {
        rmSync(join(root, `src/content/pages/${locale}/team.yaml`));
        rmSync(join(root, `src/content/process/${locale}`), { recursive: true });
      }
      writeFileSync(join(root, 'src/content/services/en/notes.txt'), 'draft');
    });
    const { errors, warnings } = check(root);
    expect(errors).toEqual([
      'src/content/pages/en/team.yaml: file is missing (the site needs it)',
      'src/content/process/en: no *.yaml file (the site needs at least one)',
    ]);
    expect(warnings).toEqual([
      'warning: src/content/services/en/notes.txt: this file is not used by the site (the files here must be named *.md)',
    ]);
  });
});

describe('links from content, checked against the pages the build made', () => {
  it('a link to no page, and a link to a section the page does not have', () => {
    const root = site((edit) => {
      edit('pages/en/team.yaml', (text) => text.replace('href: /contact', 'href: /contcat'));
      edit('ui/en/labels.yaml', (text) => text.replace('href: /#services', 'href: /#servics'));
    });
    // Every page in every language: each language's files' links lead to that language's pages.
    const built = new Map(
      ['/', '/contact', '/get-started', '/how-we-work', '/team', '/transactions']
        .flatMap((path) => LOCALE_CODES.map((locale) => localizeHref(path, locale)))
        .map((path) => [path, neutralPath(path) === '/' ? '<section id="services">' : '']),
    );
    expect(brokenLinks(check(root).links, built)).toEqual([
      `src/content/ui/en/labels.yaml:${lineOf(root, 'ui/en/labels.yaml', '/#servics')}: field "nav.links[0].href" leads to /#servics, but / has no section #servics`,
      `src/content/pages/en/team.yaml:${lineOf(root, 'pages/en/team.yaml', '/contcat')}: field "cta.actions[0].href" leads to /contcat, which is no page of this site ` +
        '(the pages are /, /contact, /get-started, /how-we-work, /team, /transactions)',
    ]);
    expect(brokenLinks(check(site()).links, built)).toEqual([]);
  });
});

describe('links from content, checked before the build against the pages the content makes', () => {
  it('a link in Markdown text to no page, or to a heading the page does not have, on its line in the file', () => {
    const root = site((edit) => {
      edit(
        'legal/en/privacy.md',
        (text) => `${text}\nSee [our fees](/no-such-page) and [the terms](/disclaimer#no-such-heading).\n`,
      );
      edit('services/en/advisory.md', (text) => `${text}\nMore in\n[the team\npage](/tema "Team").\n`);
    });
    const privacy = lineOf(root, 'legal/en/privacy.md', 'our fees');
    expect(check(root).errors).toEqual([
      `src/content/services/en/advisory.md:${lineOf(root, 'services/en/advisory.md', '[the team')}: the link "the team page" leads to /tema, which is no page of this site ` +
        '(the pages are /, /contact, /disclaimer, /disclosures, /get-started, /how-we-are-paid, /how-we-work, /insights, /insights/first-note, /privacy, /services/advisory, /team, /transactions)',
      `src/content/legal/en/privacy.md:${privacy}: the link "our fees" leads to /no-such-page, which is no page of this site ` +
        '(the pages are /, /contact, /disclaimer, /disclosures, /get-started, /how-we-are-paid, /how-we-work, /insights, /insights/first-note, /privacy, /services/advisory, /team, /transactions)',
      `src/content/legal/en/privacy.md:${privacy}: the link "the terms" leads to /disclaimer#no-such-heading, but /disclaimer has no section #no-such-heading ` +
        `(its sections are ${[...readFileSync(join(root, 'src/content/legal/en/disclaimer.md'), 'utf8').matchAll(/^## (.*)$/gm)].map(([, heading]) => `#${heading!.toLowerCase().replace(/ /g, '-')}`).join(', ')})`,
    ]);
  });

  it('a link in a field to no page, without a build', () => {
    expectOneError(
      'pages/en/team.yaml',
      (text) => text.replace('href: /contact', 'href: /contcat'),
      '/contcat',
      `field "cta.actions[0].href" leads to /contcat, which is no page of this site (the pages are /, /contact, /disclaimer, /disclosures, /get-started, /how-we-are-paid, /how-we-work, /insights, /insights/first-note, /privacy, /services/advisory, /team, /transactions)`,
    );
  });

  it('a link to a service whose file has a mistake: the mistake only, not a second line about the link', () => {
    const errors = errorsOf((edit) => {
      edit('services/en/advisory.md', (text) => text.replace(/^title: .*\n/m, ''));
      edit('pages/en/team.yaml', (text) => text.replace('href: /contact', 'href: /services/advisory'));
    });
    expect(errors).toEqual([
      'src/content/services/en/advisory.md: field "title" is missing (add it: Service name on its home page card and in the footer\'s Services list; the service page\'s own heading is the page heading in its top band)',
    ]);
  });

  it('links that lead somewhere pass: a page, a heading of a Markdown page, a service; code and images are no links', () => {
    const root = site((edit) =>
      edit(
        'legal/en/disclaimer.md',
        (text) =>
          `${text}\n## Fees & **charges**\n\nSee [who we are](/privacy#who-we-are), [a service](/services/advisory/), [this](#fees--charges), ` +
          '[ref][r] and `[code](/not-a-link)`.\n\n```\n[fenced](/not-a-link)\n```\n\n![art](/nowhere.svg)\n\n[r]: /team\n',
      ),
    );
    const { errors, links } = check(root);
    expect(errors).toEqual([]);
    // After the build, body links are checked again against the built pages' sections (brokenLinks).
    expect(
      links.filter((link) => link.at.startsWith('src/content/legal/')).map(({ what, href }) => [what, href]),
    ).toEqual([
      ['the link "who we are"', '/privacy#who-we-are'],
      ['the link "a service"', '/services/advisory/'],
      ['the link "ref"', '/team'],
    ]);
  });
});

describe('files an editor cannot see are wrong', () => {
  it('a file that is not UTF-8 (a Latin-1 "é", UTF-16 with or without its mark): one line, where the first wrong byte is', () => {
    const root = site((_, root) => {
      const file = join(root, 'src/content/settings/en/site-text.yaml');
      const text = readFileSync(file, 'utf8').replace(/^tagline: .*$/m, 'tagline: Caf\u00e9 talk.');
      writeFileSync(file, Buffer.from(text, 'latin1'));
      const utf16 = (name: string, mark: string) => {
        const path = join(root, 'src/content', name);
        writeFileSync(path, Buffer.from(mark + readFileSync(path, 'utf8'), 'utf16le'));
      };
      utf16('process/en/1-first.yaml', '\uFEFF');
      utf16('process/en/2-second.yaml', '');
    });
    expect(check(root).errors).toEqual([
      `src/content/settings/en/site-text.yaml:${lineOf(root, 'settings/en/site-text.yaml', 'tagline:')}: this file is not UTF-8 text: save it as UTF-8`,
      'src/content/process/en/1-first.yaml:1: this file is not UTF-8 text: save it as UTF-8',
      'src/content/process/en/2-second.yaml:1: this file is not UTF-8 text: save it as UTF-8',
    ]);
  });

  it('a UTF-8 file with a byte-order mark is fine', () => {
    const root = site((edit) => edit('settings/site.yaml', (text) => `\uFEFF${text}`));
    expect(check(root)).toMatchObject({ errors: [], warnings: [] });
  });

  it('an empty file, a file of blank lines, Markdown with an empty fields block: "the file is empty", once', () => {
    const errors = errorsOf((_, root) => {
      writeFileSync(join(root, 'src/content/pages/en/team.yaml'), '');
      writeFileSync(join(root, 'src/content/process/en/1-first.yaml'), '\n  \n# a comment\n');
      writeFileSync(join(root, 'src/content/team/en/second.md'), '---\n---\n\n');
    });
    expect(errors).toEqual([
      'src/content/pages/en/team.yaml: the file is empty',
      'src/content/team/en/second.md: the file is empty',
      'src/content/process/en/1-first.yaml: the file is empty',
    ]);
  });
});

describe('warnings: the build goes on, and says what is left to do', () => {
  it('a list item indented deeper than the one above, read as part of it: on the deeper line', () => {
    const root = site((edit) =>
      edit('process/en/1-first.yaml', (text) =>
        text.replace(/^activities:\n {2}- (.*)$/m, 'activities:\n  - $1\n    - A deeper activity'),
      ),
    );
    const line = lineOf(root, 'process/en/1-first.yaml', 'A deeper activity');
    expect(check(root)).toMatchObject({
      errors: [],
      warnings: [
        `warning: src/content/process/en/1-first.yaml:${line}: field "activities[0]" takes this line into the item above, which reads "An activity - A deeper activity": ` +
          'to make it an item of its own, start its "- " exactly under the "- " above',
      ],
    });
  });

  it('stand-in values by value alone (the editor keeps no comments): a listed one, a test address, a network’s home page; never a form field’s sample', () => {
    const root = site((edit) => {
      edit('settings/site.yaml', (text) =>
        text
          .replace(/^brand: .*$/m, 'brand: Aravali Capital Advisory')
          .replace(/^email: .*$/m, 'email: mandates@firm.example')
          .replace(/^( {4}url: ).*$/m, '$1https://www.linkedin.com/'),
      );
    });
    const settings = 'src/content/settings/site.yaml';
    expect(check(root).warnings).toEqual([
      `warning: ${settings}:${lineOf(root, 'settings/site.yaml', 'brand:')}: field "brand" still holds a stand-in value "Aravali Capital Advisory" (the sample firm name, listed in src/content/stand-ins.ts)`,
      `warning: ${settings}:${lineOf(root, 'settings/site.yaml', 'email:')}: field "email" still holds a stand-in value "mandates@firm.example" (firm.example is a test domain, not a real address)`,
      `warning: ${settings}:${lineOf(root, 'settings/site.yaml', 'url:')}: field "social[0].url" still holds a stand-in value "https://www.linkedin.com/" (the network's home page, not the firm's profile)`,
    ]);
    // The fixture's form placeholder "name@example.com" is a sample by design.
    expect(readFileSync(join(root, 'src/content/forms/en/consultation.yaml'), 'utf8')).toContain('name@example.com');
  });

  it('a shown phone number whose digits differ from the dialled one', () => {
    const root = site((edit) =>
      edit('settings/site.yaml', (text) => text.replace(/^ {2}display: .*$/m, '  display: +44 (0)20 7946 0000')),
    );
    expect(check(root)).toMatchObject({
      errors: [],
      warnings: [
        `warning: src/content/settings/site.yaml:${lineOf(root, 'settings/site.yaml', 'display:')}: field "phone.display" shows the digits ` +
          '4402079460000 but phone.tel dials 442079460000: make them the same number',
      ],
    });
  });

  it('are printed after the errors, with a verdict that says what to do', () => {
    expect(contentReport({ errors: ['a: x'], warnings: ['warning: b: y'] })).toEqual([
      'a: x',
      'warning: b: y',
      '1 content error, 1 warning: fix each line above (file:line), save, and run the command again.',
    ]);
    expect(contentReport({ errors: [], warnings: [] })).toEqual(['Content OK: no errors, 0 warnings.']);
    expect(
      contentReport({ errors: [], warnings: ['warning: b: field "x" still holds a stand-in value "y"'] }).at(-1),
    ).toBe('Content OK: no errors, 1 warning (stand-in values to replace before launch).');
    expect(
      contentReport({ errors: [], warnings: ['warning: b: field "x" takes this line into the item above'] }).at(-1),
    ).toBe('Content OK: no errors, 1 warning (see each line above).');
  });
});

describe('npm run check:content', () => {
  it('prints each mistake as one plain line and exits with status 1', () => {
    const root = site((edit) => edit('team/en/first.md', (text) => text.replace(/^order: .*$/m, 'order: first')));
    const run = spawnSync(resolve('node_modules/.bin/node'), ['scripts/check-content.mjs', join(root, 'src/content')], {
      encoding: 'utf8',
      // The check of a copy in three languages or more, beside the other tests, on a busy shared machine.
      timeout: 90_000,
    });
    // The warnings: one for each language whose text is a draft (src/content/stand-ins.ts), as the copy has them all.
    const drafts = translations.filter((locale) => DRAFT_TRANSLATIONS[locale]);
    expect(run.stdout.trim().split('\n').at(-1)).toBe(
      `1 content error, ${drafts.length} warning${drafts.length === 1 ? '' : 's'}: fix each line above (file:line), save, and run the command again.`,
    );
    for (const locale of drafts)
      expect(run.stdout).toContain(
        `warning: src/content/*/${locale}/: the ${languageName(locale)} text is a draft translation`,
      );
    expect(run.stdout).toMatch(/first\.md:\d+: field "order" should be a number, found "first"\n/);
    expect(run.status).toBe(1);
  }, 100_000);
});

describe('languages: every language against the same schemas, the default language the original', () => {
  it('a translation without an original is a mistake; an original without its translation a warning, its page a fallback', () => {
    const root = site((_, root) => {
      renameSync(join(root, 'src/content/services/ar/advisory.md'), join(root, 'src/content/services/ar/advisery.md'));
      rmSync(join(root, 'src/content/pages/ar/team.yaml'));
    });
    const { errors, warnings, fallbackRoutes } = check(root);
    expect(errors).toEqual([
      'src/content/services/ar/advisery.md: there is no English original src/content/services/en/advisery.md: a translation takes the address of its original, ' +
        'so give this file the name of the one it translates (did you mean src/content/services/en/advisory.md?)',
    ]);
    expect(warnings).toEqual([
      'warning: src/content/services/en/advisory.md: has no Arabic translation (src/content/services/ar/advisory.md): its Arabic page shows this text meanwhile',
      'warning: src/content/pages/en/team.yaml: has no Arabic translation (src/content/pages/ar/team.yaml): its Arabic page shows this text meanwhile',
    ]);
    expect(fallbackRoutes).toEqual(['/ar/services/advisory', '/ar/team']);
    expect(check(site()).fallbackRoutes).toEqual([]);
  });

  it('the words that frame every page (labels, the firm’s words, the form) are needed in every language', () => {
    const [other] = translations;
    if (!other) return;
    const frame = ['settings/site-text.yaml', 'ui/labels.yaml', 'forms/consultation.yaml'].map((file) =>
      file.replace('/', `/${other}/`),
    );
    const root = site((_, root) => frame.forEach((file) => rmSync(join(root, 'src/content', file))));
    const { errors, warnings } = check(root);
    expect(errors).toEqual(
      frame.map(
        (file) =>
          `src/content/${file}: file is missing: every ${languageName(other)} page shows its words, so copy src/content/${file.replace(`/${other}/`, `/${DEFAULT_LOCALE}/`)} here and translate it`,
      ),
    );
    expect(warnings).toEqual([]);
  });

  it('a translation is checked against the same schema as its original', () => {
    const { errors, at } = broken('services/ar/advisory.md', (text) => text.replace(/^title: .*\n/m, ''), '---');
    expect(errors).toEqual([
      `${at.replace(/:\d+$/, '')}: field "title" is missing (add it: Service name on its home page card and in the footer's Services list; the service page's own heading is the page heading in its top band)`,
    ]);
  });

  it('links in a translation lead to the pages of its language, and are checked against them', () => {
    const root = site((edit) => edit('pages/ar/team.yaml', (text) => text.replace('href: /contact', 'href: /contcat')));
    const at = `src/content/pages/ar/team.yaml:${lineOf(root, 'pages/ar/team.yaml', '/contcat')}`;
    expect(check(root).errors).toEqual([
      `${at}: field "cta.actions[0].href" leads to /ar/contcat, which is no page of this site ` +
        '(the pages are /ar, /ar/contact, /ar/disclaimer, /ar/disclosures, /ar/get-started, /ar/how-we-are-paid, /ar/how-we-work, /ar/insights, /ar/insights/arabic-only-note, /ar/privacy, /ar/services/advisory, /ar/team, /ar/transactions)',
    ]);
    expect(
      check(site())
        .links.filter((link) => link.at.startsWith('src/content/pages/ar/team.yaml'))
        .map((link) => link.href),
    ).toContain('/ar/contact');
  });

  it('a language whose text is a draft: one warning for the language, until its line in src/content/stand-ins.ts is deleted', () => {
    const draft = check(site(), { ar: 'a draft for the tests' }).warnings;
    expect(draft).toEqual([
      'warning: src/content/*/ar/: the Arabic text is a draft translation (a draft for the tests), listed in src/content/stand-ins.ts',
    ]);
    expect(contentReport({ errors: [], warnings: draft }).at(-1)).toBe(
      'Content OK: no errors, 1 warning (stand-in values to replace before launch).',
    );
  });

  it('the settings: one file for every language, their words one file per language', () => {
    const { entries } = check(site());
    expect(entries.settings.map((entry) => entry.file)).toEqual(['src/content/settings/site.yaml']);
    expect(entries.siteText.map((entry) => entry.file)).toEqual(
      LOCALE_CODES.map((locale) => `src/content/settings/${locale}/site-text.yaml`),
    );
    const { errors, at } = broken(
      'settings/ar/site-text.yaml',
      (text) => text.replace(/^tagline:/m, 'taglin:'),
      'taglin:',
    );
    expect(errors).toEqual([
      'src/content/settings/ar/site-text.yaml: field "tagline" is missing (add it: One line under the firm name at the top of the home page)',
      `${at}: field "taglin" is not allowed (did you mean "tagline"?)`,
    ]);
  });
});

describe('facts written once: a translation holds words only', () => {
  const holder = 'offices/en/home.yaml';
  it('a fact written again in a translation is refused, changed or not, naming where it is written', () => {
    for (const locale of translations) {
      const file = `offices/${locale}/home.yaml`;
      const root = site((edit) =>
        edit(file, (text) =>
          text
            .replace(/^registration:\n/m, 'registration:\n  number: SR-2\n')
            .replace(/$/, `${text.endsWith('\n') ? '' : '\n'}order: 1\n`),
        ),
      );
      expect(check(root).errors).toEqual([
        `src/content/${file}:${lineOf(root, file, 'number: SR-2')}: field "registration.number" is the same in every language and written once, in src/content/${holder}: remove it here`,
        `src/content/${file}:${lineOf(root, file, 'order: 1')}: field "order" is the same in every language and written once, in src/content/${holder}: remove it here`,
      ]);
    }
  });

  it('every language shows the facts its original holds, and a fact changed there changes in every language', () => {
    const number = (root: string) =>
      check(root)
        .entries.offices.filter((entry) => entry.id === 'home')
        .map((entry) => entry.data.registration?.number);
    const written = number(site());
    expect(written).toHaveLength(LOCALE_CODES.length);
    expect(new Set(written).size).toBe(1);
    const changed = number(site((edit) => edit(holder, (text) => text.replace(/number: .*/, 'number: SR-99'))));
    expect(changed).toEqual(LOCALE_CODES.map(() => 'SR-99'));
  });

  it('a fact the original lacks is a mistake of the original only; the words a translation lacks are its own', () => {
    const root = site((edit) => {
      edit(holder, (text) => text.replace(/^ {2}number: .*\n/m, ''));
      for (const locale of translations)
        edit(`offices/${locale}/home.yaml`, (text) => text.replace(/^ {2}status: .*\n/m, ''));
    });
    const missing = (file: string, field: string) =>
      expect.stringMatching(
        new RegExp(
          `^src/content/${file}:${lineOf(root, file, 'registration:')}: field "${field}" is missing \\(add it: `,
        ),
      );
    expect(check(root).errors).toEqual([
      missing(holder, 'registration.number'),
      ...translations.map((locale) => missing(`offices/${locale}/home.yaml`, 'registration.status')),
    ]);
  });

  it('an entry written in other languages only holds its own facts, in the first of them', () => {
    const arabicOnly = check(site()).entries.insights.find((entry) => entry.id === 'arabic-only-note');
    expect(arabicOnly?.data.published).toBeInstanceOf(Date);
  });

  it('a translation saved under a name close to its original’s: "did you mean", as an error where a translation needs an original, a warning where a file may stand alone', () => {
    const [locale] = translations;
    const root = site((_, root) => {
      renameSync(
        join(root, `src/content/team/${locale}/second.md`),
        join(root, `src/content/team/${locale}/secnod.md`),
      );
      cpSync(
        join(root, 'src/content/insights/en/first-note.md'),
        join(root, `src/content/insights/${locale}/first-notes.md`),
      );
    });
    const { errors, warnings } = check(root);
    expect(errors).toContainEqual(
      expect.stringMatching(
        new RegExp(`^src/content/team/${locale}/secnod\\.md: .*\\(did you mean src/content/team/en/second\\.md\\?\\)$`),
      ),
    );
    expect(warnings).toContain(
      `warning: src/content/insights/${locale}/first-notes.md: no other language has a file of this name, but src/content/insights/en/first-note.md is close: if one translates the other, give them the same name (a translation takes its original's address and facts); else each is an entry of its own`,
    );
    expect(check(site()).warnings.filter((warning) => warning.includes('is close'))).toEqual([]);
  });

  it('a file with several mistakes reports them all at once: a date written the wrong way and a person the team lacks', () => {
    const file = 'insights/en/first-note.md';
    const root = site((edit) =>
      edit(file, (text) => text.replace(/published: .*/, 'published: 27/11/2026').replace('  - first', '  - frist')),
    );
    const errors = check(root).errors;
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatch(
      new RegExp(`^src/content/${file}:${lineOf(root, file, '27/11/2026')}: field "published" `),
    );
    expect(errors[1]).toMatch(
      new RegExp(
        `^src/content/${file}:${lineOf(root, file, '- frist')}: field "authors\\[0\\]" is "frist", which is no file of src/content/team/`,
      ),
    );
  });

  it('a transaction with a year written in words and a service that is no file: both, at once', () => {
    const file = 'transactions/en/first-deal.yaml';
    const root = site((edit) =>
      edit(file, (text) =>
        text.replace(/^year: .*/m, 'year: twenty twenty').replace(/^service: .*/m, 'service: nowhere'),
      ),
    );
    const errors = check(root).errors;
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(`^src/content/${file}:${lineOf(root, file, 'service: nowhere')}: field "service" names no service`),
      ),
      expect.stringMatching(new RegExp(`^src/content/${file}:${lineOf(root, file, 'year: twenty')}: field "year" `)),
    ]);
  });
});

describe('a content file past a sane size', () => {
  it('stops in the check with its name, its size and the limit, before anything reads it', () => {
    const root = site((edit) =>
      edit('legal/ar/privacy.md', (text) => `${text}\n${'A sentence of the notice. '.repeat(100_000)}\n`),
    );
    const { errors } = check(root);
    expect(errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/legal/ar/privacy\\.md: the file is [\\d,]+ KB, more than the ${MAX_CONTENT_FILE_BYTES / 1024} KB a content file may hold `,
        ),
      ),
    ]);
    // Just under the limit is fine.
    const under = site((edit) =>
      edit(
        'legal/ar/privacy.md',
        (text) => `${text}\n${'x'.repeat(MAX_CONTENT_FILE_BYTES - Buffer.byteLength(text) - 2)}\n`,
      ),
    );
    expect(check(under).errors).toEqual([]);
  });
});

describe('YAML anchors, aliases and tags: one plain line each, never a stack trace', () => {
  it('an anchor at the start of a value, which would drop "&Co." from the text', () => {
    expectOneError(
      'process/en/1-first.yaml',
      (text) => text.replace(/^summary: .*$/m, 'summary: &Co. partners review the first step.'),
      'summary:',
      'field "summary" starts with "&Co.", which YAML reads as the name of an anchor and leaves it out of the text: ' +
        'write the text in quotes: "&Co. partners review the first step."',
    );
  });

  it('an alias and a tag, in a Markdown file’s fields too', () => {
    const root = site((edit) => {
      edit('process/en/2-second.yaml', (text) => text.replace(/^summary: .*$/m, 'summary: *Co.'));
      edit('team/en/first.md', (text) => text.replace(/^role: (.*)$/m, 'role: !!str $1'));
    });
    const alias = lineOf(root, 'process/en/2-second.yaml', 'summary:');
    const tag = lineOf(root, 'team/en/first.md', 'role:');
    const role = /^role: !!str (.*)$/m.exec(readFileSync(join(root, 'src/content/team/en/first.md'), 'utf8'))![1];
    expect(check(root).errors).toEqual([
      `src/content/team/en/first.md:${tag}: field "role" starts with "!!str", which YAML reads as a type for the value (a tag) and leaves it out of the text: write the text in quotes: "!!str ${role}"`,
      `src/content/process/en/2-second.yaml:${alias}: field "summary" starts with "*Co.", which YAML reads as a copy of another value (an alias), not text: write the text in quotes: "*Co."`,
    ]);
  });

  it('an alias bomb stops on its lines, at once', () => {
    const bomb = [
      'a: &a ["lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol", "lol"]',
      ...Array.from({ length: 8 }, (_, index) => {
        const [name, previous] = [String.fromCharCode(98 + index), String.fromCharCode(97 + index)];
        return `${name}: &${name} [${Array(9).fill(`*${previous}`).join(', ')}]`;
      }),
    ].join('\n');
    const root = site((edit) => edit('process/en/1-first.yaml', (text) => `${text}${bomb}\n`));
    const started = performance.now();
    const { errors } = check(root);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(errors).toHaveLength(9);
    expect(errors[0]).toBe(
      `src/content/process/en/1-first.yaml:${lineOf(root, 'process/en/1-first.yaml', 'a: &a')}: field "a" starts with "&a", which YAML reads as the name of an anchor and leaves it out of the text: delete it, and write the value out in full`,
    );
    expect(errors.every((error) => error.startsWith('src/content/process/en/1-first.yaml:'))).toBe(true);
  });

  it('"&" and "*" inside a value, or quoted, are text', () => {
    const root = site((edit) => {
      edit('process/en/1-first.yaml', (text) =>
        text.replace(/^summary: .*$/m, 'summary: Partners & Co. review *all* of it.'),
      );
      edit('process/en/2-second.yaml', (text) =>
        text.replace(/^summary: .*$/m, 'summary: "&Co. partners review *it*."'),
      );
    });
    expect(check(root).errors).toEqual([]);
  });
});

// Each case checks a copy of the fixture: many copies, and more files in each with every language of the list.
describe(
  'Markdown text is Markdown only: raw HTML and links that run a script are mistakes',
  { timeout: 120_000 },
  () => {
    /** Markdown text that the site's own renderer (Sätteri) turns into raw HTML or a link that runs or carries content. */
    const hostile = [
      '<meta http-equiv="refresh" content="1;url=https://elsewhere.test/">',
      '<script>alert(1)</script>',
      'A picture: <img src="x" onerror="alert(1)">.',
      '<iframe src="https://elsewhere.test/"></iframe>',
      '<link rel="stylesheet" href="https://elsewhere.test/style.css">',
      '<form action="https://elsewhere.test/"><input name="card"></form>',
      'Some <span\nstyle="color:red">text</span> over two lines.',
      '<!-- a note for the next editor, never closed',
    ];
    /**
     * The spellings that passed the pattern-reading check of security review 5 (F1): each read as a closed comment or
     * a code span by a reader of the source, and each a live <meta http-equiv="refresh"> or <img onerror> in the page.
     */
    const refresh = '<meta http-equiv="refresh" content="1;url=https://elsewhere.test/x">';
    const disguisedAsNotes = [
      `<!-->${refresh}<!-- -->`,
      `<!--->${refresh}<!-- -->`,
      `<!-- --!>${refresh} -->`,
      `Price \\\`${refresh}\` here.`,
      'Read <meta http-equiv="refresh" content="1;url=https://elsewhere.test/x#`"> now `x` done.',
      'Text <!--> <img src=x onerror=alert(1)> <!-- --> end.',
    ];
    /** Each case, and the text on the line of its link (where the page has it). */
    const links: Array<[markdown: string, marker: string]> = [
      ['[Click](javascript:alert(1))', '[Click]'],
      ['[Click](JaVa&#x53;cript:alert(1))', '[Click]'],
      ['[Click](<vbscript:msgbox(1)>)', '[Click]'],
      ['<javascript:alert(1)>', '<javascript:'],
      ['[Click][here]\n\n[here]: data:text/html;base64,PGI+aGk8L2I+', '[Click][here]'],
      // The four spellings of L1: a definition in a block quote, in a list item, behind an escaped bracket, and an
      // inline link between two stray backticks in different paragraphs.
      ['[click][q]\n\n> [q]: javascript:alert(1)', '[click][q]'],
      ['- [l]: javascript:alert(1)\n\n[l]', '[l]'],
      ['[a\\]b]: javascript:alert(1)\n\n[a\\]b]', '[a\\]b]'],
      ['A stray ` here.\n\n[x](javascript:alert(1))\n\nAnd ` there.', '[x]('],
    ];

    it('each case is what the site’s Markdown renderer passes through as HTML, or makes a link of', async () => {
      const { markdownToHtml } = await import('satteri');
      for (const markdown of [...hostile, ...disguisedAsNotes])
        expect((await markdownToHtml(markdown)).html, markdown).toMatch(/<(?!\/?(?:p|a|code)\b)[a-z!]/i);
      for (const [markdown] of links)
        expect((await markdownToHtml(markdown)).html, markdown).toMatch(/href="(?:javascript|vbscript|data):/i);
    });

    it('raw HTML: one line each, on its line, "write this in Markdown instead"', () => {
      for (const markdown of hostile) {
        const root = site((edit) => edit('legal/ar/privacy.md', (text) => `${text}\n${markdown}\n`));
        const line = lineOf(root, 'legal/ar/privacy.md', markdown.split('\n')[0]!);
        const { errors } = check(root);
        expect(errors[0], markdown).toMatch(
          new RegExp(
            `^src/content/legal/ar/privacy\\.md:${line}: the text has (?:raw HTML <.*: write this in Markdown instead|an HTML comment <!--.*: remove it)`,
          ),
        );
        expect(
          errors.every((error) => error.startsWith('src/content/legal/ar/privacy.md:')),
          markdown,
        ).toBe(true);
      }
    });

    it('the comment and code-span spellings a browser reads as HTML are found, on their line (review 5, F1)', () => {
      for (const markdown of disguisedAsNotes) {
        const root = site((edit) => edit('legal/en/privacy.md', (text) => `${text}\n${markdown}\n`));
        const line = lineOf(root, 'legal/en/privacy.md', markdown);
        expect(check(root).errors, markdown).toEqual([
          expect.stringMatching(
            new RegExp(`^src/content/legal/en/privacy\\.md:${line}: the text has raw HTML .*<(?:meta|img) `),
          ),
        ]);
      }
    });

    it('HTML that only looks like code to a simple reader is found: the site’s renderer passes it on as HTML', async () => {
      const { markdownToHtml } = await import('satteri');
      const disguised = [
        'A code span `that opens\n<script>alert(1)</script>\nand closes` later.',
        'A code span that opens `here\n\n<img src="x" onerror="alert(1)">\n\nand closes` a paragraph later.',
        '``` not a fence`\n<script>alert(1)</script>\n```',
        '1. An item\n   ```\n<script>alert(1)</script>\n',
      ];
      for (const markdown of disguised) {
        expect((await markdownToHtml(markdown)).html, markdown).toMatch(/<(?:script|img)\b/);
        const root = site((edit) => edit('legal/en/privacy.md', (text) => `${text}\n${markdown}\n`));
        const line = lineOf(root, 'legal/en/privacy.md', markdown.includes('<script>') ? '<script>' : '<img');
        expect(check(root).errors, markdown).toContainEqual(
          expect.stringMatching(
            new RegExp(`^src/content/legal/en/privacy\\.md:${line}: the text has raw HTML <(?:script|img)`),
          ),
        );
      }
    });

    it('the refresh that sent every visitor of a page elsewhere, exactly', () => {
      expectOneError(
        'legal/ar/privacy.md',
        (text) => `${text}\n<meta http-equiv="refresh" content="1;url=https://elsewhere.test/">\n`,
        '<meta',
        'the text has raw HTML <meta http-equiv="refresh" content="1;url=https://elsewhere.test/">: ' +
          'write this in Markdown instead (the site publishes Markdown text only)',
      );
    });

    it('a link to javascript:, vbscript: or data:, however spelt and wherever defined: one line each, where the link is', () => {
      for (const [markdown, marker] of links) {
        const root = site((edit) => edit('legal/en/privacy.md', (text) => `${text}\n${markdown}\n`));
        // The line that starts with the link (a reference definition starts with its label and a colon).
        const line =
          readFileSync(join(root, 'src/content/legal/en/privacy.md'), 'utf8')
            .split('\n')
            .findIndex((text) => text.startsWith(marker) && !text.startsWith(`${marker}:`)) + 1;
        expect(check(root).errors, markdown).toEqual([
          expect.stringMatching(
            new RegExp(
              `^src/content/legal/en/privacy\\.md:${line}: a link leads to .*, which is no page: link to a page of the site`,
            ),
          ),
        ]);
      }
    });

    it('a picture from a data: address, and a character past U+10FFFF in a link: one line each, never a stack trace', () => {
      expectOneError(
        'legal/en/privacy.md',
        (text) => `${text}\n![Picture](data:image/svg+xml;base64,PHN2Zz4=)\n`,
        '![Picture]',
        "a picture's address is data:image/svg+xml;base64,PHN2Zz4=, which is no picture of the site: use a file of the site (/…) or a web address (https://…)",
      );
      // L2: it crashed the check with "RangeError: Invalid code point 1114112"; the renderer reads it as "�" (a path).
      const root = site((edit) =>
        edit(
          'legal/en/privacy.md',
          (text) => `${text}\n[x](&#x110000;javascript:alert(1)) and [y](&#1114112;/contact)\n`,
        ),
      );
      expect(() => check(root)).not.toThrow();
      expect(check(root).errors.filter((error) => /RangeError|code point/.test(error))).toEqual([]);
    });

    it('HTML written as code or escaped is text, autolinks, mail and phone links Markdown, a "<" in prose a character', () => {
      const markdown = [
        'Write `<script>` as code.',
        '',
        '```html',
        '<iframe src="https://elsewhere.test/"></iframe>',
        '```',
        '',
        'An escaped \\<b> tag, 3 < 4 and 5 > 4, <https://www.sebi.gov.in/> and <privacy@sample.com>.',
        '',
        '[A page](/contact), [a site](https://www.sebi.gov.in/a_(b)), [mail](mailto:privacy@sample.com), [call](tel:+911234567890) and [a part](#top).',
        '',
        '| Fee | Rate |',
        '| :-- | --: |',
        '| Retainer | 1% |',
        '',
        '- [x] a task list, ~~struck~~ and a footnote[^1].',
        '',
        '[^1]: The note.',
      ].join('\n');
      const root = site((edit) => edit('legal/en/privacy.md', (text) => `${text}\n${markdown}\n`));
      expect(check(root).errors).toEqual([]);
    });

    it('a closed comment is a mistake too: the browser, not the editor, decides where it ends', () => {
      expectOneError(
        'legal/en/privacy.md',
        (text) => `${text}\nA sentence. <!-- a note for editors, closed -->\n`,
        '<!-- a note',
        'the text has an HTML comment <!-- a note for editors, closed -->: remove it (the site publishes Markdown text only, ' +
          'and a browser may end a comment sooner than it seems to, then show or run what follows)',
      );
    });

    it('the rendered HTML is held to what Markdown makes, by a real HTML parser', () => {
      expect(notMarkdown('<h2 id="a">A</h2><p><a href="/x" title="t">x</a> <img src="/p.png" alt="p"></p>')).toEqual(
        [],
      );
      expect(
        notMarkdown(
          '<p>x<!--><meta http-equiv="refresh"><!-- --><a href="java\nscript:x">y</a><b onclick="z">b</b></p>',
        ),
      ).toEqual(['<!---->', '<meta http-equiv="refresh">', '<!-- -->', '<a href="java\nscript:x">', '<b onclick="z">']);
    });
  },
);
describe('invisible control characters: one line each, in the text and in what a YAML escape writes', () => {
  const why =
    'delete it (invisible on the page, one such character makes the whole RSS feed of its language unreadable to every feed reader)';

  it('typed into an article, a field or a Markdown text (U+000B is the line break Word writes): on its line and column', () => {
    const root = site((edit) => {
      edit('insights/en/first-note.md', (text) => `${text}\nA stray \u000b vertical tab.\n`);
      edit('process/en/2-second.yaml', (text) => text.replace(/^summary: (.*)$/m, 'summary: Backspace\u0008 and $1'));
      edit('legal/en/privacy.md', (text) => `${text}\nA C1 control \u0085 and a noncharacter \uFFFF.\n`);
    });
    const at = (file: string, text: string) => `src/content/${file}:${lineOf(root, file, text)}`;
    expect(check(root).errors).toEqual([
      `${at('process/en/2-second.yaml', 'Backspace')}: the text has an invisible character U+0008 (a backspace) at column 19: ${why}`,
      `${at('legal/en/privacy.md', 'A C1 control')}: the text has an invisible character U+0085 (a control character) at column 14: ${why}`,
      `${at('insights/en/first-note.md', 'A stray')}: the text has an invisible character U+000B (a vertical tab, which Word writes for a manual line break) at column 9: ${why}`,
    ]);
  });

  it('written as a YAML escape in double quotes ("\\v", "\\x01", a lone "\\ud800"): on the field’s line', () => {
    const root = site((edit) => {
      edit('insights/en/first-note.md', (text) => text.replace(/^title: (.*)$/m, 'title: "$1\\v"'));
      edit('process/en/1-first.yaml', (text) => text.replace(/^summary: (.*)$/m, 'summary: "$1 \\x01 \\ud800"'));
    });
    const errors = check(root).errors;
    expect(errors).toEqual([
      `src/content/process/en/1-first.yaml:${lineOf(root, 'process/en/1-first.yaml', 'summary:')}: field "summary" holds an invisible character U+0001 (a control character), written as an escape: ${why}`,
      `src/content/insights/en/first-note.md:${lineOf(root, 'insights/en/first-note.md', 'title:')}: field "title" holds an invisible character U+000B (a vertical tab, which Word writes for a manual line break), written as an escape: ${why}`,
    ]);
  });

  it('tabs, line breaks (Windows ones too), Arabic marks and emoji are text', () => {
    const root = site((edit) => {
      edit('legal/en/privacy.md', (text) => `${text.replace(/\n/g, '\r\n')}\r\nA\ttab, \u200f\u061c marks and 🙂.\r\n`);
    });
    expect(check(root).errors).toEqual([]);
  });
});

describe('SVG files under src/: a picture and nothing more', () => {
  const sample = readFileSync(join(FIXTURE_SITE, 'src/assets/art/sample.svg'), 'utf8');
  /** The fixture's sample picture with `inside` added before </svg>, on a line of its own. */
  const svgWith = (inside: string) => sample.replace('</svg>', `\n${inside}\n</svg>`);
  const svgErrors = (svg: string) =>
    check(site((_, root) => writeFileSync(join(root, 'src/assets/art/hostile.svg'), svg))).errors;

  it('a script, an event handler, a foreignObject, an external reference: one line each, on its line', () => {
    const cases: Array<[string, RegExp]> = [
      ['<script>fetch("/admin")</script>', /has a <script> element, which would run on the site's own address/],
      ['<svg:script xmlns:svg="http://www.w3.org/2000/svg">x</svg:script>', /has a <script> element/],
      ['<rect width="1" height="1" onload="alert(1)"/>', /has an event handler onload="…"/],
      [
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">x</div></foreignObject>',
        /has a <foreignObject> element/,
      ],
      [
        '<image href="https://elsewhere.test/a.png" width="1" height="1"/>',
        /has a reference to another file or site \(href="https:\/\/elsewhere\.test\/a\.png"\)/,
      ],
      [
        '<use xlink:href="other.svg#part"/>',
        /has a reference to another file or site \(xlink:href="other\.svg#part"\)/,
      ],
      [
        '<rect width="1" height="1" style="fill: url(https://elsewhere.test/f.svg#g)"/>',
        /has a reference to another file or site \(url\(/,
      ],
      ['<style>@import url(https://elsewhere.test/s.css);</style>', /has a reference to another file or site/],
      [
        '<a href="jav&#x61;script:alert(1)"><rect width="1" height="1"/></a>',
        /has a reference to another file or site \(href="jav&#x61;script/,
      ],
      [
        '<set attributeName="href" to="javascript:alert(1)"/>',
        /has a <set> element that changes a link|has a reference/,
      ],
    ];
    for (const [inside, message] of cases) {
      const errors = svgErrors(svgWith(inside));
      expect(errors, inside).toEqual(
        [expect.stringMatching(/^src\/assets\/art\/hostile\.svg:2: /)].concat(errors.slice(1)),
      );
      expect(errors.join('\n'), inside).toMatch(message);
      expect(
        errors.every((error) => error.startsWith('src/assets/art/hostile.svg:2: ')),
        inside,
      ).toBe(true);
    }
  });

  it('the SVG files of public/ too, served as they are', () => {
    const root = site((_, root) => {
      mkdirSync(join(root, 'public'));
      writeFileSync(join(root, 'public/favicon.svg'), svgWith('<script>alert(1)</script>'));
    });
    expect(check(root).errors).toEqual([expect.stringMatching(/^public\/favicon\.svg:2: has a <script> element/)]);
  });

  it('entity declarations and a stylesheet instruction are refused; what a picture needs is not', () => {
    expect(svgErrors(`<!DOCTYPE svg [<!ENTITY x "<script>alert(1)</script>">]>\n${sample}`)).toEqual([
      'src/assets/art/hostile.svg:1: has a DOCTYPE with declarations (<!ENTITY …>, SYSTEM, PUBLIC), which can hide markup or fetch a file: remove the DOCTYPE',
    ]);
    expect(svgErrors(`<?xml-stylesheet href="https://elsewhere.test/s.css"?>\n${sample}`)).toEqual([
      expect.stringMatching(
        /^src\/assets\/art\/hostile\.svg:1: has a reference to another file or site \(<\?xml-stylesheet/,
      ),
    ]);
    const picture = svgWith(
      [
        '<!-- a <script> in a comment is no script -->',
        '<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs>',
        '<rect width="1" height="1" fill="url(#g)" style="stroke: url(\'#g\')"/>',
        '<use href="#g"/><image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>',
        '<style><![CDATA[ rect { fill: url(#g) } ]]></style>',
      ].join('\n'),
    );
    expect(svgErrors(`<?xml version="1.0" encoding="UTF-8"?>\n${picture}`)).toEqual([]);
  });
});

describe('files served as they are, and pictures of a type the site cannot show (review 5, L6–L8)', () => {
  const sample = readFileSync(join(FIXTURE_SITE, 'src/assets/art/sample.svg'), 'utf8');

  it('public/ takes pictures, PDF and text files and fonts only: an .svgz, .xhtml, .xml, .xsl or .html is refused', () => {
    const refused = ['evil.svgz', 'evil.xhtml', 'deep/evil.xml', 'style.XSLT', 'google-verify.html', '.gitkeep'];
    const root = site((_, root) => {
      for (const name of [
        ...refused,
        'favicon.svg',
        'brochure.PDF',
        '.well-known/security.txt',
        'logo.png',
        '_headers',
      ]) {
        mkdirSync(dirname(join(root, 'public', name)), { recursive: true });
        writeFileSync(join(root, 'public', name), name.endsWith('.svg') ? sample : 'x\n');
      }
    });
    const errors = check(root).errors;
    expect(errors.map((error) => error.split(':')[0]).sort()).toEqual(refused.map((name) => `public/${name}`).sort());
    expect(errors).toContainEqual(
      "public/evil.svgz: public/ serves its files as they are, at the site's own address, and a browser may run a script in a .svgz file opened there: " +
        'remove it (public/ takes pictures (.avif .gif .ico .jpeg .jpg .png .svg .webp), PDF and text files (.pdf .txt), fonts (.woff .woff2); pictures for the content go in src/assets/)',
    );
  });

  it('an SVG named in upper case is checked as one, under src/ and public/', () => {
    const root = site((_, root) => {
      writeFileSync(
        join(root, 'src/assets/art/evil.SVG'),
        sample.replace('</svg>', '\n<script>alert(1)</script>\n</svg>'),
      );
      mkdirSync(join(root, 'public'));
      writeFileSync(join(root, 'public/Logo.Svg'), sample.replace('</svg>', '\n<script>alert(1)</script>\n</svg>'));
    });
    expect(check(root).errors).toEqual([
      expect.stringMatching(/^src\/assets\/art\/evil\.SVG:2: has a <script> element/),
      expect.stringMatching(/^public\/Logo\.Svg:2: has a <script> element/),
    ]);
  });

  it('a picture of a type the build cannot take (.svgz), in a field or in Markdown text: one line, file and line', () => {
    const root = site((edit, root) => {
      writeFileSync(join(root, 'src/assets/art/cover.svgz'), sample);
      edit('services/en/advisory.md', (text) => text.replace('art/sample.svg', 'art/cover.svgz'));
      edit('legal/en/privacy.md', (text) => `${text}\n![A cover](../../../assets/art/cover.svgz)\n`);
    });
    const types = '.jpg, .jpeg, .png, .apng, .tiff, .webp, .gif, .svg, .avif';
    expect(check(root).errors).toEqual([
      expect.stringMatching(
        new RegExp(
          `^src/content/services/en/advisory\\.md:${lineOf(root, 'services/en/advisory.md', 'cover.svgz')}: field ".*image" is a picture of a type the site cannot show: \\.\\./\\.\\./\\.\\./assets/art/cover\\.svgz \\(use ${types.replace(/\./g, '\\.')}\\)$`,
        ),
      ),
      `src/content/legal/en/privacy.md:${lineOf(root, 'legal/en/privacy.md', 'cover.svgz')}: a picture is a file of a type the site cannot show, ../../../assets/art/cover.svgz: use ${types}`,
    ]);
  });
});

describe('the glossary: a warning, with file:line and what to write, where a file uses a rendering to avoid', () => {
  /** What the fixture's glossary of `locale` says to write for `term`, read through its schema. */
  const glossaryOf = (locale: string) => {
    const entry = check(site()).entries.glossary.find((glossary) => glossary.locale === locale)!;
    return {
      file: entry.file,
      use: (term: string) => entry.data.terms.find((item) => item.term === term)!.use,
      avoid: (term: string) => entry.data.terms.find((item) => item.term === term)!.avoid,
    };
  };
  const warning = (file: string, line: number, written: string, term: string, locale: string) => {
    const glossary = glossaryOf(locale);
    return `warning: src/content/${file}:${line}: uses "${written}", a rendering of "${term}" to avoid (${glossary.file}): write instead ${glossary.use(term)}`;
  };

  it('Arabic as written: with or without ال, prepositions and pronouns attached, vowel marks and tatweel alike', () => {
    const [mandate] = glossaryOf('ar').avoid('mandate');
    const [metro] = glossaryOf('ar').avoid('elevated metro');
    // The glossary's own spelling, then the forms a sentence gives it.
    const forms = [
      mandate!,
      `ال${mandate}`,
      `لل${mandate}`,
      `و${mandate}كم`,
      `${mandate}ات`,
      `${mandate!.slice(0, 2)}\u0640${mandate!.slice(2)}\u064B`,
      metro!.replace(/\u0651/g, ''),
      `ال${metro!.replace(' ', ' ال')}`,
    ];
    const root = site((edit) =>
      edit('services/ar/advisory.md', (text) => `${text}\n${forms.map((form) => `نص ${form} هنا.`).join('\n\n')}\n`),
    );
    const { errors, warnings } = check(root);
    expect(errors).toEqual([]);
    expect(warnings).toEqual(
      forms.map((form, index) =>
        warning(
          'services/ar/advisory.md',
          lineOf(root, 'services/ar/advisory.md', `نص ${form} هنا.`),
          form,
          index < 6 ? 'mandate' : 'elevated metro',
          'ar',
        ),
      ),
    );
  });

  it('in YAML fields too, one warning per rendering and line; English by its own glossary, whatever the case', () => {
    const [avoided] = glossaryOf('en').avoid('returns');
    const upper = avoided!.replace(/\b\w/g, (letter) => letter.toUpperCase());
    const root = site((edit) => {
      edit('process/ar/1-first.yaml', (text) =>
        text.replace(
          /^summary: .*$/m,
          `summary: ${glossaryOf('ar').avoid('ROI')[0]} و${glossaryOf('ar').avoid('ROI')[0]}`,
        ),
      );
      edit('process/en/1-first.yaml', (text) => text.replace(/^summary: .*$/m, `summary: ${upper}, every year.`));
    });
    const ar = lineOf(root, 'process/ar/1-first.yaml', 'summary:');
    const en = lineOf(root, 'process/en/1-first.yaml', 'summary:');
    expect(check(root).warnings).toEqual([
      warning('process/en/1-first.yaml', en, upper, 'returns', 'en'),
      warning('process/ar/1-first.yaml', ar, glossaryOf('ar').avoid('ROI')[0]!, 'ROI', 'ar'),
    ]);
  });

  it('no warning for a word that only shares letters, another language’s rendering, a comment, or the glossary itself', () => {
    const [mandate] = glossaryOf('ar').avoid('mandate');
    const [metro] = glossaryOf('ar').avoid('elevated metro');
    const root = site((edit) => {
      edit(
        'services/ar/advisory.md',
        (text) =>
          `${text}\nمترو علوي، ومعلّقة، و${mandate!.slice(0, 3)}، و${metro!.split(' ')[0]} ثم ${metro!.split(' ')[1]}.\n`,
      );
      edit(
        'services/en/advisory.md',
        (text) => `${text}\nThe word ${mandate} is Arabic; returns are never guaranteed.\n`,
      );
      edit('process/ar/1-first.yaml', (text) => `# ${mandate}\n${text}`);
    });
    expect(check(root)).toMatchObject({ errors: [], warnings: [] });
  });

  it('a glossary is content like any other: its mistakes are errors, one line each', () => {
    const { errors, at } = broken(
      'glossary/ar/terms.yaml',
      (text) => text.replace(/^ {4}use: .*\n/m, ''),
      'term: mandate',
    );
    expect(errors).toEqual([`${at}: field "terms[0].use" is missing (add it: ${glossaryTermHelp('use')})`]);
  });
});

/** The help of a field of a glossary term, as the error map quotes it for a missing field (without its full stop). */
function glossaryTermHelp(name: keyof typeof glossaryTermSchema.shape) {
  return glossaryTermSchema.shape[name].description!.replace(/\.$/, '');
}

describe('the rules, one module per concern, in one order', () => {
  it('each after the rules it names; any other order stops with the reason', () => {
    expect(() => checkRuleOrder(rules)).not.toThrow();
    const schemas = rules.findIndex((rule) => rule.name === 'schemas');
    const swapped = [...rules];
    [swapped[schemas - 1], swapped[schemas]] = [swapped[schemas]!, swapped[schemas - 1]!];
    expect(() => checkRuleOrder(swapped)).toThrow(
      /^content check: the rule "schemas" must run after "facts" \(a translation is read with the facts of its holder\)$/,
    );
    expect(new Set(rules.map((rule) => rule.name)).size).toBe(rules.length);
  });
});
