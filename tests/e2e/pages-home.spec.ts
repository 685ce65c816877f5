import { expect, test } from '@playwright/test';
import { digits, literal, pageCopy, processSteps, services, settings, teamMembers } from '../support/content';
import { expectHeadingOutline, expectNewTab, openWithoutJavaScript, region, servedHtml } from '../support/pages';

const copy = pageCopy('home');
const site = settings();
const headline: string[] = copy.hero.headline;

test.describe('home page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('hero: three-line headline, tagline, both actions, email and phone', async ({ page }) => {
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toHaveCount(1);
    // Each line is its own block, and the heading still reads as words separated by spaces.
    await expect(h1.locator('span.block')).toHaveText(headline);
    expect(await h1.evaluate((element) => element.textContent)).toBe(headline.join(' '));

    const hero = region(page, headline.join(' '));
    await expect(hero).toContainText(site.tagline);
    await expect(hero).toContainText(copy.hero.intro);
    await expect(hero.getByRole('link', { name: copy.hero.primaryCta.label })).toHaveAttribute('href', '/get-started');
    await expect(hero.getByRole('link', { name: copy.hero.secondaryCta.label })).toHaveAttribute('href', '#services');
    await expect(hero.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(hero.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:+${digits(site.phone.tel)}`);
    await expect(hero.locator('dl dt')).toHaveText(copy.hero.facts.map((fact: any) => fact.label));
    await expect(hero.locator('dl dd')).toHaveText(copy.hero.facts.map((fact: any) => fact.value));
  });

  test('Explore Services jumps to the services section', async ({ page }) => {
    await page.getByRole('link', { name: copy.hero.secondaryCta.label }).click();
    await expect(page).toHaveURL(/#services$/);
    await expect(page.getByRole('heading', { level: 2, name: copy.services.heading })).toBeInViewport();
  });

  test('Our Services: five cards with reach, summary, three highlights and a Learn More link', async ({ page }) => {
    const section = page.locator('section#services');
    await expect(section).toHaveAttribute('aria-labelledby', /.+/);
    await expect(region(page, copy.services.heading)).toHaveId('services');
    const cards = section.getByRole('article');
    await expect(cards).toHaveCount(5);
    for (const [index, service] of services().entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
      await expect(card).toContainText(service.reach);
      await expect(card).toContainText(service.summary);
      await expect(card.getByRole('listitem')).toHaveText(service.highlights);
      const link = card.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveAttribute('href', `/services/${service.slug}`);
      await expect(link).toHaveAccessibleName(`${copy.services.learnMore} ${copy.services.learnMoreContext} ${service.title}`);
      await expect(link).toContainText(copy.services.learnMore);
    }
  });

  test('Why Us: four points', async ({ page }) => {
    const section = region(page, copy.whyUs.heading);
    await expect(section.getByRole('listitem')).toHaveCount(4);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(copy.whyUs.points.map((point: any) => point.title));
    for (const point of copy.whyUs.points) await expect(section).toContainText(point.text.replace(/\s+/g, ' '));
  });

  test('How We Work: the five steps by their short titles, and a link to the process page', async ({ page }) => {
    const section = region(page, copy.process.heading);
    const steps = section.getByRole('list').first().getByRole('listitem');
    await expect(steps).toHaveCount(5);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(processSteps().map((step) => step.shortTitle));
    await expect(section.getByRole('link', { name: copy.process.link.label })).toHaveAttribute('href', '/how-we-work');
  });

  test('Our Team: two people and View Full Team', async ({ page }) => {
    const section = region(page, copy.team.heading);
    const people = teamMembers();
    await expect(section.getByRole('article')).toHaveCount(2);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(people.map((person) => person.name));
    for (const person of people) await expect(section).toContainText(person.role);
    await expect(section.getByRole('link', { name: copy.team.link.label })).toHaveAttribute('href', '/team');
  });

  test('Get in Touch: email button and WhatsApp link in a new tab', async ({ page }) => {
    const section = region(page, copy.contact.heading);
    await expect(section).toContainText(site.responseTime);
    await expect(section.getByRole('link', { name: copy.contact.email })).toHaveAttribute('href', `mailto:${site.email}`);
    await expectNewTab(section.getByRole('link', { name: copy.contact.whatsapp }), `https://wa.me/${digits(site.whatsapp)}`);
  });

  test('headings in order, one h1', async ({ page }) => {
    await expectHeadingOutline(page);
  });

  test('no inline style attributes in the served HTML (the CSP forbids them)', async ({ page }) => {
    expect(await servedHtml(page, '/')).not.toMatch(/\sstyle="/);
  });
});

test('home page reads fine without JavaScript', async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/', viewport);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section#services article')).toHaveCount(5);
  for (const service of services()) await expect(page.getByRole('heading', { name: service.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: literal(copy.services.learnMore) })).toHaveCount(5);
  await expect(region(page, copy.contact.heading).getByRole('link', { name: copy.contact.whatsapp })).toBeVisible();
  await close();
});
