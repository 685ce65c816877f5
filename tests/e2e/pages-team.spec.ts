import { expect, test } from '@playwright/test';
import { literal, pageCopy, shown, teamMembers, transactions } from '../support/content';
import { LIST_LIMITS } from '../../src/lib/pagination';
import { expectHeadingOutline, openWithoutJavaScript, region } from '../support/pages';

const copy = pageCopy('team');
// The team's first page (the others: tests/e2e/pagination.desktop.spec.ts).
const people = teamMembers().slice(0, LIST_LIMITS.peoplePerPage);

/** Initials as the avatar draws them: first letters of the first and last names, each with its dot ("V. M."). */
const initials = (name: string) => {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  const letters = [words[0], words.length > 1 ? words.at(-1) : '']
    .map((word) => word?.match(/\p{L}/u)?.[0] ?? '')
    .filter(Boolean)
    .map((letter) => literal(`${letter.toUpperCase()}.`).source);
  return new RegExp(`^${letters.join('\\s')}$`);
};

test(
  'team page: one profile per person file, in order, and the closing links',
  { tag: ['@content', '@once'] },
  async ({ page }) => {
    await page.goto('/team');

    await test.step('heading and subtitle', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      if (copy.hero.subtitle) await expect(page.getByRole('main')).toContainText(shown(copy.hero.subtitle));
    });

    await test.step('every profile: name, role, summary, Focus Areas list, background, What Clients Value cards, photo or initials', async () => {
      await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
        ...people.map((person) => person.name),
        copy.cta.heading,
      ]);
      for (const person of people) {
        const profile = region(page, person.name);
        await expect(profile).toHaveAttribute('id', person.id);
        await expect(profile).toContainText(person.role);
        await expect(profile).toContainText(shown(person.summary));
        // Focus areas, then what the person's file gives of their background, the cards, then the transactions they
        // advised on and the articles they wrote, when there are any (which: trust.desktop.spec.ts and
        // insights.desktop.spec.ts).
        const subheadings = (await profile.getByRole('heading', { level: 3 }).allTextContents()).map(shown);
        const background = [
          [copy.careerHeading, person.career],
          [copy.qualificationsHeading, person.qualifications],
          [copy.regulatedRolesHeading, person.regulatedRoles],
        ] as const;
        const advised = transactions().some((transaction) => transaction.advisers.includes(person.id));
        const before = [
          copy.focusAreasHeading,
          ...background.filter(([, items]) => items.length > 0).map(([heading]) => heading),
          copy.clientValuesHeading,
          ...(advised ? [copy.dealsHeading] : []),
        ].map(shown);
        expect(subheadings.slice(0, before.length)).toEqual(before);
        expect(subheadings.slice(before.length)).toEqual(
          subheadings.length > before.length ? [shown(pageCopy('insights').moreFromAuthor)] : [],
        );
        await expect(profile.getByRole('list').first().getByRole('listitem')).toHaveText(person.focusAreas);

        const values = profile.getByRole('article');
        await expect(values).toHaveCount(person.clientValues.length);
        await expect(values.getByRole('heading', { level: 4 })).toHaveText(
          person.clientValues.map((value) => value.title),
        );
        for (const value of person.clientValues) await expect(profile).toContainText(shown(value.text));

        if (person.photo) await expect(profile.locator('img')).toHaveCount(1);
        else await expect(profile.getByText(initials(person.name))).toBeVisible();
      }
    });

    await test.step('closing links', async () => {
      const section = region(page, copy.cta.heading);
      for (const action of copy.cta.actions)
        await expect(section.getByRole('link', { name: action.label })).toHaveAttribute('href', action.href);
    });

    await test.step('headings in order, one h1', async () => {
      await expectHeadingOutline(page);
    });
  },
);

test('team page reads fine without JavaScript', { tag: ['@content', '@once'] }, async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/team', viewport);
  for (const person of people) await expect(page.getByRole('heading', { level: 2, name: person.name })).toBeVisible();
  await close();
});
