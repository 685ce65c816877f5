// The consultation form on the built site, on phone and desktop: fields, checks, the email and WhatsApp hand-offs.
// Every visitor-facing word comes from src/content/forms/consultation.yaml, the email's subject and line names too
// (`handoff`); the pages with a form are the service files with a `form`. The email's shape is fixed, so every
// request reaches the firm the same way.
import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { consultationForm, digits, servicesWithForm, settings, shown, ui } from '../support/content';
import { captureMailto, captureWhatsApp, decodeWhatsApp, emailLineNames, emailSubject } from '../support/mailto';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from '../../src/i18n/locales';
import { formatNumber } from '../../src/i18n/formats';
import { localizeHref } from '../../src/i18n/routing';

const site = settings();
const copy = consultationForm();
const errorTitle: string = ui().errorBoundary.title;
const formPages = servicesWithForm();

const LINE = emailLineNames();
/** Mail clients reject longer links; the island never builds one above this (src/lib/consultation.ts). */
const MAX_MAILTO_LENGTH = 1900;
/** Radix replaces {hotkey} in the notification area's name with the key that focuses it. */
const regionName = copy.toaster.region.replace('{hotkey}', 'F8');

type Choice = { value: string; label: string };
type Options = { investmentRange: Choice[]; preferredModel: Choice[] };
const optionsOf = (type: string): Options | undefined => (copy.options as Record<string, Options>)[type];

interface Request {
  name: string;
  company: string;
  email: string;
  phone: string;
  message: string;
  investmentRange?: Choice;
  preferredModel?: Choice;
}

const valid: Request = {
  name: 'Test Visitor Twelve',
  company: 'Example Infra Test Co',
  email: 'test.visitor@example.com',
  phone: '+91 98765 43210',
  message: 'We are preparing a bid and would like to discuss the consortium.\nPlease call after 4 PM IST.',
};

const hostile: Request = {
  name: 'Tëst Visitor Ⅻ O’Test & cc=evil@example.com',
  company: 'Tëst & Co #1 100% ?x=y',
  email: 'test.visitor+mandates@example.com',
  phone: '+971 50 123 4567',
  message: [
    'First line & second=2?',
    '',
    'مرحبا، نود مناقشة الاستثمار في دبي',
    'Emoji: 🏗️ 👨‍👩‍👧 🇦🇪 — 100% #1 +plus',
    'Bcc: evil@example.com',
    '&cc=evil@example.com&to=evil@example.com',
    'café %0D%0A %41',
  ].join('\n'),
};

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const formOf = (page: Page) => page.locator('form').filter({ has: page.getByRole('button', { name: copy.submit }) });
/** The form without JavaScript, whose Send is a link (the island's Send button is hidden there). */
const scriptlessFormOf = (page: Page) =>
  page.locator('form').filter({ has: page.getByRole('button', { name: copy.whatsappSubmit }) });

function fields(form: Locator) {
  const field = (key: keyof typeof copy.fields) => form.getByLabel(copy.fields[key].label, { exact: true });
  return {
    name: field('name'),
    company: field('company'),
    email: field('email'),
    phone: field('phone'),
    investmentRange: field('investmentRange'),
    preferredModel: field('preferredModel'),
    message: field('message'),
  };
}

/** Opens a service page, scrolls to its form and waits until the form island and the notification area run. */
async function openForm(page: Page, slug: string) {
  await page.goto(`/services/${slug}`);
  const form = formOf(page);
  await form.scrollIntoViewIfNeeded();
  // The island turns off the browser's own checks once hydrated: from then on the spec's notices speak.
  await expect(form).toHaveAttribute('novalidate', '');
  await expect(page.getByRole('region', { name: regionName })).toBeAttached();
  return { form, field: fields(form), submit: () => form.getByRole('button', { name: copy.submit }).click() };
}

/**
 * Opens `path` with the form's island held back, as on a slow connection: the visitor sees and uses the plain form
 * before its code runs. `release` lets the code through and waits until the island and the notices run.
 */
async function openFormBeforeItsIsland(page: Page, path: string) {
  await page.goto(path);
  const form = formOf(page);
  const island = page.locator('astro-island').filter({ has: form });
  const script = new URL((await island.getAttribute('component-url'))!, page.url()).href;
  const held: Route[] = [];
  await page.route(script, (route) => void held.push(route));
  await form.scrollIntoViewIfNeeded();
  await expect.poll(() => held.length, { message: 'the island asked for its code' }).toBe(1);
  await expect(form).not.toHaveAttribute('novalidate');
  const release = async () => {
    for (const route of held) await route.continue();
    await page.unroute(script);
    await expect(form).toHaveAttribute('novalidate', '');
    await expect(page.getByRole('region', { name: regionName })).toBeAttached();
  };
  return { form, release };
}

