import { useEffect, useRef, type PointerEvent, type ReactNode } from 'react';
import { withBoundary } from './IslandBoundary';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
/** Largest rotation, in degrees, when the pointer is at a card's edge. */
export const MAX_TILT = 5;

interface Props {
  className?: string;
  /** The server-rendered card: it stays static HTML, the island only moves it. */
  children: ReactNode;
}

/**
 * The transform for a pointer at (x, y) over a box: up to ±max degrees towards the pointer, none at the centre.
 * Physical x and y on purpose, unlike the rest of the site's logical directions: the card turns towards where the
 * pointer is on the screen, which is geometry, the same whichever way the text reads.
 */
export function tiltTransform(
  x: number,
  y: number,
  box: Pick<DOMRect, 'left' | 'top' | 'width' | 'height'>,
  max = MAX_TILT,
) {
  if (box.width <= 0 || box.height <= 0) return '';
  const clamp = (value: number) => Math.min(0.5, Math.max(-0.5, value));
  const dx = clamp((x - box.left) / box.width - 0.5);
  const dy = clamp((y - box.top) / box.height - 0.5);
  const rotateX = (-dy * 2 * max).toFixed(2);
  const rotateY = (dx * 2 * max).toFixed(2);
  return `perspective(900px) rotateX(${rotateX}deg) rotateY(${rotateY}deg) translateY(-4px)`;
}

/**
 * Tilts its card towards the pointer. Hydrated only where a fine pointer can hover; does nothing under
 * prefers-reduced-motion. The transform is set through element.style after hydration, never as an
 * inline style attribute in the HTML (the Content Security Policy forbids those).
 */
function Tilt({ className, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const reduced = useRef(true);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION_QUERY);
    const update = () => {
      reduced.current = query.matches;
      if (query.matches && ref.current) ref.current.style.transform = '';
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const element = ref.current;
    if (!element || reduced.current || event.pointerType === 'touch') return;
    element.style.transform = tiltTransform(event.clientX, event.clientY, element.getBoundingClientRect());
  };

  const onPointerLeave = () => {
    if (ref.current) ref.current.style.transform = '';
  };

  return (
    <div
      ref={ref}
      data-tilt=""
      className={`h-full transition-transform duration-300 ease-out motion-reduce:transition-none ${className ?? ''}`.trim()}
      onPointerMove={onPointerMove}
      onPointerLeave={onPointerLeave}
    >
      {children}
    </div>
  );
}

export default withBoundary(Tilt);
