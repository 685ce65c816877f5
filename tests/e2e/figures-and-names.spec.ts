// How figures, lists, tables and the firm's name sit in the lines of a page, in every language, read from the content:
// a returns table shows every cell on a phone, each under its column's name, and is still a table to a screen reader;
// a figure never ends a line without the unit word next to it; a range with its percent reads one way on a
// right-to-left page; an Arabic page joins no two Arabic words with a Latin comma; the firm's name in a heading is
// never split from itself where a line can hold it. Each is checked at the widths of phones (320 and 375 px), where
// lines break most. What the markup alone decides (the space between a figure and its unit, the commas) is read from the built HTML with parse5,
// without a browser; a browser opens only the pages whose markup has a figure or a range whose layout is to be seen.
import { expect, test, type Page } from '@playwright/test';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { builtRoutes, pageCopy, sectionsOf, services, settings } from '../support/content';
import { htmlFiles, readDist, routeOfFile } from '../support/dist';
import { browserRoutes } from '../support/templates';
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localeOfPath, localizeHref } from '../../src/i18n/routing';

const PHONE_WIDTHS = [320, 375];
const DESKTOP = { width: 1280, height: 800 };
/**
 * Every language's unit words, each word of a unit of several ("دولار أمريكي") on its own: a figure stays with the unit
 * word next to it, and only with that one, so that a figure and its units never make a group wider than a phone's
 * line (src/lib/figures.ts).
 */
const UNITS = [
  ...new Set(LOCALE_CODES.flatMap((locale) => settings(locale).figureUnits ?? []).flatMap((unit) => unit.split(/\s+/))),
];

async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 800 });
}

for (const locale of LOCALE_CODES) {
  const withTables = services(locale).filter((service) => sectionsOf(service, 'table').length > 0);

  test(
    `${locale}: every returns table shows every cell, under its column's name, on a phone; a table on a desktop`,
    { tag: ['@once', '@content'] },
    async ({ page }) => {
      expect(withTables.length, 'a service page with a table to check').toBeGreaterThan(0);
      for (const service of withTables) {
        await page.goto(localizeHref(`/services/${service.slug}`, locale));
        for (const section of sectionsOf(service, 'table')) {
          const table = page.getByRole('table', { name: section.caption });
          for (const width of PHONE_WIDTHS) {
            await atWidth(page, width);
            await test.step(`${service.slug} at ${width} px`, async () => {
              const rows = table.locator('tbody tr');
              await expect(rows).toHaveCount(section.rows.length);
              for (const [index, row] of section.rows.entries())
                await expect(rows.nth(index).locator('th, td')).toHaveText(row);
              // Every cell's place and label in one look at the page, rather than three round trips per cell.
              const drawn = await rows.evaluateAll((trs) =>
                trs.map((tr) =>
                  [...tr.querySelectorAll('th, td')].map((cell) => {
                    const box = cell.getBoundingClientRect();
                    return {
                      visible: cell.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0,
                      left: box.left,
                      right: box.right,
                      label: getComputedStyle(cell, '::before').content,
                    };
                  }),
                ),
              );
              for (const [index, row] of section.rows.entries()) {
                for (const [column, cell] of drawn[index]!.entries()) {
                  // Where the page puts it, without scrolling any box sideways to it.
                  expect(cell.visible, `${row[column]}: shown`).toBe(true);
                  expect(cell.left, `${row[column]}: starts on screen`).toBeGreaterThanOrEqual(0);
                  expect(cell.right, `${row[column]}: ends on screen`).toBeLessThanOrEqual(width);
                  // Each figure under its column's name, as the visitor sees it (the row's header is its card's title).
                  if (column > 0)
                    expect(cell.label, `${row[column]}: its column's name`).toContain(section.columns[column]);
                }
              }
              const region = page.getByRole('region', { name: section.caption });
              const sideways = await region.evaluate((box) => box.scrollWidth - box.clientWidth);
              expect(sideways, 'the table does not scroll sideways in its box').toBeLessThanOrEqual(0);
              // Still a table to assistive technology: each cell in its row, with the column and row headers it is read with.
              await expect(table.getByRole('columnheader')).toHaveText(section.columns);
              await expect(table.getByRole('row')).toHaveCount(section.rows.length + 1);
              for (const [index, row] of section.rows.entries()) {
                const line = table.getByRole('row').nth(index + 1);
                await expect(line.getByRole('rowheader')).toHaveText(row[0]!);
                await expect(line.getByRole('cell')).toHaveText(row.slice(1));
              }
            });
          }
          await page.setViewportSize(DESKTOP);
          await expect(table.locator('td').first()).toHaveCSS('display', 'table-cell');
          await expect(table.locator('thead th').first()).toBeVisible();
        }
      }
    },
  );
}

/**
 * A figure written beside a unit word ("USD 100M", "24 months", "100 مليون"), as a pattern whose first or second group
 * is what separates them; for the built HTML and the open page alike.
 */