async function fillRequest(field: ReturnType<typeof fields>, request: Request) {
  await field.name.fill(request.name);
  await field.company.fill(request.company);
  await field.email.fill(request.email);
  await field.phone.fill(request.phone);
  if (request.investmentRange) await field.investmentRange.selectOption({ label: request.investmentRange.label });
  if (request.preferredModel) await field.preferredModel.selectOption({ label: request.preferredModel.label });
  await field.message.fill(request.message);
}

/** Splits a mailto URL strictly (RFC 6068) and proves it has one recipient and exactly the two parameters. */
function decodeMailto(href: string) {
  expect(href.startsWith('mailto:'), href.slice(0, 80)).toBe(true);
  expect(href, 'no raw whitespace, line break or fragment').not.toMatch(/[\s#]/);
  const parts = href.slice('mailto:'.length).split('?');
  expect(parts, 'exactly one "?"').toHaveLength(2);
  const [address, query] = parts as [string, string];
  const params = query.split('&').map((pair) => {
    const at = pair.indexOf('=');
    return [pair.slice(0, at), pair.slice(at + 1)] as const;
  });
  expect(
    params.map(([key]) => key),
    'exactly the subject and body parameters',
  ).toEqual(['subject', 'body']);
  const [[, rawSubject], [, rawBody]] = params as unknown as [[string, string], [string, string]];
  expect(rawBody, 'line breaks travel as %0D%0A').not.toMatch(/(?<!%0D)%0A|%0D(?!%0A)/i);

  const to = decodeURIComponent(address);
  expect(to.split(/[,;]/), 'exactly one recipient').toEqual([site.email]);
  const decoded = {
    to,
    subject: decodeURIComponent(rawSubject),
    body: decodeURIComponent(rawBody),
    length: href.length,
  };

  // A second, independent reading (WHATWG URL) must agree.
  const url = new URL(href);
  expect(url.hash).toBe('');
  expect([...url.searchParams.keys()]).toEqual(['subject', 'body']);
  expect(decodeURIComponent(url.pathname)).toBe(site.email);
  expect(url.searchParams.get('subject')).toBe(decoded.subject);
  expect(url.searchParams.get('body')).toBe(decoded.body);
  return decoded;
}

/**
 * The email in its fixed format, built here independently of the island's code: the subject of the service page the
 * form is on (`emailSubject`: the content's, naming the service), " - " and the visitor's name, then the lines.
 */
function emailOf(request: Request, service: string) {
  const lines = [
    `${LINE.name}: ${request.name}`,
    `${LINE.company}: ${request.company}`,
    `${LINE.email}: ${request.email}`,
    `${LINE.phone}: ${request.phone}`,
  ];
  if (request.investmentRange) lines.push(`${LINE.investmentRange}: ${request.investmentRange.label}`);
  if (request.preferredModel) lines.push(`${LINE.preferredModel}: ${request.preferredModel.label}`);
  const head = `${lines.join('\r\n')}\r\n\r\n${LINE.message}: `;
  const subject = `${emailSubject(service)} - ${request.name}`;
  const body = head + request.message.replace(/\n/g, '\r\n');
  return { subject, head, body, clipboard: `${subject}\n\n${body.replace(/\r\n/g, '\n')}` };
}

/** A notice in the notification area: visible, inside a live region, with the expected words. */
async function expectNotice(page: Page, notice: { title: string; description: string }) {
  const region = page.getByRole('region', { name: regionName });
  const live = region.locator('[role="status"], [role="alert"], [aria-live]').filter({ hasText: notice.title });
  await expect(live.first()).toBeVisible();
  await expect(live.first()).toContainText(notice.title);
  await expect(live.first()).toContainText(notice.description.replace(/\s+/g, ' ').trim());
}

/** Closes every notice, so the next one seen is new. */
async function dismissNotices(page: Page) {
  const close = page.getByRole('region', { name: regionName }).getByRole('button', { name: copy.toaster.close });
  while ((await close.count()) > 0) await close.first().click();
  await expect(close).toHaveCount(0);
}

async function readClipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

const fillDescription = (text: string) => text.replace('{email}', site.email);

/**
 * Proves a wa.me address opens the firm's chat and carries nothing of what was typed: no query, and none of the
 * request's values or the form's field names in any encoding a form or a link would use.
 */
function expectBareChat(href: string, request: Request) {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${digits(site.whatsapp)}`);
  expect(url.search, 'no query').toBe('');
  expect(url.hash).toBe('');
  expect([`https://wa.me/${digits(site.whatsapp)}`, `https://wa.me/${digits(site.whatsapp)}?`]).toContain(href);
  for (const value of [request.name, request.company, request.email, request.phone, request.message]) {
    for (const piece of [value, encodeURIComponent(value), new URLSearchParams({ x: value }).toString().slice(2)]) {
      expect(href, 'no field value in the address').not.toContain(piece);
    }
  }
  for (const name of Object.values(LINE))
    expect(href, 'no field name in the address').not.toContain(encodeURIComponent(name));
}

// ---------------------------------------------------------------------------------------------
// Tests
// ---------------------------------------------------------------------------------------------

/** `request` with this form type's dropdowns chosen (the second range, the last model), if it has any. */
const chooseFor =
  (options: Options | undefined) =>
  (request: Request): Request =>
    options
      ? {
          ...request,
          investmentRange: options.investmentRange[1] ?? options.investmentRange[0]!,
          preferredModel: options.preferredModel.at(-1)!,
        }
      : request;

// What the island does whatever its type — validation order, keyboard path, encoding, clipboard, long messages,
// loading on sight — is shown on the first page with a form; every form page then shows its own type's fields
// and email, with and without JavaScript.
const [first] = formPages;
if (first) {
  const options = optionsOf(first.form.type);
  const choose = chooseFor(options);
  const path = `/services/${first.slug}`;
  const expectedEmail = (request: Request) => emailOf(request, first.slug);

  test.describe(`the consultation form island, on ${path}`, () => {
    test(
      'missing or whitespace-only required fields and a bad email: destructive notice, focus on the first invalid field, no email',
      { tag: '@once' },
      async ({ page }) => {
        const { form, field, submit } = await openForm(page, first.slug);
        const mail = await captureMailto(page);
        const url = page.url();

        await test.step('everything empty: Missing Information, focus on the name', async () => {
          await submit();
          await expectNotice(page, copy.notices.missing);
          await expect(field.name).toBeFocused();
          await expect(field.name).toHaveAttribute('aria-invalid', 'true');
        });

        await test.step('empty name, the rest filled: Missing Information, focus on the name', async () => {
          await fillRequest(field, { ...valid, name: '' });
          await dismissNotices(page);
          await submit();
          await expectNotice(page, copy.notices.missing);
          await expect(field.name).toBeFocused();
        });

        await test.step('whitespace-only name: Missing Information, focus on the name', async () => {
          await field.name.fill('   \t ');
          await dismissNotices(page);
          await submit();
          await expectNotice(page, copy.notices.missing);
          await expect(field.name).toBeFocused();
        });

        await test.step('name given, phone only spaces: focus moves to the phone', async () => {
          await field.name.fill(valid.name);
          await field.phone.fill('  ');
          await dismissNotices(page);
          await submit();
          await expectNotice(page, copy.notices.missing);
          await expect(field.phone).toBeFocused();
          await field.phone.fill(valid.phone);
        });

        await test.step('a@b (accepted by the browser’s own email check): Invalid Email, focus on the email', async () => {
          await field.email.fill('a@b');
          expect(await field.email.evaluate((input: HTMLInputElement) => input.checkValidity())).toBe(true);
          await dismissNotices(page);
          await submit();
          await expectNotice(page, copy.notices.invalidEmail);
          await expect(field.email).toBeFocused();
          await expect(field.email).toHaveAttribute('aria-invalid', 'true');
        });

        // The visitor stayed on the form: no email was opened, the address and what was typed are unchanged.
        await page.waitForTimeout(300);
        expect(mail.urls).toEqual([]);
        expect(page.url()).toBe(url);
        await expect(field.name).toHaveValue(valid.name);
        await expect(field.email).toHaveValue('a@b');
        await expect(form).toBeVisible();
      },
    );

    test('keyboard only: Tab walks the fields in order with a visible focus ring, Enter sends, errors take focus', async ({
      page,
    }) => {
      const { field } = await openForm(page, first.slug);
      const mail = await captureMailto(page);
      const order = [
        field.name,
        field.company,
        field.email,
        field.phone,
        ...(options ? [field.investmentRange, field.preferredModel] : []),
        field.message,
      ];
      await field.name.focus();
      for (const [index, control] of order.entries()) {
        if (index > 0) await page.keyboard.press('Tab');
        await expect(control).toBeFocused();
        const ring = await control.evaluate((el) => {
          const style = getComputedStyle(el);
          return {
            outline: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
            shadow: style.boxShadow !== 'none',
          };
        });
        expect(ring.outline || ring.shadow, 'a visible focus indicator').toBe(true);
      }
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: copy.submit })).toBeFocused();

      await page.keyboard.press('Enter');
      await expectNotice(page, copy.notices.missing);
      await expect(field.name).toBeFocused();

      await page.keyboard.type(valid.name);
      for (const [control, value] of [
        [field.email, valid.email],
        [field.phone, valid.phone],
      ] as const) {
        await control.focus();
        await page.keyboard.type(value);
      }
      await field.phone.press('Enter');
      const decoded = decodeMailto(await mail.one());
      expect(decoded.subject).toBe(`${emailSubject(first.slug)} - ${valid.name}`);
    });

    test(
      'hostile input round-trips exactly through the mailto link (one recipient, two parameters), and Copy request puts the whole request on the clipboard',
      { tag: '@once' },
      async ({ page, baseURL }) => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
        const { field, submit } = await openForm(page, first.slug);
        const copyButton = page.getByRole('button', { name: copy.handoff.copyButton });
        await expect(copyButton).toHaveCount(0);
        const mail = await captureMailto(page);
        await fillRequest(field, hostile);
        await expect(field.message).toHaveValue(hostile.message);
        await submit();

        const sent = decodeMailto(await mail.one());
        const expected = expectedEmail(hostile); // no dropdown chosen: neither optional line
        expect(sent.subject).toBe(expected.subject);
        expect(sent.body).toBe(expected.body);
        expect(sent.body).toContain(`\r\n${LINE.company}: Tëst & Co #1 100% ?x=y\r\n`);
        expect(sent.body).not.toContain(`${LINE.investmentRange}:`);
        await expectNotice(page, copy.notices.opening);

        const panel = page.getByRole('region', { name: copy.handoff.heading });
        await expect(panel).toBeVisible();
        await expect(panel.getByRole('link', { name: site.email })).toHaveAttribute('href', `mailto:${site.email}`);
        await expect(panel.getByLabel(copy.handoff.previewLabel)).toHaveValue(expected.clipboard);
        await page.evaluate(() => navigator.clipboard.writeText('stale'));
        await copyButton.click();
        await expectNotice(page, {
          title: copy.notices.copied.title,
          description: fillDescription(copy.notices.copied.description),
        });
        expect(await readClipboard(page)).toBe(expected.clipboard);
      },
    );

    test(
      'a 10,000-character message: a shortened link of at most 1,900 characters, a notice saying so, the whole text on the clipboard',
      { tag: '@once' },
      async ({ page, baseURL }) => {
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
        const sentence = 'Project overview, approvals, timeline and capital structure — details follow. ';
        const message = `Dear team,\n${sentence.repeat(200)}`.slice(0, 9_998) + '\nZ';
        expect(message).toHaveLength(10_000);
        const request = choose({ ...valid, message });
        const { field, submit } = await openForm(page, first.slug);
        const mail = await captureMailto(page);
        await fillRequest(field, request);
        await expect(field.message).toHaveValue(message);

        const count = formatNumber(10_000, DEFAULT_LOCALE);
        await expect(page.getByText(copy.counter.replace('{count}', count), { exact: true })).toBeVisible();
        await expect(page.getByText(shown(copy.counterTooLong))).toBeVisible();

        await page.evaluate(() => navigator.clipboard.writeText('stale'));
        await submit();
        const href = await mail.one();
        expect(href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
        const sent = decodeMailto(href);
        const expected = expectedEmail(request);
        expect(sent.subject).toBe(expected.subject);
        expect(sent.body.startsWith(expected.head + 'Dear team,\r\nProject overview')).toBe(true);
        expect(sent.body.endsWith(shown(copy.shortenedMarker))).toBe(true);

        await expectNotice(page, copy.notices.openingShortenedCopied);
        await expect.poll(() => readClipboard(page)).toBe(expected.clipboard);
        expect(await readClipboard(page)).toContain(message);
        await expect(field.message).toHaveValue(message);
      },
    );

    test(
      'before the island runs, Send on WhatsApp opens the firm’s chat carrying none of the fields; once it runs, the composed request',
      { tag: '@once' },
      async ({ page }) => {
        const { form, release } = await openFormBeforeItsIsland(page, path);

        const whatsapp = await captureWhatsApp(page);
        const request = choose(hostile);
        const field = fields(form);
        await fillRequest(field, request);
        await form.getByRole('button', { name: copy.whatsappSubmit }).click();
        expectBareChat(await whatsapp.one(), request);

        await release();
        await fillRequest(field, request);
        await form.getByRole('button', { name: copy.whatsappSubmit }).click();
        await expect.poll(() => whatsapp.urls.length).toBe(2);
        expect(decodeWhatsApp(whatsapp.urls[1]!)).toBe(expectedEmail(request).clipboard);
        await expectNotice(page, copy.notices.openingWhatsApp);
      },
    );

    test(
      'what the visitor types before the island runs stays in the fields and leaves in the request',
      { tag: '@once' },
      async ({ page }) => {
        const { form, release } = await openFormBeforeItsIsland(page, path);
        const request = choose(hostile);
        const field = fields(form);
        await fillRequest(field, request);

        const mail = await captureMailto(page);
        // Before the island runs, Send sends nothing anywhere: not to the mail client, not to this site as a query.
        const requested: string[] = [];
        page.on('request', (sent) => requested.push(sent.url()));
        const url = page.url();
        await expect(
          page.locator('form[action^="mailto:"]'),
          'no form without script where scripting is on',
        ).toHaveCount(0);
        await form.getByRole('button', { name: copy.submit }).click();
        await page.waitForTimeout(300);
        expect(mail.urls).toEqual([]);
        expect(page.url()).toBe(url);
        expect(requested.filter((address) => address.includes('?'))).toEqual([]);
        await release();

        await expect(field.name).toHaveValue(request.name);
        await expect(field.company).toHaveValue(request.company);
        await expect(field.email).toHaveValue(request.email);
        await expect(field.phone).toHaveValue(request.phone);
        await expect(field.message).toHaveValue(request.message);
        if (request.investmentRange) await expect(field.investmentRange).toHaveValue(request.investmentRange.value);
        if (request.preferredModel) await expect(field.preferredModel).toHaveValue(request.preferredModel.value);
        // The island knows them too: its counter counts the message, and the request sent is the one typed.
        const count = formatNumber([...request.message].length, DEFAULT_LOCALE);
        await expect(form).toContainText(copy.counter.replace('{count}', count));
        await form.getByRole('button', { name: copy.submit }).click();
        const sent = decodeMailto(await mail.one());
        const expected = expectedEmail(request);
        expect(sent.subject).toBe(expected.subject);
        expect(sent.body).toBe(expected.body);
        await expectNotice(page, copy.notices.opening);
      },
    );

    test(
      'the form and its notification area load only once the form comes into view',
      { tag: '@once' },
      async ({ page }) => {
        const requested: string[] = [];
        page.on('request', (request) => requested.push(new URL(request.url()).pathname));
        await page.goto(path, { waitUntil: 'networkidle' });
        await page.waitForTimeout(1_000); // time for anything loading on idle to show itself
        await page.waitForLoadState('networkidle');

        const island = page.locator('astro-island').filter({ has: formOf(page) });
        await expect(island).toHaveAttribute('client', 'visible');
        const script = new URL((await island.getAttribute('component-url'))!, page.url()).pathname;
        expect(script).toMatch(/ConsultationForm/);
        await expect(formOf(page)).not.toBeInViewport();
        // No script at all until then (a phone's menu waits for a tap): one fetched before the first paint would
        // hold the paint back for a form the visitor may never reach.
        expect(
          requested.filter((url) => /\.m?js$|ConsultationForm|Toaster|\/client\./.test(url)),
          'requested before scrolling',
        ).toEqual([]);
        await expect(formOf(page)).not.toHaveAttribute('novalidate');

        await formOf(page).scrollIntoViewIfNeeded();
        await expect
          .poll(() => requested.includes(script), { message: `${script} requested after scrolling` })
          .toBe(true);
        await expect(formOf(page)).toHaveAttribute('novalidate', '');
        await expect(page.getByRole('region', { name: regionName })).toBeAttached();
        await expect(page.locator('astro-island').filter({ hasText: errorTitle })).toHaveCount(0);
      },
    );
  });
}

