// Every built route as a first visit, read to the end, as a phone and as a desktop (of the templates that draw many
// pages from many entries, one page per language: tests/support/templates.ts): what it fetches (byte budgets;
// nothing from another origin; the form's scripts only where a service file asks for a form; small, lazy images), how
// it runs (every island hydrates under the page's CSP with the host's headers, and nothing is logged as an error), what
// a visitor with a disability meets (axe, target size, forced colours, text spacing, reflow), the language switch on
// screen and the web fonts. One visit per route and width, waiting for what each check needs rather than for the
// network's silence. What the frame's markup states (header, navigation, footer, language marks, the CSP <meta>, where
// the form's islands are) needs no browser: tests/e2e/routes-html.spec.ts reads it from the build for every route.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { builtRoutes, servicesWithForm } from '../support/content';
import { browserRoutes } from '../support/templates';
import { openPhoneMenu, menuPanel } from '../support/menu';
import { firstVisitDone, readToTheEnd, trackRequests } from '../support/pages';
import { expectLanguageSwitchShown } from '../support/languages';
import { LATER_CLASS } from '../../src/integrations/post-build/steps/font-loading';
import { charactersMissingFromWebFont, weightsOutsideWebFont } from '../support/fonts';
import {
  applyTextSpacing,
  clippedText,
  invisibleInForcedColours,
  sidewaysScroll,
  undersizedTargets,
} from '../support/a11y';
import { checkBudgets, report } from '../../scripts/budgets.mjs';
import { structureBytes } from '../../scripts/page-words.mjs';
import { readDist } from '../support/dist';
import { fileOfRoute } from '../support/html';
import { localeOfPath, localizeHref, neutralPath } from '../../src/i18n/routing';
import { headersFor, parseHeadersFile } from '../../scripts/static-server.mjs';

const expectedHeaders = headersFor(parseHeadersFile(readFileSync('public/_headers', 'utf8')), '/');

/** The routes of a language's services that ask for a consultation form. */
const formRoutesOf = (route: string) => {
  const locale = localeOfPath(route);
  return new Set(servicesWithForm(locale).map((service) => localizeHref(`/services/${service.slug}`, locale)));
};

// Each test walks a whole route through some twenty checks: it gets twice the usual time.
test.describe.configure({ timeout: 60_000 });

