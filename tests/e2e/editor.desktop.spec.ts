// The content editor at /admin, the real editor on a temporary copy of the project (tests/support/editor.ts): it
// loads under its own policy without a single blocked or off-site request, and what it saves passes the content
// check and builds. Its screenshots are the ones in docs/CONTENT.md.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../../src/integrations/content-check/check';
import { npmPath } from '../../scripts/stages.mjs';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';
import { EDITOR_POLICY } from '../../src/integrations/editor';
import { services, teamMembers } from '../support/content';
import { htmlFiles, readDist } from '../support/dist';
import { field, fieldGroup, label, openCollection, openEditor, openEntry, projectCopy, save, screenshot, syncToDisk } from '../support/editor';

// The editor is 2 MB of script that reads the whole content folder before it shows anything: slow on a small machine.
test.describe.configure({ timeout: 120_000 });

let copy: ReturnType<typeof projectCopy>;
test.beforeEach(() => {
  copy = projectCopy();
});
// Each test edits its own copy; removing it restores the content.
test.afterEach(() => copy.remove());

const contentErrors = () => checkContent(join(copy.root, 'src/content'), { relativeTo: copy.root }).errors;
const frontMatter = (file: string) => parse(/^---\n([\s\S]*?)\n---/.exec(readFileSync(join(copy.root, file), 'utf8'))![1]!);

test('/admin loads the self-hosted editor under its own policy, with every collection and nothing from a CDN', async ({ page }) => {
  const { response, violations, offSite } = await openEditor(page, copy.root);
  const expected = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/admin')['Content-Security-Policy'];
  expect(response?.headers()['content-security-policy']).toBe(expected);
  // The page's own <meta> policy, for hosts that send no headers, is the same less what only a header can say.
  expect(expected).toBe(`frame-ancestors 'none'; ${EDITOR_POLICY}`);
  await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute('content', /noindex/);
  // Search engines and visitors are never led to it.
  expect(readFileSync('dist/sitemap-0.xml', 'utf8')).not.toContain('/admin');
  for (const file of htmlFiles()) expect(readDist(file), file).not.toMatch(/href="[^"]*\/admin/);
  const { collections } = JSON.parse(readFileSync('dist/admin/config.json', 'utf8')) as { collections: Array<{ label: string }> };
  const list = page.getByRole('tree', { name: /Collection List/ }).getByRole('treeitem');
  await expect(list).toHaveCount(collections.length);
  for (const [index, { label }] of collections.entries()) await expect(list.nth(index)).toHaveAccessibleName(label);
  await screenshot(page, 'editor-collections');
  expect(violations).toEqual([]);
  // No CDN: the one request off the site is the GitHub backend asking GitHub's status page about outages.
  expect(offSite().filter((url) => new URL(url).hostname !== 'www.githubstatus.com')).toEqual([]);
});


test('a settings field changed in the editor is saved, nothing else in the file changes, and the content check passes', async ({ page }) => {
  const file = 'src/content/settings/site.yaml';
  const before = parse(readFileSync(join(copy.root, file), 'utf8'));
  const { violations } = await openEditor(page, copy.root);
  await openCollection(page, label('settings'));
  await openEntry(page, () => page.getByRole('row', { name: field(label('settings')) }).click());
  // Made up, and said to be: no firm would write it.
  const tagline = 'Test tagline written by the editor browser test.';
  await page.getByRole('textbox', { name: field(label('settings', 'tagline')) }).fill(tagline);
  await screenshot(page, 'editor-settings');
  await save(page);
  await syncToDisk(page, copy.root);

  expect(parse(readFileSync(join(copy.root, file), 'utf8'))).toEqual({ ...before, tagline });
  expect(contentErrors()).toEqual([]);
  expect(violations).toEqual([]);
});

