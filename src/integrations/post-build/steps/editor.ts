// Adds the content editor at /admin (../../editor.ts): its page, which carries its own policy, its configuration,
// bundle and fonts. It comes after the steps that read or rewrite the site's own pages and scripts, so that no public
// page, font or policy changes because the editor exists.
import type { Files, Step } from '../pipeline';

/** What the editor serves, by address, each made when the step runs (`editorFiles` in ../../editor.ts). */
export type EditorFiles = ReadonlyMap<string, () => string | Uint8Array>;

/** The build with the editor's files added. */
export function addEditor(files: Files, editor: EditorFiles): Files {
  const build = new Map(files);
  for (const [address, body] of editor) build.set(address, body());
  return build;
}

export const editorStep = (editor: EditorFiles): Step => ({
  name: 'editor',
  after: {
    'font-subset':
      "it reads every script of the build: the editor's bundle would put its characters into the site's font",
    'page-policy':
      "it rewrites every page's policy: the editor's page carries its own, which must reach the browser as written",
  },
  run: (files) => addEditor(files, editor),
});