for (const service of formPages) {
  const type = service.form.type;
  const options = optionsOf(type);
  const choose = chooseFor(options);
  const path = `/services/${service.slug}`;
  const expectedEmail = (request: Request) => emailOf(request, service.slug);

  test(
    `${path} (${type} form): its fields and dropdowns, and a valid request leaves as the exact email, announced, values kept`,
    { tag: ['@content', '@once'] },
    async ({ page }) => {
      const { field, submit } = await openForm(page, service.slug);

      await test.step(
        options ? 'the two dropdowns offer this type’s options' : 'no dropdowns on this type',
        async () => {
          if (!options) {
            await expect(field.investmentRange).toHaveCount(0);
            await expect(field.preferredModel).toHaveCount(0);
            await expect(formOf(page).locator('select')).toHaveCount(0);
            return;
          }
          await expect(formOf(page).locator('select')).toHaveCount(2);
          for (const key of ['investmentRange', 'preferredModel'] as const) {
            const select = field[key];
            await expect(select).toBeVisible();
            await expect(select).toHaveValue('');
            await expect(select.locator('option')).toHaveText([
              copy.fields[key].placeholder,
              ...options[key].map((option) => option.label),
            ]);
            expect(
              await select
                .locator('option')
                .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value)),
            ).toEqual(['', ...options[key].map((option) => option.value)]);
          }
        },
      );

      await test.step('a failed attempt, then a valid request: the mailto link carries the exact subject and body', async () => {
        const request = choose(valid);
        const mail = await captureMailto(page);
        await submit(); // first a failed attempt: its error notice must give way to the success notice
        await expectNotice(page, copy.notices.missing);
        await fillRequest(field, request);
        await submit();

        const sent = decodeMailto(await mail.one());
        const expected = expectedEmail(request);
        expect(sent.subject).toBe(expected.subject);
        expect(sent.body).toBe(expected.body);
        if (options) {
          expect(sent.body).toContain(`\r\n${LINE.investmentRange}: ${request.investmentRange!.label}\r\n`);
          expect(sent.body).toContain(`\r\n${LINE.preferredModel}: ${request.preferredModel!.label}\r\n`);
        } else {
          expect(sent.body).not.toContain(`${LINE.investmentRange}:`);
          expect(sent.body).not.toContain(`${LINE.preferredModel}:`);
        }

        await expectNotice(page, copy.notices.opening);
        await expect(page.getByRole('region', { name: regionName })).not.toContainText(copy.notices.missing.title);

        // Nothing typed is lost.
        await expect(field.name).toHaveValue(request.name);
        await expect(field.company).toHaveValue(request.company);
        await expect(field.email).toHaveValue(request.email);
        await expect(field.phone).toHaveValue(request.phone);
        await expect(field.message).toHaveValue(request.message);
        if (options) {
          await expect(field.investmentRange).toHaveValue(request.investmentRange!.value);
          await expect(field.preferredModel).toHaveValue(request.preferredModel!.value);
        }
        expect(mail.urls).toHaveLength(1);
      });

      await test.step('the privacy notice is linked beside the buttons', async () => {
        await expect(formOf(page).getByRole('link', { name: copy.privacyLink })).toHaveAttribute('href', '/privacy');
      });

      await test.step('the same request on WhatsApp: Hindi, Arabic, emoji and every reserved character arrive exactly', async () => {
        const whatsapp = await captureWhatsApp(page);
        const request = choose({ ...hostile, message: `${hostile.message}\nनमस्ते, हम दुबई में निवेश पर चर्चा करना चाहते हैं` });
        await fillRequest(field, request);
        await formOf(page).getByRole('button', { name: copy.whatsappSubmit }).click();
        expect(decodeWhatsApp(await whatsapp.one())).toBe(expectedEmail(request).clipboard);
        await expectNotice(page, copy.notices.openingWhatsApp);
      });
    },
  );

  test.describe(`without JavaScript, ${path}`, () => {
    test.use({ javaScriptEnabled: false });

    test(
      'Send is a link to an email of the line names, in place of the fields, and opens the mail app with them',
      { tag: ['@content', '@once'] },
      async ({ page }) => {
        await page.goto(path);
        const form = scriptlessFormOf(page);
        // The island's own fields and Send button are hidden (the link stands for them) and named nothing.
        const controls = form.locator('input, select, textarea');
        await expect(controls).toHaveCount(options ? 7 : 5);
        for (const control of await controls.all()) {
          await expect(control).toBeHidden();
          await expect(control).not.toHaveAttribute('name');
        }
        await expect(form.getByRole('button', { name: copy.submit })).toBeHidden();
        const send = form.getByRole('link', { name: copy.submit });
        await expect(send).toBeVisible();
        await expect(form.getByRole('button', { name: copy.whatsappSubmit })).toBeVisible();
        await expect(form.getByRole('link', { name: copy.privacyLink })).toBeVisible();

        const mail = await captureMailto(page);
        await send.click();
        const sent = decodeMailto(await mail.one());
        expect(sent.subject).toBe(emailSubject(service.slug));
        const lines = [LINE.name, LINE.company, LINE.email, LINE.phone];
        if (options) lines.push(LINE.investmentRange, LINE.preferredModel);
        expect(sent.body).toBe(`${lines.map((line) => `${line}: `).join('\r\n')}\r\n\r\n${LINE.message}: `);
      },
    );

    test(
      'Send on WhatsApp opens a chat with the firm in a new tab and carries none of the fields, from a pointer or the keyboard',
      { tag: ['@content', '@once'] },
      async ({ page }) => {
        await test.step('clicked', async () => {
          await page.goto(path);
          const whatsapp = await captureWhatsApp(page);
          const popup = page.waitForEvent('popup');
          await scriptlessFormOf(page).getByRole('button', { name: copy.whatsappSubmit }).click();
          expectBareChat(await whatsapp.one(), choose(hostile));
          // A new tab, as with JavaScript: this page stays.
          await popup;
          await expect(scriptlessFormOf(page)).toBeVisible();
          await page.context().unrouteAll({ behavior: 'ignoreErrors' });
        });

        // The page the click left (the chat opened in a new tab): nothing on it changed, so no need to load it again.
        await test.step('from the keyboard too, as a button: Space and Enter', async () => {
          for (const key of ['Space', 'Enter']) {
            const whatsapp = await captureWhatsApp(page);
            await scriptlessFormOf(page).getByRole('link', { name: copy.submit }).focus();
            await page.keyboard.press('Tab');
            await expect(scriptlessFormOf(page).getByRole('button', { name: copy.whatsappSubmit })).toBeFocused();
            await page.keyboard.press(key);
            expectBareChat(await whatsapp.one(), valid);
            await page.context().unrouteAll({ behavior: 'ignoreErrors' });
          }
        });
      },
    );
  });
}

