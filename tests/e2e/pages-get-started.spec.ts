import { expect, test } from '@playwright/test';
import { digits, pageCopy, settings, shown } from '../support/content';
import { expectHeadingOutline, openWithoutJavaScript, region } from '../support/pages';

const copy = pageCopy('get-started');
const site = settings();

test(
  'get started: every engagement step, needs card and model from the content, and the closing links',
  { tag: ['@content', '@once'] },
  async ({ page }) => {
    await page.goto('/get-started');

    await test.step("title with the firm's name, and the subtitle", async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${copy.hero.titlePrefix} ${site.firmName}`);
      await expect(page.getByRole('main')).toContainText(shown(copy.hero.subtitle));
    });

    await test.step('how to engage: every step, numbered in order, with its details', async () => {
      const steps = region(page, copy.engage.heading).locator('ol > li');
      await expect(steps).toHaveCount(copy.engage.steps.length);
      for (const [index, step] of copy.engage.steps.entries()) {
        const item = steps.nth(index);
        await expect(item.locator('[aria-hidden="true"]').first()).toHaveText(String(index + 1).padStart(2, '0'));
        await expect(item.getByRole('heading', { level: 3 })).toHaveText(step.title);
        await expect(item).toContainText(shown(step.description));
        await expect(item.getByRole('listitem')).toHaveText(step.details);
      }
    });

    await test.step('what we need: every card with every item', async () => {
      const cards = region(page, copy.needs.heading).getByRole('article');
      await expect(cards).toHaveCount(copy.needs.cards.length);
      for (const [index, card] of copy.needs.cards.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(card.title);
        await expect(cards.nth(index).getByRole('listitem')).toHaveText(card.items);
      }
    });

    await test.step('engagement models: every model, the featured one marked', async () => {
      const cards = region(page, copy.models.heading).getByRole('article');
      await expect(cards).toHaveCount(copy.models.items.length);
      for (const [index, model] of copy.models.items.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(model.title);
        await expect(card).toContainText(shown(model.description));
        await expect(card.getByRole('listitem')).toHaveText(model.features);
        await expect(card.getByText(copy.models.featuredLabel, { exact: true })).toHaveCount(model.featured ? 1 : 0);
      }
    });

    await test.step('closing band with the email and phone links', async () => {
      const section = region(page, copy.cta.heading);
      await expect(section.getByRole('link', { name: copy.cta.email })).toHaveAttribute('href', `mailto:${site.email}`);
      await expect(section.getByRole('link', { name: copy.cta.phone })).toHaveAttribute(
        'href',
        `tel:+${digits(site.phone.tel)}`,
      );
    });

    await test.step('headings in order, one h1', async () => {
      await expectHeadingOutline(page);
    });
  },
);

test('get started reads fine without JavaScript', { tag: ['@content', '@once'] }, async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/get-started', viewport);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(region(page, copy.models.heading).getByRole('article')).toHaveCount(copy.models.items.length);
  await close();
});
