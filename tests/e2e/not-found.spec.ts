import { expect, test } from '@playwright/test';
import { notFoundPage } from '../support/content';

const copy = notFoundPage();

test(
  'an unknown path answers 404 with the not-found page and logs the path',
  { tag: ['@content', '@once'] },
  async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => message.type() === 'error' && messages.push(message.text()));
    const response = await page.goto('/no-such-page?x=1');
    expect(response?.status()).toBe(404);
    await expect(page.getByText(copy.code, { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.heading);
    await expect(page.getByRole('link', { name: copy.homeLink })).toHaveAttribute('href', '/');
    await expect
      .poll(() => messages)
      .toContain('404 Error: User attempted to access non-existent route: /no-such-page');
  },
);
