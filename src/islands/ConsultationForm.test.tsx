// @vitest-environment happy-dom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { arabicConsultationForm } from '../../tests/support/arabic-form';
import { consultationForm } from '../../tests/support/content';
import {
  CONSULTATION_TYPES,
  DEFAULT_CONSULTATION_TYPE,
  MAX_MAILTO_LENGTH,
  countCharacters,
  fillTemplate,
  formIslandCopy,
  type ConsultationType,
} from '../lib/consultation';
import { $notices, clearNotices } from '../lib/toast-store';
import ConsultationForm from './ConsultationForm';
import { DEFAULT_LOCALE, LOCALES } from '../i18n/locales';

// The island gets its words from the content (as on the site); the recipient and the error title are props.
const copy = consultationForm();
const TO = 'mandates@firm.example';
const ERROR_TITLE = 'This part of the page failed to load.';
const WHATSAPP = '+44 7700 900 000';
const PRIVACY = '/privacy';
/** The service page the form stands on, as its language names it: the email's subject says it. */
const SERVICE = 'Test Service Line';
/** The email's subject before the visitor's name, the service in it (the specification's "Consultation Request"). */
const SUBJECT = fillTemplate(copy.handoff.subject, { service: SERVICE });
/** The default language's number style (src/i18n/locales.ts), as its pages give the island. */
const FORMATS = LOCALES[DEFAULT_LOCALE].formats;
/**
 * What every form here is given: the firm's details, the page's words for `type` and its number style, the fallback's
 * title.
 */
const formProps = (type: ConsultationType, words = copy, formats: string = FORMATS) => ({
  type,
  to: TO,
  whatsapp: WHATSAPP,
  privacyHref: PRIVACY,
  copy: formIslandCopy(words, type, { service: SERVICE }),
  formats,
  errorTitle: ERROR_TITLE,
});
const label = (field: keyof typeof copy.fields) => copy.fields[field].label;
const counted = (count: number) => fillTemplate(copy.counter, { count: new Intl.NumberFormat(FORMATS).format(count) });
const dubaiRange = copy.options['real-estate-dubai'].investmentRange.at(-1)!;
const indiaModel = copy.options['real-estate-india'].preferredModel.at(-1)!;

type FormCopy = typeof copy;

/** Renders the form of `type`, in English on a left-to-right page unless another copy and direction are given. */
function setup(
  type: ConsultationType = 'infrastructure',
  page: { copy: FormCopy; dir: 'ltr' | 'rtl'; formats?: string } = { copy, dir: 'ltr' },
) {
  const words = page.copy;
  const label = (field: keyof FormCopy['fields']) => words.fields[field].label;
  const user = userEvent.setup();
  const navigate = vi.fn<(href: string) => void>();
  const openWhatsApp = vi.fn<(href: string) => void>();
  const view = render(
    <ConsultationForm
      {...formProps(type, words, page.formats)}
      dir={page.dir}
      navigate={navigate}
      openWhatsApp={openWhatsApp}
    />,
  );
  const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
  const fields = {
    name: field(label('name')),
    company: field(label('company')),
    email: field(label('email')),
    phone: field(label('phone')),
    message: screen.getByLabelText(label('message')) as HTMLTextAreaElement,
  };
  const submit = () => user.click(screen.getByRole('button', { name: words.submit }));
  const sendOnWhatsApp = () => user.click(screen.getByRole('button', { name: words.whatsappSubmit }));
  const fill = async (values: Partial<Record<keyof typeof fields, string>>) => {
    for (const [key, value] of Object.entries(values)) {
      const element = fields[key as keyof typeof fields];
      await user.clear(element);
      if (value) {
        await user.click(element);
        await user.paste(value);
      }
    }
  };
  return { user, navigate, openWhatsApp, view, fields, submit, sendOnWhatsApp, fill };
}

/** Fills the Dubai form with every field: a visitor with a company, the last investment range, then `message`. */
async function fillDubaiRequest({ user, fill }: ReturnType<typeof setup>, message: string) {
  const visitor = { name: 'Test Visitor Ⅻ', company: 'Acme & Co', email: 'test.visitor@acme.example' };
  await fill({ ...visitor, phone: '+971 50 123 4567' });
  await user.selectOptions(screen.getByLabelText(label('investmentRange')), dubaiRange.label);
  await fill({ message });
}

