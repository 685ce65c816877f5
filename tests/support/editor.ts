// The content editor at /admin driven on a temporary copy of the project. Playwright cannot answer the browser's
// folder picker, so the one call behind "Work with Local Repository", showDirectoryPicker(), is replaced by a stand-in
// that returns a folder of the browser's own private file system (the same kind of handle the picker gives) holding
// the copy's content and images; after a save, the files in it are written back to the copy on disk. Everything in
// between is the real editor reading and writing through the File System Access API.
import { expect, test, type Page } from '@playwright/test';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { copyProject } from '../../scripts/stages.mjs';
import { literal } from './content';

/** The folders of the project the editor reads and writes: the content, and the images it may link. */
const EDITED_FOLDERS = ['src/content', 'src/assets'];

/** A fresh copy of the project (its packages linked, not copied), removed by the returned function. */
export function projectCopy() {
  const root = copyProject(mkdtempSync(join(tmpdir(), 'editor-')));
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}

function filesUnder(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/**
 * Opens /admin and lets "Work with Local Repository" pick the copy at `root`. Records every Content-Security-Policy
 * violation, and lists the requests that left the site.
 */
export async function openEditor(page: Page, root: string) {
  const violations: string[] = [];
  const requested: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  page.on('request', (request) => requested.push(request.url()));
  const response = await page.goto('/admin');
  const origin = new URL(response!.url()).origin;
  const offSite = () => requested.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
  const files = EDITED_FOLDERS.flatMap((folder) => filesUnder(root, folder)).map((path) => ({
    path,
    base64: readFileSync(join(root, path)).toString('base64'),
  }));
  await page.evaluate(async (files) => {
    const repository = await (
      await navigator.storage.getDirectory()
    ).getDirectoryHandle('repository', { create: true });
    // The editor checks that the folder it is given is a git repository.
    await repository.getDirectoryHandle('.git', { create: true });
    for (const { path, base64 } of files) {
      const parts = path.split('/');
      let folder = repository;
      for (const part of parts.slice(0, -1)) folder = await folder.getDirectoryHandle(part, { create: true });
      const writable = await (await folder.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0)));
      await writable.close();
    }
    Object.assign(window, { showDirectoryPicker: async () => repository });
  }, files);
  await page.getByRole('button', { name: /Work with Local Repository/ }).click();
  await expect(page.getByRole('tree', { name: /Collection List/ })).toBeVisible({ timeout: 60_000 });
  return { response, violations, offSite };
}

