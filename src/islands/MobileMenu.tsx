import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { IslandBoundary } from './IslandBoundary';

export const MENU_PANEL_ID = 'site-menu';
/** Mirrors Tailwind's `md` breakpoint, where the full navigation is always shown. */
const DESKTOP_QUERY = '(min-width: 48rem)';

interface Props {
  labels: { open: string; close: string; text: string };
  errorTitle: string;
  /** The server-rendered links: they stay static HTML, the island only shows and hides them. */
  children: ReactNode;
}

export default function MobileMenu({ errorTitle, ...props }: Props) {
  return (
    <IslandBoundary title={errorTitle}>
      <Menu {...props} />
    </IslandBoundary>
  );
}

function Menu({ labels, children }: Omit<Props, 'errorTitle'>) {
  const [open, setOpen] = useState(false);
  // Before hydration (and without JavaScript) the toggle is a link to the panel, which CSS shows as :target.
  const [hydrated, setHydrated] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const fallbackRef = useRef<HTMLAnchorElement>(null);
  const refocusToggle = useRef(false);

  useEffect(() => {
    // A keyboard user may already be on the fallback link when it is swapped for the button: keep their place.
    refocusToggle.current = document.activeElement === fallbackRef.current;
    setHydrated(true);
    if (window.location.hash === `#${MENU_PANEL_ID}`) {
      history.replaceState(null, '', window.location.pathname + window.location.search);
      setOpen(true);
    }
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => desktop.matches && setOpen(false);
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  useEffect(() => {
    if (hydrated && refocusToggle.current) toggleRef.current?.focus();
  }, [hydrated]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const closeOnLinkChoice = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };

  const toggleClass =
    'inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-semibold text-navy-900 md:hidden';

  return (
    <div className="flex items-center">
      {hydrated ? (
        <button
          ref={toggleRef}
          type="button"
          className={toggleClass}
          aria-expanded={open}
          aria-controls={MENU_PANEL_ID}
          aria-label={open ? labels.close : labels.open}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
          <span aria-hidden="true">{labels.text}</span>
        </button>
      ) : (
        <a ref={fallbackRef} href={`#${MENU_PANEL_ID}`} className={toggleClass}>
          <MenuIcon open={false} />
          <span>{labels.text}</span>
        </a>
      )}
      <div
        id={MENU_PANEL_ID}
        data-open={open}
        data-enhanced={hydrated || undefined}
        onClick={closeOnLinkChoice}
        className={`${open ? 'block' : 'hidden'} menu-panel absolute inset-x-0 top-full border-b border-slate-200 bg-white shadow-lg md:static md:flex md:border-0 md:bg-transparent md:shadow-none`}
      >
        {children}
      </div>
    </div>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
      {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </svg>
  );
}