function decode(href: string) {
  const [address, query] = href.slice('mailto:'.length).split('?') as [string, string];
  const params = query.split('&').map((pair) => pair.split('=') as [string, string]);
  expect(params.map(([key]) => key)).toEqual(['subject', 'body']);
  return {
    to: decodeURIComponent(address),
    subject: decodeURIComponent(params[0]![1]),
    body: decodeURIComponent(params[1]![1]),
  };
}

const notices = () => $notices.get().map(({ title, description, variant }) => ({ title, description, variant }));

beforeEach(() => clearNotices());

describe('ConsultationForm: fields', () => {
  it.each(CONSULTATION_TYPES)('renders the labelled fields for %s', (type) => {
    const { fields } = setup(type);
    expect(fields.name).toHaveAttribute('type', 'text');
    expect(fields.name).toBeRequired();
    expect(fields.name).toHaveAttribute('autocomplete', 'name');
    expect(fields.name).toHaveAttribute('placeholder', copy.fields.name.placeholder);
    expect(fields.company).not.toBeRequired();
    expect(fields.company).toHaveAttribute('autocomplete', 'organization');
    expect(fields.company).toHaveAttribute('placeholder', copy.fields.company.placeholder);
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.email).toBeRequired();
    expect(fields.email).toHaveAttribute('autocomplete', 'email');
    expect(fields.phone).toHaveAttribute('type', 'tel');
    expect(fields.phone).toBeRequired();
    expect(fields.phone).toHaveAttribute('autocomplete', 'tel');
    expect(fields.message.tagName).toBe('TEXTAREA');
    expect(fields.message).toHaveAttribute('rows', '5');
    expect(fields.message).not.toBeRequired();
    expect(fields.message).toHaveAttribute('placeholder', copy.fields.message.placeholder);
    expect(screen.getByText(counted(0))).toBeInTheDocument();
  });

  it.each(['infrastructure', 'private-equity'] as const)('has no dropdowns for %s', (type) => {
    setup(type);
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByLabelText(label('investmentRange'))).toBeNull();
    expect(screen.queryByLabelText(label('preferredModel'))).toBeNull();
  });

  it.each(['real-estate-dubai', 'real-estate-india'] as const)(
    'has the two dropdowns of %s with exactly its options',
    (type) => {
      setup(type);
      expect(screen.getAllByRole('combobox')).toHaveLength(2);
      const range = screen.getByLabelText(label('investmentRange'));
      const model = screen.getByLabelText(label('preferredModel'));
      const texts = (select: HTMLElement) =>
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent);
      const { investmentRange, preferredModel } = copy.options[type];
      expect(texts(range)).toEqual([
        copy.fields.investmentRange.placeholder,
        ...investmentRange.map((option) => option.label),
      ]);
      expect(texts(model)).toEqual([
        copy.fields.preferredModel.placeholder,
        ...preferredModel.map((option) => option.label),
      ]);
      expect(
        within(range)
          .getAllByRole('option')
          .map((option) => option.getAttribute('value')),
      ).toEqual(['', ...copy.options[type].investmentRange.map((option) => option.value)]);
    },
  );

  it('once it runs, sends only through the island: no field is named, both buttons are its form’s', () => {
    const { view } = setup('real-estate-india');
    const form = screen.getByRole('button', { name: copy.submit }).closest('form')!;
    const controls = Array.from(form.querySelectorAll('input, select, textarea'));
    expect(controls).toHaveLength(7);
    // Nothing the visitor types can travel by the browser's own submission: no control has a name.
    for (const control of controls) expect(control).not.toHaveAttribute('name');
    expect(form).not.toHaveAttribute('action');
    // A form sent by the "dialog" method outside a dialog goes nowhere: only onSubmit acts.
    expect(form).toHaveAttribute('method', 'dialog');
    // Hydrated: the island's notices replace the browser's own required-field bubbles.
    expect(form.noValidate).toBe(true);
    // Both buttons send this form now, for the island to write the request out.
    for (const name of [copy.submit, copy.whatsappSubmit]) {
      const button = screen.getByRole('button', { name }) as HTMLButtonElement;
      expect(button).not.toHaveAttribute('form');
      expect(button.type).toBe('submit');
      expect(button.form).toBe(form);
      expect(button).not.toHaveAttribute('popovertarget');
    }
    expect(view.container.querySelectorAll('form')).toHaveLength(1);
    // The note for a form that has not started, and its hidden submit button, are gone: one submit button each.
    expect(view.container.querySelectorAll('[popover], button[hidden]')).toHaveLength(0);
  });
});

