import { expect, test } from '@playwright/test';
import { builtRoutes, digits, services, settings, ui } from '../support/content';
import { openPhoneMenu } from '../support/menu';

const site = settings();
const labels = ui();
const pages = [...builtRoutes(), '/404'];

function currentNavLabel(route: string): string | undefined {
  return labels.nav.links.find((link: any) =>
    link.activeFor ? route === link.activeFor || route.startsWith(`${link.activeFor}/`) : link.href === route,
  )?.label ?? (route === labels.nav.cta.href ? labels.nav.cta.label : undefined);
}

for (const route of pages) {
  test.describe(`shared frame on ${route}`, () => {
    test('header: skip link, logo home link, navigation and Get Started', async ({ page, isMobile }) => {
      await page.goto(route);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page).toHaveTitle(new RegExp(`— ${site.brand}$`));

      const skip = page.getByRole('link', { name: labels.skipLink });
      await expect(skip).toHaveAttribute('href', '#main');
      await expect(page.locator('main#main')).toHaveCount(1);

      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: new RegExp(site.brand) })).toHaveAttribute('href', '/');

      const nav = page.getByRole('navigation', { name: labels.nav.label });
      if (isMobile) await openPhoneMenu(page);
      for (const link of labels.nav.links) {
        await expect(nav.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
      }
      await expect(nav.getByRole('link', { name: labels.nav.cta.label })).toHaveAttribute('href', labels.nav.cta.href);

      const current = nav.locator('[aria-current="page"]');
      const expected = currentNavLabel(route);
      if (expected) {
        await expect(current).toHaveCount(1);
        await expect(current).toHaveText(expected);
      } else {
        await expect(current).toHaveCount(0);
      }
    });

    test('footer: contact details, services, company links, social links', async ({ page }) => {
      await page.goto(route);
      const footer = page.getByRole('contentinfo');
      await expect(footer).toContainText(site.description.replace(/\s+/g, ' ').trim());
      await expect(footer.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
      await expect(footer.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:+${digits(site.phone.tel)}`);
      await expect(footer).toContainText(`${site.address.locality}, ${site.address.region}, ${site.address.country}`);
      await expect(footer).toContainText(`© ${site.copyrightYear}`);
      await expect(footer).toContainText(site.regions.join(' · '));

      const serviceLinks = footer.getByRole('navigation', { name: labels.footer.servicesHeading }).getByRole('link');
      await expect(serviceLinks).toHaveCount(5);
      for (const [index, service] of services().entries()) {
        await expect(serviceLinks.nth(index)).toHaveText(service.title);
        await expect(serviceLinks.nth(index)).toHaveAttribute('href', `/services/${service.slug}`);
      }

      const company = footer.getByRole('navigation', { name: labels.footer.companyHeading });
      for (const label of ['How We Work', 'Team', 'Contact', 'Get Started']) {
        await expect(company.getByRole('link', { name: label, exact: true })).toBeVisible();
      }

      const social = footer.getByRole('list', { name: labels.footer.socialLabel }).getByRole('link');
      await expect(social).toHaveCount(3);
      for (const [index, profile] of site.social.entries()) {
        const link = social.nth(index);
        await expect(link).toHaveAttribute('href', profile.url);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
        await expect(link).toHaveAccessibleName(new RegExp(profile.label.replace(/[()]/g, '\\$&')));
      }
    });

    test('loads without console errors', async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto(route, { waitUntil: 'networkidle' });
      const unexpected = errors.filter((text) => !text.startsWith('404 Error:') && !/status of 404/.test(text));
      expect(unexpected).toEqual([]);
    });
  });
}
