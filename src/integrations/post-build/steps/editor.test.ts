import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EDITOR_PATH, EDITOR_POLICY, NEEDS_JAVASCRIPT, editorFiles } from '../../editor/index';
import { addEditor } from './editor';

describe('editor step', () => {
  const page = '<!doctype html><title>Sample</title>';
  const files = new Map<string, string | Uint8Array>([['/sample.html', page]]);
  const font = Uint8Array.of(1, 2, 3);
  const editor = new Map<string, () => string | Uint8Array>([
    ['/admin.html', () => '<!doctype html><title>Content editor</title>'],
    ['/admin/config.json', () => '{}\n'],
    ['/admin/fonts/sample.woff2', () => font],
  ]);

  it("adds the editor's page and files at their addresses and leaves the site's pages as they were", () => {
    const built = addEditor(files, editor);
    expect(built.get('/admin.html')).toBe('<!doctype html><title>Content editor</title>');
    expect(built.get('/admin/config.json')).toBe('{}\n');
    expect(built.get('/admin/fonts/sample.woff2')).toBe(font);
    expect(built.get('/sample.html')).toBe(page);
    expect([...files.keys()]).toEqual(['/sample.html']);
  });
});

describe("the editor's own files", () => {
  const files = editorFiles(process.cwd(), { repo: 'owner/site', branch: 'main' });
  const text = (address: string) => String(files.get(address)!());

  it('the page says, where JavaScript is off, that the editor needs it', () => {
    const page = text(`${EDITOR_PATH}.html`);
    expect(/<noscript>([\s\S]*?)<\/noscript>/.exec(page)?.[1]).toContain(NEEDS_JAVASCRIPT);
  });

  it('the bundle makes no request to a Git service’s status page, which the policy does not allow either', () => {
    const bundle = text(`${EDITOR_PATH}/sveltia-cms.js`);
    const original = readFileSync('node_modules/@sveltia/cms/dist/sveltia-cms.js', 'utf8');
    // Each backend declares its check as `checkStatus:` beside its `statusDashboardURL:`; the editor runs a
    // backend's check only where it has one.
    const checks = /[,{]checkStatus:/g;
    expect(original.match(checks)?.length, 'the package declares a status check').toBeGreaterThan(0);
    expect(bundle.match(checks)).toBeNull();
    const connect = EDITOR_POLICY.split('; ').find((directive) => directive.startsWith('connect-src '))!;
    const statusPages = [...original.matchAll(/https:\/\/[\w.-]*status[\w.-]*/g)].map(([address]) => address);
    expect(statusPages.length).toBeGreaterThan(0);
    for (const address of statusPages) expect(connect, address).not.toContain(new URL(address).host);
  });
});