describe('ConsultationForm: writing direction of each field', () => {
  it.each([
    ['English, left to right', copy, 'ltr'],
    ['Arabic, right to left', arabicConsultationForm(), 'rtl'],
  ] as const)(
    'lets name, company and message follow what is typed, and keeps email and phone left to right (%s)',
    (_, words, dir) => {
      const { fields } = setup('real-estate-dubai', { copy: words, dir });
      expect(fields.name).toHaveAttribute('dir', 'auto');
      expect(fields.company).toHaveAttribute('dir', 'auto');
      expect(fields.message).toHaveAttribute('dir', 'auto');
      expect(fields.email).toHaveAttribute('dir', 'ltr');
      expect(fields.phone).toHaveAttribute('dir', 'ltr');
    },
  );
});

describe('ConsultationForm: on a right-to-left page, in Arabic', () => {
  const ar = arabicConsultationForm();
  const { lines } = ar.handoff;
  const title = fillTemplate(ar.handoff.subject, { service: SERVICE });
  const isolated = (text: string) => `\u2068${text}\u2069`;
  // The Arabic fixture's number style: Latin digits, as the Arabic pages write them.
  const AR_FORMATS = 'ar-AE-u-nu-latn';
  const arCounted = (count: number) =>
    fillTemplate(ar.counter, { count: new Intl.NumberFormat(AR_FORMATS).format(count) });
  const range = ar.options['real-estate-dubai'].investmentRange[0]!;
  const model = ar.options['real-estate-dubai'].preferredModel[0]!;
  const request = {
    name: 'زائر تجريبي Ⅻ',
    company: 'Acme للتجارة العامة',
    email: 'test.visitor@acme.example',
    phone: '+971 50 123 4567',
    message: 'مرحبا، نود مناقشة مشروع في Dubai Marina.\nالسطر الثاني',
  };
  const arabicSetup = () => setup('real-estate-dubai', { copy: ar, dir: 'rtl', formats: AR_FORMATS });

  it("links without JavaScript to an email under the content's subject and line names", () => {
    const { link } = serverHtml(
      renderToString(<ConsultationForm {...formProps('real-estate-dubai', ar, AR_FORMATS)} dir="rtl" />),
    );
    const email = new URL(link.href);
    expect(decodeURIComponent(email.pathname)).toBe(TO);
    expect(email.searchParams.get('subject')).toBe(title);
    expect(email.searchParams.get('body')).toBe(
      [lines.name, lines.company, lines.email, lines.phone, lines.investmentRange, lines.preferredModel]
        .map((line) => `${line}: `)
        .join('\r\n') + `\r\n\r\n${lines.message}: `,
    );
    expect(link.textContent).toBe(ar.submit);
  });

  it('speaks Arabic from the first check to the copy panel, and isolates each value in the email and on WhatsApp', async () => {
    const { user, navigate, openWhatsApp, fields, submit, sendOnWhatsApp, fill } = arabicSetup();
    expect(screen.getByText(arCounted(0))).toBeInTheDocument();

    await submit();
    expect(notices()).toEqual([{ ...ar.notices.missing, variant: 'destructive' }]);
    await fill({ name: request.name, email: 'a@b', phone: request.phone });
    await submit();
    expect(notices()).toEqual([{ ...ar.notices.invalidEmail, variant: 'destructive' }]);

    await fill({ company: request.company, email: request.email, message: request.message });
    expect(screen.getByText(arCounted(countCharacters(request.message)))).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText(ar.fields.investmentRange.label), range.label);
    await user.selectOptions(screen.getByLabelText(ar.fields.preferredModel.label), model.label);
    await submit();
    const fieldLines = [
      `${lines.name}: ${isolated(request.name)}`,
      `${lines.company}: ${isolated(request.company)}`,
      `${lines.email}: ${isolated(request.email)}`,
      `${lines.phone}: ${isolated(request.phone)}`,
      `${lines.investmentRange}: ${isolated(range.label)}`,
      `${lines.preferredModel}: ${isolated(model.label)}`,
      '',
    ];
    expect(decode(navigate.mock.calls[0]![0])).toEqual({
      to: TO,
      subject: `${title} - ${isolated(request.name)}`,
      body: [...fieldLines, `${lines.message}: ${isolated(request.message.replace('\n', '\r\n'))}`].join('\r\n'),
    });
    expect(notices()).toEqual([{ ...ar.notices.opening, variant: 'default' }]);
    const fullText = [
      `${title} - ${isolated(request.name)}`,
      '',
      ...fieldLines,
      `${lines.message}: ${isolated(request.message)}`,
    ].join('\n');

    const panel = screen.getByRole('region', { name: ar.handoff.heading });
    expect(panel).toHaveTextContent(ar.handoff.text);
    expect(within(panel).getByLabelText(ar.handoff.previewLabel)).toHaveValue(fullText);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await user.click(within(panel).getByRole('button', { name: ar.handoff.copyButton }));
    expect(notices()).toEqual([{ ...ar.notices.copyFailed, variant: 'destructive' }]);
    Reflect.deleteProperty(document, 'execCommand');

    await sendOnWhatsApp();
    expect(new URL(openWhatsApp.mock.calls[0]![0]).searchParams.get('text')).toBe(fullText);
    expect(notices()).toEqual([{ ...ar.notices.openingWhatsApp, variant: 'default' }]);
    expect(fields.name).toHaveValue(request.name);
  });

  it('warns in Arabic when the message is too long for the email link', async () => {
    const { fill } = arabicSetup();
    await fill({ message: 'م'.repeat(400) });
    expect(screen.getByText(arCounted(400))).toBeInTheDocument();
    expect(screen.getByText(ar.counterTooLong)).toHaveAttribute('aria-live', 'polite');
  });

  it('shows no word of its own: every Latin word on the form and its panel comes from its props', async () => {
    const { submit, fill } = arabicSetup();
    await fill(request);
    await submit();
    const fromProps = JSON.stringify([ar, TO, WHATSAPP, PRIVACY, SERVICE, request]);
    const root = document.body;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) texts.push(walker.currentNode.textContent ?? '');
    const shown = [
      ...texts,
      ...Array.from(root.querySelectorAll('*'), (element) =>
        ['aria-label', 'title', 'placeholder', 'alt', 'value']
          .map((name) => element.getAttribute(name) ?? '')
          .join(' '),
      ),
      ...Array.from(root.querySelectorAll('input, textarea'), (element) => (element as HTMLInputElement).value),
    ].join(' ');
    const latinWords = new Set(shown.match(/[A-Za-z]{2,}/g));
    expect(latinWords.size).toBeGreaterThan(0);
    expect([...latinWords].filter((word) => !fromProps.includes(word))).toEqual([]);
  });
});