// Without JavaScript, in every language: the email the mail app opens carries the content's subject and line names
// exactly (Arabic, spaces as %20, never "+", which mail clients reading RFC 6068 show as "+"), and no header but
// subject and body. What the visitor writes, they write in their own mail app, where no browser re-encodes it: a form
// submitted to mailto: does not arrive intact in Chromium (noScriptMailto in src/lib/consultation.ts says why).
for (const locale of LOCALE_CODES) {
  const service = servicesWithForm(locale)[0];
  if (!service) continue;
  const words = consultationForm(locale);
  const options = optionsOf(service.form.type);
  const path = localizeHref(`/services/${service.slug}`, locale);

  test.describe(`without JavaScript, ${path}`, () => {
    test.use({ javaScriptEnabled: false });

    test(
      'the email the link opens has the content’s subject and line names, exactly, and nothing else',
      { tag: ['@content', '@once'] },
      async ({ page }) => {
        await page.goto(path);
        const mail = await captureMailto(page);
        await page.getByRole('link', { name: words.submit, exact: true }).click();
        const href = await mail.one();

        expect(href, 'printable ASCII only: every space, break and non-ASCII character encoded').toMatch(
          /^[\x21-\x7e]+$/,
        );
        expect(href, 'a space travels as %20, never as "+"').not.toContain('+');
        const [address, query, ...rest] = href.slice('mailto:'.length).split('?');
        expect(rest, 'one "?"').toEqual([]);
        expect(decodeURIComponent(address!)).toBe(settings(locale).email);
        const params = query!.split('&').map((pair) => pair.split('='));
        expect(
          params.map(([key]) => key),
          'exactly subject and body: no cc, bcc or to',
        ).toEqual(['subject', 'body']);
        expect(params.every((pair) => pair.length === 2)).toBe(true);
        const [[, subject], [, body]] = params as [[string, string], [string, string]];
        expect(decodeURIComponent(subject)).toBe(emailSubject(service.slug, locale));
        const line = emailLineNames(locale);
        const names = [line.name, line.company, line.email, line.phone];
        if (options) names.push(line.investmentRange, line.preferredModel);
        expect(decodeURIComponent(body)).toBe(
          `${names.map((name) => `${name}: `).join('\r\n')}\r\n\r\n${line.message}: `,
        );
      },
    );
  });
}

