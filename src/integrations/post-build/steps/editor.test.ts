import { describe, expect, it } from 'vitest';
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
