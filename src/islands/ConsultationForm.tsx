import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ComponentProps, type FormEvent } from 'react';
import { IslandBoundary } from './IslandBoundary';
import {
  DEFAULT_CONSULTATION_TYPE,
  EMAIL_LINE_LABELS,
  EMPTY_REQUEST,
  buildConsultationEmail,
  buildWhatsAppLink,
  consultationText,
  countCharacters,
  emailWillBeShortened,
  fallbackFormAction,
  fillTemplate,
  isRealEstateType,
  missingRequiredFields,
  validateRequest,
  type ConsultationField,
  type ConsultationFormCopy,
  type ConsultationRequest,
  type ConsultationType,
} from '../lib/consultation';
import { mailtoHref, whatsappHref } from '../lib/contact-links';
import { dismissNotice, pushNotice, type NewNotice } from '../lib/toast-store';

export interface ConsultationFormProps {
  type?: ConsultationType;
  /** The firm's mailbox (settings email). */
  to: string;
  /** The firm's WhatsApp number as written in the settings. */
  whatsapp: string;
  /** Address of the privacy notice, linked beside the buttons. */
  privacyHref: string;
  copy: ConsultationFormCopy;
  errorTitle: string;
  /** Sends the browser to the mailto link; replaceable in tests. */
  navigate?: (href: string) => void;
  /** Opens the WhatsApp link (in a new tab); replaceable in tests. */
  openWhatsApp?: (href: string) => void;
}

export default function ConsultationForm({ errorTitle, ...props }: ConsultationFormProps) {
  return (
    <IslandBoundary title={errorTitle}>
      <Form {...props} />
    </IslandBoundary>
  );
}

const goTo = (href: string) => {
  window.location.href = href;
};

