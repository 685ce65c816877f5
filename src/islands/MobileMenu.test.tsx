// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import MobileMenu, { MENU_PANEL_ID } from './MobileMenu';

const labels = { open: 'Open menu', close: 'Close menu', text: 'Menu' };
const renderMenu = () =>
  render(
    <MobileMenu labels={labels} errorTitle="This part failed to load.">
      <a href="/team">Team</a>
    </MobileMenu>,
  );

afterEach(() => history.replaceState(null, '', '/'));

it('takes over from the no-JavaScript link: a toggle button that owns the panel', async () => {
  renderMenu();
  const toggle = await screen.findByRole('button', { name: labels.open });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveAttribute('aria-controls', MENU_PANEL_ID);
  expect(document.getElementById(MENU_PANEL_ID)).toHaveAttribute('data-enhanced', 'true');
  expect(screen.queryByRole('link', { name: labels.text })).not.toBeInTheDocument();
});

it('opens when the visitor arrived through the Menu link, and tidies the address', async () => {
  history.replaceState(null, '', `/team#${MENU_PANEL_ID}`);
  renderMenu();
  expect(await screen.findByRole('button', { name: labels.close })).toHaveAttribute('aria-expanded', 'true');
  expect(location.hash).toBe('');
  expect(location.pathname).toBe('/team');
});

it('Escape closes the open menu and returns focus to the toggle; choosing a link closes it', async () => {
  const user = userEvent.setup();
  renderMenu();
  await user.click(await screen.findByRole('button', { name: labels.open }));
  expect(document.getElementById(MENU_PANEL_ID)).toHaveAttribute('data-open', 'true');
  await user.keyboard('{Escape}');
  const toggle = screen.getByRole('button', { name: labels.open });
  expect(toggle).toHaveFocus();
  expect(document.getElementById(MENU_PANEL_ID)).toHaveAttribute('data-open', 'false');

  await user.click(toggle);
  await act(async () => screen.getByRole('link', { name: 'Team' }).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
  expect(screen.getByRole('button', { name: labels.open })).toHaveAttribute('aria-expanded', 'false');
});
