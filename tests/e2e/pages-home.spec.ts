import { expect, test } from '@playwright/test';
import { digits, literal, pageCopy, processSteps, services, settings, shown, teamMembers } from '../support/content';
import { LIST_LIMITS } from '../../src/lib/pagination';
import { expectHeadingOutline, expectNewTab, openWithoutJavaScript, region, servedHtml } from '../support/pages';

const copy = pageCopy('home');
const site = settings();

test(
  'home page: hero, every service card, why us, the process, the team and the closing band, from the content',
  { tag: ['@content', '@once'] },
  async ({ page }) => {
    await page.goto('/');

    await test.step('hero: the headline line by line, tagline, both actions, email, phone and key figures', async () => {
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toHaveCount(1);
      // Each line is its own block, and the heading still reads as words separated by spaces.
      await expect(h1.locator('span.block')).toHaveText(copy.hero.headline);
      expect(await h1.evaluate((element) => element.textContent)).toBe(copy.hero.headline.join(' '));

      const hero = region(page, copy.hero.headline.join(' '));
      await expect(hero).toContainText(site.tagline);
      await expect(hero).toContainText(shown(copy.hero.intro));
      await expect(hero.getByRole('link', { name: copy.hero.primaryCta.label })).toHaveAttribute(
        'href',
        copy.hero.primaryCta.href,
      );
      await expect(hero.getByRole('link', { name: copy.hero.secondaryCta.label })).toHaveAttribute(
        'href',
        copy.hero.secondaryCta.href,
      );
      await expect(hero.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      await expect(hero.getByRole('link', { name: site.phone.display })).toHaveAttribute(
        'href',
        `tel:+${digits(site.phone.tel)}`,
      );
      await expect(hero.locator('dl dt')).toHaveText(copy.hero.facts.map((fact) => fact.label));
      await expect(hero.locator('dl dd')).toHaveText(copy.hero.facts.map((fact) => fact.value));
    });

    await test.step('services: one card per service file, in order, with reach, summary, highlights and a Learn More link', async () => {
      const section = page.locator('section#services');
      await expect(region(page, copy.services.heading)).toHaveId('services');
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(services().length);
      for (const [index, service] of services().entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
        await expect(card).toContainText(service.reach);
        await expect(card).toContainText(shown(service.summary));
        await expect(card.getByRole('listitem')).toHaveText(service.highlights);
        const link = card.getByRole('link');
        await expect(link).toHaveCount(1);
        await expect(link).toHaveAttribute('href', `/services/${service.slug}`);
        await expect(link).toHaveAccessibleName(
          `${copy.services.learnMore} ${copy.services.learnMoreContext} ${service.title}`,
        );
        await expect(link).toContainText(copy.services.learnMore);
      }
    });

    await test.step('why us: every point', async () => {
      const section = region(page, copy.whyUs.heading);
      await expect(section.getByRole('listitem')).toHaveCount(copy.whyUs.points.length);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        copy.whyUs.points.map((point) => point.title),
      );
      for (const point of copy.whyUs.points) await expect(section).toContainText(shown(point.text));
    });

    await test.step('how we work: every step by its short title, numbered in order, and the link to the process page', async () => {
      const section = region(page, copy.process.heading);
      const steps = section.getByRole('list').first().getByRole('listitem');
      await expect(steps).toHaveCount(processSteps().length);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        processSteps().map((step) => step.shortTitle),
      );
      await expect(steps.locator('[aria-hidden="true"]').first()).toHaveText('01');
      await expect(steps.last().locator('[aria-hidden="true"]').first()).toHaveText(
        String(processSteps().length).padStart(2, '0'),
      );
      await expect(section.getByRole('link', { name: copy.process.link.label })).toHaveAttribute(
        'href',
        copy.process.link.href,
      );
    });

    await test.step('our team: every person with their role, and the link to the team page', async () => {
      const section = region(page, copy.team.heading);
      // The first people of the team, in its order (the team page has everyone).
      const people = teamMembers().slice(0, LIST_LIMITS.peopleOnHome);
      await expect(section.getByRole('article')).toHaveCount(people.length);
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(people.map((person) => person.name));
      for (const person of people) await expect(section).toContainText(person.role);
      await expect(section.getByRole('link', { name: copy.team.link.label })).toHaveAttribute(
        'href',
        copy.team.link.href,
      );
    });

    await test.step('get in touch: the reply promise, the email button and the WhatsApp link in a new tab', async () => {
      const section = region(page, copy.contact.heading);
      await expect(section).toContainText(site.responseTime);
      await expect(section.getByRole('link', { name: copy.contact.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
      await expectNewTab(
        section.getByRole('link', { name: copy.contact.whatsapp }),
        `https://wa.me/${digits(site.whatsapp)}`,
      );
    });

    await test.step('headings in order, one h1; no inline style attributes (the CSP forbids them)', async () => {
      await expectHeadingOutline(page);
      expect(await servedHtml(page, '/')).not.toMatch(/\sstyle="/);
    });

    await test.step('the hero’s second action leads where it says: to a section of this page, or to another page', async () => {
      const { label, href } = copy.hero.secondaryCta;
      await page.getByRole('link', { name: label }).click();
      await expect(page).toHaveURL(literal(href));
      if (href.startsWith('#')) await expect(page.locator(href).getByRole('heading', { level: 2 })).toBeInViewport();
    });
  },
);

test('home page reads fine without JavaScript', { tag: ['@content', '@once'] }, async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/', viewport);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('section#services article')).toHaveCount(services().length);
  for (const service of services())
    await expect(page.getByRole('heading', { name: service.title, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: literal(copy.services.learnMore) })).toHaveCount(services().length);
  await expect(region(page, copy.contact.heading).getByRole('link', { name: copy.contact.whatsapp })).toBeVisible();
  await close();
});
