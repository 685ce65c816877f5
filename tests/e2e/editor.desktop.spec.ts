// The content editor at /admin, the real editor on a temporary copy of the project (tests/support/editor.ts): it
// loads under its own policy without a single blocked or off-site request, and what it saves passes the content
// check and builds. Its screenshots are the ones in docs/CONTENT.md.
import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { checkContent } from '../../src/lib/content-check';
import { npmPath } from '../../scripts/stages.mjs';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';
import { EDITOR_POLICY } from '../../src/integrations/editor';
import { services, teamMembers } from '../support/content';
import { htmlFiles, readDist } from '../support/dist';
import { field, fieldGroup, fillUntilPreviewShows, openCollection, openEditor, openEntry, projectCopy, retype, save, screenshot, syncToDisk } from '../support/editor';

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
  await openCollection(page, 'Settings');
  await page.getByRole('row', { name: field('Settings') }).click();
  const tagline = 'Projects, capital and partners, introduced with care.';
  await page.getByRole('textbox', { name: field('Tagline') }).fill(tagline);
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
  await openCollection(page, 'Services');
  await openEntry(page, () => page.getByRole('row', { name: new RegExp(before.title) }).click());
  const sections = page.getByRole('group', { name: fieldGroup('Sections') });
  await sections.scrollIntoViewIfNeeded();
  const capabilities = sections.getByRole('group', { name: fieldGroup('Items') }).first();
  // The list says how many items it holds ("5 Items"); items already there may be shown folded.
  const holds = (count: number) => new RegExp(`\\b${count}\\P{L}*Items\\b`, 'u');
  const count = before.sections[0].items.length;
  await expect(capabilities).toContainText(holds(count));
  // Clicked again if the editor dropped the new item while it was still settling (seen in CI), as a person would.
  await expect(async () => {
    if (holds(count).test((await capabilities.textContent()) ?? '')) await capabilities.getByRole('button', { name: /^Add/ }).click();
    await expect(capabilities).toContainText(holds(count + 1), { timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  const item = { title: 'Land Acquisition Support', description: 'We coordinate the approvals and the land records a project needs before ground breaks.' };
  await capabilities.getByRole('textbox', { name: field('Title') }).last().fill(item.title);
  await capabilities.getByRole('textbox', { name: field('Description') }).last().fill(item.description);
  await screenshot(page, 'editor-service-section');
  await save(page);
  await syncToDisk(page, copy.root);

  const after = frontMatter(file);
  expect(after.sections[0].items).toEqual([...before.sections[0].items, item]);
  expect({ ...after, sections: after.sections.slice(1) }).toEqual({ ...before, sections: before.sections.slice(1) });
  expect(contentErrors()).toEqual([]);
  expect(violations).toEqual([]);
});

test('a team member added in the editor becomes a new file that passes the content check and appears on the built team page', async ({ page }) => {
  test.setTimeout(240_000); // and a build of the copy
  const { violations } = await openEditor(page, copy.root);
  await openCollection(page, 'Team');
  await openEntry(page, () => page.getByRole('button', { name: 'Create New Entry' }).click());
  const focusArea = 'Tender qualification';
  const value = { title: 'Prepared Bids', text: 'Documents that meet every eligibility rule the first time.' };
  // After everyone on the team today: two people cannot share a place.
  const order = Math.max(0, ...teamMembers().map((member) => member.order)) + 1;
  const person = {
    name: 'Priya Sharma',
    role: 'Associate, Infrastructure',
    summary: 'Supports infrastructure mandates from qualification to financial close, keeping bids, partners and approvals on schedule.',
    focusAreas: [focusArea],
    clientValues: [value],
    order,
  };
  const focusAreas = page.getByRole('group', { name: fieldGroup('Focus areas') });
  const values = page.getByRole('group', { name: fieldGroup('Client values') });
  await fillUntilPreviewShows(page, [person.name, person.role, person.summary, focusArea, value.title, value.text], async () => {
    await retype(page.getByRole('textbox', { name: field('Name') }), person.name);
    await retype(page.getByRole('textbox', { name: field('Role') }), person.role);
    await retype(page.getByRole('textbox', { name: field('Summary') }), person.summary);
    if ((await focusAreas.getByRole('textbox').count()) === 0) await page.getByRole('button', { name: /Add.*Focus areas/ }).click();
    await retype(focusAreas.getByRole('textbox').last(), focusArea);
    if ((await values.getByRole('textbox', { name: field('Title') }).count()) === 0) await page.getByRole('button', { name: /Add.*Client values/ }).click();
    await retype(values.getByRole('textbox', { name: field('Title') }).last(), value.title);
    await retype(values.getByRole('textbox', { name: field('Text') }).last(), value.text);
    await retype(page.getByRole('spinbutton', { name: field('Order') }), String(order));
  });
  await screenshot(page, 'editor-new-team-member');
  await save(page);
  await syncToDisk(page, copy.root);

  expect(frontMatter('src/content/team/priya-sharma.md')).toEqual(person);
  expect(contentErrors()).toEqual([]);
  const build = spawnSync('astro', ['build'], { cwd: copy.root, encoding: 'utf8', env: { ...process.env, PATH: npmPath() } });
  expect(build.status, build.stderr).toBe(0);
  expect(readFileSync(join(copy.root, 'dist/team.html'), 'utf8')).toContain(person.name);
  expect(violations).toEqual([]);
});