/**
 * The server's HTML as a browser without script parses it (DOMParser never runs script, so <noscript> is markup): the
 * island's form, and the link that stands for it without script.
 */
function serverHtml(html: string) {
  const page = new DOMParser().parseFromString(`<!doctype html><body>${html}`, 'text/html');
  const link = page.querySelector('noscript a[href^="mailto:"]') as HTMLAnchorElement | null;
  expect(link, 'a mailto link inside <noscript>').not.toBeNull();
  const form = [...page.querySelectorAll('form')].find((element) => element.textContent?.includes(copy.submit))!;
  return { page, form, link: link! };
}

describe('ConsultationForm: server HTML (no JavaScript)', () => {
  it.each(CONSULTATION_TYPES)(
    'for %s: the island’s form sends nothing itself; without script, Send is a link to an email of the line names',
    (type) => {
      const html = renderToString(<ConsultationForm {...formProps(type)} />);
      const { page, form, link } = serverHtml(html);
      expect(page.querySelectorAll('noscript form')).toHaveLength(0);
      expect(form.hasAttribute('action')).toBe(false);
      expect(form.hasAttribute('novalidate')).toBe(false);
      // Nothing the visitor types can travel by the browser's own submission: no control has a name.
      expect(form.querySelectorAll('[name]')).toHaveLength(0);
      // The required fields, by the labels they carry: name, email and phone, in that order.
      const labelOf = (element: Element) => page.querySelector(`label[for="${element.id}"]`)?.textContent;
      expect(Array.from(form.querySelectorAll('[required]'), labelOf)).toEqual([
        label('name'),
        label('email'),
        label('phone'),
      ]);
      for (const label of Array.from(page.querySelectorAll('label'))) {
        expect(page.querySelector(`[id="${label.htmlFor}"]`)).not.toBeNull();
      }
      expect(form.querySelectorAll('select')).toHaveLength(type.startsWith('real-estate') ? 2 : 0);
      expect(html).not.toContain('style=');

      // Before the island runs, the form's method is "dialog": outside a dialog it goes nowhere, so nothing is
      // submitted, anywhere, whichever way it is sent (its one submit button, hidden, is what Enter in a field
      // presses). Send opens a note instead, without script: the form has not started, the firm's address, and what
      // was typed stays to copy (security review 5, L4). Without script Send is hidden, and the link to the firm's
      // mailbox stands in its place, with every field.
      const send = [...form.querySelectorAll('button')].find((button) => button.textContent === copy.submit)!;
      expect(send.getAttribute('type')).toBe('button');
      expect(form.getAttribute('method')).toBe('dialog');
      expect(send.hasAttribute('form')).toBe(false);
      const submits = [...form.querySelectorAll('button')].filter(
        (button) => button.type === 'submit' && !button.hasAttribute('form'),
      );
      expect(submits.map((button) => button.hidden)).toEqual([true]);
      const note = page.getElementById(send.getAttribute('popovertarget')!)!;
      expect(note.getAttribute('popover')).toBe('');
      expect(note.getAttribute('role')).toBe('alert');
      expect(note.textContent).toBe(copy.notStarted.replace('{email}', TO));
      expect(note.querySelector('a')!.getAttribute('href')).toBe(`mailto:${TO}`);
      expect(form.contains(note)).toBe(false);
      expect(send.className.split(' ')).toContain('noscript:hidden');
      for (const control of form.querySelectorAll('input, select, textarea'))
        expect(control.closest('.noscript\\:hidden'), control.id).not.toBeNull();
      expect(link.textContent).toBe(copy.submit);
      expect(form.contains(link.closest('noscript'))).toBe(true);
      const email = new URL(link.href);
      expect(decodeURIComponent(email.pathname)).toBe(TO);
      expect([...email.searchParams.keys()]).toEqual(['subject', 'body']);
      expect(email.searchParams.get('subject')).toBe(SUBJECT);
      const line = copy.handoff.lines;
      const choices = type.startsWith('real-estate') ? [line.investmentRange, line.preferredModel] : [];
      expect(email.searchParams.get('body')).toBe(
        [line.name, line.company, line.email, line.phone, ...choices].map((name) => `${name}: `).join('\r\n') +
          `\r\n\r\n${line.message}: `,
      );

      // Without JavaScript the second button opens a chat with the firm and carries none of the fields: it sends a
      // form of its own, with no controls, whose address is the bare chat link.
      const whatsapp = [...form.querySelectorAll('button')].find(
        (button) => button.textContent === copy.whatsappSubmit,
      )!;
      expect(whatsapp.getAttribute('type')).toBe('submit');
      for (const attribute of ['formaction', 'formmethod', 'formenctype', 'formtarget'])
        expect(whatsapp.hasAttribute(attribute)).toBe(false);
      const chat = page.querySelector(`form[id="${whatsapp.getAttribute('form')}"]`)!;
      expect(chat).not.toBeNull();
      expect(chat).not.toBe(form);
      expect(chat.getAttribute('action')).toBe('https://wa.me/447700900000');
      expect(chat.getAttribute('method')).toBe('get');
      expect(chat.getAttribute('target')).toBe('_blank');
      expect(chat.getAttribute('rel')).toBe('noopener noreferrer');
      expect(chat.hasAttribute('hidden')).toBe(true);
      expect(chat.children).toHaveLength(0);
      expect(form.querySelector(`a[href="${PRIVACY}"]`)?.textContent).toBe(copy.privacyLink);
    },
  );
});

