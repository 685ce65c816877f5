import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { withBoundary } from './IslandBoundary';

export const MENU_PANEL_ID = 'site-menu';
/** Mirrors Tailwind's `md` breakpoint, where the full navigation is always shown. */
const DESKTOP_QUERY = '(min-width: 48rem)';

interface Props {
  /** Text and accessible name of the toggle; the browser adds whether the menu is expanded. */
  label: string;
  /** The server-rendered links: they stay static HTML, the island only closes the panel around them. */
  children: ReactNode;
}

/**
 * The phone menu is a native popover from the first paint: the toggle is a button exposing its collapsed or
 * expanded state, and opens and closes the panel with no script at all, Escape and a tap outside included (the
 * icon follows in CSS). What this island adds, once the visitor reaches for the menu, is what HTML lacks:
 * closing the panel when a link is chosen (a link to a section of the same page leaves the page in place) and
 * when the window grows to the desktop layout.
 */
function Menu({ label, children }: Props) {
  const panel = useRef<HTMLDivElement>(null);
  const close = () => panel.current?.hidePopover?.();

  useEffect(() => {
    const desktop = matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => desktop.matches && close();
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, []);

  const closeOnLinkChoice = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as Element).closest('a')) close();
  };

  return (
    <div className="flex items-center">
      <button
        type="button"
        popoverTarget={MENU_PANEL_ID}
        className="menu-toggle inline-flex min-h-11 min-w-11 items-center gap-2 rounded-full border border-line-strong px-4 text-sm font-semibold text-ink-strong md:hidden"
      >
        <svg
          aria-hidden="true"
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path className="menu-icon-closed" d="M4 7h16M4 12h16M4 17h16" />
          <path className="menu-icon-open" d="M6 6l12 12M18 6L6 18" />
        </svg>
        {label}
      </button>
      {/* Clicks on the links inside bubble up here to close the menu; the links themselves are the keyboard path. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div ref={panel} id={MENU_PANEL_ID} popover="auto" onClick={closeOnLinkChoice} className="menu-panel">
        {children}
      </div>
    </div>
  );
}

export default withBoundary(Menu);
