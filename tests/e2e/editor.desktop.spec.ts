// The content editor at /admin, the real editor on a temporary copy of the project (tests/support/editor.ts): it
// loads under its own policy without a single blocked or off-site request, and what it saves passes the content
// check and builds; without JavaScript its page says that it needs it. Its screenshots are the ones in
// docs/CONTENT.md.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../../src/integrations/content-check/check';
import { npmPath } from '../../scripts/stages.mjs';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';
import { EDITOR_POLICY, NEEDS_JAVASCRIPT } from '../../src/integrations/editor/index';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/i18n/locales';
import { builtEntries, literal, services, teamMembers } from '../support/content';
import { SCHEDULED_LABEL } from '../../src/integrations/editor/config';
import { dayOf } from '../../src/lib/schedule';
import { htmlFiles, readDist } from '../support/dist';
import {
  field,
  fieldGroup,
  fileLabel,
  label,
  openCollection,
  openEditor,
  openEntry,
  projectCopy,
  save,
  screenshot,
  showLanguageBeside,
  syncToDisk,
} from '../support/editor';

// The editor is 2 MB of script that reads the whole content folder before it shows anything: slow on a small machine.
test.describe.configure({ timeout: 120_000 });

let copy: ReturnType<typeof projectCopy>;
test.beforeEach(() => {
  copy = projectCopy();
});
// Each test edits its own copy; removing it restores the content.
test.afterEach(() => copy.remove());

const contentErrors = () => checkContent(join(copy.root, 'src/content'), { relativeTo: copy.root }).errors;
const frontMatter = (file: string) =>
  parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(copy.root, file), 'utf8'))![1]!);
const yamlFile = (file: string) => parse(readFileSync(join(copy.root, file), 'utf8'));
/** A language besides the default (the first in the list, Arabic): the side-by-side view's right pane. */
const OTHER_LOCALE = LOCALE_CODES.find((locale) => locale !== DEFAULT_LOCALE)!;

test('/admin loads the self-hosted editor under its own policy, with every collection and no request off the site', async ({
  page,
}) => {
  const { response, violations, offSite } = await openEditor(page, copy.root);
  const expected = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/admin')[
    'Content-Security-Policy'
  ];
  expect(response?.headers()['content-security-policy']).toBe(expected);
  // The page's own <meta> policy, for hosts that send no headers, is the same less what only a header can say.
  expect(expected).toBe(`frame-ancestors 'none'; ${EDITOR_POLICY}`);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  // Search engines and visitors are never led to it.
  expect(readFileSync('dist/sitemap-0.xml', 'utf8')).not.toContain('/admin');
  for (const file of htmlFiles()) expect(readDist(file), file).not.toMatch(/href="[^"]*\/admin/);
  const { collections } = JSON.parse(readFileSync('dist/admin/config.json', 'utf8')) as {
    collections: Array<{ label: string }>;
  };
  const list = page.getByRole('tree', { name: /Collection List/ }).getByRole('treeitem');
  await expect(list).toHaveCount(collections.length);
  for (const [index, { label }] of collections.entries()) await expect(list.nth(index)).toHaveAccessibleName(label);
  await screenshot(page, 'editor-collections');
  expect(violations).toEqual([]);
  // No CDN, no status page: nothing leaves the site (working on the live site, the editor talks to GitHub's API).
  expect(offSite()).toEqual([]);
  // The line for a browser without JavaScript is no paragraph here.
  await expect(page.getByRole('paragraph').filter({ hasText: NEEDS_JAVASCRIPT })).toHaveCount(0);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/admin says that the editor needs JavaScript', async ({ page }) => {
    await page.goto('/admin');
    // (A <noscript>'s words are no text to getByText.)
    await expect(page.getByRole('paragraph').filter({ hasText: NEEDS_JAVASCRIPT })).toBeVisible();
  });
});

