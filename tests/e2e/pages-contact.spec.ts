import { expect, test } from '@playwright/test';
import { digits, offices, pageCopy, settings, ui } from '../support/content';
import { expectHeadingOutline, expectNewTab, openWithoutJavaScript, region } from '../support/pages';

const copy = pageCopy('contact');
const site = settings();
const newTab = ui().footer.newTabHint;
const mailto = `mailto:${site.email}`;
const tel = `tel:+${digits(site.phone.tel)}`;
const whatsapp = `https://wa.me/${digits(site.whatsapp)}`;

test(
  'contact page: details and quick actions from the settings, every office, the business hours; no form',
  { tag: ['@content', '@once'] },
  async ({ page }) => {
    await page.goto('/contact');

    await test.step('heading, and information only: no form', async () => {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(copy.hero.title);
      await expect(page.locator('main form')).toHaveCount(0);
    });

    await test.step('contact details: email, phone, WhatsApp and address from the settings', async () => {
      const section = region(page, copy.details.heading);
      await expect(section.getByRole('link', { name: site.email })).toHaveAttribute('href', mailto);
      await expect(section.getByRole('link', { name: site.phone.display, exact: true })).toHaveAttribute('href', tel);
      await expectNewTab(section.getByRole('link', { name: `${site.whatsapp} ${newTab}`, exact: true }), whatsapp);
      await expect(section.locator('address')).toHaveText(
        `${site.address.locality}, ${site.address.region}, ${site.address.country}`,
      );
      for (const label of [
        copy.details.emailLabel,
        copy.details.phoneLabel,
        copy.details.whatsappLabel,
        copy.details.addressLabel,
      ]) {
        await expect(section.getByRole('term').filter({ hasText: label })).toHaveCount(1);
      }
    });

    await test.step('quick actions: email, call and WhatsApp', async () => {
      const section = region(page, copy.quickActions.heading);
      await expect(section.getByRole('link')).toHaveCount(3);
      await expect(section.getByRole('link', { name: copy.quickActions.email })).toHaveAttribute('href', mailto);
      await expect(section.getByRole('link', { name: copy.quickActions.phone })).toHaveAttribute('href', tel);
      await expectNewTab(section.getByRole('link', { name: copy.quickActions.whatsapp }), whatsapp);
    });

    await test.step('every office in order, the primary one with the address from the settings', async () => {
      const cards = region(page, copy.offices.heading).getByRole('listitem');
      const entries = offices();
      await expect(cards).toHaveCount(entries.length);
      for (const [index, office] of entries.entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(office.region);
        await expect(card).toContainText(office.label);
        await expect(card).toContainText(office.text);
        if (office.primary) await expect(card).toContainText(`${site.address.locality}, ${site.address.region}`);
      }
    });

    await test.step('business hours and the reply time from the settings', async () => {
      const section = region(page, copy.hours.heading);
      await expect(section.getByRole('term')).toHaveText(site.hours.map((row) => row.days));
      await expect(section.getByRole('definition')).toHaveText(site.hours.map((row) => row.time));
      await expect(section).toContainText(site.responseTime);
    });

    await test.step('headings in order, one h1', async () => {
      await expectHeadingOutline(page);
    });
  },
);

test('contact page reads fine without JavaScript', { tag: ['@content', '@once'] }, async ({ browser, viewport }) => {
  const { page, close } = await openWithoutJavaScript(browser, '/contact', viewport);
  await expect(region(page, copy.quickActions.heading).getByRole('link')).toHaveCount(3);
  await expect(page.getByRole('link', { name: site.email }).first()).toBeVisible();
  await close();
});
