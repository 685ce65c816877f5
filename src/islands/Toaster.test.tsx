// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $notices, clearNotices, pushNotice } from '../lib/toast-store';
import Toaster, { NOTICE_DURATION_MS } from './Toaster';

const labels = { region: 'Notifications ({hotkey})', notice: 'Notification', close: 'Dismiss notification' };

beforeEach(() => clearNotices());
afterEach(() => vi.useRealTimers());

describe('Toaster', () => {
  it('renders nothing on the server, so no inline style reaches the HTML', () => {
    expect(renderToString(<Toaster labels={labels} errorTitle="This part failed to load." />)).toBe('');
  });

  it('shows pushed notices inside a live region, in a labelled notification area', async () => {
    render(<Toaster labels={labels} errorTitle="This part failed to load." />);
    act(() => {
      pushNotice({ title: 'Request handed over', description: 'The first notice.' });
    });
    const title = await screen.findByText('Request handed over');
    const live = title.closest('[role="status"]');
    expect(live).not.toBeNull();
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(within(live as HTMLElement).getByText('The first notice.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toContainElement(title);
  });

  it('styles errors as destructive and announces them assertively', async () => {
    render(<Toaster labels={labels} errorTitle="This part failed to load." />);
    act(() => {
      pushNotice({ title: 'Something is wrong', description: 'The other notice.', variant: 'destructive' });
    });
    const title = await screen.findByText('Something is wrong');
    expect(title.closest('[role="status"]')).toHaveAttribute('aria-live', 'assertive');
    expect(title.closest('li')).toHaveAttribute('data-variant', 'destructive');
    expect(title.closest('li')?.className).toContain('bg-danger');
  });

  it('closes a notice with its labelled close button', async () => {
    const user = userEvent.setup();
    render(<Toaster labels={labels} errorTitle="This part failed to load." />);
    act(() => {
      pushNotice({ title: 'Something is missing', description: 'The second notice.', variant: 'destructive' });
    });
    await user.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    expect($notices.get()).toEqual([]);
    expect(screen.queryByText('Something is missing')).toBeNull();
  });

  it('keeps a notice for at least five seconds, then closes it by itself', async () => {
    vi.useFakeTimers();
    render(<Toaster labels={labels} errorTitle="This part failed to load." />);
    act(() => {
      pushNotice({ title: 'Request copied', description: 'The last notice.' });
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5000);
    });
    expect(screen.getByText('Request copied')).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(NOTICE_DURATION_MS);
    });
    expect($notices.get()).toEqual([]);
    expect(screen.queryByText('Request copied')).toBeNull();
  });
});
