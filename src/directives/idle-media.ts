import type { ClientDirective } from 'astro';

/**
 * `client:idle-media="<query>"`: hydrates only where the media query matches (as client:media does), and only once
 * the page has loaded and the browser is idle. The tilt cards use it so that React never competes with the
 * page's own HTML, CSS, font and images.
 */
const idleMedia: ClientDirective = (load, options) => {
  const query = matchMedia(String(options.value));
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const whenMatching = () => {
    if (query.matches) return void hydrate();
    const onChange = (event: MediaQueryListEvent) => {
      if (!event.matches) return;
      query.removeEventListener('change', onChange);
      void hydrate();
    };
    query.addEventListener('change', onChange);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(whenMatching, { timeout: 2000 })
      : setTimeout(whenMatching, 200);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
};

export default idleMedia;