// An empty field written in the visitor's script (`dir="auto"`: name, company, message) shows its placeholder in the
// page's direction (empty, it would resolve to left to right); an email or phone field (`ltr`) shows its sample left to
// right, starting where the page's lines start (tests/e2e/right-to-left.spec.ts looks at how it is drawn). What is
// typed into the email and phone fields reads left to right.
for (const locale of LOCALE_CODES) {
  const service = servicesWithForm(locale)[0];
  if (!service) continue;
  const words = consultationForm(locale);
  const { dir } = LOCALES[locale];

  test(
    `${localizeHref(`/services/${service.slug}`, locale)}: placeholders start on the page’s ${dir === 'rtl' ? 'right' : 'left'}, email and phone samples read left to right`,
    { tag: '@once' },
    async ({ page }) => {
      await page.goto(localizeHref(`/services/${service.slug}`, locale));
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: words.submit }) });
      await form.scrollIntoViewIfNeeded();
      const field = (key: keyof typeof words.fields) => form.getByLabel(words.fields[key].label, { exact: true });
      const layout = (key: keyof typeof words.fields) =>
        field(key).evaluate((element) => {
          const style = getComputedStyle(element);
          return { direction: style.direction, textAlign: style.textAlign };
        });
      // The page's starting side, named as it is for a field of the page's direction and for a left-to-right one.
      const startAligned = ['start', dir === 'rtl' ? 'right' : 'left'];
      const startAlignedLtr = dir === 'rtl' ? ['end', 'right'] : ['start', 'left'];
      for (const key of ['name', 'company', 'email', 'phone', 'message'] as const) {
        await expect(field(key)).toHaveValue('');
        await expect(field(key)).toHaveAttribute('placeholder', words.fields[key].placeholder);
        const leftToRight = (await field(key).getAttribute('dir')) === 'ltr';
        const { direction, textAlign } = await layout(key);
        expect(direction, `${key}: the placeholder's direction`).toBe(leftToRight ? 'ltr' : dir);
        expect(leftToRight ? startAlignedLtr : startAligned, `${key}: aligned at the page's start`).toContain(
          textAlign,
        );
      }
      await expect(field('email')).toHaveAttribute('dir', 'ltr');
      await expect(field('phone')).toHaveAttribute('dir', 'ltr');
      await field('email').fill('test.visitor@example.com');
      await field('phone').fill('+971 50 123 4567');
      for (const key of ['email', 'phone'] as const) expect((await layout(key)).direction, key).toBe('ltr');
      await field('name').fill('Test Visitor');
      expect((await layout('name')).direction, 'a Latin name, typed').toBe('ltr');
    },
  );
}