describe('ConsultationForm: the same request on WhatsApp', () => {
  const textOf = (href: string) => {
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/447700900000');
    expect([...url.searchParams.keys()]).toEqual(['text']);
    return url.searchParams.get('text');
  };

  it('runs the same checks in the same order as the email, with the same notices, and opens nothing on a failure', async () => {
    const { navigate, openWhatsApp, fields, sendOnWhatsApp, fill } = setup();
    await sendOnWhatsApp();
    expect(notices()).toEqual([{ ...copy.notices.missing, variant: 'destructive' }]);
    expect(fields.name).toHaveFocus();
    await fill({ name: 'Test Visitor Ⅻ', email: 'a@b', phone: '+91 98765 43210' });
    await sendOnWhatsApp();
    expect(notices()).toEqual([{ ...copy.notices.invalidEmail, variant: 'destructive' }]);
    expect(fields.email).toHaveFocus();
    expect(openWhatsApp).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens WhatsApp with the whole request as the email carries it: subject line, field lines, message', async () => {
    const form = setup('real-estate-dubai');
    const { navigate, openWhatsApp, fields, sendOnWhatsApp } = form;
    const message = 'नमस्ते — مرحبا\nLine two 😀 100% #1 ?a=b&c +plus\ttab';
    await fillDubaiRequest(form, message);
    await sendOnWhatsApp();
    expect(navigate).not.toHaveBeenCalled();
    expect(openWhatsApp).toHaveBeenCalledTimes(1);
    expect(textOf(openWhatsApp.mock.calls[0]![0])).toBe(
      `${SUBJECT} - Test Visitor Ⅻ\n\n` +
        'Name: Test Visitor Ⅻ\nCompany: Acme & Co\nEmail: test.visitor@acme.example\n' +
        `Phone: +971 50 123 4567\nInvestment Range: ${dubaiRange.label}\n\nMessage: ${message}`,
    );
    expect(notices()).toEqual([{ ...copy.notices.openingWhatsApp, variant: 'default' }]);
    expect(fields.message).toHaveValue(message);
    expect(screen.getByRole('button', { name: copy.handoff.copyButton })).toBeInTheDocument();
  });

  it("sends a message past WhatsApp's own limit shortened, with the whole request on the clipboard", async () => {
    const { openWhatsApp, sendOnWhatsApp, fill } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const message = 'a'.repeat(70_000);
    await fill({ name: 'Test Visitor Ⅻ', email: 'test.visitor@acme.example', phone: '+91 98765 43210', message });
    await sendOnWhatsApp();
    await act(async () => {});
    const text = textOf(openWhatsApp.mock.calls[0]![0])!;
    expect(text.length).toBeLessThanOrEqual(65_536);
    expect(text.endsWith(`…\n\n${copy.shortenedMarker}`)).toBe(true);
    expect(writeText.mock.calls[0]![0].endsWith(`Message: ${message}`)).toBe(true);
    expect(notices()).toEqual([{ ...copy.notices.openingWhatsAppShortenedCopied, variant: 'default' }]);
  });
});

