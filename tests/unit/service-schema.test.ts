// Every service file passes the schema the build uses; broken files fail naming the file and the field.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { checkedImage } from '../../src/content/schemas/image';
import { serviceSchema } from '../../src/content/schemas/service';
import { readFrontMatter } from '../support/content';

const dir = 'src/content/services';
const root = new URL('../../', import.meta.url).pathname;
const files = readdirSync(join(root, dir)).filter((file) => file.endsWith('.md'));

/** The build's schema, with Astro's image() replaced by a plain string: checkedImage still checks the file exists. */
const schema = serviceSchema(checkedImage(() => z.string(), join(root, dir)));

/** Parses like the build does and reports problems the way an editor reads them: file, field, message. */
function validate(file: string, data: unknown): string[] {
  const result = schema.safeParse(data);
  return result.success ? [] : result.error.issues.map((issue) => `${dir}/${file}: ${issue.path.join('.')}: ${issue.message}`);
}

const load = (file: string) => structuredClone(readFrontMatter<Record<string, any>>(`${dir}/${file}`));
const indexOf = (data: any, type: string) => data.sections.findIndex((section: any) => section.type === type);

describe('service files', () => {
  it('has the five service lines', () => {
    expect(files.sort()).toEqual(['consultancy.md', 'infrastructure.md', 'private-equity.md', 'real-estate-dubai.md', 'real-estate-india.md']);
  });

  for (const file of files) {
    it(`${file} passes the service schema`, () => {
      expect(validate(file, load(file))).toEqual([]);
    });
  }

  it('only the consultancy page has no form', () => {
    const withoutForm = files.filter((file) => !load(file).form);
    expect(withoutForm).toEqual(['consultancy.md']);
  });
});

describe('broken service files fail naming the file and the field', () => {
  it('an unknown section type', () => {
    const data = load('infrastructure.md');
    data.sections.push({ type: 'testimonials', heading: 'What Clients Say' });
    const problems = validate('infrastructure.md', data);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^src/content/services/infrastructure\\.md: sections\\.${data.sections.length - 1}\\.type: `));
  });

  it('a missing image path', () => {
    const data = load('real-estate-dubai.md');
    const showcase = indexOf(data, 'portfolio');
    data.sections[showcase].items[1].image = '../../assets/art/no-such-picture.svg';
    expect(validate('real-estate-dubai.md', data)).toEqual([
      `src/content/services/real-estate-dubai.md: sections.${showcase}.items.1.image: no image file at ../../assets/art/no-such-picture.svg (paths are relative to the Markdown file, e.g. ../../assets/art/roads-highway.svg)`,
    ]);
  });

  it('an image without alt text', () => {
    const data = load('private-equity.md');
    const grid = indexOf(data, 'image-grid');
    delete data.sections[grid].images[0].alt;
    expect(validate('private-equity.md', data)).toEqual([
      `src/content/services/private-equity.md: sections.${grid}.images.0.alt: Invalid input: expected string, received undefined`,
    ]);
  });

  it('a table row with a missing cell', () => {
    const data = load('real-estate-india.md');
    const table = indexOf(data, 'table');
    data.sections[table].rows[2].pop();
    expect(validate('real-estate-india.md', data)).toEqual([
      `src/content/services/real-estate-india.md: sections.${table}.rows.2: has 3 cells but the table has 4 columns`,
    ]);
  });

  it('a field the schema does not know (a typo)', () => {
    const data = load('consultancy.md');
    data.sections[0].itmes = data.sections[0].items;
    const problems = validate('consultancy.md', data);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^src\/content\/services\/consultancy\.md: sections\.0: .*itmes/);
  });

  it('a button to the form on a page without a form', () => {
    const data = load('consultancy.md');
    data.hero.actions = [{ kind: 'form', label: 'Request a Consultation' }];
    expect(validate('consultancy.md', data)).toEqual([
      'src/content/services/consultancy.md: hero.actions.0.kind: kind "form" needs a `form` on this page',
    ]);
  });

  it('an unknown form type', () => {
    const data = load('infrastructure.md');
    data.form.type = 'crypto';
    const problems = validate('infrastructure.md', data);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^src\/content\/services\/infrastructure\.md: form\.type: /);
  });

  it('a contact detail written into the file instead of a kind', () => {
    const data = load('consultancy.md');
    const cta = indexOf(data, 'call-to-action');
    data.sections[cta].actions[0] = { kind: 'email', label: 'Get in Touch', href: 'mailto:someone@example.com' };
    const problems = validate('consultancy.md', data);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^src/content/services/consultancy\\.md: sections\\.${cta}\\.actions\\.0: .*href`));
  });
});
