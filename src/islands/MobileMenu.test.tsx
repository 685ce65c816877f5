// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { expect, it, vi } from 'vitest';
import MobileMenu, { MENU_PANEL_ID } from './MobileMenu';

const menu = (
  <MobileMenu label="Menu" errorTitle="This part failed to load.">
    <a href="/team">Team</a>
  </MobileMenu>
);

it('is a native disclosure in the server HTML: a button that opens the panel as a popover, no script needed', () => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(menu);
  const button = container.querySelector('button')!;
  expect(button.getAttribute('type')).toBe('button');
  expect(button.getAttribute('popovertarget')).toBe(MENU_PANEL_ID);
  expect(button.textContent).toBe('Menu');
  const panel = container.querySelector(`#${MENU_PANEL_ID}`)!;
  expect(panel.getAttribute('popover')).toBe('auto');
  expect(panel.querySelector('a')?.getAttribute('href')).toBe('/team');
});

it('closes the panel when a link is chosen', async () => {
  render(menu);
  const panel = document.getElementById(MENU_PANEL_ID)!;
  const hidePopover = vi.fn();
  Object.defineProperty(panel, 'hidePopover', { value: hidePopover });
  await act(async () =>
    screen
      .getByRole('link', { name: 'Team' })
      .dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })),
  );
  expect(hidePopover).toHaveBeenCalledTimes(1);
  panel.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect(hidePopover, 'a click beside the links keeps it open').toHaveBeenCalledTimes(1);
});
