import { expect, test } from '@playwright/test';
import { pageCopy, processSteps, settings, shown } from '../support/content';
import { expectHeadingOutline, openWithoutJavaScript, region } from '../support/pages';

const copy = pageCopy('how-we-work');
const site = settings();
const steps = processSteps();

test(
  'how we work: every process step in order, the pillars and the closing email link',
  { tag: ['@content', '@once'] },
  async ({ page }) => {
    await page.goto('/how-we-work');

    await test.step('heading and subtitle', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      if (copy.hero.subtitle) await expect(page.getByRole('main')).toContainText(shown(copy.hero.subtitle));
    });

    await test.step('one numbered step per process file: full title, description and key activities', async () => {
      const items = region(page, copy.steps.heading).locator('ol > li');
      await expect(items).toHaveCount(steps.length);
      for (const [index, step] of steps.entries()) {
        const item = items.nth(index);
        await expect(item.locator('[aria-hidden="true"]').first()).toHaveText(String(index + 1).padStart(2, '0'));
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(step.title);
        await expect(item).toContainText(shown(step.description));
        await expect(item.getByRole('heading', { level: 4 })).toHaveText(copy.steps.activitiesHeading);
        await expect(item.getByRole('listitem')).toHaveText(step.activities);
      }
    });

    await test.step('every pillar', async () => {
      const section = region(page, copy.pillars.heading);
      await expect(section.getByRole('listitem')).toHaveCount(copy.pillars.items.length);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        copy.pillars.items.map((pillar) => pillar.title),
      );
    });

    await test.step('closing block with the email link', async () => {
      await expect(region(page, copy.cta.heading).getByRole('link', { name: copy.cta.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
    });

    await test.step('headings in order, one h1', async () => {
      await expectHeadingOutline(page);
    });
  },
);

test('how we work reads fine without JavaScript', { tag: ['@content', '@once'] }, async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/how-we-work', viewport);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
  for (const step of steps) await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
  await expect(page.getByRole('link', { name: copy.cta.email })).toBeVisible();
  await close();
});
