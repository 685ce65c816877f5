import { describe, expect, it } from 'vitest';
import { BUDGETS, KB, STRUCTURE, budgetsFor, checkBudgets, report } from '../../scripts/budgets.mjs';

const lean = {
  route: '/team',
  device: 'desktop' as const,
  hasForm: false,
  hasTilt: false,
  firstVisit: 34 * KB,
  html: 9 * KB,
  blockingCss: 0,
  blockingScripts: [],
  js: 0,
  fonts: [{ url: '/_astro/fonts/inter.woff2', bytes: 18 * KB, beforeLoad: false }],
  images: [{ url: '/_astro/a.webp', bytes: 30 * KB }],
};

describe('budget checker', () => {
  it('passes a page within every budget', () => {
    expect(checkBudgets(lean).filter((check) => !check.ok)).toEqual([]);
  });

  it('fails an oversized page and says by how much', () => {
    const heavy = {
      ...lean,
      html: 20 * KB,
      blockingCss: 6 * KB,
      js: 1 * KB,
      blockingScripts: ['/legacy.js'],
      fonts: [
        ...lean.fonts,
        { url: '/b.woff2', bytes: 10 * KB, beforeLoad: true },
        { url: '/c.woff2', bytes: 1, beforeLoad: false },
      ],
      images: [{ url: '/_astro/hero.avif', bytes: 100 * KB }],
    };
    const failures = checkBudgets(heavy).filter((check) => !check.ok);
    expect(failures.map((check) => check.name)).toEqual([
      'HTML document',
      'render-blocking CSS',
      'render-blocking scripts',
      'JavaScript',
      'fonts',
      'font files',
      'fonts fetched before the page loaded',
      'image /_astro/hero.avif',
    ]);
    expect(report(failures)).toContain('HTML document: 20.0 KB of 14.0 KB — over by 6.0 KB');
    expect(report(failures)).toContain('JavaScript: 1.0 KB of 0 B — over by 1.0 KB');
  });

  it("checks the page's structure without its words against its own budget, when given", () => {
    expect(checkBudgets(lean).some((check) => check.name === STRUCTURE)).toBe(false);
    const within = checkBudgets({ ...lean, structure: BUDGETS.structure });
    expect(within.find((check) => check.name === STRUCTURE)?.ok).toBe(true);
    const over = checkBudgets({ ...lean, structure: BUDGETS.structure + 1 }).filter((check) => !check.ok);
    expect(over.map((check) => check.name)).toEqual([STRUCTURE]);
    expect(BUDGETS.structure).toBeLessThan(BUDGETS.html);
  });

  it('allows React and the menu on a phone, and the form its own larger budget', () => {
    const phone = { ...lean, device: 'phone' as const, js: 65 * KB };
    expect(checkBudgets(phone).every((check) => check.ok)).toBe(true);
    expect(checkBudgets({ ...phone, js: BUDGETS.jsIslands + 1 }).some((check) => !check.ok)).toBe(true);
    expect(checkBudgets({ ...phone, hasForm: true, js: 85 * KB }).every((check) => check.ok)).toBe(true);
  });

  it('holds every page to the one HTML budget, with the consultation form or without', () => {
    for (const page of [lean, { ...lean, hasForm: true, js: 85 * KB }]) {
      expect(checkBudgets({ ...page, html: BUDGETS.html }).every((check) => check.ok)).toBe(true);
      expect(
        checkBudgets({ ...page, html: BUDGETS.html + 1 })
          .filter((check) => !check.ok)
          .map((check) => check.name),
      ).toEqual(['HTML document']);
    }
  });

  it('holds a phone’s first visit to its budget, and leaves a desktop’s to the script budgets', () => {
    const heavyFirstVisit = { ...lean, firstVisit: BUDGETS.firstVisitPhone + 1 };
    expect(
      checkBudgets({ ...heavyFirstVisit, device: 'phone' })
        .filter((check) => !check.ok)
        .map((check) => check.name),
    ).toEqual(['first visit before any interaction']);
    expect(checkBudgets(heavyFirstVisit).every((check) => check.ok)).toBe(true);
  });

  describe('an Arabic page', () => {
    // A phone's first visit to a page that shows Arabic text with Latin words and figures: the Arabic face's two files.
    const arabic = {
      ...lean,
      route: '/ar/team',
      device: 'phone' as const,
      js: 65 * KB,
      firstVisit: 48 * KB,
      fonts: [
        { url: '/_astro/fonts/latin.woff2', bytes: 16 * KB, beforeLoad: false },
        { url: '/_astro/fonts/arabic.woff2', bytes: 16 * KB, beforeLoad: false },
      ],
    };
    const failing = (page: Parameters<typeof checkBudgets>[0]) =>
      checkBudgets(page)
        .filter((check) => !check.ok)
        .map((check) => check.name);

    it('may load its two faces within the Arabic first-visit budget, which an English page may not', () => {
      expect(failing({ ...arabic, lang: 'ar' })).toEqual([]);
      expect(failing({ ...arabic, lang: 'ar-AE' })).toEqual([]);
      expect(failing({ ...arabic, lang: 'en' })).toEqual(['first visit before any interaction', 'fonts']);
      expect(failing(arabic)).toEqual(['first visit before any interaction', 'fonts']);
    });

    it('is held to 50 KB for a first visit and to 20 KB for each font file', () => {
      expect(budgetsFor('ar').firstVisitPhone).toBe(50 * KB);
      expect(failing({ ...arabic, lang: 'ar', firstVisit: 50 * KB + 1 })).toEqual([
        'first visit before any interaction',
      ]);
      const heavyFace = { ...arabic, lang: 'ar', fonts: [arabic.fonts[0]!, { ...arabic.fonts[1]!, bytes: 21 * KB }] };
      expect(failing(heavyFace)).toEqual(['font file /_astro/fonts/arabic.woff2']);
      expect(report(checkBudgets(heavyFace).filter((check) => !check.ok))).toContain(
        'font file /_astro/fonts/arabic.woff2: 21.0 KB of 20.0 KB — over by 1.0 KB',
      );
    });
  });

  it('keeps an English page to one 20 KB of fonts however many files it takes', () => {
    const twoFaces = {
      ...lean,
      lang: 'en',
      fonts: [...lean.fonts, { url: '/_astro/fonts/arabic.woff2', bytes: 3 * KB, beforeLoad: false }],
    };
    expect(
      checkBudgets(twoFaces)
        .filter((check) => !check.ok)
        .map((check) => check.name),
    ).toEqual(['fonts']);
  });
});
