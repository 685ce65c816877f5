// Every built route as a first visit, read to the end: what it fetches (byte budgets; nothing from another origin;
// the form's scripts only where a service file asks for a form), how it runs (every island hydrates under the
// page's CSP, without violations, with the host's headers) and what assistive technology meets (no WCAG 2.2 A/AA
// violation found by axe).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtRoutes, servicesWithForm } from '../support/content';
import { readToTheEnd } from '../support/pages';
import { applyTextSpacing, clippedText, invisibleInForcedColours, sidewaysScroll, undersizedTargets } from '../support/a11y';
import { checkBudgets, report } from '../../scripts/budgets.mjs';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';

const expectedHeaders = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/');
const formRoutes = new Set(servicesWithForm().map((service) => `/services/${service.slug}`));

for (const route of [...builtRoutes(), '/404']) {
  test(`${route}: byte budgets, own origin only, islands hydrate under its CSP, no axe violations`, { tag: '@content' }, async ({ page, isMobile, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    const foreign: string[] = [];
    const fetched: Array<{ url: string; type: string; bytes: number }> = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
    });
    page.on('response', async (response) => {
      if (response.url().startsWith('data:')) return;
      const length = Number(response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length);
      fetched.push({ url: new URL(response.url()).pathname, type: response.request().resourceType(), bytes: length });
    });
    await page.addInitScript(() => {
      (window as any).__cspViolations = [];
      document.addEventListener('securitypolicyviolation', (event) =>
        (window as any).__cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });

    const response = await page.goto(route, { waitUntil: 'networkidle' });
    await readToTheEnd(page);
    // client:intent-media islands (the phone menu) wait for the visitor: reach for them as a keyboard user would.
    await page.locator('astro-island[client="intent-media"]').evaluateAll((islands) =>
      islands.forEach((island) => island.querySelector<HTMLElement>('a[href], button')?.focus()),
    );
    await page.waitForLoadState('networkidle');

    await test.step('every island whose directive applies here has hydrated', async () => {
      // Astro drops `ssr` once an island hydrates; a client:*media island only applies where its query matches.
      const pending = () =>
        page.locator('astro-island[ssr]').evaluateAll((islands) =>
          islands
            .filter((island) => !/media$/.test(island.getAttribute('client')!) || matchMedia(JSON.parse(island.getAttribute('opts')!).value).matches)
            .map((island) => island.getAttribute('component-url')),
        );
      await expect.poll(pending).toEqual([]);
    });

    await test.step(formRoutes.has(route) ? 'the consultation form and its notices are here' : 'no consultation form, no notices, none of their scripts', async () => {
      const islands = page.locator('astro-island[component-url*="ConsultationForm"], astro-island[component-url*="Toaster"]');
      await expect(islands).toHaveCount(formRoutes.has(route) ? 2 : 0);
      if (formRoutes.has(route)) return;
      await expect(page.locator('form')).toHaveCount(0);
      expect(fetched.filter((item) => /ConsultationForm|Toaster/.test(item.url)).map((item) => item.url)).toEqual([]);
    });

    await test.step('byte budgets of a first visit (the phone menu counted as if opened)', async () => {
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
      const checks = checkBudgets({
        route,
        device: isMobile ? 'phone' : 'desktop',
        hasForm: dom.hasForm,
        hasTilt: dom.hasTilt,
        html: fetched.find((item) => item.type === 'document')?.bytes ?? 0,
        blockingCss: sum(fetched.filter((item) => dom.blockingCss.includes(item.url))),
        blockingScripts: dom.blockingScripts,
        js: sum(scripts),
        fonts: fetched.filter((item) => item.type === 'font').map((font) => ({ ...font, preloaded: dom.preloadedFonts.includes(font.url) })),
        images: fetched.filter((item) => item.type === 'image'),
      });
      console.log(report(checks));
      expect(checks.filter((check) => !check.ok).map((check) => check.message)).toEqual([]);
    });

    await test.step('nothing from another origin, no CSP violation, a strict CSP and the host’s headers', async () => {
      expect(foreign).toEqual([]);
      expect(await page.evaluate(() => (window as any).__cspViolations)).toEqual([]);
      const meta = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(meta).toContain("default-src 'self'");
      expect(meta).toMatch(/script-src 'self'/);
      expect(meta).not.toContain("'unsafe-inline'");
      for (const [name, value] of Object.entries(expectedHeaders)) expect(response?.headers()[name.toLowerCase()], name).toBe(value);
    });

    await test.step('no WCAG 2.2 A/AA violations', async () => {
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']).analyze();
      expect(results.violations.map((violation) => `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`)).toEqual([]);
    });

    // Past axe: what a person with low vision, a motor impairment or high-contrast colours meets.
    await test.step('target size: every link and control outside running text is 24 × 24 px or spaced as large', async () => {
      expect(await undersizedTargets(page)).toEqual([]);
    });

    await test.step('forced colours: every filled control keeps an edge, and focus an outline', async () => {
      expect(await invisibleInForcedColours(page)).toEqual([]);
      await page.emulateMedia({ forcedColors: 'none' });
    });

    await test.step('text spacing (WCAG 1.4.12): no text cut off or spilling out of its box, nothing scrolls sideways', async () => {
      await applyTextSpacing(page);
      expect(await clippedText(page)).toEqual([]);
      expect(await sidewaysScroll(page)).toBe(0);
    });

    if (!isMobile) return;
    // Reflow (WCAG 1.4.10) depends on the width only: checked once, in the phone project.
    await test.step('reflow: nothing scrolls sideways at 320 × 640, nor at 400 % zoom of a 1280 × 800 window', async () => {
      await page.reload();
      for (const viewport of [{ width: 320, height: 640 }, { width: 320, height: 200 }]) {
        await page.setViewportSize(viewport);
        expect(await sidewaysScroll(page), `${viewport.width} × ${viewport.height}`).toBe(0);
      }
      // At 400 % zoom a sticky header must not eat the screen.
      const header = await page.getByRole('banner').boundingBox();
      const covered = await page.evaluate(() => {
        scrollTo({ top: innerHeight * 2, behavior: 'instant' });
        const header = document.querySelector('header')!.getBoundingClientRect();
        return Math.max(0, Math.min(header.bottom, innerHeight) - Math.max(header.top, 0)) / innerHeight;
      });
      expect(header, 'the header is there').not.toBeNull();
      expect(covered, 'share of the screen the header covers while reading').toBeLessThanOrEqual(0.25);
    });
  });
}
