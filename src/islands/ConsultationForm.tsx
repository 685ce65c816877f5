import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type FormEvent,
} from 'react';
import { withBoundary } from './IslandBoundary';
import HandoffPanel from './HandoffPanel';
import { controlClass, controlSpacing, directionClass, labelClass } from './form-styles';
import {
  EMPTY_REQUEST,
  buildConsultationEmail,
  buildWhatsAppLink,
  consultationText,
  countCharacters,
  emailWillBeShortened,
  fillTemplate,
  missingRequiredFields,
  noScriptMailto,
  validateRequest,
  type ConsultationField,
  type FormIslandCopy,
  type ConsultationType,
  type ConsultationRequest,
  type TextDirection,
} from '../lib/consultation';
import { copyText } from '../lib/clipboard';
import { whatsappHref } from '../lib/contact-links';
import { dismissNotice, pushNotice, type NewNotice } from '../lib/toast-store';

export interface ConsultationFormProps {
  /** The form's type (src/content/consultation-types.ts): its dropdowns' choices, if it has any, come in `copy`. */
  type?: ConsultationType;
  /** The firm's mailbox (settings email). */
  to: string;
  /** The firm's WhatsApp number as written in the settings. */
  whatsapp: string;
  /** Address of the privacy notice, linked beside the buttons. */
  privacyHref: string;
  /** The words of the form, its type's choices among them (`formIslandCopy`). */
  copy: FormIslandCopy;
  /** Writing direction of the page: on a right-to-left page the hand-off isolates each value the visitor wrote. */
  dir?: TextDirection;
  /** The locale the page writes numbers in (its language's `formats`, src/i18n/locales.ts): the character count. */
  formats?: string;
  /** Sends the browser to the mailto link; replaceable in tests. */
  navigate?: (href: string) => void;
  /** Opens the WhatsApp link (in a new tab); replaceable in tests. */
  openWhatsApp?: (href: string) => void;
}

const goTo = (href: string) => {
  window.location.href = href;
};

// A new tab keeps this page, and everything typed into it, whatever opens next: WhatsApp Web, or the app.
const openInNewTab = (href: string) => {
  window.open(href, '_blank', 'noopener,noreferrer');
};

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * The single-line fields, in the form's order, with what the browser should know of each. A name or a company is
 * written in the visitor's own script, so its direction follows what is typed (`auto`); an email address and a phone
 * number read left to right in every language, so they stay `ltr` on a right-to-left page too.
 */
const TEXT_FIELDS = [
  { field: 'name', type: 'text', required: true, autoComplete: 'name', dir: 'auto' },
  { field: 'company', type: 'text', autoComplete: 'organization', dir: 'auto' },
  { field: 'email', type: 'email', required: true, autoComplete: 'email', spellCheck: false, dir: 'ltr' },
  { field: 'phone', type: 'tel', required: true, autoComplete: 'tel', dir: 'ltr' },
] as const satisfies ReadonlyArray<{ field: ConsultationField } & ComponentProps<'input'>>;
/** The island's own fields and Send button, hidden where scripting is off: the link that stands for them is there. */
const NO_SCRIPT_HIDDEN = 'noscript:hidden';
/** The dropdowns, shown only for the real-estate types. */
const CHOICE_FIELDS = ['investmentRange', 'preferredModel'] as const satisfies readonly ConsultationField[];

