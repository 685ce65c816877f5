import type { ClientDirective } from 'astro';

/**
 * `client:visible-with="<selector>"`: hydrates when the element the selector names comes into view. For an island
 * that serves another one and renders nothing of its own before it runs: the consultation form's notification area
 * wakes with the form it reports for, so a visitor who never scrolls to the form downloads none of it.
 */
const visibleWith: ClientDirective = (load, options) => {
  const hydrate = async () => {
    const run = await load();
    await run();
  };
  const target = document.querySelector(String(options.value));
  if (!target) return void hydrate();
  const observer = new IntersectionObserver((entries) => {
    if (!entries.some((entry) => entry.isIntersecting)) return;
    observer.disconnect();
    void hydrate();
  });
  observer.observe(target);
};

export default visibleWith;
