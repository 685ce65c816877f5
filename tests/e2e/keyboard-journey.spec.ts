// A visitor on the keyboard alone, from the first Tab to a sent request: skip link, navigation (the phone menu
// opened and closed from the keyboard), a service page, its form, a blank field's notice, the fix, the email.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { consultationForm, literal, servicesWithForm, ui } from '../support/content';
import { captureMailto } from '../support/mailto';
import { menuButton, menuPanel } from '../support/menu';

const labels = ui();
const copy = consultationForm();
const [service] = servicesWithForm();

/** Presses Tab until `target` has focus (at most `limit` times), so the test walks the real tab order. */
async function tabTo(page: Page, target: Locator, limit = 80) {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached within ${limit} presses of Tab`).toBeFocused();
}

// The journey needs a service page with a form; without one, there is no request to send.
if (service)
  test(
    'from the skip link to a sent request, on the keyboard alone',
    { tag: '@content' },
    async ({ page, isMobile }) => {
      // A whole page walked one Tab at a time, each step checked: twice the usual time.
      test.setTimeout(60_000);
      await page.goto('/');

      await test.step('the first Tab shows the skip link, which moves focus to the content', async () => {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('link', { name: labels.skipLink })).toBeFocused();
        await expect(page.getByRole('link', { name: labels.skipLink })).toBeInViewport();
        await page.keyboard.press('Enter');
        await expect(page.locator('main')).toBeFocused();
      });

      await test.step('the navigation leads to the services', async () => {
        const services = page
          .getByRole('navigation', { name: labels.nav.label })
          .getByRole('link', { name: labels.nav.links[0]!.label, exact: true });
        if (isMobile) {
          await page.keyboard.press('Shift+Tab');
          await tabTo(page, menuButton(page));
          await page.keyboard.press('Enter');
          await expect(menuPanel(page)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(menuPanel(page)).toBeHidden();
          await expect(menuButton(page)).toBeFocused();
          await page.keyboard.press('Space');
          await expect(menuPanel(page)).toBeVisible();
          // Focus on the button woke the menu's island, which closes the panel when a link is chosen; a busy machine
          // may still be loading it (the panel, native, works meanwhile), so the choice waits until it has run.
          await expect(page.locator('astro-island[component-url*="MobileMenu"][ssr]')).toHaveCount(0, {
            timeout: 15_000,
          });
        }
        await tabTo(page, services);
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`${literal(labels.nav.links[0]!.href).source}$`));
        if (isMobile) await expect(menuPanel(page)).toBeHidden();
      });

      await test.step('a service card leads to its page', async () => {
        await tabTo(page, page.locator(`#services a[href="/services/${service.slug}"]`));
        await page.keyboard.press('Enter');
        await expect(page).toHaveURL(new RegExp(`/services/${service.slug}$`));
      });

      await test.step('a blank required field: the notice is announced and focus goes to the first invalid field', async () => {
        const name = page.getByLabel(copy.fields.name.label, { exact: true });
        await tabTo(page, name, 120);
        await expect(page.locator('form', { has: name })).toHaveAttribute('novalidate', ''); // the island has taken over
        await page.keyboard.press('Enter');
        const notices = page.getByRole('region', { name: copy.toaster.region.replace('{hotkey}', 'F8') });
        await expect(
          notices.locator('[role="status"], [role="alert"]').filter({ hasText: copy.notices.missing.title }),
        ).toBeVisible();
        await expect(name).toBeFocused();
        await expect(name).toHaveAttribute('aria-invalid', 'true');
      });

      await test.step('fixed and sent again: the request leaves for the email app', async () => {
        const mail = await captureMailto(page);
        await page.keyboard.type('Rohan Mehta');
        await tabTo(page, page.getByLabel(copy.fields.email.label, { exact: true }));
        await page.keyboard.type('rohan.mehta@example.com');
        await tabTo(page, page.getByLabel(copy.fields.phone.label, { exact: true }));
        await page.keyboard.type('+91 98765 43210');
        await page.keyboard.press('Enter');
        expect(new URL(await mail.one()).searchParams.get('subject')).toContain('Rohan Mehta');
      });
    },
  );