describe('ConsultationForm: submitting', () => {
  it('reports missing fields, marks them and focuses the first', async () => {
    const { navigate, fields, submit } = setup();
    await submit();
    expect(notices()).toEqual([{ ...copy.notices.missing, variant: 'destructive' }]);
    expect(fields.name).toHaveFocus();
    expect(fields.name).toHaveAttribute('aria-invalid', 'true');
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.phone).toHaveAttribute('aria-invalid', 'true');
    expect(fields.company).not.toHaveAttribute('aria-invalid');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('treats a whitespace-only name as missing', async () => {
    const { navigate, fields, submit, fill } = setup();
    await fill({ name: '   ', email: 'test.visitor@acme.example', phone: '+91 98765 43210' });
    await submit();
    expect(notices()[0]?.title).toBe(copy.notices.missing.title);
    expect(fields.name).toHaveFocus();
    expect(fields.email).not.toHaveAttribute('aria-invalid');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('focuses the first missing field in order', async () => {
    const { fields, submit, fill } = setup();
    await fill({ name: 'Test Visitor', email: '', phone: '' });
    await submit();
    expect(fields.email).toHaveFocus();
    await fill({ email: 'test.visitor@acme.example' });
    expect(fields.email).not.toHaveAttribute('aria-invalid');
    await submit();
    expect(fields.phone).toHaveFocus();
  });

  it('reports an invalid email such as a@b and focuses it', async () => {
    const { navigate, fields, submit, fill } = setup();
    await fill({ name: 'Test Visitor Ⅻ', email: 'a@b', phone: '+91 98765 43210' });
    await submit();
    expect(notices()).toEqual([{ ...copy.notices.invalidEmail, variant: 'destructive' }]);
    expect(fields.email).toHaveFocus();
    expect(fields.email).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).not.toHaveAttribute('aria-invalid');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('opens the email client with the exact request, keeps the values and offers the copy panel', async () => {
    const form = setup('real-estate-dubai');
    const { navigate, fields, submit } = form;
    await fillDubaiRequest(form, 'Line one\nLine two 😀 100% #1 ?a=b&c');
    expect(screen.queryByRole('button', { name: copy.handoff.copyButton })).toBeNull();
    await submit();

    expect(navigate).toHaveBeenCalledTimes(1);
    const href = navigate.mock.calls[0]![0];
    expect(decode(href)).toEqual({
      to: TO,
      subject: `${SUBJECT} - Test Visitor Ⅻ`,
      body:
        'Name: Test Visitor Ⅻ\r\nCompany: Acme & Co\r\nEmail: test.visitor@acme.example\r\nPhone: +971 50 123 4567\r\n' +
        `Investment Range: ${dubaiRange.label}\r\n\r\nMessage: Line one\r\nLine two 😀 100% #1 ?a=b&c`,
    });
    expect(notices()).toEqual([{ ...copy.notices.opening, variant: 'default' }]);

    expect(fields.name).toHaveValue('Test Visitor Ⅻ');
    expect(fields.company).toHaveValue('Acme & Co');
    expect(fields.email).toHaveValue('test.visitor@acme.example');
    expect(fields.phone).toHaveValue('+971 50 123 4567');
    expect(screen.getByLabelText(label('investmentRange'))).toHaveValue(dubaiRange.value);
    expect(fields.message).toHaveValue('Line one\nLine two 😀 100% #1 ?a=b&c');

    const panel = screen.getByRole('region', { name: copy.handoff.heading });
    expect(within(panel).getByRole('link', { name: TO })).toHaveAttribute('href', `mailto:${TO}`);
    expect(within(panel).getByRole('button', { name: copy.handoff.copyButton })).toBeInTheDocument();
    expect(within(panel).getByLabelText(copy.handoff.previewLabel)).toHaveValue(
      `${SUBJECT} - Test Visitor Ⅻ\n\n` +
        'Name: Test Visitor Ⅻ\nCompany: Acme & Co\nEmail: test.visitor@acme.example\n' +
        `Phone: +971 50 123 4567\nInvestment Range: ${dubaiRange.label}\n\nMessage: Line one\nLine two 😀 100% #1 ?a=b&c`,
    );
  });

  it('replaces its own earlier notice, so an old error never stays beside the success', async () => {
    const { navigate, submit, fill } = setup();
    await submit();
    await fill({ name: 'Test Visitor Ⅻ', email: 'a@b', phone: '+91 98765 43210' });
    await submit();
    expect(notices().map((notice) => notice.title)).toEqual([copy.notices.invalidEmail.title]);
    await fill({ email: 'test.visitor@acme.example' });
    await submit();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([{ ...copy.notices.opening, variant: 'default' }]);
  });

  it('copies the full request with the Copy request button', async () => {
    const { user, submit, fill } = setup('real-estate-india');
    await fill({
      name: 'Test Visitor Ⅻ',
      email: 'test.visitor@acme.example',
      phone: '+91 98765 43210',
      message: 'Hello',
    });
    await user.selectOptions(screen.getByLabelText(label('preferredModel')), indiaModel.value);
    await submit();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    clearNotices();
    await user.click(screen.getByRole('button', { name: copy.handoff.copyButton }));
    const expected =
      `${SUBJECT} - Test Visitor Ⅻ\n\n` +
      'Name: Test Visitor Ⅻ\nCompany: \nEmail: test.visitor@acme.example\n' +
      `Phone: +91 98765 43210\nPreferred Model: ${indiaModel.label}\n\nMessage: Hello`;
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await navigator.clipboard.readText()).toBe(expected);
    expect(notices()).toEqual([
      {
        title: copy.notices.copied.title,
        description: fillTemplate(copy.notices.copied.description, { email: TO }),
        variant: 'default',
      },
    ]);
  });

  it('falls back to selecting the request text, and says so when copying is impossible', async () => {
    const { user, submit, fill } = setup();
    await fill({ name: 'Test Visitor Ⅻ', email: 'test.visitor@acme.example', phone: '+91 98765 43210' });
    await submit();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const execCommand = vi.fn(() => false);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    clearNotices();
    await user.click(screen.getByRole('button', { name: copy.handoff.copyButton }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    const preview = screen.getByLabelText(copy.handoff.previewLabel) as HTMLTextAreaElement;
    expect(preview).toHaveFocus();
    expect(notices()).toEqual([{ ...copy.notices.copyFailed, variant: 'destructive' }]);

    execCommand.mockReturnValue(true);
    clearNotices();
    await user.click(screen.getByRole('button', { name: copy.handoff.copyButton }));
    expect(notices()[0]?.title).toBe(copy.notices.copied.title);
    Reflect.deleteProperty(document, 'execCommand');
  });
});

describe('ConsultationForm: long messages', () => {
  const message = Array.from({ length: 10_000 }, (_, i) => (i % 50 === 49 ? '\n' : i % 7 === 0 ? '😀' : 'a')).join('');

  it('counts characters and warns before the link would have to be shortened', async () => {
    const { fill } = setup();
    await fill({ message: 'Hello 😀' });
    expect(screen.getByText(counted(7))).toBeInTheDocument();
    expect(screen.queryByText(copy.counterTooLong)).toBeNull();
    await fill({ message });
    expect(screen.getByText(counted(10_000))).toBeInTheDocument();
    expect(screen.getByText(copy.counterTooLong)).toHaveAttribute('aria-live', 'polite');
  });

  it('warns by what the link carries: 300 Hindi letters are too long for it, 1,500 Latin ones are not', async () => {
    const { fill } = setup();
    await fill({ message: 'a'.repeat(1_500) });
    expect(screen.queryByText(copy.counterTooLong)).toBeNull();
    await fill({ message: 'न'.repeat(300) });
    expect(screen.getByText(counted(300))).toBeInTheDocument();
    expect(screen.getByText(copy.counterTooLong)).toBeInTheDocument();
  });

  it('sends a shortened link, copies the full request at once and says so', async () => {
    const { navigate, fields, submit, fill } = setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await fill({ name: 'Test Visitor Ⅻ', email: 'test.visitor@acme.example', phone: '+91 98765 43210', message });
    await submit();
    await act(async () => {});

    const href = navigate.mock.calls[0]![0];
    expect(href.length).toBeLessThanOrEqual(MAX_MAILTO_LENGTH);
    const { body } = decode(href);
    expect(body.endsWith(`…\r\n\r\n${copy.shortenedMarker}`)).toBe(true);
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText.mock.calls[0]![0];
    expect(copied.endsWith(`Message: ${message}`)).toBe(true);
    expect(await navigator.clipboard.readText()).toBe(copied);
    expect(notices()).toEqual([{ ...copy.notices.openingShortenedCopied, variant: 'default' }]);
    expect(fields.message).toHaveValue(message);
    expect(screen.getByRole('button', { name: copy.handoff.copyButton })).toBeInTheDocument();
  });

  it('points to the Copy request button when the automatic copy fails', async () => {
    const { navigate, submit, fill } = setup();
    await fill({ name: 'Test Visitor Ⅻ', email: 'test.visitor@acme.example', phone: '+91 98765 43210', message });
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    await submit();
    await act(async () => {});
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(notices()).toEqual([{ ...copy.notices.openingShortenedNotCopied, variant: 'default' }]);
    Reflect.deleteProperty(document, 'execCommand');
  });
});

describe('ConsultationForm: typed before the island runs', () => {
  it('keeps what the visitor typed and chose in the server-rendered form, and sends it', async () => {
    const navigate = vi.fn<(href: string) => void>();
    const form = <ConsultationForm {...formProps('real-estate-dubai')} navigate={navigate} />;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    const control = (field: keyof typeof copy.fields) =>
      within(container).getByLabelText(label(field)) as HTMLInputElement;
    const typed = {
      name: 'Test Visitor Ⅻ',
      company: 'Acme & Co',
      email: 'test.visitor@acme.example',
      phone: '+971 50 123 4567',
      message: 'Typed early.',
    };
    for (const [field, value] of Object.entries(typed)) control(field as keyof typeof typed).value = value;
    control('investmentRange').value = dubaiRange.value;

    const { lines: line } = copy.handoff;
    const root = await act(async () => hydrateRoot(container, form));
    for (const [field, value] of Object.entries(typed)) expect(control(field as keyof typeof typed)).toHaveValue(value);
    expect(control('investmentRange')).toHaveValue(dubaiRange.value);
    expect(within(container).getByText(counted(typed.message.length))).toBeInTheDocument();

    await userEvent.setup().click(within(container).getByRole('button', { name: copy.submit }));
    expect(decode(navigate.mock.calls[0]![0])).toEqual({
      to: TO,
      subject: `${SUBJECT} - ${typed.name}`,
      body:
        `${line.name}: ${typed.name}\r\n${line.company}: ${typed.company}\r\n${line.email}: ${typed.email}\r\n` +
        `${line.phone}: ${typed.phone}\r\n${line.investmentRange}: ${dubaiRange.label}\r\n\r\n${line.message}: ${typed.message}`,
    });
    act(() => root.unmount());
    container.remove();
  });
});

describe('ConsultationForm: default navigation', () => {
  it('sends the browser itself to the mailto link when no navigate function is given', async () => {
    const user = userEvent.setup();
    render(<ConsultationForm {...formProps(DEFAULT_CONSULTATION_TYPE)} />);
    await user.type(screen.getByLabelText(label('name')), 'Test Visitor Ⅻ');
    await user.type(screen.getByLabelText(label('email')), 'test.visitor@acme.example');
    await user.type(screen.getByLabelText(label('phone')), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: copy.submit }));
    expect(decode(window.location.href)).toEqual({
      to: TO,
      subject: `${SUBJECT} - Test Visitor Ⅻ`,
      body: 'Name: Test Visitor Ⅻ\r\nCompany: \r\nEmail: test.visitor@acme.example\r\nPhone: +91 98765 43210\r\n\r\nMessage: ',
    });
  });
});
