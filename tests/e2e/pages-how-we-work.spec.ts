import { expect, test } from '@playwright/test';
import { pageCopy, processSteps, settings } from '../support/content';
import { expectHeadingOutline, openWithoutJavaScript, region } from '../support/pages';

const copy = pageCopy('how-we-work');
const site = settings();
const steps = processSteps();

test.describe('how we work page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/how-we-work');
  });

  test('heading How We Work and the subtitle', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
    await expect(page.getByRole('main')).toContainText(copy.hero.subtitle.replace(/\s+/g, ' '));
  });

  test('five steps, each with its full title, description and four key activities', async ({ page }) => {
    const section = region(page, copy.steps.heading);
    const items = section.locator('ol > li');
    await expect(items).toHaveCount(5);
    for (const [index, step] of steps.entries()) {
      const item = items.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(step.title);
      await expect(item).toContainText(step.description.replace(/\s+/g, ' '));
      await expect(item.getByRole('heading', { level: 4 })).toHaveText(copy.steps.activitiesHeading);
      await expect(item.getByRole('listitem')).toHaveText(step.activities);
    }
  });

  test('Why This Works: four pillars', async ({ page }) => {
    const section = region(page, copy.pillars.heading);
    await expect(section.getByRole('listitem')).toHaveCount(4);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.pillars.items.map((pillar: any) => pillar.title));
  });

  test('closing block with a Get in Touch email link', async ({ page }) => {
    const section = region(page, copy.cta.heading);
    await expect(section.getByRole('link', { name: copy.cta.email })).toHaveAttribute('href', `mailto:${site.email}`);
  });

  test('headings in order, one h1', async ({ page }) => {
    await expectHeadingOutline(page);
  });
});

test('how we work reads fine without JavaScript', async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/how-we-work', viewport);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
  for (const step of steps) await expect(page.getByRole('heading', { level: 3, name: step.title })).toBeVisible();
  await expect(page.getByRole('link', { name: copy.cta.email })).toBeVisible();
  await close();
});
