// The five service pages (spec §2): what the spec names, checked on the built site, with the words read from the service files.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readYaml, sectionsOf, servicePage, services, settings } from '../support/content';

const site = settings();
const form = readYaml('src/content/forms/consultation.yaml');
const digitsOnly = (value: string) => value.replace(/\D/g, '');
const contactHref: Record<string, string> = {
  email: `mailto:${site.email}`,
  phone: `tel:+${digitsOnly(site.phone.tel)}`,
  whatsapp: `https://wa.me/${digitsOnly(site.whatsapp)}`,
  form: '#consultation',
};

/** A page section, found by the accessible name its heading gives it. */
const region = (page: Page, heading: string) => page.getByRole('region', { name: heading, exact: true });
/** The items of the first list in a section (cards, tiles, steps). */
const items = (section: Locator) => section.getByRole('list').first().locator(':scope > li');

async function headingsOf(list: Locator) {
  return (await list.getByRole('heading', { level: 3 }).allTextContents()).map((text) => text.trim());
}

/** Scrolls every image into view, then checks it loaded, has alt text and reserves its space. */
async function expectImagesLoaded(page: Page) {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const image = images.nth(index);
    await image.scrollIntoViewIfNeeded();
    await expect(image).toHaveAttribute('alt', /\S/);
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  }
  return count;
}

test.describe('every service page, from its file', () => {
  for (const service of services()) {
    test(`/services/${service.slug}: hero, sections in order, images, form`, async ({ page }) => {
      await page.goto(`/services/${service.slug}`);
      await expect(page).toHaveTitle(new RegExp(`^${service.meta.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} — `));
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.meta.description);

      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      await expect(h1).toHaveText(service.hero.title);
      await expect(page.getByText(service.hero.subtitle.replace(/\s+/g, ' ').trim())).toBeVisible();
      await expect(page.getByRole('main').getByText(service.hero.reach, { exact: true })).toBeVisible();
      for (const action of service.hero.actions ?? []) {
        await expect(page.locator('main section').first().getByRole('link', { name: action.label })).toHaveAttribute('href', contactHref[action.kind]);
      }

      // Every section, in the file's order, each labelled by its heading.
      const headings = (await page.locator('main h2').allTextContents()).map((text) => text.trim());
      const expected = [...service.sections.map((section: any) => section.heading), ...(service.form ? [service.form.heading] : [])];
      expect(headings).toEqual(expected);
      for (const section of service.sections) await expect(region(page, section.heading)).toBeVisible();

      // Headings never skip a level.
      const levels = await page.locator('main :is(h1, h2, h3, h4)').evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])));
      levels.forEach((level, index) => index > 0 && expect(level - levels[index - 1]).toBeLessThanOrEqual(1));

      const imageCount = await expectImagesLoaded(page);
      const imagesInFile = service.sections.flatMap((section: any) => [...(section.items ?? []), ...(section.images ?? [])]).filter((item: any) => item.image);
      expect(imageCount).toBe(imagesInFile.length);
      for (const item of imagesInFile) await expect(page.getByRole('img', { name: item.alt, exact: true })).toHaveCount(1);

      if (service.form) {
        const formSection = page.locator('#consultation');
        await expect(formSection.getByRole('heading', { level: 2 })).toHaveText(service.form.heading);
        await formSection.scrollIntoViewIfNeeded();
        await expect(formSection.locator('form')).toHaveCount(1);
        await expect(formSection.getByLabel(form.fields.email.label.replace(' *', ''), { exact: false }).first()).toBeVisible();
        await expect(formSection.locator('astro-island')).toHaveAttribute('props', new RegExp(`"type":\\[0,"${service.form.type}"\\]`));
        const realEstate = service.form.type.startsWith('real-estate');
        await expect(formSection.getByText(form.fields.investmentRange.label, { exact: true })).toHaveCount(realEstate ? 1 : 0);
      } else {
        await expect(page.locator('form')).toHaveCount(0);
        await expect(page.locator('#consultation')).toHaveCount(0);
      }
    });
  }
});