test('the articles are listed with their day, newest first, and one dated later under “Scheduled”, apart from those on the site', async ({
  page,
}) => {
  // An article an editor schedules, dated a year from today, in the copy of the project: by the first person of the
  // team, as the content holds none or many articles.
  const later = dayOf(new Date(Date.now() + 365 * 24 * 60 * 60 * 1000));
  const title = 'An Article Scheduled By The Editor Test';
  writeFileSync(
    join(copy.root, `src/content/insights/${DEFAULT_LOCALE}/editor-test-scheduled.md`),
    [
      '---',
      `title: ${title}`,
      'description: A made-up article the editor browser test schedules in a temporary copy of the project.',
      `published: ${later}`,
      'authors:',
      `  - ${teamMembers()[0]!.id}`,
      '---',
      '',
      'Made up by the editor browser test.',
      '',
    ].join('\n'),
  );
  const { violations } = await openEditor(page, copy.root);
  await openCollection(page, label('insights'));
  const entries = page.getByRole('grid', { name: 'Entries' });
  const rows = (group: string | RegExp) =>
    entries
      .getByRole('rowgroup', { name: group })
      .getByRole('row')
      .filter({ has: page.getByRole('gridcell') });
  await expect(rows(SCHEDULED_LABEL)).toHaveText([`${title} · ${later}`]);
  const published = builtEntries('insights')
    .filter((entry) => entry.locale === DEFAULT_LOCALE)
    .sort((a, b) => b.data.published.getTime() - a.data.published.getTime());
  await expect(rows(/^Other$/)).toHaveText(
    published.map((entry) => `${entry.data.title} · ${dayOf(entry.data.published)}`),
  );
  expect(violations).toEqual([]);
});

test('a settings field changed in the editor is saved in the one language-neutral file, nothing else changes, and the content check passes', async ({
  page,
}) => {
  const file = 'src/content/settings/site.yaml';
  const before = yamlFile(file);
  const { violations } = await openEditor(page, copy.root);
  await openCollection(page, label('settings'));
  await openEntry(page, () => page.getByRole('row', { name: field(fileLabel('settings')) }).click());
  // The same in every language: edited once, with no language to switch to.
  await expect(page.getByRole('radiogroup', { name: 'Switch Locale' })).toHaveCount(0);
  // Made up, and said to be: no firm would be called this.
  const brand = 'Test Firm Name From The Editor Test';
  await page.getByRole('textbox', { name: field(label('settings', 'brand')) }).fill(brand);
  await screenshot(page, 'editor-settings');
  await save(page);
  await syncToDisk(page, copy.root);

  expect(yamlFile(file)).toEqual({ ...before, brand });
  for (const locale of LOCALE_CODES)
    expect(existsSync(join(copy.root, 'src/content/settings', locale, 'site.yaml')), locale).toBe(false);
  expect(contentErrors()).toEqual([]);
  expect(violations).toEqual([]);
});

test('a field of another language edited beside the English one is saved in that language’s file, and the other files are left as they were', async ({
  page,
}) => {
  const files = Object.fromEntries(
    LOCALE_CODES.map((locale) => [locale, `src/content/settings/${locale}/site-text.yaml`]),
  );
  const before = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, yamlFile(files[locale]!)]));
  const { violations } = await openEditor(page, copy.root);
  await openCollection(page, label('settings'));
  await openEntry(page, () => page.getByRole('row', { name: field(fileLabel('siteText')) }).click());
  const beside = await showLanguageBeside(page, OTHER_LOCALE);
  // Both languages side by side: the English words on the left, the Arabic ones on the right.
  const taglineLabel = field(label('siteText', 'tagline'));
  await expect(
    page.getByRole('group', { name: /^Edit .*English.* Content$/ }).getByRole('textbox', { name: taglineLabel }),
  ).toHaveValue(before[DEFAULT_LOCALE]!.tagline);
  const tagline = beside.getByRole('textbox', { name: taglineLabel });
  await expect(tagline).toHaveValue(before[OTHER_LOCALE]!.tagline);
  // Made up, and said to be ("a test line written by the editor's test"): no firm would write it.
  const written = 'سطر تجريبي كتبه اختبار المحرر.';
  await tagline.fill(written);
  await screenshot(page, 'editor-translate');
  await save(page);
  await syncToDisk(page, copy.root);

  expect(yamlFile(files[OTHER_LOCALE]!)).toEqual({ ...before[OTHER_LOCALE], tagline: written });
  for (const locale of LOCALE_CODES.filter((code) => code !== OTHER_LOCALE))
    expect(yamlFile(files[locale]!), locale).toEqual(before[locale]);
  expect(contentErrors()).toEqual([]);
  expect(violations).toEqual([]);
});

