import { expect, test } from '@playwright/test';
import { pageCopy, teamMembers } from '../support/content';
import { expectHeadingOutline, openWithoutJavaScript, region } from '../support/pages';

const copy = pageCopy('team');
const people = teamMembers();

/** Initials as the avatar draws them: first letters of the first and last names. */
const initials = (name: string) => {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return [words[0], words.length > 1 ? words.at(-1) : '']
    .map((word) => word?.match(/\p{L}/u)?.[0] ?? '')
    .join('')
    .toUpperCase();
};

test.describe('team page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/team');
  });

  test('heading and subtitle', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(page.getByRole('main')).toContainText(copy.hero.subtitle.replace(/\s+/g, ' '));
  });

  test('two profiles: role, summary, Focus Areas list and What Clients Value cards', async ({ page }) => {
    expect(people).toHaveLength(2);
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).filter({ hasText: new RegExp(people.map((p) => p.name).join('|')) })).toHaveCount(2);
    for (const person of people) {
      const profile = region(page, person.name);
      await expect(profile).toContainText(person.role);
      await expect(profile).toContainText(person.summary.replace(/\s+/g, ' '));
      await expect(profile.getByRole('heading', { level: 3 })).toHaveText([copy.focusAreasHeading, copy.clientValuesHeading]);

      const focus = profile.getByRole('list').first();
      await expect(focus.getByRole('listitem')).toHaveText(person.focusAreas);

      const values = profile.getByRole('article');
      await expect(values).toHaveCount(person.clientValues.length);
      await expect(values.getByRole('heading', { level: 4 })).toHaveText(person.clientValues.map((value: any) => value.title));
      for (const value of person.clientValues) await expect(profile).toContainText(value.text);

      if (person.photo) await expect(profile.locator('img')).toHaveCount(1);
      else await expect(profile.getByText(initials(person.name), { exact: true })).toBeVisible();
    }
  });

  test('closing links', async ({ page }) => {
    const section = region(page, copy.cta.heading);
    for (const action of copy.cta.actions) {
      await expect(section.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
    }
  });

  test('headings in order, one h1', async ({ page }) => {
    await expectHeadingOutline(page);
  });
});

test('team page reads fine without JavaScript', async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/team', viewport);
  for (const person of people) await expect(page.getByRole('heading', { level: 2, name: person.name })).toBeVisible();
  await close();
});
