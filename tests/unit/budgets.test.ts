import { describe, expect, it } from 'vitest';
import { BUDGETS, KB, checkBudgets, report } from '../../scripts/budgets.mjs';

const lean = {
  route: '/team',
  device: 'desktop' as const,
  hasForm: false,
  hasTilt: false,
  firstVisit: 34 * KB,
  html: 9 * KB,
  blockingCss: 6 * KB,
  blockingScripts: [],
  js: 0,
  fonts: [{ url: '/_astro/fonts/inter.woff2', bytes: 18 * KB, preloaded: true }],
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
      js: 1 * KB,
      blockingScripts: ['/legacy.js'],
      fonts: [...lean.fonts, { url: '/b.woff2', bytes: 10 * KB, preloaded: false }, { url: '/c.woff2', bytes: 1, preloaded: true }],
      images: [{ url: '/_astro/hero.avif', bytes: 100 * KB }],
    };
    const failures = checkBudgets(heavy).filter((check) => !check.ok);
    expect(failures.map((check) => check.name)).toEqual([
      'HTML document',
      'render-blocking scripts',
      'JavaScript',
      'fonts',
      'font files',
      'fonts not preloaded',
      'image /_astro/hero.avif',
    ]);
    expect(report(failures)).toContain('HTML document: 20.0 KB of 14.0 KB — over by 6.0 KB');
    expect(report(failures)).toContain('JavaScript: 1.0 KB of 0 B — over by 1.0 KB');
  });

  it('allows React and the menu on a phone, and the form its own larger budget', () => {
    const phone = { ...lean, device: 'phone' as const, js: 65 * KB };
    expect(checkBudgets(phone).every((check) => check.ok)).toBe(true);
    expect(checkBudgets({ ...phone, js: BUDGETS.jsIslands + 1 }).some((check) => !check.ok)).toBe(true);
    expect(checkBudgets({ ...phone, hasForm: true, js: 85 * KB }).every((check) => check.ok)).toBe(true);
  });

  it('holds a phone’s first visit to its budget, and leaves a desktop’s to the script budgets', () => {
    const heavyFirstVisit = { ...lean, firstVisit: BUDGETS.firstVisitPhone + 1 };
    expect(checkBudgets({ ...heavyFirstVisit, device: 'phone' }).filter((check) => !check.ok).map((check) => check.name)).toEqual([
      'first visit before any interaction',
    ]);
    expect(checkBudgets(heavyFirstVisit).every((check) => check.ok)).toBe(true);
  });
});