test.describe('section types render their content', () => {
  for (const service of services()) {
    test(`/services/${service.slug}: every card, step, row and link from the file`, async ({ page }) => {
      await page.goto(`/services/${service.slug}`);
      for (const section of service.sections) {
        const block = region(page, section.heading);
        switch (section.type) {
          case 'capabilities':
          case 'focus-sectors':
          case 'approach-cards':
          case 'industry-cards':
            await expect(items(block)).toHaveCount(section.items.length);
            expect(await headingsOf(block)).toEqual(section.items.map((item: any) => item.title));
            for (const item of section.items) {
              await expect(block.getByText(item.description, { exact: true })).toBeVisible();
              for (const point of item.points ?? []) await expect(block.locator('li li').filter({ hasText: point })).toHaveCount(1);
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
              await expect(card).toContainText(item.sector ?? item.location);
              await expect(card.getByRole('img')).toHaveAttribute('alt', item.alt);
            }
            break;
          case 'process-steps':
            await expect(block.locator('ol > li')).toHaveCount(section.steps.length);
            expect(await headingsOf(block)).toEqual(section.steps.map((step: any) => step.title));
            break;
          case 'table': {
            const table = block.getByRole('table', { name: section.caption });
            const scroller = block.getByRole('region', { name: section.caption });
            await expect(scroller).toHaveAttribute('tabindex', '0');
            await expect(table.locator('caption')).toHaveText(section.caption);
            await expect(table.locator('thead th[scope="col"]')).toHaveText(section.columns);
            await expect(table.locator('tbody tr')).toHaveCount(section.rows.length);
            for (const [index, row] of section.rows.entries()) {
              const cells = table.locator('tbody tr').nth(index).locator('th, td');
              await expect(cells).toHaveText(row);
              await expect(cells.first()).toHaveAttribute('scope', 'row');
            }
            await expect(block.getByText(section.disclaimer.replace(/\s+/g, ' ').trim())).toBeVisible();
            break;
          }
          case 'market-points':
            await expect(items(block)).toHaveCount(section.markets.length);
            expect(await headingsOf(block.getByRole('list').first())).toEqual(section.markets.map((market: any) => market.title));
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
            for (const action of section.actions) {
              await expect(block.getByRole('link', { name: action.label })).toHaveAttribute('href', contactHref[action.kind]);
            }
            break;
          default:
            throw new Error(`services.spec.ts has no check for section type ${section.type}`);
        }
      }
    });
  }
});

