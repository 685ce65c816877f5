import { expect, test } from '@playwright/test';
import { digits, pageCopy, settings } from '../support/content';
import { expectHeadingOutline, openWithoutJavaScript, region } from '../support/pages';

const copy = pageCopy('get-started');
const site = settings();

test.describe('get started page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/get-started');
  });

  test('title with the brand, and the subtitle', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${copy.hero.titlePrefix} ${site.brand}`);
    await expect(page.getByRole('main')).toContainText(copy.hero.subtitle);
  });

  test('How to Engage: five steps with their details', async ({ page }) => {
    const section = region(page, copy.engage.heading);
    const steps = section.locator('ol > li');
    await expect(steps).toHaveCount(5);
    for (const [index, step] of copy.engage.steps.entries()) {
      const item = steps.nth(index);
      await expect(item.getByRole('heading', { level: 3 })).toHaveText(step.title);
      await expect(item).toContainText(step.description);
      await expect(item.getByRole('listitem')).toHaveText(step.details);
    }
  });

  test('What We Need From You: four cards of four items', async ({ page }) => {
    const section = region(page, copy.needs.heading);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(4);
    for (const [index, card] of copy.needs.cards.entries()) {
      await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(card.title);
      await expect(cards.nth(index).getByRole('listitem')).toHaveCount(4);
      await expect(cards.nth(index).getByRole('listitem')).toHaveText(card.items);
    }
  });

  test('Engagement Models: three cards, the featured one marked', async ({ page }) => {
    const section = region(page, copy.models.heading);
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(3);
    for (const [index, model] of copy.models.items.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(model.title);
      await expect(card).toContainText(model.description);
      await expect(card.getByRole('listitem')).toHaveText(model.features);
      await expect(card.getByText(copy.models.featuredLabel, { exact: true })).toHaveCount(model.featured ? 1 : 0);
    }
    expect(copy.models.items.filter((model: any) => model.featured)).toHaveLength(1);
  });

  test('Ready to Begin? with Contact Us and Schedule Call', async ({ page }) => {
    const section = region(page, copy.cta.heading);
    await expect(section.getByRole('link', { name: copy.cta.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(section.getByRole('link', { name: copy.cta.phone })).toHaveAttribute('href', `tel:+${digits(site.phone.tel)}`);
  });

  test('headings in order, one h1', async ({ page }) => {
    await expectHeadingOutline(page);
  });
});

test('get started reads fine without JavaScript', async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/get-started', viewport);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(region(page, copy.models.heading).getByRole('article')).toHaveCount(3);
  await close();
});
