// Byte budgets per route and device, measured from what the browser actually fetches on a first visit.
import { expect, test } from '@playwright/test';
import { builtRoutes } from '../support/content';
import { checkBudgets, report } from '../../scripts/budgets.mjs';

const STATIC_ON_DESKTOP = ['/team', '/contact', '/how-we-work', '/get-started', '/services/consultancy'];

for (const route of [...builtRoutes(), '/404']) {
  test(`${route} stays within its byte budgets`, async ({ page, isMobile }) => {
    const fetched: Array<{ url: string; type: string; bytes: number }> = [];
    page.on('response', async (response) => {
      const request = response.request();
      if (response.url().startsWith('data:')) return;
      const length = Number(response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length);
      fetched.push({ url: new URL(response.url()).pathname, type: request.resourceType(), bytes: length });
    });
    await page.goto(route, { waitUntil: 'networkidle' });
    // Scroll like a reader so lazy images and islands hydrated on sight are fetched too.
    for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    // The phone menu's island loads when the visitor reaches for it: count it, as if they had.
    if (isMobile) {
      await page.locator('astro-island[client="intent-media"] a[href]').first().focus();
      await expect(page.locator('astro-island[client="intent-media"][ssr]')).toHaveCount(0);
    }
    await page.waitForLoadState('networkidle');

    const dom = await page.evaluate(() => ({
      blockingCss: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')]
        .filter((link) => !link.media || matchMedia(link.media).matches)
        .map((link) => new URL(link.href).pathname),
      blockingScripts: [...document.querySelectorAll<HTMLScriptElement>('head script[src]')]
        .filter((script) => script.type !== 'module' && !script.async && !script.defer)
        .map((script) => script.src),
      preloadedFonts: [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="font"]')].map((link) => new URL(link.href).pathname),
      hasForm: !!document.querySelector('astro-island[component-url*="ConsultationForm"]'),
      hasTilt: !!document.querySelector('astro-island[component-url*="TiltCard"]'),
    }));
    const sum = (items: typeof fetched) => items.reduce((total, item) => total + item.bytes, 0);
    const scripts = fetched.filter((item) => item.type === 'script');
    const measurement = {
      route,
      device: isMobile ? ('phone' as const) : ('desktop' as const),
      hasForm: dom.hasForm,
      hasTilt: dom.hasTilt,
      html: fetched.find((item) => item.type === 'document')?.bytes ?? 0,
      blockingCss: sum(fetched.filter((item) => dom.blockingCss.includes(item.url))),
      blockingScripts: dom.blockingScripts,
      js: sum(scripts),
      reactLoaded: scripts.some((item) => /\/(client|react)[.-]/.test(item.url)),
      fonts: fetched.filter((item) => item.type === 'font').map((font) => ({ ...font, preloaded: dom.preloadedFonts.includes(font.url) })),
      images: fetched.filter((item) => item.type === 'image'),
    };
    const checks = checkBudgets(measurement);
    console.log(report(checks));
    expect(checks.filter((check) => !check.ok).map((check) => check.message)).toEqual([]);
    if (!isMobile && STATIC_ON_DESKTOP.includes(route)) expect(measurement.reactLoaded, 'React loaded on a static desktop page').toBe(false);
  });
}
