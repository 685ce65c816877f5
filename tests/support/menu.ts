// The phone menu as a visitor meets it: a native disclosure button that opens and closes the navigation panel
// without any script; touching it also wakes the island that closes the panel on a link choice
// (src/islands/MobileMenu.tsx, src/directives/intent-media.ts).
import { expect, type Page } from '@playwright/test';
import { literal, ui } from './content';
import { LOCALE_CODES } from '../../src/i18n/locales';

/** The button's name in the page's language: any language's label, whole. */
const label = new RegExp(`^(?:${LOCALE_CODES.map((locale) => literal(ui(locale).menu).source).join('|')})$`);

export const menuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: label });
export const menuPanel = (page: Page) => page.locator('#site-menu');

/** Taps Menu and waits until the panel is open. */
export async function openPhoneMenu(page: Page) {
  await menuButton(page).tap();
  await expect(menuPanel(page)).toBeVisible();
}

/**
 * Role, name and expanded state of the element matching `selector` as the browser's own accessibility tree exposes
 * them (what a screen reader is told): it knows the state of native disclosures, such as a popover's button, which
 * carry no aria-expanded attribute.
 */
export async function accessibleState(page: Page, selector: string) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false });
    const [node] = nodes;
    const expanded = node?.properties?.find((property) => property.name === 'expanded')?.value.value;
    return { role: node?.role?.value, name: node?.name?.value, expanded };
  } finally {
    await cdp.detach();
  }
}

export const MENU_TOGGLE = 'button[popovertarget="site-menu"]';
