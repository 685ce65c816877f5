import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtRoutes } from '../support/content';

const routes = [...builtRoutes(), '/404'];

for (const route of routes) {
  test(`${route} has no WCAG 2.2 A/AA violations`, async ({ page }) => {
    await page.goto(route, { waitUntil: 'networkidle' });
    // Lazy images and hydrated islands must be in their final state before the audit.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
      .analyze();
    const summary = results.violations.map(
      (violation) => `${route} ${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
    );
    expect(summary).toEqual([]);
  });
}