test.describe('what the spec names on each page', () => {
  const names = (section: Record<string, any>, key = 'items') => section[key].map((item: any) => item.title);

  test('infrastructure: title, five capabilities, six-item portfolio over five sectors, mandates above USD 100M, infrastructure form', async ({ page }) => {
    const service = servicePage('infrastructure');
    await page.goto('/services/infrastructure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Infrastructure Projects Access');
    const [capabilities] = sectionsOf(service, 'capabilities');
    expect(names(capabilities)).toEqual(['Government Liaisoning', 'Sourcing & Qualification', 'JV / Consortium Formation', 'Post-Tender Support', 'Regulatory Compliance']);
    await expect(items(region(page, capabilities.heading))).toHaveCount(5);
    expect(sectionsOf(service, 'why-list')).toHaveLength(1);
    const [portfolio] = sectionsOf(service, 'portfolio');
    await expect(items(region(page, portfolio.heading))).toHaveCount(6);
    expect(new Set(portfolio.items.map((item: any) => item.sector))).toEqual(
      new Set(['Roads & Highways', 'Metro & Rail', 'Urban Infrastructure', 'Infrastructure Engineering', 'Water & Urban']),
    );
    await expect(page.locator('main')).toContainText('above USD 100M');
    expect(service.form.type).toBe('infrastructure');
  });

  test('private equity: hero, four approach cards, six sectors, why list, ecosystem images, private-equity form', async ({ page }) => {
    const service = servicePage('private-equity');
    await page.goto('/services/private-equity');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Private Equity — Growth Stage');
    await expect(page.locator('main section').first()).toContainText('USD 2M–100M Capital Raise');
    await expect(items(region(page, sectionsOf(service, 'approach-cards')[0].heading))).toHaveCount(4);
    const [sectors] = sectionsOf(service, 'focus-sectors');
    expect(names(sectors)).toEqual([
      'Infrastructure & Construction',
      'Renewable Energy',
      'Technology & SaaS',
      'Healthcare & Life Sciences',
      'Consumer & Retail',
      'Logistics & Manufacturing',
    ]);
    await expect(items(region(page, sectors.heading))).toHaveCount(6);
    const why = region(page, sectionsOf(service, 'why-list')[0].heading);
    for (const phrase of ['family offices', 'venture funds', '10+ regions']) await expect(why).toContainText(phrase);
    expect(sectionsOf(service, 'image-grid')[0].images.length).toBeGreaterThanOrEqual(2);
    expect(service.form.type).toBe('private-equity');
  });

  test('Dubai: three focus cards, reasons, four steps, four-project showcase, sample table with the spec figures, real-estate-dubai form', async ({ page }) => {
    const service = servicePage('real-estate-dubai');
    await page.goto('/services/real-estate-dubai');
    const [focus] = sectionsOf(service, 'approach-cards');
    expect(names(focus)).toEqual(['ROI-Based', 'Joint Venture', 'High-Yield Rental']);
    await expect(items(region(page, focus.heading))).toHaveCount(3);
    expect(sectionsOf(service, 'why-list')[0].heading).toMatch(/Dubai/);
    await expect(region(page, sectionsOf(service, 'process-steps')[0].heading).locator('ol > li')).toHaveCount(4);
    await expect(items(region(page, sectionsOf(service, 'portfolio')[0].heading))).toHaveCount(4);
    const [table] = sectionsOf(service, 'table');
    const rendered = region(page, table.heading).getByRole('table');
    await expect(rendered.getByRole('columnheader')).toHaveText(['Project Type', 'Location', 'Investment Model', 'Expected ROI']);
    await expect(rendered.locator('tbody tr')).toHaveCount(3);
    for (const figure of ['12–14% annualized', '1.6x in 24 months', '10–11% annual yield']) {
      await expect(rendered.locator('tbody tr').filter({ hasText: figure })).toHaveCount(1);
    }
    await expect(region(page, table.heading).getByText(/illustrative/)).toBeVisible();
    expect(service.form.type).toBe('real-estate-dubai');
  });

  test('India: two focus cards, the four markets with clear approvals, four steps, three model rows with the spec figures, real-estate-india form', async ({ page }) => {
    const service = servicePage('real-estate-india');
    await page.goto('/services/real-estate-india');
    const [focus] = sectionsOf(service, 'approach-cards');
    expect(names(focus)).toEqual(['Land Opportunities', 'Construction Projects']);
    await expect(items(region(page, focus.heading))).toHaveCount(2);
    const [markets] = sectionsOf(service, 'market-points');
    expect(names(markets, 'markets')).toEqual(['Delhi-NCR', 'Noida', 'Haryana', 'Uttar Pradesh']);
    await expect(region(page, markets.heading)).toContainText(/clear approvals/i);
    await expect(region(page, sectionsOf(service, 'process-steps')[0].heading).locator('ol > li')).toHaveCount(4);
    const [table] = sectionsOf(service, 'table');
    const rows = region(page, table.heading).getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    for (const figure of ['14–18% annualized', '1.5x in 24–30 months', '16–20%']) await expect(rows.filter({ hasText: figure })).toHaveCount(1);
    await expect(region(page, table.heading).getByText(/illustrative/)).toBeVisible();
    expect(service.form.type).toBe('real-estate-india');
  });

  test('consultancy: five industry cards, engagement approach, typical engagements, image grid, Get in Touch email link, no form', async ({ page }) => {
    const service = servicePage('consultancy');
    await page.goto('/services/consultancy');
    const [industries] = sectionsOf(service, 'industry-cards');
    expect(names(industries)).toEqual(['Exports & Imports', 'Construction', 'Logistics', 'Trade Compliance', 'Market Access']);
    await expect(items(region(page, industries.heading))).toHaveCount(5);
    const [approach] = sectionsOf(service, 'engagement-approach');
    expect(names(approach, 'principles')).toEqual(['Tailored Scope', 'Fixed Fee or Time-Based', 'Clear Deliverables', 'Single-Point Accountability']);
    const typical = region(page, approach.heading);
    await expect(typical).toContainText('3–12 month projects');
    await expect(typical).toContainText('Retainer or project-based');
    expect(sectionsOf(service, 'image-grid')).toHaveLength(1);
    await expect(page.getByRole('link', { name: 'Get in Touch', exact: true })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(page.locator('form, astro-island[component-url*="ConsultationForm"]')).toHaveCount(0);
    expect(service.form).toBeUndefined();
  });
});
