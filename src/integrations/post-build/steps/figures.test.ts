import { describe, expect, it } from 'vitest';
import { figureText } from '../../../lib/figures';
import { bindFigures, figuresStep } from './figures';

// Sample unit words of two languages, as settings/<locale>/site-text.yaml gives them (`figureUnits`).
const UNITS = ['USD', 'INR', 'lakh', 'months', 'مليون', 'ملايين', 'دولار', 'دولار أمريكي', 'روبية هندية', 'شهرًا'];
const figures = figureText(UNITS);
const NBSP = '\u00a0';
/** The text with its no-break spaces and left-to-right isolates made visible. */
const shown = (text: string) => text.replaceAll(NBSP, '_').replaceAll('<bdi dir="ltr">', '[').replaceAll('</bdi>', ']');

describe('figures bound to their units', () => {
  it.each([
    // A range is kept whole, its Latin units with it.
    ['projects over USD 100M, rounds of USD 2M–100M', 'projects over USD_100M, rounds of [USD_2M–100M]'],
    ['entry from INR 50 lakh', 'entry from INR_50_lakh'],
    // A grade written as one capital letter stays with the word before it; a sentence's first word does not.
    ['a Series B round. A Grade A tower', 'a Series_B round. A Grade_A tower'],
    ['a holding period of 24–30\n  months', 'a holding period of [24–30_months]'],
    ['12–14% annualized, 1.6x in 24 months', '[12–14%] annualized, 1.6x in 24_months'],
  ])('left to right: %j', (text, expected) => {
    expect(shown(figures(text, false))).toBe(expected);
  });

  it.each([
    // A Latin unit goes inside the isolate with its figure.
    ['تتجاوز USD 100M، من', 'تتجاوز [USD_100M]، من'],
    ['من USD 2M إلى USD 100M', 'من [USD_2M] إلى [USD_100M]'],
    // A range with its percent reads one way wherever it stands.
    ['12–14% سنويًا', '[12–14%] سنويًا'],
    ['عائد سنوي 10–11%', 'عائد سنوي [10–11%]'],
    // An Arabic unit stays outside the isolate, bound to it; a plain number needs none. Only the first unit word is
    // bound, so a group is never wider than a phone's line (where a word of it was broken inside itself).
    ['أكثر من 100 مليون دولار أمريكي', 'أكثر من 100_مليون دولار أمريكي'],
    ['2–100 مليون دولار', '[2–100]_مليون دولار'],
    ['5–10 ملايين روبية هندية', '[5–10]_ملايين روبية هندية'],
    ['خلال 24–30 شهرًا', 'خلال [24–30]_شهرًا'],
    // A range in words keeps its two figures together, the conjunction joined to the second.
    ['بين 2 و100 مليون دولار', 'بين 2_و100_مليون دولار'],
    // A grade in Latin after an Arabic word.
    ['جولة من الفئة B لمنصة', 'جولة من الفئة_B لمنصة'],
  ])('right to left: %j', (text, expected) => {
    expect(shown(figures(text, true))).toBe(expected);
  });

  it('binds a unit of several words whole, and only whole words', () => {
    const withLongest = figureText([...UNITS, 'روبية']);
    expect(shown(withLongest('50 روبية هندية', false))).toBe('50_روبية هندية');
    expect(shown(withLongest('50 روبية هندية فقط', false))).toBe('50_روبية هندية فقط');
    expect(shown(figures('USD 5 USDT 5 monthsly', false))).toBe('USD_5 USDT 5 monthsly');
  });

  it('leaves what is not a figure with a unit as it is: times, phone numbers, years, entities, words with digits', () => {
    for (const text of [
      '9:00 AM – 6:00 PM IST',
      '+91 124 400 0000',
      'Act 2023, the',
      'A&#39;s 2 &#x2F; 3',
      'COVID-19 cases',
      'within 24 hours',
    ]) {
      expect(figures(text, false)).toBe(text);
      expect(figures(text, true)).toBe(text);
    }
  });

  it('in plain text (a dropdown): isolates with U+2066 and U+2069 on a right-to-left page only, and binds nothing', () => {
    const plain = figureText(UNITS, { plain: true });
    expect(plain('1–5 ملايين دولار', true)).toBe('\u20661–5\u2069 ملايين دولار');
    expect(plain('من USD 2M إلى 5 ملايين', true)).toBe('من \u2066USD 2M\u2069 إلى 5 ملايين');
    expect(plain('الفئة B', true)).toBe('الفئة B');
    expect(plain('USD 1M–5M', false)).toBe('USD 1M–5M');
  });

  it('isolates no figure but a range on a left-to-right page, and binds none without unit words', () => {
    expect(figures('12% سنويًا, 1.6x, USD 5M', false)).toBe('12% سنويًا, 1.6x, USD\u00a05M');
    expect(figureText([])('USD 100M', false)).toBe('USD 100M');
  });
});

describe('the figures of a page', () => {
  const page = (dir: string, body: string) =>
    `<!doctype html><html lang="x" dir="${dir}"><head><title>USD 100M</title></head><body>${body}</body></html>`;

  it('changes the text of <body> only: no tag, attribute, script, style, comment or head', () => {
    const html = page(
      'rtl',
      '<p title="USD 100M" class="a">عائد USD 100M</p><!-- USD 100M --><script>"USD 100M"</script><style>/* 12–14% */</style>',
    );
    expect(shown(bindFigures(html, figures))).toBe(
      page(
        'rtl',
        '<p title="USD 100M" class="a">عائد [USD_100M]</p><!-- USD 100M --><script>"USD 100M"</script><style>/* 12–14% */</style>',
      ),
    );
  });

  it("leaves an island's own text to React, but binds the static HTML handed to it", () => {
    const html = page(
      'ltr',
      '<astro-island uid="a" props="{}"><select><option>USD 1M</option></select><astro-slot><p>USD 2M</p></astro-slot><b>USD 3M</b></astro-island><p>USD 4M</p>',
    );
    expect(shown(bindFigures(html, figures))).toBe(
      page(
        'ltr',
        '<astro-island uid="a" props="{}"><select><option>USD 1M</option></select><astro-slot><p>USD_2M</p></astro-slot><b>USD 3M</b></astro-island><p>USD_4M</p>',
      ),
    );
  });

  it('is a step over every page of the build, leaving other files alone', async () => {
    const files = new Map<string, string | Uint8Array>([
      ['/ar.html', page('rtl', '12%')],
      ['/x.js', 'USD 100M'],
    ]);
    const build = await figuresStep(UNITS).run(files, () => {});
    expect(shown(String(build.get('/ar.html')))).toBe(page('rtl', '[12%]'));
    expect(build.get('/x.js')).toBe('USD 100M');
  });
});
