// What `npm run check` (scripts/check.mjs) reads in a failed run of the browser tests: each failing test, and whether
// all of them are byte budgets only the content can break — a page whose text has grown past what a first visit
// carries in one round trip, a picture heavier than its budget. Those are the editor's to fix, not the site's. A page
// over its HTML budget is the content's only while the page's structure (the page without its words) stays within its
// own budget, which the same test checks: past that, the cause is the site's code, and a developer's to cut.
import { STRUCTURE, format } from './budgets.mjs';
import { wordsOf } from './page-words.mjs';

/** The budget checks (scripts/budgets.mjs) whose overrun comes from the content: the page's HTML, an image. */
const CONTENT_BUDGET = /^(?:HTML document|image [^:]+): .* over by /;
/** The budget check whose overrun comes from the site's code: the page's structure without its words. */
const STRUCTURE_BUDGET = new RegExp(`^${STRUCTURE}: .* over by `);
/** The failed checks as the budget step's deep-equality diff lists them, one received string per line. */
const RECEIVED = /^\+\s+"(.*)",?$/gm;

/**
 * Every failing test of a Playwright JSON report: its project, its titles, its error message, and where it is written
 * (`file`, relative to the tests' folder, and `line`).
 */
export function failingTests(report) {
  const failures = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const result = test.results?.at(-1);
        if (test.status === 'unexpected' || result?.status === 'failed') {
          // eslint-disable-next-line no-control-regex -- terminal colour codes start with the ESC character
          const message = (result?.error?.message ?? '').replace(/\u001b\[[0-9;]*m/g, '');
          failures.push({
            project: test.projectName,
            titles: [...titles, spec.title],
            message,
            file: spec.file,
            line: spec.line,
          });
        }
      }
    }
    for (const child of suite.suites ?? []) visit(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) visit(suite, [suite.title]);
  return failures;
}

/** A failure as one line: "[project] titles — first line of the error". */
export const failureLine = (failure) =>
  `[${failure.project}] ${failure.titles.join(' › ')} — ${
    failure.message
      .split('\n')
      .find((line) => line.trim())
      ?.trim() ?? ''
  }`;

/**
 * When every failure is a content budget's overrun, one line per overrun ("/route [phone] HTML document: … over by …");
 * else none: a failure of anything else is the site's.
 */
export function contentBudgetOverruns(failures) {
  const lines = [];
  for (const failure of failures) {
    const overruns = [...failure.message.matchAll(RECEIVED)].map(([, check]) => check);
    if (overruns.length === 0 || !overruns.every((check) => CONTENT_BUDGET.test(check))) return [];
    // The routes test is titled by its route ("/team: frame, languages, budgets, …").
    const route = failure.titles.at(-1)?.split(':')[0] ?? '';
    for (const overrun of overruns) lines.push(`${route} [${failure.project}] ${overrun}`);
  }
  return [...new Set(lines)];
}

/**
 * When every failure is a byte budget and at least one is a page's structure (the page without its words): one line
 * per overrun of the structure ("/route [phone] page structure without its words: … over by …"); else none. The
 * content is not the cause then, whatever else the page is over by.
 */
export function structuralOverruns(failures) {
  const lines = [];
  for (const failure of failures) {
    const overruns = [...failure.message.matchAll(RECEIVED)].map(([, check]) => check);
    if (overruns.length === 0 || !overruns.every((check) => CONTENT_BUDGET.test(check) || STRUCTURE_BUDGET.test(check)))
      return [];
    const route = failure.titles.at(-1)?.split(':')[0] ?? '';
    for (const overrun of overruns.filter((check) => STRUCTURE_BUDGET.test(check)))
      lines.push(`${route} [${failure.project}] ${overrun}`);
  }
  return [...new Set(lines)];
}

/** How many entries make a list worth shortening or splitting across pages, in the advice below. */
const LONG_LIST = 6;

/**
 * What an editor can do about a page whose words have grown past its budget (its built HTML): when a long list holds
 * most of them, split it across pages or shorten it; else shorten the part under one heading that holds the most, or
 * move it to a page of its own (and, with a long list too, that list).
 */
export function adviceFor(html) {
  const { words, parts, longestList } = wordsOf(html);
  const percent = (bytes) => `${Math.round((bytes / words) * 100)}%`;
  const under = (heading) => (heading ? `under «${heading}»` : 'before its first heading');
  const longList = longestList && longestList.entries >= LONG_LIST ? longestList : undefined;
  const [heaviest] = parts;
  if (longList && (!heaviest || longList.bytes >= words * 0.4))
    return (
      `Its text is ${format(words)} (before compression), ${percent(longList.bytes)} of it the ${longList.entries} entries of ` +
      `its list ${under(longList.heading)}: split that list across pages (fewer entries on each), or shorten it.`
    );
  if (!heaviest) return 'Shorten its text, or move part of it to a page of its own.';
  return [
    `Its text is ${format(words)} (before compression); the most, ${percent(heaviest.bytes)}, is ${under(heaviest.heading)}: ` +
      'shorten that part, or move it to a page of its own.',
    ...(longList
      ? [
          `Its list ${under(longList.heading)} has ${longList.entries} entries: a shorter one, or one split across pages, takes less.`,
        ]
      : []),
  ].join(' ');
}

/** Every failing test of a Vitest JSON report, as one line: its file, its name and the first line of its error. */
export function failingUnitTests(report, root = process.cwd()) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with the ESC character
  const plain = (text) => (text ?? '').replace(/\u001b\[[0-9;]*m/g, '');
  return (report.testResults ?? []).flatMap((file) => {
    const path = file.name.startsWith(root) ? file.name.slice(root.length).replace(/^\//, '') : file.name;
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    // A file that failed before any of its tests ran (an import that throws) has its message on the file.
    if (failed.length === 0 && file.status === 'failed')
      return [
        `${path} — ${
          plain(file.message)
            .split('\n')
            .find((line) => line.trim()) ?? 'failed'
        }`,
      ];
    return failed.map(
      (test) =>
        `${path} › ${test.fullName} — ${
          plain(test.failureMessages?.[0])
            .split('\n')
            .find((line) => line.trim()) ?? ''
        }`,
    );
  });
}
