import { useEffect, useState } from 'react';
import * as Toast from '@radix-ui/react-toast';
import { useStore } from '@nanostores/react';
import { withBoundary } from './IslandBoundary';
import { $notices, dismissNotice, type Notice } from '../lib/toast-store';

/** How long a notice stays before closing itself (paused while hovered or focused). */
export const NOTICE_DURATION_MS = 6000;

export interface ToasterLabels {
  /** Accessible name of the notification area; "{hotkey}" becomes the key that focuses it (F8). */
  region: string;
  /** Word read by screen readers before each notice. */
  notice: string;
  /** Accessible name of each notice's close button. */
  close: string;
}

function Notices({ labels }: { labels: ToasterLabels }) {
  const notices = useStore($notices);
  // Rendered only in the browser: the server HTML then carries none of Radix's inline styles (the CSP forbids them).
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- the one render after hydration that marks the browser
  useEffect(() => setMounted(true), []);
  if (!mounted) return null;
  // Notices sit at the end of the line (inset-e-0) and are swiped away towards it: right, or left on a right-to-left page.
  const swipeDirection = document.documentElement.dir === 'rtl' ? 'left' : 'right';

  return (
    <Toast.Provider duration={NOTICE_DURATION_MS} swipeDirection={swipeDirection} label={labels.notice}>
      {notices.map((notice) => (
        <NoticeToast key={notice.id} notice={notice} closeLabel={labels.close} />
      ))}
      <Toast.Viewport
        label={labels.region}
        className="fixed inset-e-0 bottom-0 z-50 m-0 flex w-full max-w-md list-none flex-col gap-3 p-4 outline-none sm:p-6"
      />
    </Toast.Provider>
  );
}

export default withBoundary(Notices);

function NoticeToast({ notice, closeLabel }: { notice: Notice; closeLabel: string }) {
  const destructive = notice.variant === 'destructive';
  return (
    <Toast.Root
      type={destructive ? 'foreground' : 'background'}
      onOpenChange={(open) => {
        if (!open) dismissNotice(notice.id);
      }}
      data-variant={notice.variant}
      // The swipe offsets are physical x on purpose: the notice follows the finger across the screen.
      className={[
        'flex items-start gap-3 rounded-card border p-4 shadow-lg',
        'data-[swipe=cancel]:translate-x-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)]',
        'data-[swipe=cancel]:transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)]',
        destructive
          ? 'border-danger bg-danger text-on-danger focus-visible:outline-on-danger'
          : 'border-line bg-surface text-ink',
      ].join(' ')}
    >
      <div role="status" aria-live={destructive ? 'assertive' : 'polite'} aria-atomic="true" className="min-w-0 flex-1">
        <Toast.Title className={`font-semibold ${destructive ? 'text-on-danger' : 'text-ink-strong'}`}>
          {notice.title}
        </Toast.Title>
        <Toast.Description className="mt-1 text-sm">{notice.description}</Toast.Description>
      </div>
      <Toast.Close
        aria-label={closeLabel}
        className={`-m-1 inline-flex size-8 shrink-0 items-center justify-center rounded-full ${
          destructive ? 'hover:bg-on-danger/15 focus-visible:outline-on-danger' : 'hover:bg-ink-strong/5'
        }`}
      >
        <svg
          aria-hidden="true"
          width="16"
          height="16"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M6 6l12 12M18 6L6 18" />
        </svg>
      </Toast.Close>
    </Toast.Root>
  );
}
