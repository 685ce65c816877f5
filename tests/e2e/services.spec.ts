// Every service file makes a page: its hero, every section in the file's order with every card, step, row and
// link, its images, and its consultation form (or none), checked on the built site.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consultationForm, literal, pageCopy, services, shown, type Service } from '../support/content';
import { region } from '../support/pages';
import { contactHref, type ExpectSection, type SectionData } from '../support/service-sections';
import { sectionExpectations } from '../../src/components/service/sections/expects';

const form = consultationForm();

/** Scrolls every image into view, then checks it loaded, has alt text and reserves its space. */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img');
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
  }
  return images.count();
}

/** Every card, step, row and link of one section, as its type's folder expects (sections/<type>/expect.ts). */
function expectSection<Type extends Service['sections'][number]['type']>(block: Locator, section: SectionData<Type>) {
  // The map is keyed by every type; TypeScript cannot narrow a lookup by a generic key to that key's entry.
  const check = sectionExpectations[section.type] as unknown as ExpectSection<Type> | undefined;
  if (!check) throw new Error(`sections/expects.ts has no check for section type ${section.type}`);
  return check(block, section);
}

for (const service of services()) {
  test(
    `/services/${service.slug}: hero, every section in order with its content, images, form`,
    { tag: ['@content', '@once'] },
    async ({ page }) => {
      await page.goto(`/services/${service.slug}`);

      await test.step('title, description and hero', async () => {
        await expect(page).toHaveTitle(new RegExp(`^${literal(service.meta.title).source} — `));
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.meta.description);
        const h1 = page.getByRole('heading', { level: 1 });
        await expect(h1).toHaveCount(1);
        await expect(h1).toHaveText(service.hero.title);
        await expect(page.getByText(shown(service.hero.subtitle))).toBeVisible();
        await expect(page.getByRole('main').getByText(service.hero.reach, { exact: true })).toBeVisible();
        for (const action of service.hero.actions ?? []) {
          await expect(page.locator('main section').first().getByRole('link', { name: action.label })).toHaveAttribute(
            'href',
            contactHref[action.kind],
          );
        }
      });

      await test.step('every section in the file’s order, labelled by its heading, headings never skipping a level', async () => {
        const headings = (await page.locator('main h2').allTextContents()).map((text) => text.trim());
        // Last, the service's latest transactions and then its latest articles, each when there are any (which:
        // tests/e2e/trust.desktop.spec.ts, tests/e2e/insights.desktop.spec.ts).
        const transactions = pageCopy('transactions').latest.heading;
        const articles = pageCopy('insights').onService;
        expect(headings).toEqual([
          ...service.sections.map((section) => section.heading),
          ...(service.form ? [service.form.heading] : []),
          ...(headings.includes(transactions) ? [transactions] : []),
          ...(headings.at(-1) === articles ? [articles] : []),
        ]);
        const levels = await page
          .locator('main :is(h1, h2, h3, h4)')
          .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
        levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!).toBeLessThanOrEqual(1));
      });

      for (const [index, section] of service.sections.entries()) {
        await test.step(`section ${index + 1} (${section.type}): everything in the file`, async () => {
          await expectSection(region(page, section.heading), section);
        });
      }

      await test.step('one loaded image with alt text per image in the file', async () => {
        const inFile = service.sections
          .flatMap((section): unknown[] =>
            'images' in section ? section.images : 'items' in section ? section.items : [],
          )
          .filter(
            (item): item is { image: unknown; alt: string } =>
              typeof item === 'object' && item !== null && 'image' in item && !!item.image,
          );
        expect(await expectImagesLoaded(page)).toBe(inFile.length);
        for (const item of inFile) await expect(page.getByRole('img', { name: item.alt, exact: true })).toHaveCount(1);
      });

      await test.step(service.form ? `the ${service.form.type} consultation form` : 'no form', async () => {
        if (!service.form) {
          await expect(page.locator('form')).toHaveCount(0);
          await expect(page.locator('#consultation')).toHaveCount(0);
          return;
        }
        const formSection = page.locator('#consultation');
        await expect(formSection.getByRole('heading', { level: 2 })).toHaveText(service.form.heading);
        await formSection.scrollIntoViewIfNeeded();
        await expect(formSection.locator('form')).toHaveCount(1);
        await expect(formSection.getByLabel(form.fields.email.label, { exact: true })).toBeVisible();
        await expect(formSection.locator('astro-island')).toHaveAttribute(
          'props',
          new RegExp(`"type":\\[0,"${service.form.type}"\\]`),
        );
        const dropdowns = service.form.type in form.options;
        await expect(formSection.getByText(form.fields.investmentRange.label, { exact: true })).toHaveCount(
          dropdowns ? 1 : 0,
        );
      });
    },
  );
}
