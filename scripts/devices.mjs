// The two devices every page is checked as: the browser tests' projects (playwright.config.ts) and the screenshot
// comparison (scripts/screenshots.mjs) take them from here.
export const DEVICES = {
  /** A small phone: the narrowest common width, a touch screen, a 2× display. */
  phone: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
  /** A laptop's browser window. */
  desktop: { viewport: { width: 1280, height: 800 } },
};