/** Writes the editor's files back to the copy at `root`: every file under the edited folders, new ones included. */
export async function syncToDisk(page: Page, root: string) {
  const files = await page.evaluate(async (folders) => {
    const repository = await (await navigator.storage.getDirectory()).getDirectoryHandle('repository');
    const found: Array<{ path: string; base64: string }> = [];
    const walk = async (folder: FileSystemDirectoryHandle, path: string): Promise<void> => {
      for await (const [name, handle] of (
        folder as unknown as { entries: () => AsyncIterable<[string, FileSystemHandle]> }
      ).entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${path}/${name}`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          found.push({
            path: `${path}/${name}`,
            base64: btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')),
          });
        }
      }
    };
    for (const folder of folders) {
      let handle = repository;
      for (const part of folder.split('/')) handle = await handle.getDirectoryHandle(part);
      await walk(handle, folder);
    }
    return found;
  }, EDITED_FOLDERS);
  for (const { path, base64 } of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), Buffer.from(base64, 'base64'));
  }
}

const escaped = (text: string) => literal(text).source;
/** A control or field input by its label, which the editor wraps in invisible isolation marks. */
export const field = (name: string) => new RegExp(`^\\P{L}*${escaped(name)}\\P{L}*$`, 'u');
/** A field's whole group (label, input, help), named “Label” Field. */
export const fieldGroup = (name: string) => new RegExp(`^\\P{L}*${escaped(name)}\\P{L}* Field$`, 'u');

type ConfigNode = {
  name: string;
  label?: string;
  fields?: ConfigNode[];
  field?: ConfigNode;
  types?: ConfigNode[];
  files?: ConfigNode[];
};
const editorCollections = () =>
  (JSON.parse(readFileSync('dist/admin/config.json', 'utf8')) as { collections: ConfigNode[] }).collections;

/**
 * A label as the editor shows it, from the configuration the build wrote (so tests follow the schemas' titles): a
 * collection or file by its name, e.g. `label('team')`; a field by its path below it, a kind of section by its type,
 * e.g. `label('services', 'sections', 'capabilities', 'items', 'title')`.
 */
export function label(collection: string, ...path: string[]): string {
  // A folder of one file shares its name with the file: the file holds the fields.
  let node = editorCollections()
    .flatMap((candidate) => [candidate, ...(candidate.files ?? [])])
    .find((candidate) => candidate.name === collection && (path.length === 0 || candidate.fields));
  for (const name of path)
    node = [...(node?.fields ?? []), ...(node?.field ? [node.field] : []), ...(node?.types ?? [])].find(
      (candidate) => candidate.name === name,
    );
  if (!node?.label) throw new Error(`the editor's configuration has no label for ${[collection, ...path].join('.')}`);
  return node.label;
}

/** A file of a folder of several files (the settings: the one site.yaml and each language's words) by its name. */
export function fileLabel(name: string): string {
  const file = editorCollections()
    .flatMap((candidate) => candidate.files ?? [])
    .find((candidate) => candidate.name === name);
  if (!file?.label) throw new Error(`the editor's configuration has no file ${name}`);
  return file.label;
}

/** The name the editor shows a language by, in English (its interface's language): "Arabic". */
export const languageName = (locale: string) => new Intl.DisplayNames(['en'], { type: 'language' }).of(locale)!;

/**
 * The editor's side-by-side view: the default language on the left, `locale` in the right pane (instead of the
 * preview, or of the language it showed). Returns the right pane, whose fields are that language's.
 */
export async function showLanguageBeside(page: Page, locale: string) {
  const name = languageName(locale);
  // The right pane, the second of the two: the preview at first, else the language it shows.
  await page
    .getByRole('group', { name: /^Preview |^Edit .* Content$/u })
    .last()
    .getByRole('radio', { name })
    .click();
  const pane = page.getByRole('group', { name: new RegExp(`^Edit \\P{L}*${escaped(name)}\\P{L}* Content$`, 'u') });
  await expect(pane).toBeVisible();
  return pane;
}

/** Opens a collection from the list on the left. */
export const openCollection = (page: Page, label: string) => page.getByRole('treeitem', { name: field(label) }).click();

/**
 * Opens an entry by `open` and waits for its form. Services and people have no Markdown text box: the editor's
 * Markdown editor, which starts after the rest of the form and then writes the entry back as it was when the form
 * opened (losing what was typed in between), is only on the legal pages, which these tests do not edit.
 */
export async function openEntry(page: Page, open: () => Promise<void>) {
  await open();
  await expect(page.getByRole('button', { name: /^Save$/ })).toBeVisible();
}

/** Saves the entry open in the editor, and waits until the editor says it is saved. */
export async function save(page: Page) {
  await page.getByRole('button', { name: /^Save$/ }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: /saved|created/i })
      .first(),
  ).toBeVisible();
}

/**
 * A screenshot of the editor. `npm run docs:images` writes them to docs/images for the guide, docs/CONTENT.md, so that
 * it shows the editor as it is; an ordinary test run keeps them with the test's results and leaves the guide alone.
 */
export const screenshot = (page: Page, name: string) =>
  page.screenshot({
    path: process.env.UPDATE_DOCS_IMAGES ? join('docs/images', `${name}.png`) : test.info().outputPath(`${name}.png`),
  });