test(
  'a props file that fails to arrive once: logged once, and the form wakes on the visitor’s next interaction',
  { tag: '@once' },
  async ({ page }) => {
    const [service] = formPages;
    expect(service, 'a page with the form').toBeDefined();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    let failed = '';
    await page.route('**/_astro/props.*.json', (route) => {
      if (failed) return route.continue();
      failed = new URL(route.request().url()).pathname;
      return route.abort('connectionreset');
    });
    await page.goto(`/services/${service!.slug}`);
    const form = formOf(page);
    await form.scrollIntoViewIfNeeded();
    await expect.poll(() => failed, { message: 'the props file was asked for' }).not.toBe('');
    await expect.poll(() => errors.filter((text) => !text.includes('net::')).length).toBe(1);
    expect(errors.find((text) => !text.includes('net::'))).toContain(failed);
    await page.waitForTimeout(500);
    await expect(form).not.toHaveAttribute('novalidate');

    const field = fields(form);
    await field.name.click();
    await expect(form).toHaveAttribute('novalidate', '');
    const mail = await captureMailto(page);
    await fillRequest(field, valid);
    await form.getByRole('button', { name: copy.submit }).click();
    expect(decodeMailto(await mail.one()).subject).toBe(`${emailSubject(service!.slug)} - ${valid.name}`);
    expect(errors.filter((text) => !text.includes('net::'))).toHaveLength(1);
  },
);