function figureWithUnitPattern(units: string[]) {
  const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  const unit = `(?<![\\p{L}\\p{M}])(?:${[...units]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|')})(?![\\p{L}\\p{M}])`;
  // A number with what sticks to it ("2M", "12%", "10+"), or a range of two; text nodes meet without a space between.
  const number = String.raw`\d[\d.,]*(?:[A-Za-z]{1,3}(?![A-Za-z]))?%?\+?`;
  const figure = String.raw`(?<![A-Za-z\d.,])${number}(?:[–-]${number})?(?!\d)`;
  return `${unit}(\\s+)${figure}|${figure}(\\s+)${unit}`;
}
const FIGURE_WITH_UNIT = figureWithUnitPattern(UNITS);
/** A range with its percent ("12–14%"), within one text node. */
const PERCENT_RANGE = /(\d+)[–-](\d+)%/g;
/** Two Arabic words joined by a Latin comma. */
const LATIN_COMMA = /\p{Script=Arabic}[\s\u00a0]*,[\s\u00a0]*\p{Script=Arabic}/gu;

type Node = DefaultTreeAdapterMap['node'];
/** Elements whose text no page shows, as the open page's walk below skips them (a closed <select> draws no options). */
const UNSHOWN = new Set(['script', 'style', 'option', 'noscript']);

/**
 * A built page's body text, read with a real HTML parser: every text node in document order outside the elements
 * above (and outside <template>s, which a page's own walk does not enter either).
 */
function bodyTexts(html: string): string[] {
  const texts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeName === '#text') texts.push((node as DefaultTreeAdapterMap['textNode']).value);
    else if ('tagName' in node && UNSHOWN.has(node.tagName)) return;
    else if ('childNodes' in node) node.childNodes.forEach(walk);
  };
  const html5 = parse(html).childNodes.find((node) => node.nodeName === 'html');
  const body = html5 && 'childNodes' in html5 ? html5.childNodes.find((node) => node.nodeName === 'body') : undefined;
  if (body) walk(body);
  return texts;
}

/** What each built page, read with parse5, asks of a browser: its figures with units and its ranges with a percent. */
const builtPages = htmlFiles()
  .filter((file) => !/(^|\/)404\.html$/.test(file))
  .map((file) => {
    const route = routeOfFile(file);
    const locale = localeOfPath(route) as Locale;
    const texts = bodyTexts(readDist(file));
    const text = texts.join('');
    return {
      route,
      locale,
      text,
      figures: [...text.matchAll(new RegExp(FIGURE_WITH_UNIT, 'gu'))].map((match) => ({
        text: match[0],
        separator: (match[1] ?? match[2])!,
      })),
      percentRanges: texts.flatMap((node) => [...node.matchAll(PERCENT_RANGE)].map((match) => match[0])),
    };
  });

/**
 * On the open page: every figure written beside a unit word, and whether the figure and its unit are drawn on one
 * line; outside islands' own markup (a closed <select> draws no options).
 */
function figuresWithUnits(page: Page, pattern: string) {
  return page.evaluate((pattern) => {
    const matcher = new RegExp(pattern, 'gu');
    // The body's text as one string, each character mapped back to its text node.
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
      acceptNode: (node) =>
        node.parentElement?.closest('script, style, option, noscript')
          ? NodeFilter.FILTER_REJECT
          : NodeFilter.FILTER_ACCEPT,
    });
    const nodes: Array<{ node: Text; start: number }> = [];
    let text = '';
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      nodes.push({ node: node as Text, start: text.length });
      text += node.textContent;
    }
    const at = (offset: number) => {
      const found = nodes.findLast((entry) => entry.start <= offset)!;
      return [found.node, offset - found.start] as const;
    };
    return [...text.matchAll(matcher)].map((match) => {
      const range = document.createRange();
      range.setStart(...at(match.index));
      range.setEnd(...at(match.index + match[0].length - 1));
      range.setEnd(range.endContainer, range.endOffset + 1);
      const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top));
      return {
        text: match[0],
        drawn: tops.length > 0,
        oneLine: tops.every((top) => Math.abs(top - tops[0]!) <= 4),
      };
    });
  }, pattern);
}

/** On the open page: every range with a percent ("12–14%"), with where its first figure, last figure and % are drawn. */
function percentRanges(page: Page) {
  return page.evaluate(() => {
    const found: Array<{ text: string; first: number; last: number; percent: number }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const match of node.textContent!.matchAll(/(\d+)[–-](\d+)%/g)) {
        const centre = (from: number, length: number) => {
          const range = document.createRange();
          range.setStart(node, from);
          range.setEnd(node, from + length);
          const rect = range.getBoundingClientRect();
          return rect.left + rect.width / 2;
        };
        const lastAt = match.index + match[1]!.length + 1;
        if (!node.parentElement?.checkVisibility()) continue;
        found.push({
          text: match[0],
          first: centre(match.index, match[1]!.length),
          last: centre(lastAt, match[2]!.length),
          percent: centre(lastAt + match[2]!.length, 1),
        });
      }
    }
    return found;
  });
}

