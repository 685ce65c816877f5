// What a right-to-left edition looks and acts like in the browser, read from its own content: the header starts on
// the right (the brand there, the links running leftwards, the phone's menu button on the left); on a 320 px phone no
// word of any page is broken inside itself and no Arabic is letter-spaced or set in capitals; a left-to-right sample
// (an email address, a phone number) in the form starts at the right and reads left to right, and neither a sample nor
// a dropdown's choice is cut off; and the consultation form speaks the page's language from its first notice to the
// email it hands over, with each value the visitor typed isolated so that it keeps its order inside the right-to-left
// lines, each choice and the service in the original's words too. Every language whose direction is right to left is
// checked; a left-to-right one is the mirror that shows the checks can tell the two apart.
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { builtRoutes, consultationForm, servicesWithForm, settings, ui } from '../support/content';
import { captureMailto, emailLineNames, emailSubject } from '../support/mailto';
import { firstVisitDone } from '../support/pages';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localeOfPath, localizeHref } from '../../src/i18n/routing';

const FSI = '\u2068';
const PDI = '\u2069';
const rightToLeft = LOCALE_CODES.filter((locale) => LOCALES[locale].dir === 'rtl');
const leftToRight = LOCALE_CODES.filter((locale) => LOCALES[locale].dir === 'ltr');

test('there is a right-to-left edition to check', { tag: ['@once', '@content'] }, () => {
  expect(rightToLeft.length).toBeGreaterThan(0);
});

/** The horizontal middle of each of the header's pieces, in the order the page's source gives them. */
async function headerLayout(page: Page, locale: Locale, isMobile: boolean) {
  const banner = page.getByRole('banner');
  const centre = async (locator: ReturnType<Page['locator']>) => {
    const box = (await locator.boundingBox())!;
    return box.x + box.width / 2;
  };
  const brand = await centre(banner.getByRole('link').first());
  const width = page.viewportSize()!.width;
  if (isMobile) return { width, brand, after: [await centre(banner.getByRole('button', { name: ui(locale).menu }))] };
  const links = banner.getByRole('navigation').getByRole('link');
  const after = await Promise.all((await links.all()).map(centre));
  return { width, brand, after };
}

for (const locale of [...rightToLeft, ...leftToRight]) {
  const rtl = LOCALES[locale].dir === 'rtl';
  test(
    `${locale}: the header starts on the ${rtl ? 'right' : 'left'}, and its links run ${rtl ? 'leftwards' : 'rightwards'}`,
    { tag: '@content' },
    async ({ page, isMobile }) => {
      await page.goto(localizeHref('/', locale));
      const { width, brand, after } = await headerLayout(page, locale, isMobile);
      expect(after.length).toBeGreaterThan(0);
      // The brand sits in the starting half; each following piece further along the line, in source order.
      expect(rtl ? brand > width / 2 : brand < width / 2, `brand at ${Math.round(brand)} of ${width}`).toBe(true);
      const line = [brand, ...after];
      const ordered = line.every((x, index) => index === 0 || (rtl ? x < line[index - 1]! : x > line[index - 1]!));
      expect(ordered, `centres in source order: ${line.map(Math.round).join(', ')}`).toBe(true);
    },
  );
}

type Choices = Record<'investmentRange' | 'preferredModel', Array<{ value: string; label: string }>>;
/** A form type's dropdown choices in a language, if the type has dropdowns. */
const choicesOf = (locale: Locale, type: string) =>
  (consultationForm(locale).options as Record<string, Choices | undefined>)[type];
/** A page of the language with the form, one with dropdowns where there is one. */
const formPageOf = (locale: Locale) => {
  const pages = servicesWithForm(locale);
  return pages.find((service) => choicesOf(locale, service.form.type)) ?? pages[0];
};
/** A range in a dropdown's choice, between LEFT-TO-RIGHT ISOLATE and its POP DIRECTIONAL ISOLATE (src/lib/figures.ts). */
const RANGE_ISOLATE = /\u2066([^\u2066-\u2069]*)\u2069/g;

