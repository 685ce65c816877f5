import type { ClientDirective } from 'astro';

/**
 * `client:intent-media="<query>"`: where the media query matches, hydrates on the visitor's first sign of reaching
 * for the island (pointer over it, a touch, keyboard focus inside it). The phone menu uses it: its server-rendered
 * toggle already opens and closes the panel natively, so React only travels to phones whose visitor uses the menu.
 */
const intentMedia: ClientDirective = (load, options, el) => {
  const query = matchMedia(String(options.value));
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  let started = false;
  const hydrate = async () => {
    if (started || !query.matches) return;
    started = true;
    for (const type of events) el.removeEventListener(type, hydrate);
    const run = await load();
    await run();
  };
  for (const type of events) el.addEventListener(type, hydrate, { passive: true });
};

export default intentMedia;
