// Byte budgets for a first visit, in bytes as transferred (brotli, as the local server, nginx and the static hosts send
// text to browsers that take it). Pure: the tests feed it what the browser fetched.
export const KB = 1024;

export const BUDGETS = {
  /** HTML, CSS, fonts and scripts a phone fetches before the visitor does anything (images are budgeted one by one). */
  firstVisitPhone: 40 * KB,
  /** The page as sent, its CSS inline: the first round trip of a new connection carries about 14 KB (10 packets). */
  html: 14 * KB,
  /**
   * The page's structure as sent — the page without its words (scripts/page-words.mjs): what the site's code takes
   * of the first round trip, leaving the rest of `html` to the words editors write. A page over `html` with its
   * structure within this is its text's to shorten; with its structure past this, the site's to cut
   * (scripts/verdict.mjs).
   */
  structure: 10.5 * KB,
  /** Each page carries its CSS inline: no stylesheet request stands between the HTML and the first paint. */
  blockingCss: 0,
  /** Desktop pages without the form or tilt cards hydrate nothing. */
  jsStatic: 0,
  /** React runtime plus the menu island (phone), or plus the tilt cards (desktop home). */
  jsIslands: 70 * KB,
  jsForm: 90 * KB,
  /** The fonts as the build subsets them to what the pages show: room for the characters editors add. */
  fonts: 20 * KB,
  /** Each font file on its own, whichever page loads it. */
  fontFile: 20 * KB,
  fontFiles: 2,
  image: 80 * KB,
  /**
   * What a page in another language may spend instead, keyed by the primary language of its `<html lang>`. An Arabic
   * page loads two faces: Inter for Latin words and figures, and the Arabic face (each within `fontFile`).
   */
  byLanguage: {
    ar: { firstVisitPhone: 50 * KB, fonts: 40 * KB },
  },
};

/** The budgets for a page in this language (`ar`, `ar-AE`, `en`…): the defaults, with its language's own limits over them. */
export function budgetsFor(lang, budgets = BUDGETS) {
  const language = (lang ?? '').toLowerCase().split('-')[0];
  return { ...budgets, ...(budgets.byLanguage?.[language] ?? {}) };
}

/**
 * @param {{ route: string, lang?: string, device: 'phone' | 'desktop', hasForm: boolean, hasTilt: boolean,
 *   firstVisit: number, html: number, structure?: number, blockingCss: number, blockingScripts: string[], js: number,
 *   fonts: Array<{ url: string, bytes: number, beforeLoad: boolean }>, images: Array<{ url: string, bytes: number }> }} page
 *   `lang` is the page's `<html lang>`; without it, the defaults apply. `structure`, the page without its words as
 *   sent, is checked when given.
 */
export function checkBudgets(page, defaults = BUDGETS) {
  const budgets = budgetsFor(page.lang, defaults);
  const jsLimit = page.hasForm
    ? budgets.jsForm
    : page.device === 'phone' || page.hasTilt
      ? budgets.jsIslands
      : budgets.jsStatic;
  const fontBytes = page.fonts.reduce((sum, font) => sum + font.bytes, 0);
  const checks = [
    // A desktop's first visit may include the tilt cards' React, loaded when the browser is idle: jsIslands bounds it.
    ...(page.device === 'phone'
      ? [bytes('first visit before any interaction', page.firstVisit, budgets.firstVisitPhone)]
      : []),
    bytes('HTML document', page.html, budgets.html),
    ...(page.structure === undefined ? [] : [bytes(STRUCTURE, page.structure, budgets.structure)]),
    bytes('render-blocking CSS', page.blockingCss, budgets.blockingCss),
    count('render-blocking scripts', page.blockingScripts.length, 0, page.blockingScripts.join(', ')),
    bytes('JavaScript', page.js, jsLimit),
    bytes('fonts', fontBytes, budgets.fonts),
    ...page.fonts.map((font) => bytes(`font file ${font.url}`, font.bytes, budgets.fontFile)),
    count('font files', page.fonts.length, budgets.fontFiles),
    // A first visit paints its text in the fonts' metric-matched fallbacks and fetches the web fonts once it has loaded.
    count('fonts fetched before the page loaded', page.fonts.filter((font) => font.beforeLoad).length, 0),
    ...page.images.map((image) => bytes(`image ${image.url}`, image.bytes, budgets.image)),
  ];
  return checks.map((check) => ({ ...check, route: page.route, device: page.device }));
}

/** The name of the structure's check, which scripts/verdict.mjs reads as the site's. */
export const STRUCTURE = 'page structure without its words';

/**
 * The budgets only a page's content can break, read from the build for every page (tests/e2e/routes-html.spec.ts): its
 * HTML as sent, and each picture it can show (every rendition its markup offers, whichever width fetches it). The
 * browser checks visit one page per template drawn from many entries (tests/support/templates.ts); these hold for all.
 * Messages as checkBudgets writes them, which `npm run check` reads (scripts/verdict.mjs).
 * `structure`, the page without its words as sent, is checked when given (its overrun is the site's, not the text's).
 * @param {{ route: string, lang?: string, html: number, structure?: number,
 *   images: Array<{ url: string, bytes: number }> }} page
 */
export function checkContentBudgets(page, defaults = BUDGETS) {
  const budgets = budgetsFor(page.lang, defaults);
  return [
    bytes('HTML document', page.html, budgets.html),
    ...(page.structure === undefined ? [] : [bytes(STRUCTURE, page.structure, budgets.structure)]),
    ...page.images.map((image) => bytes(`image ${image.url}`, image.bytes, budgets.image)),
  ].map((check) => ({ ...check, route: page.route, device: 'built' }));
}

function bytes(name, measured, limit) {
  const ok = measured <= limit;
  const over = ok ? '' : ` — over by ${format(measured - limit)}`;
  return { name, measured, limit, ok, message: `${name}: ${format(measured)} of ${format(limit)}${over}` };
}

function count(name, measured, limit, detail = '') {
  const ok = measured <= limit;
  return {
    name,
    measured,
    limit,
    ok,
    message: `${name}: ${measured} of at most ${limit}${detail ? ` (${detail})` : ''}`,
  };
}

export function format(value) {
  return value < KB ? `${value} B` : `${(value / KB).toFixed(1)} KB`;
}

export function report(checks) {
  return checks
    .map((check) => `${check.ok ? '  ok ' : 'FAIL '} ${check.route} [${check.device}] ${check.message}`)
    .join('\n');
}