test('an item added to a list inside a service page section is saved in its place and passes the content check', async ({
  page,
}) => {
  // A service whose first section is a list of titled cards, whichever that is today.
  const service = services().find(
    ({ sections: [first] }) =>
      first &&
      'items' in first &&
      first.items.every((item) => typeof item === 'object' && 'title' in item && 'description' in item),
  );
  test.skip(!service, 'no service opens with a list of titled cards');
  const file = `src/content/services/${DEFAULT_LOCALE}/${service!.slug}.md`;
  const translation = `src/content/services/${OTHER_LOCALE}/${service!.slug}.md`;
  const before = frontMatter(file);
  const translationBefore = frontMatter(translation);
  const { violations } = await openEditor(page, copy.root);
  const kind = before.sections[0].type as string;
  await openCollection(page, label('services'));
  await openEntry(page, () => page.getByRole('row', { name: literal(before.title) }).click());
  const sections = page.getByRole('group', { name: fieldGroup(label('services', 'sections')) });
  await sections.scrollIntoViewIfNeeded();
  const itemsLabel = label('services', 'sections', kind, 'items');
  const capabilities = sections.getByRole('group', { name: fieldGroup(itemsLabel) }).first();
  // The list says how many items it holds, with its label ("5 Capabilities"); items already there may be shown folded.
  const holds = (count: number) => new RegExp(`\\b${count}\\P{L}*${itemsLabel}\\b`, 'u');
  const count = before.sections[0].items.length;
  // The editor draws a section's fields only while they are in view, and skips those scrolled past quickly: scroll
  // down the first section from its last field drawn, a little at a time, as a person reads it.
  const firstSection = sections
    .getByRole('group', { name: fieldGroup(label('services', 'sections', kind, 'eyebrow')) })
    .first()
    .locator('..');
  await sections.hover();
  await expect(async () => {
    await firstSection
      .getByRole('group', { name: / Field$/ })
      .last()
      .scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await expect(capabilities).toContainText(holds(count), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  // The editor redraws the list after an addition: on a busy machine that took longer than the default 5 s (in CI).
  // A click it was not ready for is lost (seen twice: the list still held its items after 15 s), and a person clicks
  // again: so does the test, only while the list still holds what it held, never once the item is there.
  const add = capabilities.getByRole('button', { name: /^Add/ });
  await expect(async () => {
    if (holds(count).test((await capabilities.textContent()) ?? '')) await add.click();
    await expect(capabilities).toContainText(holds(count + 1), { timeout: 10_000 });
  }).toPass({ timeout: 40_000 });
  // Made up, and said to be: no firm would write it.
  const item = {
    title: 'Test item from the editor test',
    description: 'A made-up item the editor browser test adds to a temporary copy.',
  };
  await capabilities
    .getByRole('textbox', { name: field(label('services', 'sections', kind, 'items', 'title')) })
    .last()
    .fill(item.title);
  await capabilities
    .getByRole('textbox', { name: field(label('services', 'sections', kind, 'items', 'description')) })
    .last()
    .fill(item.description);
  await screenshot(page, 'editor-service-section');
  await save(page);
  await syncToDisk(page, copy.root);

  // Typed straight after the entry opened, and all of it saved.
  const after = frontMatter(file);
  expect(after.sections[0].items).toEqual([...before.sections[0].items, item]);
  expect({ ...after, sections: after.sections.slice(1) }).toEqual({ ...before, sections: before.sections.slice(1) });
  // The translation, saved with it, is as it was: the editor translates list items one by one.
  expect(frontMatter(translation)).toEqual(translationBefore);
  expect(contentErrors()).toEqual([]);
  expect(violations).toEqual([]);
});

test('a team member added in the editor in every language becomes a file per language that passes the content check and appears on each built team page', async ({
  page,
}) => {
  test.setTimeout(300_000); // and a build of the copy
  // A person no one would add: said to be made up, named like no one in the content today, so that neither this test
  // nor an editor's real colleague can collide with the other.
  const person = {
    name: 'Test Person Made Up By The Editor Test',
    role: 'Test role, editor browser test',
    summary:
      'A made-up person the editor browser test adds to a temporary copy of the project; nobody by this name works at the firm.',
    focusAreas: ['Test focus area'],
    clientValues: [{ title: 'Test card heading', text: 'A made-up card written by the editor browser test.' }],
  };
  // The same made-up person in each other language: in Arabic its own words ("a test person invented by the editor's
  // test", and so on), typed right to left; in a language this test has no words for, the English marked with it.
  const WORDS: Partial<Record<string, typeof person>> = {
    ar: {
      name: 'شخص تجريبي اخترعه اختبار المحرر',
      role: 'دور تجريبي لاختبار المحرر',
      summary: 'شخص مختلق يضيفه اختبار المحرر في المتصفح إلى نسخة مؤقتة من المشروع؛ لا يعمل أحد بهذا الاسم في الشركة.',
      focusAreas: ['مجال تركيز تجريبي'],
      clientValues: [{ title: 'عنوان بطاقة تجريبية', text: 'بطاقة مختلقة كتبها اختبار المحرر في المتصفح.' }],
    },
  };
  const translated = (locale: string) =>
    WORDS[locale] ?? { ...person, name: `${person.name} ${locale}`, role: `${person.role} (${locale})` };
  const others = LOCALE_CODES.filter((locale) => locale !== DEFAULT_LOCALE);
  // After everyone on the team today, so that the new person is listed last; set once, for both languages.
  const order = Math.max(0, ...teamMembers().map((member) => member.order)) + 1;
  const slug = 'test-person-made-up-by-the-editor-test';
  for (const locale of LOCALE_CODES)
    expect(
      teamMembers(locale).filter(
        (member) =>
          member.id === slug || [person, ...others.map(translated)].some((words) => words.name === member.name),
      ),
      locale,
    ).toEqual([]);
  const files = Object.fromEntries(LOCALE_CODES.map((locale) => [locale, `src/content/team/${locale}/${slug}.md`]));
  const { violations } = await openEditor(page, copy.root);
  await openCollection(page, label('team'));
  await openEntry(page, () => page.getByRole('button', { name: 'Create New Entry' }).click());
  // Every language's form is drawn before anything is typed: opening another one sets up that language's draft, and
  // text typed into the first one meanwhile could be lost.
  const english = page.getByRole('group', { name: /^Edit .*English.* Content$/ });
  for (const locale of others) await showLanguageBeside(page, locale);
  /** Types into a box and sees that it kept it: a form still starting up can put back its empty value once. */
  const type = async (box: ReturnType<typeof page.getByRole>, value: string) => {
    await expect(async () => {
      await box.fill(value);
      await expect(box).toHaveValue(value, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  };
  const fill = async (pane: ReturnType<typeof page.getByRole>, words: typeof person) => {
    const focusAreas = pane.getByRole('group', { name: fieldGroup(label('team', 'focusAreas')) });
    const values = pane.getByRole('group', { name: fieldGroup(label('team', 'clientValues')) });
    await type(pane.getByRole('textbox', { name: field(label('team', 'name')) }), words.name);
    await type(pane.getByRole('textbox', { name: field(label('team', 'role')) }), words.role);
    await type(pane.getByRole('textbox', { name: field(label('team', 'summary')) }), words.summary);
    if ((await focusAreas.getByRole('textbox').count()) === 0)
      await focusAreas.getByRole('button', { name: /^Add/ }).first().click();
    await type(focusAreas.getByRole('textbox').last(), words.focusAreas[0]!);
    if ((await values.getByRole('textbox', { name: field(label('team', 'clientValues', 'title')) }).count()) === 0)
      await values.getByRole('button', { name: /^Add/ }).first().click();
    await type(
      values.getByRole('textbox', { name: field(label('team', 'clientValues', 'title')) }).last(),
      words.clientValues[0]!.title,
    );
    await type(
      values.getByRole('textbox', { name: field(label('team', 'clientValues', 'text')) }).last(),
      words.clientValues[0]!.text,
    );
  };
  await fill(english, person);
  await type(english.getByRole('spinbutton', { name: field(label('team', 'order')) }), String(order));
  for (const locale of others) {
    const beside = await showLanguageBeside(page, locale);
    // The place number is a fact, given once in English: the other languages do not ask for it.
    await expect(beside.getByRole('spinbutton', { name: field(label('team', 'order')) })).toHaveCount(0);
    await fill(beside, translated(locale));
  }
  // Everything typed in English is still there once the other languages are written.
  await expect(english.getByRole('textbox', { name: field(label('team', 'name')) })).toHaveValue(person.name);
  await screenshot(page, 'editor-new-team-member');
  await save(page);
  await syncToDisk(page, copy.root);

  // Typed straight after the form opened, and all of it saved, each language in its own file.
  expect(frontMatter(files[DEFAULT_LOCALE]!)).toEqual({ ...person, order });
  // A translation holds words only: its place in the list is the English file's.
  for (const locale of others) expect(frontMatter(files[locale]!), locale).toEqual(translated(locale));
  // Written to the temporary copy only: the project's own content is as it was.
  for (const file of Object.values(files)) expect(existsSync(file)).toBe(false);
  expect(contentErrors()).toEqual([]);
  // The whole production build of the copy; its post-build steps find what the person does not change (pictures,
  // font cuts, compressed copies of other files) in the caches the copy shares with the project (copyProject).
  const build = spawnSync('astro', ['build'], {
    cwd: copy.root,
    encoding: 'utf8',
    env: { ...process.env, PATH: npmPath() },
  });
  expect(build.status, build.stderr).toBe(0);
  expect(readFileSync(join(copy.root, 'dist/team.html'), 'utf8')).toContain(person.name);
  for (const locale of others)
    expect(readFileSync(join(copy.root, `dist/${locale}/team.html`), 'utf8')).toContain(translated(locale).name);
  expect(violations).toEqual([]);
});
