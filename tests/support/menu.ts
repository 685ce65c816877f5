// The phone menu as a visitor meets it: a "Menu" link that opens the panel on its own and, once touched,
// wakes the island that turns it into a toggle button (src/directives/intent-media.ts).
import { expect, type Page } from '@playwright/test';
import { ui } from './content';

const labels = ui().menu;

export const menuLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: labels.text, exact: true });
export const menuButton = (page: Page, state: 'open' | 'close') => page.getByRole('button', { name: labels[state] });

/** Taps Menu and waits until the island has taken over with the panel open. */
export async function openPhoneMenu(page: Page) {
  await menuLink(page).tap();
  await expect(menuButton(page, 'close')).toHaveAttribute('aria-expanded', 'true');
}
