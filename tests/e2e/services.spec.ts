// Every service file makes a page: its hero, every section in the file's order with every card, step, row and
// link, its images, and its consultation form (or none), checked on the built site.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consultationForm, digits, legalPages, literal, services, settings, shown, type Service } from '../support/content';
import { region } from '../support/pages';

const site = settings();
const form = consultationForm();
const disclaimer = legalPages().find((page) => page.href === '/disclaimer')!;
const contactHref = {
  email: `mailto:${site.email}`,
  phone: `tel:+${digits(site.phone.tel)}`,
  whatsapp: `https://wa.me/${digits(site.whatsapp)}`,
  form: '#consultation',
};

/** The items of the first list in a section (cards, tiles, steps). */
const items = (section: Locator) => section.getByRole('list').first().locator(':scope > li');

async function headingsOf(list: Locator) {
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

/** Scrolls every image into view, then checks it loaded, has alt text and reserves its space. */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img');
  for (const image of await images.all()) {
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  return images.count();
}

/** Every card, step, row and link of one section, by its type. */
async function expectSection(block: Locator, section: Service['sections'][number]) {
  switch (section.type) {
    case 'capabilities':
    case 'focus-sectors':
    case 'approach-cards':
    case 'industry-cards':
      await expect(items(block)).toHaveCount(section.items.length);
      expect(await headingsOf(block)).toEqual(section.items.map((item) => item.title));
      for (const item of section.items) {
        await expect(block.getByText(shown(item.description), { exact: true })).toBeVisible();
        for (const point of 'points' in item ? (item.points ?? []) : []) await expect(block.locator('li li').filter({ hasText: point })).toHaveCount(1);
      }
      break;
    case 'why-list':
      for (const item of section.items) await expect(block.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
      for (const stat of section.stats ?? []) {
        await expect(block.getByRole('definition').filter({ hasText: stat.value })).toHaveCount(1);
        await expect(block.getByRole('term').filter({ hasText: stat.label })).toHaveCount(1);
      }
      break;
    case 'portfolio':
      await expect(items(block)).toHaveCount(section.items.length);
      for (const [index, item] of section.items.entries()) {
        const card = items(block).nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(item.title);
        await expect(card).toContainText((item.sector ?? item.location)!);
        await expect(card.getByRole('img')).toHaveAttribute('alt', item.alt);
      }
      break;
    case 'process-steps':
      await expect(block.locator('ol > li')).toHaveCount(section.steps.length);
      expect(await headingsOf(block)).toEqual(section.steps.map((step) => step.title));
      break;
    case 'table': {
      const table = block.getByRole('table', { name: section.caption });
      await expect(block.getByRole('region', { name: section.caption })).toHaveAttribute('tabindex', '0');
      await expect(table.locator('caption')).toHaveText(section.caption);
      await expect(table.locator('thead th[scope="col"]')).toHaveText(section.columns);
      await expect(table.locator('tbody tr')).toHaveCount(section.rows.length);
      for (const [index, row] of section.rows.entries()) {
        const cells = table.locator('tbody tr').nth(index).locator('th, td');
        await expect(cells).toHaveText(row);
        await expect(cells.first()).toHaveAttribute('scope', 'row');
      }
      await expect(block.getByText(shown(section.disclaimer))).toBeVisible();
      await expect(block.getByRole('link', { name: disclaimer.meta.title, exact: true }), 'the note links to the terms and disclaimer').toHaveAttribute('href', disclaimer.href);
      break;
    }
    case 'market-points':
      await expect(items(block)).toHaveCount(section.markets.length);
      expect(await headingsOf(block.getByRole('list').first())).toEqual(section.markets.map((market) => market.title));
      for (const point of section.assurances ?? []) await expect(block.getByRole('listitem').filter({ hasText: point })).toHaveCount(1);
      break;
    case 'engagement-approach':
      for (const principle of section.principles) await expect(block.getByRole('heading', { name: principle.title, level: 3 })).toBeVisible();
      if (section.typical) {
        await expect(block.getByRole('heading', { name: section.typical.heading, level: 3 })).toBeVisible();
        for (const item of section.typical.items) await expect(block.getByRole('listitem').filter({ hasText: item })).toHaveCount(1);
      }
      break;
    case 'image-grid':
      await expect(items(block)).toHaveCount(section.images.length);
      for (const item of section.images) {
        await expect(block.getByRole('img', { name: item.alt, exact: true })).toHaveCount(1);
        if (item.caption) await expect(block.getByRole('figure').filter({ hasText: item.caption })).toHaveCount(1);
      }
      break;
    case 'call-to-action':
      for (const action of section.actions) await expect(block.getByRole('link', { name: action.label })).toHaveAttribute('href', contactHref[action.kind]);
      break;
    default:
      throw new Error(`services.spec.ts has no check for section type ${(section as { type: string }).type}`);
  }
}

for (const service of services()) {
  test(`/services/${service.slug}: hero, every section in order with its content, images, form`, { tag: ['@content', '@once'] }, async ({ page }) => {
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
        await expect(page.locator('main section').first().getByRole('link', { name: action.label })).toHaveAttribute('href', contactHref[action.kind]);
      }
    });

    await test.step('every section in the file’s order, labelled by its heading, headings never skipping a level', async () => {
      const headings = (await page.locator('main h2').allTextContents()).map((text) => text.trim());
      expect(headings).toEqual([...service.sections.map((section) => section.heading), ...(service.form ? [service.form.heading] : [])]);
      const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
      levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]!).toBeLessThanOrEqual(1));
    });

    for (const [index, section] of service.sections.entries()) {
      await test.step(`section ${index + 1} (${section.type}): everything in the file`, async () => {
        await expectSection(region(page, section.heading), section);
      });
    }

    await test.step('one loaded image with alt text per image in the file', async () => {
      const inFile = service.sections
        .flatMap((section): unknown[] => ('images' in section ? section.images : 'items' in section ? section.items : []))
        .filter((item): item is { image: unknown; alt: string } => typeof item === 'object' && item !== null && 'image' in item && !!item.image);
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
      await expect(formSection.locator('astro-island')).toHaveAttribute('props', new RegExp(`"type":\\[0,"${service.form.type}"\\]`));
      const dropdowns = service.form.type in form.options;
      await expect(formSection.getByText(form.fields.investmentRange.label, { exact: true })).toHaveCount(dropdowns ? 1 : 0);
    });
  });
}
