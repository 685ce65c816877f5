import { expect, test, type Page } from '@playwright/test';
import { services } from '../support/content';

const island = 'astro-island[component-url*="TiltCard"]';

/** Waits until the tilt island of every service card has hydrated (Astro removes `ssr` once it has). */
async function hydrated(page: Page) {
  await expect(page.locator(island)).toHaveCount(services().length);
  await expect(page.locator(`${island}[ssr]`)).toHaveCount(0);
}

const transformOf = (page: Page, index: number) =>
  page
    .locator('#services [data-tilt]')
    .nth(index)
    .evaluate((element) => (element as HTMLElement).style.transform);

test.describe('service card tilt on a desktop pointer', { tag: '@content' }, () => {
  test('loads the tilt island and tilts towards the pointer, flat again when it leaves', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
    await page.goto('/');
    await hydrated(page);
    expect(scripts.some((url) => /TiltCard/.test(url))).toBe(true);

    const card = page.locator('#services [data-tilt]').first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    expect(await transformOf(page, 0)).toBe('');

    await page.mouse.move(box.x + box.width * 0.9, box.y + box.height * 0.1);
    await expect.poll(() => transformOf(page, 0)).toMatch(/rotateX\(\d.*rotateY\(\d/);
    const first = await transformOf(page, 0);

    await page.mouse.move(box.x + box.width * 0.1, box.y + box.height * 0.9, { steps: 4 });
    await expect.poll(() => transformOf(page, 0)).toMatch(/rotateX\(-.*rotateY\(-/);
    expect(await transformOf(page, 0)).not.toBe(first);

    await page.mouse.move(box.x + box.width / 2, box.y - 200);
    await expect.poll(() => transformOf(page, 0)).toBe('');
  });

  test('stays still under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await hydrated(page);
    const card = page.locator('#services [data-tilt]').nth(1);
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + 10, box.y + 10);
    await page.mouse.move(box.x + box.width - 10, box.y + box.height - 10, { steps: 5 });
    expect(await transformOf(page, 1)).toBe('');
  });
});