for (const locale of rightToLeft) {
  const copy = consultationForm(locale);
  const service = formPageOf(locale);
  const choices = service && choicesOf(locale, service.form.type);
  const regionName = copy.toaster.region.replace('{hotkey}', 'F8');

  test(
    `${locale}: the consultation form's notices and its email speak the page's language, the original's beside it`,
    { tag: ['@once', '@content'] },
    async ({ page }) => {
      expect(service, `a ${locale} service page with the form`).toBeDefined();
      const mail = await captureMailto(page);
      await page.goto(localizeHref(`/services/${service!.slug}`, locale));
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: copy.submit }) });
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('novalidate', '');
      const region = page.getByRole('region', { name: regionName });
      await expect(region).toBeAttached();

      await test.step('an empty form: the notice, in the page’s language', async () => {
        await form.getByRole('button', { name: copy.submit }).click();
        await expect(region.getByText(copy.notices.missing.title)).toBeVisible();
        await expect(region.getByText(copy.notices.missing.description)).toBeVisible();
      });

      // Values in both directions: a name in Arabic script, a company in Latin letters with a figure.
      const typed = {
        name: 'زائر اختبار ثلاثة عشر',
        company: 'Test Holdings 13 Ltd',
        email: 'test.visitor.thirteen@example.com',
        phone: '+971 50 000 0013',
        message: 'Test message, first line\nسطر ثانٍ للاختبار',
      };
      const field = (key: keyof typeof copy.fields) => form.getByLabel(copy.fields[key].label, { exact: true });
      await test.step('a filled form hands over an email in the page’s words, each value isolated', async () => {
        for (const key of ['name', 'company', 'email', 'phone', 'message'] as const) await field(key).fill(typed[key]);
        // The last choice of each dropdown (a range among them), where the form has them.
        const chosen = choices && {
          investmentRange: choices.investmentRange.at(-1)!,
          preferredModel: choices.preferredModel.at(-1)!,
        };
        if (chosen)
          for (const key of ['investmentRange', 'preferredModel'] as const)
            await field(key).selectOption(chosen[key].value);
        await form.getByRole('button', { name: copy.submit }).click();
        const url = new URL(await mail.one());
        expect(decodeURIComponent(url.pathname)).toBe(settings(locale).email);
        // Each line named in the page's language and the original's, for the firm's staff (emailLineNames).
        const line = emailLineNames(locale);
        const value = (text: string) => `${FSI}${text}${PDI}`;
        // The subject names the service the request comes from, in the page's language and the original's.
        expect(url.searchParams.get('subject')).toBe(`${emailSubject(service!.slug, locale)} - ${value(typed.name)}`);
        // A choice in the page's words and the original's, each isolated, joined as the line names are.
        const pattern = copy.handoff.lineWithOriginal ?? consultationForm(DEFAULT_LOCALE).handoff.lineWithOriginal;
        const choiceLine = (key: 'investmentRange' | 'preferredModel') => {
          const { value: chosenValue, label } = chosen![key];
          const original = choicesOf(DEFAULT_LOCALE, service!.form.type)![key].find(
            (option) => option.value === chosenValue,
          )!.label;
          const both =
            original === label || !pattern
              ? label
              : pattern.replace('{line}', () => value(label)).replace('{original}', () => value(original));
          return `${line[key]}: ${value(both)}`;
        };
        const whole = [
          `${line.name}: ${value(typed.name)}`,
          `${line.company}: ${value(typed.company)}`,
          `${line.email}: ${value(typed.email)}`,
          `${line.phone}: ${value(typed.phone)}`,
          ...(chosen ? [choiceLine('investmentRange'), choiceLine('preferredModel')] : []),
          '',
          `${line.message}: ${value(typed.message.replace('\n', '\r\n'))}`,
        ].join('\r\n');
        const body = url.searchParams.get('body')!.replace(RANGE_ISOLATE, '$1');
        // Every letter of a right-to-left script takes six characters or more of the link: with a long address or
        // service name (an editor's), the link reaches its limit and the email keeps the request's start, then says
        // where the whole of it is (the clipboard: tests/e2e/consultation-form.spec.ts).
        const tail = `…\r\n\r\n${copy.shortenedMarker.replace(/\r?\n/g, '\r\n')}`;
        if (body.endsWith(tail)) expect(whole.startsWith(body.slice(0, -tail.length)), body).toBe(true);
        else expect(body).toBe(whole);
        await expect(region.getByText(copy.notices.opening.title)).toBeVisible();
      });
    },
  );
}

