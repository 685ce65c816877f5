// What a right-to-left edition looks and acts like in the browser, read from its own content: the header starts on
// the right (the brand there, the links running leftwards, the phone's menu button on the left), and the
// consultation form speaks the page's language from its first notice to the email it hands over, with each value the
// visitor typed isolated so that it keeps its order inside the right-to-left lines. Every language whose direction is
// right to left is checked; a left-to-right one is the mirror that shows the checks can tell the two apart.
import { expect, test, type Page } from '@playwright/test';
import { consultationForm, servicesWithForm, settings, ui } from '../support/content';
import { captureMailto, emailLineNames } from '../support/mailto';
import { LOCALE_CODES, LOCALES, type Locale } from '../../src/i18n/locales';
import { localizeHref } from '../../src/i18n/routing';

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

for (const locale of rightToLeft) {
  const copy = consultationForm(locale);
  const service = servicesWithForm(locale)[0];
  const regionName = copy.toaster.region.replace('{hotkey}', 'F8');

  test(
    `${locale}: the consultation form's notices and its email speak the page's language`,
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
        await form.getByRole('button', { name: copy.submit }).click();
        const url = new URL(await mail.one());
        expect(decodeURIComponent(url.pathname)).toBe(settings(locale).email);
        // Each line named in the page's language and the original's, for the firm's staff (emailLineNames).
        const line = emailLineNames(locale);
        const value = (text: string) => `${FSI}${text}${PDI}`;
        expect(url.searchParams.get('subject')).toBe(`${copy.handoff.subject} - ${value(typed.name)}`);
        expect(url.searchParams.get('body')).toBe(
          [
            `${line.name}: ${value(typed.name)}`,
            `${line.company}: ${value(typed.company)}`,
            `${line.email}: ${value(typed.email)}`,
            `${line.phone}: ${value(typed.phone)}`,
            '',
            `${line.message}: ${value(typed.message.replace('\n', '\r\n'))}`,
          ].join('\r\n'),
        );
        await expect(region.getByText(copy.notices.opening.title)).toBeVisible();
      });
    },
  );
}
