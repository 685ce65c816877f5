// Editors get completion, field help and inline errors in VS Code for every content file: YAML files through the
// JSON schemas Astro generates per collection (.vscode/settings.json → yaml.schemas), Markdown front matter through
// Astro's content intellisense.
import { existsSync, globSync, readFileSync } from 'node:fs';
import { join, matchesGlob } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentSources, sourceGlob } from '../../src/content/collections';

const settings = JSON.parse(readFileSync('.vscode/settings.json', 'utf8'));
const mapping = Object.entries(settings['yaml.schemas'] as Record<string, string>);

describe('VS Code knows the rules of every content file', () => {
  for (const source of contentSources) {
    // Every language's file: src/content/<folder>/<locale>/<pattern> (the settings: one file).
    const files = globSync(join('src/content', source.folder, sourceGlob(source)));
    it(`${source.folder}/${source.pattern} (${source.name})`, () => {
      expect(files.length, 'the collection has files').toBeGreaterThan(0);
      for (const file of files) {
        if (file.endsWith('.md')) continue;
        const schemas = mapping.filter(([, glob]) => matchesGlob(file, glob)).map(([schema]) => schema);
        expect(schemas, `${file} is mapped to its collection's schema, once`).toEqual([
          `./.astro/collections/${source.name}.schema.json`,
        ]);
      }
      if (files.some((file) => file.endsWith('.md'))) {
        expect(settings['astro.content-intellisense']).toBe(true);
        expect(readFileSync('astro.config.mjs', 'utf8')).toMatch(/contentIntellisense: true/);
      }
    });
  }

  it('maps no schema that Astro does not generate (once it has run)', () => {
    const generated = '.astro/collections';
    if (!existsSync(generated)) return;
    for (const [schema] of mapping) expect(existsSync(schema), schema).toBe(true);
  });

  it('recommends the extensions that read these settings', () => {
    const { recommendations } = JSON.parse(readFileSync('.vscode/extensions.json', 'utf8'));
    expect(recommendations).toEqual(expect.arrayContaining(['astro-build.astro-vscode', 'redhat.vscode-yaml']));
  });
});