/** The narrowest phone the site is laid out for (WCAG's reflow width), where lines break most. */
const NARROW = { width: 320, height: 640 };
/** Text in a script whose letters join: never letter-spaced (the joins break, or the words spread), never in capitals. */
const JOINED_SCRIPT = String.raw`\p{Script=Arabic}`;

/**
 * On the open page, in one look: each word (letters, marks and digits: a hyphen, a dot or an "@" may end a line) drawn
 * on two lines, and each piece of text in a joined script that is letter-spaced or set in capitals. What is not drawn,
 * or drawn for screen readers only (a box of 1 px), is left out.
 */
function brokenWordsAndSpacing(page: Page) {
  return page.evaluate((joinedScript) => {
    const joined = new RegExp(joinedScript, 'u');
    const broken = new Set<string>();
    const spaced = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      const box = parent.getBoundingClientRect();
      if (!parent.checkVisibility({ visibilityProperty: true }) || box.width <= 1 || box.height <= 1) continue;
      const text = node.textContent ?? '';
      if (joined.test(text)) {
        const { letterSpacing, textTransform } = getComputedStyle(parent);
        if ((letterSpacing !== 'normal' && Number.parseFloat(letterSpacing) !== 0) || textTransform !== 'none')
          spaced.add(`«${text.trim().slice(0, 40)}»: letter-spacing ${letterSpacing}, text-transform ${textTransform}`);
      }
      for (const word of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
        if (word[0].length < 2) continue;
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const tops = [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => rect.top);
        if (tops.some((top) => Math.abs(top - tops[0]!) > 8)) broken.add(word[0]);
      }
    }
    return { broken: [...broken], spaced: [...spaced] };
  }, JOINED_SCRIPT);
}

for (const locale of rightToLeft) {
  const routes = builtRoutes().filter((route) => localeOfPath(route) === locale);

  test(
    `${locale}: on a 320 px phone no word of any page is broken inside itself, and no Arabic is letter-spaced or in capitals`,
    { tag: ['@once', '@content'] },
    async ({ page }) => {
      expect(routes.length, `${locale} pages`).toBeGreaterThan(0);
      // One visit per page: a few seconds each on a busy machine.
      test.setTimeout(15_000 + routes.length * 4_000);
      await page.setViewportSize(NARROW);
      // A first visit fetches the web fonts once the page has loaded; every page after it is drawn in them, as a
      // reader of more than one page sees the site (the first visit's fallback is metric-matched to them).
      await page.goto(routes[0]!);
      await firstVisitDone(page);
      for (const route of routes) {
        await page.goto(route);
        await page.evaluate(() => document.fonts.ready);
        const { broken, spaced } = await brokenWordsAndSpacing(page);
        expect.soft(broken, `${route}: words broken over two lines at ${NARROW.width} px`).toEqual([]);
        expect.soft(spaced, `${route}: letter-spaced or capitalised Arabic`).toEqual([]);
      }
    },
  );
}

