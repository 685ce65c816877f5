// How `npm run check` tells a page the content made too heavy from a broken site (scripts/verdict.mjs), on reports
// shaped as Playwright writes them and budget messages as scripts/budgets.mjs words them.
import { describe, expect, it } from 'vitest';
import { BUDGETS, KB, checkBudgets, checkContentBudgets } from '../../scripts/budgets.mjs';
import {
  adviceFor,
  contentBudgetOverruns,
  failingTests,
  failureLine,
  structuralOverruns,
} from '../../scripts/verdict.mjs';

const lean = {
  route: '/zz-sample-route',
  device: 'phone' as const,
  hasForm: false,
  hasTilt: false,
  firstVisit: 30 * KB,
  html: 9 * KB,
  structure: 7 * KB,
  blockingCss: 0,
  blockingScripts: [],
  js: 0,
  fonts: [],
  images: [{ url: '/_astro/zz-sample.webp', bytes: 20 * KB }],
};

/** The message of the routes test's budget step when these checks fail: Playwright's deep-equality diff. */
function budgetFailure(page: typeof lean) {
  const broken = checkBudgets(page)
    .filter((check) => !check.ok)
    .map((check) => check.message);
  return [
    'Error: expect(received).toEqual(expected) // deep equality',
    '',
    '- Expected  - 1',
    `+ Received  + ${broken.length + 1}`,
    '',
    '- Array []',
    '+ Array [',
    ...broken.map((message) => `+   "${message}",`),
    '+ ]',
  ].join('\n');
}

/** A Playwright JSON report with these failing tests (title, project, message), in a file suite. */
const report = (tests: Array<[string, string, string]>) => ({
  suites: [
    {
      title: 'routes.spec.ts',
      specs: tests.map(([title, projectName, message]) => ({
        title,
        tests: [{ projectName, status: 'unexpected', results: [{ status: 'failed', error: { message } }] }],
      })),
      suites: [
        {
          title: 'passing',
          specs: [
            { title: 'fine', tests: [{ projectName: 'phone', status: 'expected', results: [{ status: 'passed' }] }] },
          ],
        },
      ],
    },
  ],
});

const routeTitle = `${lean.route}: frame, languages, budgets, own origin only`;

describe('the verdict on failed browser tests', () => {
  it('reads every failing test of a report, and only those, with its project, titles and first error line', () => {
    const failures = failingTests(report([[routeTitle, 'phone', '\u001b[31mError: boom\u001b[39m\nat somewhere']]));
    expect(failures).toEqual([
      { project: 'phone', titles: ['routes.spec.ts', routeTitle], message: 'Error: boom\nat somewhere' },
    ]);
    expect(failureLine(failures[0]!)).toBe(`[phone] routes.spec.ts › ${routeTitle} — Error: boom`);
  });

  it('names the page and the budget when a page has grown past its HTML budget or carries too heavy a picture', () => {
    const heavy = {
      ...lean,
      html: BUDGETS.html + 300,
      images: [{ url: '/_astro/zz-sample.webp', bytes: BUDGETS.image + 1 }],
    };
    const failures = failingTests(
      report([
        [routeTitle, 'phone', budgetFailure(heavy)],
        [routeTitle, 'desktop', budgetFailure({ ...heavy, device: 'desktop' as never })],
      ]),
    );
    const overruns = contentBudgetOverruns(failures);
    expect(overruns).toHaveLength(4);
    expect(overruns[0]).toMatch(new RegExp(`^${lean.route} \\[phone\\] HTML document: .* over by `));
    expect(overruns.some((line) => line.startsWith(`${lean.route} [desktop] image /_astro/zz-sample.webp: `))).toBe(
      true,
    );
  });

  it('names the page when the budgets read from the build for every page fail (a page the browser does not visit)', () => {
    const broken = checkContentBudgets({
      route: '/insights/zz-sample-article',
      lang: 'en',
      html: BUDGETS.html + 300,
      images: [{ url: '/_astro/zz-cover.webp', bytes: BUDGETS.image + 1 }],
    })
      .filter((check) => !check.ok)
      .map((check) => `+   "${check.message}",`);
    const message = ['Error: expect(received).toEqual(expected) // deep equality', '+ Array [', ...broken, '+ ]'].join(
      '\n',
    );
    const title = '/insights/zz-sample-article: header, navigation, language marks, footer, CSP and the form’s islands';
    expect(contentBudgetOverruns(failingTests(report([[title, 'phone', message]])))).toEqual([
      expect.stringMatching(/^\/insights\/zz-sample-article \[phone\] HTML document: .* over by /),
      expect.stringMatching(/^\/insights\/zz-sample-article \[phone\] image \/_astro\/zz-cover\.webp: .* over by /),
    ]);
  });

  it('leaves to the site any run where another test failed, or another budget (scripts, fonts, CSS)', () => {
    const html = budgetFailure({ ...lean, html: BUDGETS.html + 300 });
    expect(
      contentBudgetOverruns(
        failingTests(
          report([
            [routeTitle, 'phone', html],
            ['the menu opens', 'phone', 'Error: timeout'],
          ]),
        ),
      ),
    ).toEqual([]);
    const script = budgetFailure({ ...lean, js: BUDGETS.jsIslands + 1 });
    expect(script).toContain('JavaScript');
    expect(contentBudgetOverruns(failingTests(report([[routeTitle, 'phone', script]])))).toEqual([]);
    const both = budgetFailure({ ...lean, html: BUDGETS.html + 300, js: BUDGETS.jsIslands + 1 });
    expect(both).toContain('HTML document');
    expect(contentBudgetOverruns(failingTests(report([[routeTitle, 'phone', both]])))).toEqual([]);
    expect(contentBudgetOverruns([])).toEqual([]);
  });
});