// One page per language of each template that draws many pages from many entries (an article, a filter page of the
// record), the heaviest; every other page (tests/support/templates.ts). Every page's HTML is read in
// tests/e2e/routes-html.spec.ts and tests/e2e/dist.desktop.spec.ts, its byte budgets among it.
for (const route of browserRoutes([...builtRoutes(), '/404'])) {
  test(
    `${route}: budgets, own origin only, islands under its CSP, images, tables, language switch, accessibility, fonts`,
    // Each language's home page is `npm run test:quick`'s smoke test of the built site.
    { tag: neutralPath(route) === '/' ? ['@content', '@smoke'] : ['@content'] },
    async ({ page, isMobile, baseURL }) => {
      const hasFormHere = formRoutesOf(route).has(route);
      const origin = new URL(baseURL!).origin;
      const foreign: string[] = [];
      const fetched: Array<{ url: string; type: string; bytes: number }> = [];
      const errors: string[] = [];
      const requests = trackRequests(page);
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.protocol !== 'data:' && url.origin !== origin) foreign.push(request.url());
      });
      page.on('response', async (response) => {
        if (response.url().startsWith('data:')) return;
        const length = Number(
          response.headers()['content-length'] ?? (await response.body().catch(() => Buffer.alloc(0))).length,
        );
        fetched.push({ url: new URL(response.url()).pathname, type: response.request().resourceType(), bytes: length });
      });
      page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      page.on('pageerror', (error) => errors.push(error.message));
      await page.addInitScript(() => {
        (window as unknown as { __cspViolations: string[] }).__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) =>
          (window as unknown as { __cspViolations: string[] }).__cspViolations.push(
            `${event.violatedDirective} ${event.blockedURI}`,
          ),
        );
      });

      const response = await page.goto(route, { waitUntil: 'load' });
      // All a first visit costs before the visitor does anything (images aside): what the budget of a first visit
      // counts, once the page has fetched its fonts and woken the islands that wake by themselves.
      await firstVisitDone(page);
      await requests.settled();
      const firstVisit = fetched
        .filter((item) => ['document', 'stylesheet', 'font', 'script'].includes(item.type))
        .reduce((sum, item) => sum + item.bytes, 0);
      // Where each image stands as the page opens: those below the first screen must wait until they are needed.
      const imagesAtFirst = await page.locator('main img').evaluateAll((images) =>
        images.map((image) => ({
          below: image.getBoundingClientRect().top > innerHeight,
          loading: image.getAttribute('loading'),
          src: image.getAttribute('src'),
        })),
      );
      await readToTheEnd(page);
      // client:intent-media islands (the phone menu) wait for the visitor: reach for them as a keyboard user would.
      await page
        .locator('astro-island[client="intent-media"]')
        .evaluateAll((islands) =>
          islands.forEach((island) => island.querySelector<HTMLElement>('a[href], button')?.focus()),
        );

      await test.step('every island whose directive applies here has hydrated', async () => {
        // Astro drops `ssr` once an island hydrates; a client:*media island only applies where its query matches.
        const pending = () =>
          page
            .locator('astro-island[ssr]')
            .evaluateAll((islands) =>
              islands
                .filter(
                  (island) =>
                    !/media$/.test(island.getAttribute('client')!) ||
                    matchMedia(JSON.parse(island.getAttribute('opts')!).value).matches,
                )
                .map((island) => island.getAttribute('component-url')),
            );
        await expect.poll(pending).toEqual([]);
      });
      // Every script, image and font the visit asked for, in the records the budgets read.
      await requests.settled();

      // Whether the form and its notices are in the page, and no <form> where none is asked for: in the build
      // (tests/e2e/routes-html.spec.ts); what the page fetched only a browser shows.
      if (!hasFormHere)
        await test.step('none of the consultation form’s or its notices’ scripts', () => {
          expect(fetched.filter((item) => /ConsultationForm|Toaster/.test(item.url)).map((item) => item.url)).toEqual(
            [],
          );
        });

      await test.step('byte budgets of a first visit (the phone menu counted as if opened)', async () => {
        const dom = await page.evaluate(() => ({
          blockingCss: [...document.querySelectorAll<HTMLLinkElement>('head link[rel="stylesheet"]')]
            .filter((link) => !link.media || matchMedia(link.media).matches)
            .map((link) => new URL(link.href).pathname),
          blockingScripts: [...document.querySelectorAll<HTMLScriptElement>('head script[src]')]
            .filter((script) => script.type !== 'module' && !script.async && !script.defer)
            .map((script) => script.src),
          // The fonts this first visit asked for before its load event: none, its text paints in the fallbacks.
          fontsBeforeLoad: (() => {
            const loaded = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
            return performance
              .getEntriesByType('resource')
              .filter((entry) => entry.name.endsWith('.woff2') && entry.startTime < loaded.loadEventStart)
              .map((entry) => new URL(entry.name).pathname);
          })(),
          hasForm: !!document.querySelector('astro-island[component-url*="ConsultationForm"]'),
          hasTilt: !!document.querySelector('astro-island[component-url*="TiltCard"]'),
          lang: document.documentElement.lang,
        }));
        const sum = (items: typeof fetched) => items.reduce((total, item) => total + item.bytes, 0);
        const checks = checkBudgets({
          route,
          lang: dom.lang,
          device: isMobile ? 'phone' : 'desktop',
          hasForm: dom.hasForm,
          hasTilt: dom.hasTilt,
          firstVisit,
          html: fetched.find((item) => item.type === 'document')?.bytes ?? 0,
          // What the site's code takes of it: the page as built without its words (a page over its HTML budget with
          // its structure within its own is its text's to shorten, scripts/verdict.mjs).
          structure: structureBytes(readDist(fileOfRoute(route))),
          blockingCss: sum(fetched.filter((item) => dom.blockingCss.includes(item.url))),
          blockingScripts: dom.blockingScripts,
          js: sum(fetched.filter((item) => item.type === 'script')),
          fonts: fetched
            .filter((item) => item.type === 'font')
            .map((font) => ({ ...font, beforeLoad: dom.fontsBeforeLoad.includes(font.url) })),
          images: fetched.filter((item) => item.type === 'image'),
        });
        console.log(report(checks));
        expect(checks.filter((check) => !check.ok).map((check) => check.message)).toEqual([]);
      });

      await test.step('nothing from another origin, no CSP violation, the host’s headers', async () => {
        // The CSP <meta>'s own content is read from the build: tests/e2e/routes-html.spec.ts.
        expect(foreign).toEqual([]);
        expect(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)).toEqual(
          [],
        );
        for (const [name, value] of Object.entries(expectedHeaders))
          expect(response?.headers()[name.toLowerCase()], name).toBe(value);
      });

      await test.step(
        isMobile
          ? 'images: AVIF or WebP renditions of at most 720 px (360 px at 2×)'
          : 'images below the first screen load lazily',
        async () => {
          if (!isMobile) {
            expect(
              imagesAtFirst.filter((image) => image.below && image.loading !== 'lazy').map((image) => image.src),
            ).toEqual([]);
            return;
          }
          for (const image of await page.locator('main img').all()) {
            // A lazy image chooses its rendition once it nears the view: bring it there, and give a busy machine time.
            // Scrolled by the page itself, not by Playwright, which first waits for the element to hold still: on a
            // busy machine the images around it are still arriving and moving it (a timeout seen in CI), and where it
            // stands is not what this step checks.
            await image.evaluate((img) => img.scrollIntoView({ block: 'center' }));
            await expect
              .poll(() => image.evaluate((img: HTMLImageElement) => img.currentSrc), { timeout: 15_000 })
              .toMatch(/\.(avif|webp)(\?|$)/);
            expect(
              await image.evaluate((img: HTMLImageElement) => img.naturalWidth),
              'at most the 720 px rendition at 2×',
            ).toBeLessThanOrEqual(720);
          }
        },
      );

      await test.step(
        isMobile
          ? 'a table wider than the phone scrolls inside its own region, by keyboard too'
          : 'tables fit without scrolling',
        async () => {
          for (const scroller of await page.locator('main section[tabindex="0"]:has(> table)').all()) {
            const widths = await scroller.evaluate((node) => ({ scroll: node.scrollWidth, client: node.clientWidth }));
            if (!isMobile) {
              expect(widths.scroll).toBeLessThanOrEqual(widths.client);
              continue;
            }
            if (widths.scroll <= widths.client) continue;
            await scroller.focus();
            await expect(scroller).toBeFocused();
            // Pressed again if a busy machine dropped the first press's scroll (seen once in CI), as a person would.
            // The rest of the table lies the way the text reads: to the left on a right-to-left page (negative scrollLeft).
            const rtl = await scroller.evaluate((node) => getComputedStyle(node).direction === 'rtl');
            await expect(async () => {
              await page.keyboard.press(rtl ? 'ArrowLeft' : 'ArrowRight');
              expect(Math.abs(await scroller.evaluate((node) => node.scrollLeft))).toBeGreaterThan(0);
            }).toPass({ timeout: 10_000 });
          }
        },
      );

      // The header's and footer's markup (links, names, the current page, the language marks) is read from the build
      // for every route: tests/e2e/routes-html.spec.ts. What only a browser shows: the switch to each other language on
      // screen, on a phone in the menu, which opens and closes again.
      await test.step(
        isMobile
          ? 'the menu opens and shows the switch to each other language; Escape closes it'
          : 'the header shows the switch to each other language',
        async () => {
          // Back at the top, where a visitor meets the header: the steps before left the page at its foot, scrolled
          // there by Playwright, the keyboard and smooth scrolling; a tap there once waited a whole minute for the
          // sticky header's button to hold still (seen in CI).
          await page.evaluate(() => scrollTo({ top: 0, behavior: 'instant' }));
          if (isMobile) await openPhoneMenu(page);
          await expectLanguageSwitchShown(page, route);
          if (isMobile) {
            await page.keyboard.press('Escape');
            await expect(menuPanel(page)).toBeHidden();
          }
        },
      );

      await test.step('no WCAG 2.2 A/AA violations', async () => {
        // In one pass over the page itself: the default mode also reads every frame's results in a blank page of its
        // own, which doubles the time per route. That holds only while the page holds no frame.
        await expect(page.locator('iframe, frame')).toHaveCount(0);
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
          .setLegacyMode(true)
          .analyze();
        expect(
          results.violations.map(
            (violation) =>
              `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
          ),
        ).toEqual([]);
      });

      // Past axe: what a person with low vision, a motor impairment or high-contrast colours meets.
      await test.step('target size: every link and control outside running text is 24 × 24 px or spaced as large', async () => {
        expect(await undersizedTargets(page)).toEqual([]);
      });

      await test.step('forced colours: every filled control keeps an edge, and focus an outline', async () => {
        expect(await invisibleInForcedColours(page)).toEqual([]);
        await page.emulateMedia({ forcedColors: 'none' });
      });

      await test.step('nothing scrolls sideways at this width, nor with text spacing (WCAG 1.4.12), where no text is cut off or spills out of its box', async () => {
        expect(await sidewaysScroll(page)).toBe(0);
        await applyTextSpacing(page);
        expect(await clippedText(page)).toEqual([]);
        expect(await sidewaysScroll(page)).toBe(0);
      });

      if (isMobile) {
        // Reflow (WCAG 1.4.10) depends on the width only: checked once, in the phone project.
        await test.step('reflow: nothing scrolls sideways at 320 × 640, nor at 400 % zoom of a 1280 × 800 window', async () => {
          await page.evaluate(() => (document.adoptedStyleSheets = [])); // the text spacing above, taken off again
          for (const viewport of [
            { width: 320, height: 640 },
            { width: 320, height: 200 },
          ]) {
            await page.setViewportSize(viewport);
            expect(await sidewaysScroll(page), `${viewport.width} × ${viewport.height}`).toBe(0);
          }
          // At 400 % zoom a sticky header must not eat the screen.
          const covered = await page.evaluate(() => {
            scrollTo({ top: innerHeight * 2, behavior: 'instant' });
            const header = document.querySelector('header')!.getBoundingClientRect();
            return Math.max(0, Math.min(header.bottom, innerHeight) - Math.max(header.top, 0)) / innerHeight;
          });
          expect(covered, 'share of the screen the header covers while reading').toBeLessThanOrEqual(0.25);
        });
      }

      await test.step('the next visit draws the page in its web fonts from the cache, and the subset has every character the page shows and every weight it asks for', async () => {
        // At both widths: which characters and weights the page shows depends on the width (what a breakpoint shows
        // or hides, and how large), and a next visit is what draws the page in its web fonts.
        const fontsFetched = fetched.filter((item) => item.type === 'font').map((item) => item.url);
        expect(fontsFetched.length, 'the first visit fetched its web fonts once it had loaded').toBeGreaterThan(0);
        await page.goto(route, { waitUntil: 'load' });
        const again = await page.evaluate(async (later) => {
          // Every face the page's text asks for, loaded (from the cache) or failed: what the checks below read.
          await document.fonts.ready;
          return {
            waiting: document.documentElement.classList.contains(later),
            fromNetwork: performance
              .getEntriesByType('resource')
              .filter(
                (entry) => /\.(woff2|css)$/.test(entry.name) && (entry as PerformanceResourceTiming).transferSize > 0,
              )
              .map((entry) => entry.name),
          };
        }, LATER_CLASS);
        expect(again, 'no font or stylesheet fetched again, none held back').toEqual({
          waiting: false,
          fromNetwork: [],
        });
        expect(await charactersMissingFromWebFont(page)).toEqual([]);
        expect(await weightsOutsideWebFont(page)).toEqual([]);
      });

      await test.step('no console errors but the 404 page’s own report', async () => {
        expect(errors.filter((text) => !text.startsWith('404 Error:') && !/status of 404/.test(text))).toEqual([]);
      });
    },
  );
}
