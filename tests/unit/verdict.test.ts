// How `npm run check` tells a page the content made too heavy from a broken site (scripts/verdict.mjs), on reports
// shaped as Playwright writes them and budget messages as scripts/budgets.mjs words them.
import { describe, expect, it } from 'vitest';
import { BUDGETS, KB, checkBudgets, checkContentBudgets } from '../../scripts/budgets.mjs';
import { contentBudgetOverruns, failingTests, failureLine } from '../../scripts/verdict.mjs';

const lean = {
  route: '/zz-sample-route',
  device: 'phone' as const,
  hasForm: false,
  hasTilt: false,
  firstVisit: 30 * KB,
  html: 9 * KB,
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