// A new tab keeps this page, and everything typed into it, whatever opens next: WhatsApp Web, or the app.
const openInNewTab = (href: string) => {
  window.open(href, '_blank', 'noopener,noreferrer');
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const labelClass = 'block text-sm font-medium text-navy-900';
const controlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-base text-navy-950 ' +
  'placeholder:text-slate-600 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700 ' +
  // Forced colours drop the red and the ring: a double border keeps an invalid field told apart.
  'forced-colors:aria-invalid:border-4 forced-colors:aria-invalid:border-double';

/** The single-line fields, in the form's order, with what the browser should know of each. */
const TEXT_FIELDS = [
  { field: 'name', type: 'text', required: true, autoComplete: 'name' },
  { field: 'company', type: 'text', autoComplete: 'organization' },
  { field: 'email', type: 'email', required: true, autoComplete: 'email', spellCheck: false },
  { field: 'phone', type: 'tel', required: true, autoComplete: 'tel' },
] as const satisfies ReadonlyArray<{ field: ConsultationField } & ComponentProps<'input'>>;
/** The dropdowns, shown only for the real-estate types. */
const CHOICE_FIELDS = ['investmentRange', 'preferredModel'] as const satisfies readonly ConsultationField[];

function Form({
  type = DEFAULT_CONSULTATION_TYPE,
  to,
  whatsapp,
  privacyHref,
  copy,
  navigate = goTo,
  openWhatsApp = openInNewTab,
}: Omit<ConsultationFormProps, 'errorTitle'>) {
  const baseId = useId();
  const id = (field: string) => `${type}-${baseId}-${field}`;
  const options = isRealEstateType(type) ? copy.options[type] : undefined;

  const [values, setValues] = useState<ConsultationRequest>(EMPTY_REQUEST);
  const [invalid, setInvalid] = useState<Partial<Record<ConsultationField, true>>>({});
  const [handedOver, setHandedOver] = useState(false);
  // Until hydrated the browser's own checks guard the plain mailto post; afterwards the spec's notices do.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const refs = useRef<Partial<Record<ConsultationField, FieldElement | null>>>({});
  // The notice this form showed last: a new outcome replaces it, so an old error never sits beside a success.
  const lastNotice = useRef<string | null>(null);
  const notify = (notice: NewNotice) => {
    if (lastNotice.current) dismissNotice(lastNotice.current);
    lastNotice.current = pushNotice(notice);
  };
  const previewRef = useRef<HTMLTextAreaElement>(null);

  // Checked on every keystroke, so only as much work as the link's limit: the link itself is built on sending.
  const tooLongForEmail = useMemo(() => emailWillBeShortened({ to, request: values, options }), [to, values, options]);
  const characters = useMemo(
    () => new Intl.NumberFormat(copy.numberLocale).format(countCharacters(values.message)),
    [values.message, copy.numberLocale],
  );
  const fullText = useMemo(() => (handedOver ? consultationText({ request: values, options }).fullText : ''), [handedOver, values, options]);

  const update = (field: ConsultationField) => (event: ChangeEvent<FieldElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid[field]) setInvalid(({ [field]: _, ...rest }) => rest);
  };

  const bind = (field: ConsultationField) => ({
    id: id(field),
    name: EMAIL_LINE_LABELS[field],
    value: values[field],
    onChange: update(field),
    'aria-invalid': invalid[field] ? (true as const) : undefined,
    ref: (element: FieldElement | null) => {
      refs.current[field] = element;
    },
  });

  /** Hands the request over, whole or shortened with the full text put on the clipboard while the click still counts. */
  const handOver = (link: { href: string; shortened: boolean; fullText: string }, open: (href: string) => void, notices: {
    whole: NewNotice;
    copied: NewNotice;
    notCopied: NewNotice;
  }) => {
    setHandedOver(true);
    if (!link.shortened) {
      notify(notices.whole);
      open(link.href);
      return;
    }
    if (lastNotice.current) dismissNotice(lastNotice.current);
    lastNotice.current = null;
    const copying = copyText(link.fullText);
    open(link.href);
    void copying.then((copied) => notify(copied ? notices.copied : notices.notCopied));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The same checks, in the same order, whichever button sent the form (spec §5).
    const problem = validateRequest(values);
    if (problem) {
      const fields = problem.error === 'missing' ? missingRequiredFields(values) : [problem.field];
      setInvalid(Object.fromEntries(fields.map((field) => [field, true])));
      notify({ ...copy.notices[problem.error], variant: 'destructive' });
      refs.current[problem.field]?.focus();
      return;
    }
    setInvalid({});
    const { notices, shortenedMarker } = copy;
    if ((event.nativeEvent as SubmitEvent).submitter?.dataset.handoff === 'whatsapp') {
      handOver(buildWhatsAppLink({ number: whatsapp, request: values, options, shortenedMarker }), openWhatsApp, {
        whole: notices.openingWhatsApp,
        copied: notices.openingWhatsAppShortenedCopied,
        notCopied: notices.openingWhatsAppShortenedNotCopied,
      });
    } else {
      handOver(buildConsultationEmail({ to, request: values, options, shortenedMarker }), navigate, {
        whole: notices.opening,
        copied: notices.openingShortenedCopied,
        notCopied: notices.openingShortenedNotCopied,
      });
    }
  };

  const onCopy = async () => {
    const copied = await copyText(fullText, previewRef.current);
    const notice = copied ? copy.notices.copied : copy.notices.copyFailed;
    notify({
      title: notice.title,
      description: fillTemplate(notice.description, { email: to }),
      variant: copied ? 'default' : 'destructive',
    });
  };

  const counterId = id('message-count');
  const warningId = id('message-warning');

  return (
    <div className="grid gap-6">
      <form
        method="post"
        action={fallbackFormAction(to)}
        encType="text/plain"
        noValidate={hydrated}
        onSubmit={onSubmit}
        className="grid gap-5 sm:grid-cols-2"
      >
        {TEXT_FIELDS.map(({ field, ...input }) => (
          <div key={field}>
            <label htmlFor={id(field)} className={labelClass}>
              {copy.fields[field].label}
            </label>
            <input {...bind(field)} {...input} placeholder={copy.fields[field].placeholder} className={controlClass} />
          </div>
        ))}
        {options &&
          CHOICE_FIELDS.map((field) => (
            <div key={field}>
              <label htmlFor={id(field)} className={labelClass}>
                {copy.fields[field].label}
              </label>
              <Select {...bind(field)} empty={values[field] === ''}>
                <option value="">{copy.fields[field].placeholder}</option>
                {options[field].map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </Select>
            </div>
          ))}
        <div className="sm:col-span-2">
          <label htmlFor={id('message')} className={labelClass}>
            {copy.fields.message.label}
          </label>
          <textarea
            {...bind('message')}
            rows={5}
            placeholder={copy.fields.message.placeholder}
            aria-describedby={`${counterId} ${warningId}`}
            className={`${controlClass} resize-y`}
          />
          <p id={counterId} className="mt-1.5 text-sm text-slate-600">
            {fillTemplate(copy.counter, { count: characters })}
          </p>
          <p id={warningId} aria-live="polite" className="text-sm font-medium text-accent-700">
            {tooLongForEmail ? copy.counterTooLong : ''}
          </p>
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:flex-wrap sm:items-center">
          <button type="submit" className="btn-primary w-full sm:w-auto">
            {copy.submit}
          </button>
          {/* Without JavaScript this opens a chat with the firm (the browser's own checks first); with it, the request. */}
          <button
            type="submit"
            data-handoff="whatsapp"
            formAction={whatsappHref(whatsapp)}
            formMethod="get"
            formEncType="application/x-www-form-urlencoded"
            formTarget="_blank"
            className="btn-secondary w-full text-navy-900 sm:w-auto"
          >
            {copy.whatsappSubmit}
          </button>
          <a href={privacyHref} className="inline-flex min-h-6 items-center self-start text-sm font-medium text-navy-800 underline underline-offset-2 sm:ml-2 sm:self-center">
            {copy.privacyLink}
          </a>
        </div>
      </form>

      {handedOver && (
        <section
          aria-labelledby={id('handoff')}
          className="rounded-card border border-navy-100 bg-navy-50 p-5 text-slate-700"
        >
          <h3 id={id('handoff')} className="text-lg">
            {copy.handoff.heading}
          </h3>
          <p className="mt-2">
            {copy.handoff.text}{' '}
            <a
              href={mailtoHref(to)}
              aria-label={to}
              className="font-semibold text-navy-800 underline underline-offset-2"
            >
              <BreakableAddress address={to} />
            </a>
          </p>
          <button type="button" onClick={onCopy} className="btn-secondary mt-4 text-navy-900">
            {copy.handoff.copyButton}
          </button>
          <label htmlFor={id('preview')} className={`${labelClass} mt-4`}>
            {copy.handoff.previewLabel}
          </label>
          <textarea
            ref={previewRef}
            id={id('preview')}
            readOnly
            rows={8}
            value={fullText}
            className={`${controlClass} font-mono text-sm`}
          />
        </section>
      )}
    </div>
  );
}

/**
 * A dropdown drawn like the text fields on every platform (no native bevel or padding), with its own
 * chevron; the prompt option ("Select range") is shown in the placeholder colour until a choice is made.
 */
function Select({
  empty,
  children,
  ref,
  ...props
}: ComponentProps<'select'> & { empty: boolean; ref: (element: HTMLSelectElement | null) => void }) {
  return (
    <div className="relative mt-1.5">
      <select
        {...props}
        ref={ref}
        className={`${controlClass.replace('mt-1.5 ', '')} appearance-none pr-10 ${empty ? 'text-slate-600' : ''}`}
      >
        {children}
      </select>
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-slate-600"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </div>
  );
}

/**
 * An email address that may wrap after its "@" before it is broken anywhere else. Chromium reads the
 * break opportunity as a space, so the link carries the address as its accessible name.
 */
function BreakableAddress({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at < 0) return <>{address}</>;
  return (
    <>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </>
  );
}

/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, else the older
 * select-and-copy on `area` (the visible request box) or on a temporary, invisible box.
 */
async function copyText(text: string, area?: HTMLTextAreaElement | null): Promise<boolean> {
  if (navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Denied or unavailable (e.g. not a secure context): try the fallback below.
    }
  }
  return copyBySelection(text, area);
}

function copyBySelection(text: string, area?: HTMLTextAreaElement | null): boolean {
  const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const temporary = area ? null : document.createElement('textarea');
  const target = area ?? temporary!;
  if (temporary) {
    temporary.value = text;
    temporary.readOnly = true;
    temporary.className = 'fixed top-0 left-0 size-px opacity-0';
    document.body.append(temporary);
  }
  target.focus({ preventScroll: true });
  target.select();
  let copied = false;
  try {
    copied = typeof document.execCommand === 'function' && document.execCommand('copy');
  } catch {
    copied = false;
  }
  // A visible box stays focused and selected when copying failed, ready for the visitor's own copy.
  if (temporary) temporary.remove();
  if (temporary || copied) previous?.focus({ preventScroll: true });
  return copied;
}