/** Where a field draws its text: its ink (pixels darker than halfway to the darkest), column by column, in CSS px. */
async function inkOf(control: Locator) {
  const png = await control.screenshot({ animations: 'disabled', caret: 'hide' });
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  const scale = info.width / (await control.evaluate((element) => element.getBoundingClientRect().width));
  // Inside the field's border and padding only: what is drawn there is its text.
  const inset = Math.ceil(8 * scale);
  let darkest = 255;
  for (let y = inset; y < info.height - inset; y++)
    for (let x = inset; x < info.width - inset; x++) darkest = Math.min(darkest, data[y * info.width + x]!);
  const threshold = (255 + darkest) / 2;
  const mask: boolean[] = [];
  for (let y = inset; y < info.height - inset; y++)
    for (let x = inset; x < info.width - inset; x++) mask.push(data[y * info.width + x]! < threshold);
  const columns = info.width - 2 * inset;
  const inked = [...Array(columns).keys()].filter((x) => mask.some((ink, index) => ink && index % columns === x));
  return { mask, scale, start: (inked[0]! + inset) / scale, end: (inked.at(-1)! + 1 + inset) / scale };
}

for (const locale of rightToLeft) {
  const copy = consultationForm(locale);
  const service = formPageOf(locale);

  test(
    `${locale}: a left-to-right sample in the form starts at the right and reads left to right; no sample or dropdown choice is cut off at 320 px`,
    { tag: ['@once', '@content'] },
    async ({ page }) => {
      expect(service, `a ${locale} service page with the form`).toBeDefined();
      await page.setViewportSize(NARROW);
      await page.goto(localizeHref(`/services/${service!.slug}`, locale));
      await firstVisitDone(page);
      // Drawn in the web fonts, as from the second page on.
      await page.reload();
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: copy.submit }) });
      await form.scrollIntoViewIfNeeded();
      await expect(form).toHaveAttribute('novalidate', '');
      await page.evaluate(() => document.fonts.ready);

      // Which fields read left to right is the form's (an email address, a phone number): they say so with dir="ltr".
      const fields = await form.locator('input[dir="ltr"]').all();
      expect(fields.length, 'left-to-right fields in the form').toBeGreaterThan(0);
      for (const field of fields) {
        const sample = (await field.getAttribute('placeholder')) ?? '';
        await test.step(`«${sample}»`, async () => {
          expect(sample).not.toBe('');
          await expect(field).toHaveValue('');
          const drawn = await field.evaluate((element: HTMLInputElement) => {
            const style = getComputedStyle(element);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const box = element.getBoundingClientRect();
            return {
              direction: style.direction,
              width: context.measureText(element.placeholder).width,
              room: element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
              contentEnd: box.right - Number.parseFloat(style.borderRightWidth) - Number.parseFloat(style.paddingRight),
              left: box.left,
            };
          });
          expect(drawn.direction, 'the empty field reads left to right').toBe('ltr');
          expect(drawn.width, 'the whole sample fits the field at 320 px').toBeLessThanOrEqual(drawn.room);
          const shown = await inkOf(field);
          // Starts at the right, as every field of a right-to-left form does.
          expect(shown.end + drawn.left, 'the sample ends at the field’s right edge').toBeGreaterThan(
            drawn.contentEnd - 3,
          );
          // Reads left to right: drawn as the same text typed into the field is, letter for letter.
          await field.fill(sample);
          await field.blur();
          const typed = await inkOf(field);
          await field.fill('');
          await field.blur();
          expect(Math.abs(typed.start - shown.start), 'the sample starts where typed text starts').toBeLessThanOrEqual(
            2,
          );
          const differing = shown.mask.filter((ink, index) => ink !== typed.mask[index]).length;
          const inked = typed.mask.filter(Boolean).length;
          expect(differing / inked, 'the sample’s letters where the typed text’s are').toBeLessThan(0.3);
        });
      }

      // Every choice of every dropdown of the language's forms fits its box, drawn as this page's dropdowns draw.
      const select = form.locator('select').first();
      const labels = Object.values(copy.options).flatMap((type) =>
        [...type.investmentRange, ...type.preferredModel].map((option) => option.label),
      );
      if ((await select.count()) > 0) {
        const cut = await select.evaluate((element, labels) => {
          const style = getComputedStyle(element);
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const room =
            element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
          return labels.filter((label) => context.measureText(label).width > room);
        }, labels);
        expect(cut, 'choices cut off in a dropdown at 320 px').toEqual([]);
      }
    },
  );
}
