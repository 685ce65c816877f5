// The frame around every page: header, navigation, footer; and no console errors while it loads.
import { expect, test } from '@playwright/test';
import { builtRoutes, digits, legalPages, services, settings, shown, ui } from '../support/content';
import { openPhoneMenu } from '../support/menu';

const site = settings();
const labels = ui();
const pages = [...builtRoutes(), '/404'];
/** The footer's Company list: the navigation links that lead to a page (not a section), then the Get Started button. */
const companyLinks = [...labels.nav.links.filter((link) => !link.href.includes('#')), labels.nav.cta];

function currentNavLabel(route: string): string | undefined {
  return labels.nav.links.find((link) =>
    link.activeFor ? route === link.activeFor || route.startsWith(`${link.activeFor}/`) : link.href === route,
  )?.label ?? (route === labels.nav.cta.href ? labels.nav.cta.label : undefined);
}

for (const route of pages) {
  test(`shared frame on ${route}: header, navigation, footer, no console errors`, { tag: '@content' }, async ({ page, isMobile }) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(route, { waitUntil: 'networkidle' });

    await test.step('footer: description, contact details, every service, company links, legal pages, social links', async () => {
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(shown(site.description));
      await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:+${digits(site.phone.tel)}`);
      await expect(footer).toContainText(`${site.address.locality}, ${site.address.region}, ${site.address.country}`);
      await expect(footer).toContainText(`© ${site.copyrightYear}`);
      await expect(footer).toContainText(site.regions.join(' · '));

      const serviceLinks = footer.getByRole('navigation', { name: labels.footer.servicesHeading }).getByRole('link');
      await expect(serviceLinks).toHaveText(services().map((service) => service.title));
      for (const [index, service] of services().entries()) {
        await expect(serviceLinks.nth(index)).toHaveAttribute('href', `/services/${service.slug}`);
      }

      const company = footer.getByRole('navigation', { name: labels.footer.companyHeading }).getByRole('link');
      await expect(company).toHaveText(companyLinks.map((link) => link.label));
      for (const [index, link] of companyLinks.entries()) await expect(company.nth(index)).toHaveAttribute('href', link.href);

      for (const legal of legalPages()) await expect(footer.getByRole('link', { name: legal.meta.title, exact: true })).toHaveAttribute('href', legal.href);

      const social = footer.getByRole('list', { name: labels.footer.socialLabel }).getByRole('link');
      await expect(social).toHaveCount(site.social.length);
      for (const [index, profile] of site.social.entries()) {
        const link = social.nth(index);
        await expect(link).toHaveAttribute('href', profile.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(new RegExp(profile.label.replace(/[()]/g, '\\$&')));
      }
    });

    await test.step('header: one h1, the brand in the title, skip link, logo home link, navigation with the current page marked', async () => {
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`— ${site.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByRole('link', { name: labels.skipLink })).toHaveAttribute('href', '#main');
      await expect(page.locator('main#main')).toHaveCount(1);
      await expect(page.getByRole('banner').getByRole('link', { name: site.brand })).toHaveAttribute('href', '/');

      const nav = page.getByRole('navigation', { name: labels.nav.label });
      if (isMobile) await openPhoneMenu(page);
      for (const link of labels.nav.links) await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      await expect(nav.getByRole('link', { name: labels.nav.cta.label })).toHaveAttribute('href', labels.nav.cta.href);

      const current = nav.locator('[aria-current="page"]');
      const expected = currentNavLabel(route);
      await expect(current).toHaveCount(expected ? 1 : 0);
      if (expected) await expect(current).toHaveText(expected);
    });

    await test.step('no console errors but the 404 page’s own report', async () => {
      expect(errors.filter((text) => !text.startsWith('404 Error:') && !/status of 404/.test(text))).toEqual([]);
    });
  });
}