function Form({
  to,
  whatsapp,
  privacyHref,
  copy,
  dir = 'ltr',
  formats,
  navigate = goTo,
  openWhatsApp = openInNewTab,
}: ConsultationFormProps) {
  // useId is unique on the page (each island's React root has a prefix of its own: "_r5R_0_"): the form's type in each
  // id, label and description added nothing but bytes (its type's choices come in `copy`).
  const baseId = useId();
  const id = (field: string) => `${baseId}${field}`;
  const { options } = copy;
  const format = copy.handoff;

  const [values, setValues] = useState<ConsultationRequest>(EMPTY_REQUEST);
  const [invalid, setInvalid] = useState<Partial<Record<ConsultationField, true>>>({});
  const [handedOver, setHandedOver] = useState(false);
  // Until hydrated the form sends nothing itself (its method is "dialog", Send on WhatsApp sends the empty chat form
  // below); afterwards the island checks and hands the request over, with its own notices.
  const [hydrated, setHydrated] = useState(false);
  const refs = useRef<Partial<Record<ConsultationField, FieldElement | null>>>({});
  useEffect(() => {
    // The form is on the page, and in use, before the island runs: whatever the visitor typed or chose by then (or
    // the browser restored) is in the fields but not in the state, and the next render would empty them. Take it in.
    const typed = Object.entries(refs.current).filter(([, element]) => element && element.value !== '');
    if (typed.length)
      setValues((current) => ({
        ...current,
        ...Object.fromEntries(typed.map(([field, element]) => [field, element!.value])),
      }));
    setHydrated(true);
  }, []);

  // The notice this form showed last: a new outcome replaces it, so an old error never sits beside a success.
  const lastNotice = useRef<string | null>(null);
  const notify = (notice: NewNotice) => {
    if (lastNotice.current) dismissNotice(lastNotice.current);
    lastNotice.current = pushNotice(notice);
  };

  // Checked on every keystroke, so only as much work as the link's limit: the link itself is built on sending.
  const tooLongForEmail = useMemo(
    () => emailWillBeShortened({ to, request: values, options, format, dir }),
    [to, values, options, format, dir],
  );
  const characters = useMemo(
    () => new Intl.NumberFormat(formats).format(countCharacters(values.message)),
    [values.message, formats],
  );
  const fullText = useMemo(
    () => (handedOver ? consultationText({ request: values, options, format, dir }).fullText : ''),
    [handedOver, values, options, format, dir],
  );

  const update = (field: ConsultationField) => (event: ChangeEvent<FieldElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    if (invalid[field]) setInvalid(({ [field]: _, ...rest }) => rest);
  };

  // No `name`: nothing of the island's fields ever travels by the browser's own submission, with script or without.
  const bind = (field: ConsultationField) => ({
    id: id(field),
    value: values[field],
    onChange: update(field),
    'aria-invalid': invalid[field] ? (true as const) : undefined,
    ref: (element: FieldElement | null) => {
      // A callback React calls after rendering, not a read of the ref during render.
      // eslint-disable-next-line react-hooks/refs
      refs.current[field] = element;
    },
  });

  /** Hands the request over, whole or shortened with the full text put on the clipboard while the click still counts. */
  const handOver = (
    link: { href: string; shortened: boolean; fullText: string },
    open: (href: string) => void,
    notices: {
      whole: NewNotice;
      copied: NewNotice;
      notCopied: NewNotice;
    },
  ) => {
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
    // The same checks, in the same order, whichever button sent the form: email and WhatsApp get the same request.
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
      handOver(
        buildWhatsAppLink({ number: whatsapp, request: values, options, format, dir, shortenedMarker }),
        openWhatsApp,
        {
          whole: notices.openingWhatsApp,
          copied: notices.openingWhatsAppShortenedCopied,
          notCopied: notices.openingWhatsAppShortenedNotCopied,
        },
      );
    } else {
      handOver(buildConsultationEmail({ to, request: values, options, format, dir, shortenedMarker }), navigate, {
        whole: notices.opening,
        copied: notices.openingShortenedCopied,
        notCopied: notices.openingShortenedNotCopied,
      });
    }
  };

  const counterId = id('count');
  const confidentialId = id('nda');
  const chatFormId = id('chat');
  const warningId = id('warning');
  const notStartedId = id('note');
  const [beforeEmail, afterEmail = ''] = copy.notStarted.split('{email}');

  return (
    <div className="grid gap-6">
      {/*
        method="dialog": a form outside a dialog that is sent this way goes nowhere, so before the island runs Send can
        be the form's own submit button (as assistive technology and validators expect of a form) and still send
        nothing; once the island runs, onSubmit takes every submission.
      */}
      <form method="dialog" noValidate={hydrated} onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
        {TEXT_FIELDS.map(({ field, ...input }) => (
          <div key={field} className={NO_SCRIPT_HIDDEN}>
            <label htmlFor={id(field)} className={labelClass}>
              {copy.fields[field].label}
            </label>
            <input
              {...bind(field)}
              {...input}
              placeholder={copy.fields[field].placeholder}
              className={[controlClass, controlSpacing, directionClass(input.dir, dir)].filter(Boolean).join(' ')}
            />
          </div>
        ))}
        {options &&
          CHOICE_FIELDS.map((field) => (
            <div key={field} className={NO_SCRIPT_HIDDEN}>
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
        <div className={`sm:col-span-2 ${NO_SCRIPT_HIDDEN}`}>
          <label htmlFor={id('message')} className={labelClass}>
            {copy.fields.message.label}
          </label>
          <textarea
            {...bind('message')}
            dir="auto"
            rows={5}
            placeholder={copy.fields.message.placeholder}
            aria-describedby={`${counterId} ${warningId} ${confidentialId}`}
            className={[controlClass, controlSpacing, directionClass('auto', dir), 'resize-y']
              .filter(Boolean)
              .join(' ')}
          />
          <p id={counterId} className="mt-1.5 text-sm text-ink-muted">
            {fillTemplate(copy.counter, { count: characters })}
          </p>
          <p id={warningId} aria-live="polite" className="text-sm font-medium text-accent-on-light">
            {tooLongForEmail ? copy.counterTooLong : ''}
          </p>
        </div>
        {/* A safe first contact: by either hand-off, nothing confidential before a non-disclosure agreement. */}
        <p id={confidentialId} className="text-sm text-ink-strong sm:col-span-2">
          {copy.confidentialNote}
        </p>
        {/*
          Until the island runs, Send opens the note below instead of submitting (a submit button's popovertarget does
          nothing), so this hidden button is the form's submit button: Enter in a field still sends the form nowhere.
        */}
        {!hydrated && <button type="submit" hidden />}
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:flex-wrap sm:items-center">
          {/*
            Without script, Send is a link to the firm's mailbox whose body holds the email's line names, for the
            visitor to fill in in their own mail app (noScriptMailto says why not a form); the island's fields are
            hidden there. Parsed only where scripting is off, so a visitor with JavaScript never has it and nothing
            moves. With JavaScript, before the island runs, Send submits a form that goes nowhere: nothing typed leaves
            the page, neither to the mail app nor to this site, and it stays in the fields for the island to take in.
          */}
          <noscript>
            <a href={noScriptMailto(to, format, Boolean(options))} className="btn-primary w-full sm:w-auto">
              {copy.submit}
            </a>
          </noscript>
          {/*
            Until the island runs, Send opens the note below, without script: if the island cannot start (its files
            did not load: a page left open across a deploy, a broken connection), Send says so and gives the firm's
            address, and what was typed stays in the fields to copy. Once it runs, Send submits the form.
          */}
          <button
            type={hydrated ? 'submit' : 'button'}
            popoverTarget={hydrated ? undefined : notStartedId}
            className={`btn-primary w-full sm:w-auto ${NO_SCRIPT_HIDDEN}`}
          >
            {copy.submit}
          </button>
          {/*
            Until the island runs (without JavaScript, or before it has loaded) this button belongs to the empty form
            below and opens the firm's chat carrying nothing: a GET form would make every field a parameter of the
            wa.me address, and what was typed would reach WhatsApp's logs without ever reaching the chat. Once the
            island runs it sends this form, and the island opens the chat with the request written out.
          */}
          <button
            type="submit"
            data-handoff="whatsapp"
            form={hydrated ? undefined : chatFormId}
            className="btn-secondary w-full text-ink-strong sm:w-auto"
          >
            {copy.whatsappSubmit}
          </button>
          <a
            href={privacyHref}
            className="inline-flex min-h-6 items-center self-start text-sm font-medium text-link underline underline-offset-2 sm:ms-2 sm:self-center"
          >
            {copy.privacyLink}
          </a>
        </div>
      </form>
      {/*
        The WhatsApp button's form until the island runs: no fields, so nothing but the address travels; hidden, so it
        takes no room in the grid. The island has no use for it, so the page then holds one form again.
      */}
      {!hydrated && (
        <form
          id={chatFormId}
          action={whatsappHref(whatsapp)}
          method="get"
          target="_blank"
          {...{ rel: 'noopener noreferrer' }}
          hidden
        />
      )}
      {!hydrated && (
        <p id={notStartedId} popover="" role="alert" className="m-auto max-w-md card-surface p-6">
          {beforeEmail}
          <a href={`mailto:${to}`} className="text-link underline">
            {to}
          </a>
          {afterEmail}
        </p>
      )}

      {handedOver && (
        <HandoffPanel
          idOf={id}
          to={to}
          fullText={fullText}
          labels={copy.handoff}
          onCopied={(copied) => {
            const notice = copied ? copy.notices.copied : copy.notices.copyFailed;
            notify({
              title: notice.title,
              description: fillTemplate(notice.description, { email: to }),
              variant: copied ? 'default' : 'destructive',
            });
          }}
        />
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
      <select {...props} ref={ref} className={`${controlClass} appearance-none pe-9 ${empty ? 'text-ink-muted' : ''}`}>
        {children}
      </select>
      <svg
        aria-hidden="true"
        className="pointer-events-none absolute inset-e-3.5 top-1/2 size-4 -translate-y-1/2 text-ink-muted"
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

export default withBoundary(Form);