test('an item added to a list inside a service page section is saved in its place and passes the content check', async ({ page }) => {
  // A service whose first section is a list of titled cards, whichever that is today.
  const service = services().find(({ sections: [first] }) => first && 'items' in first && first.items.every((item) => typeof item === 'object' && 'title' in item && 'description' in item));
  test.skip(!service, 'no service opens with a list of titled cards');
  const file = `src/content/services/${service!.slug}.md`;
  const before = frontMatter(file);
  const { violations } = await openEditor(page, copy.root);
  const kind = before.sections[0].type as string;
  await openCollection(page, label('services'));
  await openEntry(page, () => page.getByRole('row', { name: new RegExp(before.title) }).click());
  const sections = page.getByRole('group', { name: fieldGroup(label('services', 'sections')) });
  await sections.scrollIntoViewIfNeeded();
  const itemsLabel = label('services', 'sections', kind, 'items');
  const capabilities = sections.getByRole('group', { name: fieldGroup(itemsLabel) }).first();
  // The list says how many items it holds, with its label ("5 Capabilities"); items already there may be shown folded.
  const holds = (count: number) => new RegExp(`\\b${count}\\P{L}*${itemsLabel}\\b`, 'u');
  const count = before.sections[0].items.length;
  // The editor draws a section's fields only while they are in view, and skips those scrolled past quickly: scroll
  // down the first section from its last field drawn, a little at a time, as a person reads it.
  const firstSection = sections.getByRole('group', { name: fieldGroup(label('services', 'sections', kind, 'eyebrow')) }).first().locator('..');
  await sections.hover();
  await expect(async () => {
    await firstSection.getByRole('group', { name: / Field$/ }).last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 120);
    await expect(capabilities).toContainText(holds(count), { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await capabilities.getByRole('button', { name: /^Add/ }).click();
  await expect(capabilities).toContainText(holds(count + 1));
  // Made up, and said to be: no firm would write it.
  const item = { title: 'Test item from the editor test', description: 'A made-up item the editor browser test adds to a temporary copy.' };
  await capabilities.getByRole('textbox', { name: field(label('services', 'sections', kind, 'items', 'title')) }).last().fill(item.title);
  await capabilities.getByRole('textbox', { name: field(label('services', 'sections', kind, 'items', 'description')) }).last().fill(item.description);
  await screenshot(page, 'editor-service-section');
  await save(page);
  await syncToDisk(page, copy.root);

  // Typed straight after the entry opened, and all of it saved.
  const after = frontMatter(file);
  expect(after.sections[0].items).toEqual([...before.sections[0].items, item]);
  expect({ ...after, sections: after.sections.slice(1) }).toEqual({ ...before, sections: before.sections.slice(1) });
  expect(contentErrors()).toEqual([]);
  expect(violations).toEqual([]);
});

test('a team member added in the editor becomes a new file that passes the content check and appears on the built team page', async ({ page }) => {
  test.setTimeout(240_000); // and a build of the copy
  // A person no one would add: said to be made up, named like no one in the content today, so that neither this test
  // nor an editor's real colleague can collide with the other.
  const person = {
    name: 'Test Person Made Up By The Editor Test',
    role: 'Test role, editor browser test',
    summary: 'A made-up person the editor browser test adds to a temporary copy of the project; nobody by this name works at the firm.',
    focusAreas: ['Test focus area'],
    clientValues: [{ title: 'Test card heading', text: 'A made-up card written by the editor browser test.' }],
    // After everyone on the team today, so that the new person is listed last.
    order: Math.max(0, ...teamMembers().map((member) => member.order)) + 1,
  };
  const slug = 'test-person-made-up-by-the-editor-test';
  expect(teamMembers().filter((member) => member.id === slug || member.name === person.name)).toEqual([]);
  const file = `src/content/team/${slug}.md`;
  const { violations } = await openEditor(page, copy.root);
  await openCollection(page, label('team'));
  await openEntry(page, () => page.getByRole('button', { name: 'Create New Entry' }).click());
  const focusAreas = page.getByRole('group', { name: fieldGroup(label('team', 'focusAreas')) });
  const values = page.getByRole('group', { name: fieldGroup(label('team', 'clientValues')) });
  await page.getByRole('textbox', { name: field(label('team', 'name')) }).fill(person.name);
  await page.getByRole('textbox', { name: field(label('team', 'role')) }).fill(person.role);
  await page.getByRole('textbox', { name: field(label('team', 'summary')) }).fill(person.summary);
  if ((await focusAreas.getByRole('textbox').count()) === 0) await focusAreas.getByRole('button', { name: /^Add/ }).first().click();
  await focusAreas.getByRole('textbox').last().fill(person.focusAreas[0]!);
  if ((await values.getByRole('textbox', { name: field(label('team', 'clientValues', 'title')) }).count()) === 0) await values.getByRole('button', { name: /^Add/ }).first().click();
  await values.getByRole('textbox', { name: field(label('team', 'clientValues', 'title')) }).last().fill(person.clientValues[0]!.title);
  await values.getByRole('textbox', { name: field(label('team', 'clientValues', 'text')) }).last().fill(person.clientValues[0]!.text);
  await page.getByRole('spinbutton', { name: field(label('team', 'order')) }).fill(String(person.order));
  await screenshot(page, 'editor-new-team-member');
  await save(page);
  await syncToDisk(page, copy.root);

  // Typed straight after the form opened, and all of it saved.
  expect(frontMatter(file)).toEqual(person);
  // Written to the temporary copy only: the project's own content is as it was.
  expect(existsSync(file)).toBe(false);
  expect(contentErrors()).toEqual([]);
  const build = spawnSync('astro', ['build'], { cwd: copy.root, encoding: 'utf8', env: { ...process.env, PATH: npmPath() } });
  expect(build.status, build.stderr).toBe(0);
  expect(readFileSync(join(copy.root, 'dist/team.html'), 'utf8')).toContain(person.name);
  expect(violations).toEqual([]);
});
