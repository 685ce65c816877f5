import { readdirSync } from 'node:fs';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import { readFrontMatter, readYaml } from '../../../tests/support/content';
import { homePageSchema } from './home';
import { howWeWorkPageSchema } from './how-we-work';
import { teamMemberSchema, teamPageSchema } from './team';
import { contactPageSchema } from './contact';
import { getStartedPageSchema } from './get-started';
import { processStepSchema } from './process';

// Astro's image() checks that a file exists; here any path string stands in for it.
const memberSchema = teamMemberSchema(() => z.string());

const pages = [
  { file: 'src/content/pages/home.yaml', schema: homePageSchema },
  { file: 'src/content/pages/how-we-work.yaml', schema: howWeWorkPageSchema },
  { file: 'src/content/pages/team.yaml', schema: teamPageSchema },
  { file: 'src/content/pages/contact.yaml', schema: contactPageSchema },
  { file: 'src/content/pages/get-started.yaml', schema: getStartedPageSchema },
] as const;

const files = (dir: string, ext: string) =>
  readdirSync(new URL(`../../../${dir}`, import.meta.url))
    .filter((name) => name.endsWith(ext))
    .map((name) => `${dir}/${name}`);

const teamFiles = files('src/content/team', '.md');
const processFiles = files('src/content/process', '.yaml');

/** Parses and returns the issues, failing the test if the entry was accepted. */
function issuesOf(schema: z.ZodType, data: unknown) {
  const result = schema.safeParse(data);
  expect(result.success).toBe(false);
  return { issues: result.error?.issues ?? [], message: result.error ? z.prettifyError(result.error) : '' };
}

const clone = <T>(value: T): T => structuredClone(value);

describe('the real content files satisfy their schemas', () => {
  for (const { file, schema } of pages) {
    it(file, () => {
      const result = schema.safeParse(readYaml(file));
      expect(result.error ? z.prettifyError(result.error) : '').toBe('');
    });
  }

  it('two team members, each valid, in distinct order', () => {
    expect(teamFiles).toHaveLength(2);
    const orders = teamFiles.map((file) => {
      const result = memberSchema.safeParse(readFrontMatter(file));
      expect(result.error ? `${file}: ${z.prettifyError(result.error)}` : '').toBe('');
      return result.data?.order;
    });
    expect(new Set(orders).size).toBe(2);
  });

  it('five process steps, each valid with four activities, numbered 1 to 5', () => {
    expect(processFiles).toHaveLength(5);
    const orders = processFiles.map((file) => {
      const result = processStepSchema.safeParse(readYaml(file));
      expect(result.error ? `${file}: ${z.prettifyError(result.error)}` : '').toBe('');
      return result.data?.order;
    });
    expect(orders.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('every page has its own browser title', () => {
    const titles = files('src/content/pages', '.yaml').map((file) => readYaml(file).meta?.title as string);
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('a broken entry is rejected, naming the field', () => {
  it('home: a missing headline', () => {
    const data = clone(readYaml('src/content/pages/home.yaml'));
    delete data.hero.headline;
    const { issues, message } = issuesOf(homePageSchema, data);
    expect(issues[0]?.path).toEqual(['hero', 'headline']);
    expect(message).toContain('hero.headline');
  });

  it('home: a headline of two lines instead of three', () => {
    const data = clone(readYaml('src/content/pages/home.yaml'));
    data.hero.headline = data.hero.headline.slice(0, 2);
    expect(issuesOf(homePageSchema, data).issues[0]?.path).toEqual(['hero', 'headline']);
  });

  it('home: a misspelt field', () => {
    const data = clone(readYaml('src/content/pages/home.yaml'));
    data.whyUs.intorduction = data.whyUs.intro;
    const { issues, message } = issuesOf(homePageSchema, data);
    expect(issues[0]).toMatchObject({ code: 'unrecognized_keys', keys: ['intorduction'], path: ['whyUs'] });
    expect(message).toContain('intorduction');
  });

  it('home: a fifth why-us point', () => {
    const data = clone(readYaml('src/content/pages/home.yaml'));
    data.whyUs.points.push(data.whyUs.points[0]);
    expect(issuesOf(homePageSchema, data).issues[0]?.path).toEqual(['whyUs', 'points']);
  });

  it('team member: a missing role and a misspelt focus areas field', () => {
    const data = clone(readFrontMatter(teamFiles[0]!));
    delete data.role;
    data.focusArea = data.focusAreas;
    delete data.focusAreas;
    const { issues, message } = issuesOf(memberSchema, data);
    expect(issues.map((issue) => issue.path.join('.'))).toEqual(expect.arrayContaining(['role', 'focusAreas']));
    expect(issues).toContainEqual(expect.objectContaining({ code: 'unrecognized_keys', keys: ['focusArea'] }));
    expect(message).toContain('focusArea');
  });

  it('team member: a value card without its text', () => {
    const data = clone(readFrontMatter(teamFiles[0]!));
    delete data.clientValues[1].text;
    expect(issuesOf(memberSchema, data).issues[0]?.path).toEqual(['clientValues', 1, 'text']);
  });

  it('process step: three activities instead of four', () => {
    const data = clone(readYaml(processFiles[0]!));
    data.activities.pop();
    expect(issuesOf(processStepSchema, data).issues[0]?.path).toEqual(['activities']);
  });

  it('get started: a needs card with three items, and two featured models', () => {
    const data = clone(readYaml('src/content/pages/get-started.yaml'));
    data.needs.cards[2].items.pop();
    data.models.items[0].featured = true;
    const paths = issuesOf(getStartedPageSchema, data).issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['needs.cards.2.items', 'models.items']));
  });

  it('get started: a missing title prefix', () => {
    const data = clone(readYaml('src/content/pages/get-started.yaml'));
    delete data.hero.titlePrefix;
    expect(issuesOf(getStartedPageSchema, data).issues[0]?.path).toEqual(['hero', 'titlePrefix']);
  });

  it('contact: two offices instead of three, and a misspelt label', () => {
    const data = clone(readYaml('src/content/pages/contact.yaml'));
    data.offices.items.pop();
    data.quickActions.whatsap = data.quickActions.whatsapp;
    delete data.quickActions.whatsapp;
    const { issues } = issuesOf(contactPageSchema, data);
    const paths = issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['offices.items', 'quickActions.whatsapp']));
    expect(issues).toContainEqual(expect.objectContaining({ keys: ['whatsap'], path: ['quickActions'] }));
  });

  it('how we work: a page title that is too short for search results', () => {
    const data = clone(readYaml('src/content/pages/how-we-work.yaml'));
    data.meta.title = 'Process';
    expect(issuesOf(howWeWorkPageSchema, data).issues[0]?.path).toEqual(['meta', 'title']);
  });

  it('team page: a link to another site in the closing band', () => {
    const data = clone(readYaml('src/content/pages/team.yaml'));
    data.cta.actions[0].href = 'https://example.com';
    expect(issuesOf(teamPageSchema, data).issues[0]?.path).toEqual(['cta', 'actions', 0, 'href']);
  });
});