describe('whose a page over its HTML budget is', () => {
  const overHtml = { ...lean, html: BUDGETS.html + 300 };

  it("is the content's while the page's structure without its words is within its own budget", () => {
    const failures = failingTests(report([[routeTitle, 'phone', budgetFailure(overHtml)]]));
    expect(structuralOverruns(failures)).toEqual([]);
    expect(contentBudgetOverruns(failures)).toHaveLength(1);
  });

  it("is the site's once that structure is over its budget too, however much the page is over", () => {
    const structural = budgetFailure({ ...overHtml, structure: BUDGETS.structure + 100 });
    expect(structural).toContain('page structure without its words');
    const failures = failingTests(report([[routeTitle, 'phone', structural]]));
    expect(contentBudgetOverruns(failures)).toEqual([]);
    expect(structuralOverruns(failures)).toEqual([
      expect.stringMatching(new RegExp(`^${lean.route} \\[phone\\] page structure without its words: .* over by `)),
    ]);
  });

  it('says nothing of the structure when another kind of test failed too', () => {
    const structural = budgetFailure({ ...overHtml, structure: BUDGETS.structure + 100 });
    const failures = failingTests(
      report([
        [routeTitle, 'phone', structural],
        ['the menu opens', 'phone', 'Error: timeout'],
      ]),
    );
    expect(structuralOverruns(failures)).toEqual([]);
  });
});

describe('what an editor can do about a page whose text is over', () => {
  const words = (count: number, word = 'words') => Array.from({ length: count }, () => word).join(' ');
  const page = (main: string) =>
    `<!DOCTYPE html><html><head><title>T</title></head><body><main>${main}</main></body></html>`;

  it('names the part, under its heading, that holds the most text, to shorten or move to a page of its own', () => {
    const advice = adviceFor(
      page(
        `<h1>Zz Title</h1><p>${words(20)}</p><h2>Zz Long part</h2><p>${words(200)}</p><h2>Zz Short part</h2><p>${words(30)}</p>`,
      ),
    );
    expect(advice).toMatch(
      /the most, \d+%, is under «Zz Long part»: shorten that part, or move it to a page of its own/,
    );
    expect(advice).not.toContain('list');
  });

  it('names a long list that holds most of the text, to split across pages or shorten', () => {
    const items = Array.from({ length: 9 }, (_, index) => `<li><h3>Zz Deal ${index}</h3><p>${words(15)}</p></li>`);
    const advice = adviceFor(page(`<h1>Zz Deals</h1><ul>${items.join('')}</ul>`));
    expect(advice).toMatch(/the 9 entries of its list under «Zz Deals»: split that list across pages/);
  });

  it('adds a long list that holds less of the text to the part to shorten', () => {
    const items = Array.from({ length: 7 }, () => '<li>zz</li>');
    const advice = adviceFor(page(`<h2>Zz Body</h2><p>${words(300)}</p><h2>Zz Points</h2><ul>${items.join('')}</ul>`));
    expect(advice).toContain('under «Zz Body»: shorten that part');
    expect(advice).toContain('Its list under «Zz Points» has 7 entries');
  });
});