test('the unit words of the settings are there to bind figures with', { tag: ['@once', '@content'] }, () => {
  expect(UNITS.length).toBeGreaterThan(0);
});

// What the markup alone decides, for every built page without a browser: the space between a figure and its unit,
// and the commas of an Arabic page (all of its body's text, shown or not: no Latin comma anywhere).
test(
  'every page: a no-break space between each figure and its unit; no Latin comma between Arabic words on an Arabic page',
  { tag: ['@once', '@content'] },
  () => {
    expect(builtPages.map((built) => built.route).sort()).toEqual(builtRoutes());
    for (const { route, locale, text, figures } of builtPages) {
      for (const figure of figures)
        expect
          .soft(figure.separator, `${route}: "${figure.text}": a no-break space between the figure and its unit`)
          .toMatch(/^\u00a0+$/);
      if (locale === 'ar') expect.soft(text.match(LATIN_COMMA) ?? [], `${route}: Latin commas`).toEqual([]);
    }
  },
);

// What only a layout shows, on the pages that have something to show it with (parse5 found it in their markup): a
// figure drawn on one line with its unit at phone widths, a range with its percent read one way right to left.
for (const locale of LOCALE_CODES) {
  const rightToLeft = LOCALES[locale].dir === 'rtl';
  const withFigures = builtPages.filter(
    (built) => built.locale === locale && (built.figures.length > 0 || (rightToLeft && built.percentRanges.length > 0)),
  );
  // Of a template drawing many pages from many entries (the record's filters, the articles), the page with the most
  // figures, as the browser's other checks (tests/support/templates.ts); every page's figures are read in its markup.
  const shown = (route: string) => withFigures.find((built) => built.route === route)!;
  const sampled = new Set(
    browserRoutes(
      withFigures.map((built) => built.route),
      (route) => shown(route).figures.length + shown(route).percentRanges.length,
    ),
  );
  const toLookAt = withFigures.filter((built) => sampled.has(built.route));

  test(
    `${locale}: every page's figures stay on one line with their units${rightToLeft ? ', its ranges with a percent read one way' : ''}`,
    { tag: ['@once', '@content'] },
    async ({ page }) => {
      expect(toLookAt.length, 'a page with a figure to look at').toBeGreaterThan(0);
      for (const { route, percentRanges: inMarkup } of toLookAt) {
        await test.step(route, async () => {
          await page.goto(route);
          for (const width of PHONE_WIDTHS) {
            await atWidth(page, width);
            for (const figure of await figuresWithUnits(page, FIGURE_WITH_UNIT))
              if (figure.drawn)
                expect.soft(figure.oneLine, `${route}: "${figure.text}" on one line at ${width} px`).toBe(true);
          }
          if (rightToLeft) {
            // The range reads as one left-to-right figure: its first number, then its last with the % after it.
            const ranges = await percentRanges(page);
            expect(ranges.length, `${route}: the ranges of its markup that are shown`).toBeLessThanOrEqual(
              inMarkup.length,
            );
            for (const range of ranges) {
              expect
                .soft(range.first, `${route}: ${range.text}: its first figure left of its last`)
                .toBeLessThan(range.last);
              expect
                .soft(range.last, `${route}: ${range.text}: its % right of its last figure`)
                .toBeLessThan(range.percent);
            }
          }
        });
      }
    },
  );
}

for (const locale of LOCALE_CODES) {
  const { firmName } = settings(locale);

  test(
    `${locale}: the firm's name in the get-started heading is never split where a line can hold it`,
    { tag: ['@once', '@content'] },
    async ({ page }) => {
      await page.goto(localizeHref('/get-started', locale));
      const heading = page.getByRole('heading', { level: 1 });
      const name = heading.locator('bdi');
      await expect(heading).toHaveText(`${pageCopy('get-started', locale).hero.titlePrefix} ${firmName}`);
      await expect(name).toHaveText(firmName);
      for (const width of PHONE_WIDTHS) {
        await atWidth(page, width);
        const layout = await name.evaluate((element) => {
          const h1 = element.parentElement!;
          // The name's width on one line, in the heading's type.
          const probe = element.cloneNode(true) as HTMLElement;
          probe.style.whiteSpace = 'nowrap';
          probe.style.position = 'absolute';
          h1.append(probe);
          const oneLine = probe.getBoundingClientRect().width;
          probe.remove();
          const range = document.createRange();
          range.selectNodeContents(element);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          const box = element.getBoundingClientRect();
          const room = h1.getBoundingClientRect();
          return {
            oneLine,
            lines,
            fits: oneLine <= room.width,
            inside: box.left >= room.left - 1 && box.right <= room.right + 1,
          };
        });
        expect(layout.inside, `the name stays inside the heading at ${width} px`).toBe(true);
        if (layout.fits) expect(layout.lines, `"${firmName}" on one line at ${width} px`).toBe(1);
        expect(
          await heading.evaluate((h1) => h1.scrollWidth - h1.clientWidth),
          'nothing overflows',
        ).toBeLessThanOrEqual(0);
      }
    },
  );
}
