// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TiltCard, { MAX_TILT, REDUCED_MOTION_QUERY, tiltTransform } from './TiltCard';

const box = { left: 100, top: 50, width: 200, height: 100 };

/** A matchMedia answering `reduce` for the reduced-motion query, with change listeners the test can fire. */
function stubMatchMedia(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: reduce,
    media: REDUCED_MOTION_QUERY,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    change(value: boolean) {
      query.matches = value;
      listeners.forEach((listener) => listener());
    },
  };
}

function renderCard() {
  render(
    <TiltCard errorTitle="This part failed to load.">
      <article>
        <h3>Infrastructure Projects Access</h3>
      </article>
    </TiltCard>,
  );
  const card = screen.getByRole('article').closest('[data-tilt]') as HTMLElement;
  vi.spyOn(card, 'getBoundingClientRect').mockReturnValue({
    ...box,
    right: 300,
    bottom: 150,
    x: 100,
    y: 50,
    toJSON: () => ({}),
  });
  return card;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('tiltTransform', () => {
  it('is flat at the centre and tilts towards the pointer up to the maximum at the edges', () => {
    expect(tiltTransform(200, 100, box)).toContain('rotateX(0.00deg) rotateY(0.00deg)');
    expect(tiltTransform(300, 50, box)).toContain(
      `rotateX(${MAX_TILT.toFixed(2)}deg) rotateY(${MAX_TILT.toFixed(2)}deg)`,
    );
    expect(tiltTransform(100, 150, box)).toContain(
      `rotateX(-${MAX_TILT.toFixed(2)}deg) rotateY(-${MAX_TILT.toFixed(2)}deg)`,
    );
  });

  it('never exceeds the maximum and ignores an empty box', () => {
    expect(tiltTransform(10_000, -10_000, box)).toContain(
      `rotateX(${MAX_TILT.toFixed(2)}deg) rotateY(${MAX_TILT.toFixed(2)}deg)`,
    );
    expect(tiltTransform(5, 5, { left: 0, top: 0, width: 0, height: 0 })).toBe('');
  });
});

describe('TiltCard', () => {
  it('renders its server-rendered children unchanged, without an inline style', () => {
    stubMatchMedia(false);
    const card = renderCard();
    expect(screen.getByRole('heading', { name: 'Infrastructure Projects Access' })).toBeInTheDocument();
    expect(card.getAttribute('style')).toBeNull();
  });

  it('tilts on mouse movement and resets when the pointer leaves', () => {
    stubMatchMedia(false);
    const card = renderCard();
    fireEvent.pointerMove(card, { clientX: 300, clientY: 50, pointerType: 'mouse' });
    expect(card.style.transform).toBe(tiltTransform(300, 50, box));
    fireEvent.pointerMove(card, { clientX: 150, clientY: 120, pointerType: 'mouse' });
    expect(card.style.transform).toBe(tiltTransform(150, 120, box));
    fireEvent.pointerLeave(card, { pointerType: 'mouse' });
    expect(card.style.transform).toBe('');
  });

  it('ignores touch', () => {
    stubMatchMedia(false);
    const card = renderCard();
    fireEvent.pointerMove(card, { clientX: 300, clientY: 50, pointerType: 'touch' });
    expect(card.style.transform).toBe('');
  });

  it('does not move under prefers-reduced-motion, and stops when the preference changes', () => {
    const media = stubMatchMedia(true);
    const card = renderCard();
    fireEvent.pointerMove(card, { clientX: 300, clientY: 50, pointerType: 'mouse' });
    expect(card.style.transform).toBe('');

    media.change(false);
    fireEvent.pointerMove(card, { clientX: 300, clientY: 50, pointerType: 'mouse' });
    expect(card.style.transform).not.toBe('');

    media.change(true);
    expect(card.style.transform).toBe('');
    fireEvent.pointerMove(card, { clientX: 120, clientY: 60, pointerType: 'mouse' });
    expect(card.style.transform).toBe('');
  });

  it('shows the error title instead of the card if the card fails', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubMatchMedia(false);
    function Broken(): never {
      throw new Error('Card could not be drawn');
    }
    render(
      <TiltCard errorTitle="This part failed to load.">
        <Broken />
      </TiltCard>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This part failed to load.');
  });
});
