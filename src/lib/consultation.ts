/**
 * The consultation request (spec §3, §5, §7): validation and the hand-over to the visitor's email client.
 * Pure functions, no DOM: the island in src/islands/ConsultationForm.tsx calls them and the unit tests prove them.
 */

export const CONSULTATION_TYPES = ['infrastructure', 'private-equity', 'real-estate-dubai', 'real-estate-india'] as const;
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export const DEFAULT_CONSULTATION_TYPE: ConsultationType = 'infrastructure';

/** The two types whose form adds the Investment Range and Preferred Investment Type dropdowns. */
export const REAL_ESTATE_TYPES = ['real-estate-dubai', 'real-estate-india'] as const;
export type RealEstateType = (typeof REAL_ESTATE_TYPES)[number];

export function isRealEstateType(type: ConsultationType): type is RealEstateType {
  return (REAL_ESTATE_TYPES as readonly string[]).includes(type);
}

export interface ConsultationRequest {
  name: string;
  company: string;
  email: string;
  phone: string;
  /** An option value (e.g. "1m-5m"), or "" when not chosen. */
  investmentRange: string;
  /** An option value (e.g. "roi"), or "" when not chosen. */
  preferredModel: string;
  message: string;
}

export type ConsultationField = keyof ConsultationRequest;

export const EMPTY_REQUEST: ConsultationRequest = {
  name: '',
  company: '',
  email: '',
  phone: '',
  investmentRange: '',
  preferredModel: '',
  message: '',
};

/** One dropdown choice: the value travels in the form, the label is shown and written into the email. */
export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceOptions {
  investmentRange: ChoiceOption[];
  preferredModel: ChoiceOption[];
}

export interface FieldCopy {
  label: string;
  placeholder: string;
}

export interface NoticeCopy {
  title: string;
  description: string;
}

/**
 * Every visitor-facing word of the form and its notices. Mirrors `consultationFormSchema`
 * (src/content/schemas/consultation-form.ts, which checks the two stay identical) and is read from
 * src/content/forms/consultation.yaml.
 */
export interface ConsultationFormCopy {
  fields: Record<ConsultationField, FieldCopy>;
  options: Record<RealEstateType, ChoiceOptions>;
  submit: string;
  /** Locale used to write the character count, e.g. "en-IN". */
  numberLocale: string;
  /** "{count}" is replaced by the formatted number of characters. */
  counter: string;
  /** Shown under the counter while the message is too long to travel whole in the email link. */
  counterTooLong: string;
  /** Last line of a shortened email link, telling the reader the full text is on the clipboard. */
  shortenedMarker: string;
  notices: {
    missing: NoticeCopy;
    invalidEmail: NoticeCopy;
    opening: NoticeCopy;
    /** Success when the link was shortened and the full request is now on the clipboard. */
    openingShortenedCopied: NoticeCopy;
    /** Success when the link was shortened and copying to the clipboard failed. */
    openingShortenedNotCopied: NoticeCopy;
    copied: NoticeCopy;
    copyFailed: NoticeCopy;
  };
  handoff: {
    heading: string;
    /** Text before the firm's email address. */
    text: string;
    copyButton: string;
    previewLabel: string;
  };
  toaster: {
    /** Accessible name of the notifications region; "{hotkey}" becomes the shortcut that focuses it. */
    region: string;
    /** Word read by screen readers before each notice. */
    notice: string;
    close: string;
  };
}

/** Replaces each "{key}" in a template with its value. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

// ---------------------------------------------------------------------------------------------
// Validation (spec §5, in this order)
// ---------------------------------------------------------------------------------------------

export const REQUIRED_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly ConsultationField[];
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** Simple pattern of spec §5: non-space text, "@", non-space text, ".", non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export type ValidationError =
  | { error: 'missing'; field: RequiredField }
  | { error: 'invalidEmail'; field: 'email' };

/** Required fields that are empty or only whitespace, in form order. */
export function missingRequiredFields(request: ConsultationRequest): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => request[field].trim() === '');
}

/** `null` when the request may be sent; otherwise the first problem and the field to focus. */
export function validateRequest(request: ConsultationRequest): ValidationError | null {
  const [missing] = missingRequiredFields(request);
  if (missing) return { error: 'missing', field: missing };
  if (!EMAIL_PATTERN.test(request.email.trim())) return { error: 'invalidEmail', field: 'email' };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The email (spec §7) and its mailto link (RFC 6068)
// ---------------------------------------------------------------------------------------------

/**
 * Mail clients and operating systems reject or cut long mailto links (some near 2,000 characters),
 * so a link is never longer than this. Longer requests travel shortened and whole on the clipboard.
 */
export const MAX_MAILTO_LENGTH = 1900;

/** The email's fixed format (spec §7), also used as the field names of the no-JavaScript form post. */
export const EMAIL_SUBJECT_TITLE = 'Consultation Request';
export const EMAIL_LINE_LABELS: Record<ConsultationField, string> = {
  name: 'Name',
  company: 'Company',
  email: 'Email',
  phone: 'Phone',
  investmentRange: 'Investment Range',
  preferredModel: 'Preferred Model',
  message: 'Message',
};

const CRLF = '\r\n';
/** Placed where the message was cut, before the marker line. */
const ELLIPSIS = '…';

export interface ConsultationEmail {
  /** `Consultation Request - <name>` */
  subject: string;
  /** The full body, lines separated by CRLF. */
  body: string;
  /** Subject, a blank line and the full body, with "\n" line breaks, for the clipboard. */
  fullText: string;
  /** The link to open: never longer than the limit; carries a shortened message when `shortened`. */
  href: string;
  /** The link with the full body, whatever its length. */
  fullHref: string;
  shortened: boolean;
}

export interface BuildEmailInput {
  /** The firm's mailbox (settings email). */
  to: string;
  request: ConsultationRequest;
  /** The type's dropdown options, used to turn chosen values into labels; absent for types without dropdowns. */
  options?: ChoiceOptions;
  /** Line added after a shortened message, e.g. telling the reader the full request is on the clipboard. */
  shortenedMarker: string;
  maxLength?: number;
}

/** Replaces unpaired UTF-16 surrogates (which encodeURIComponent rejects) with U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/** Multi-line text: every line break becomes CRLF, as RFC 6068 asks for. */
function toCrlf(text: string): string {
  return wellFormed(text).replace(/\r\n|\r|\n/g, CRLF);
}

/**
 * Single-line fields (name, company, email, phone) cannot hold a line break in a browser; any that
 * arrives anyway becomes one space, so nothing can start a new header-like line in the subject or body.
 */
function singleLine(text: string): string {
  return wellFormed(text).replace(/[\r\n]+/g, ' ').trim();
}

function labelFor(options: ChoiceOption[] | undefined, value: string): string | undefined {
  if (!value) return undefined;
  return options?.find((option) => option.value === value)?.label;
}

/** Percent-encodes the mailbox too, keeping only the "@" (RFC 6068 `addr-spec`), so it cannot add parameters. */
function encodeAddress(to: string): string {
  const at = to.lastIndexOf('@');
  if (at < 0) return encodeURIComponent(to);
  return `${encodeURIComponent(to.slice(0, at))}@${encodeURIComponent(to.slice(at + 1))}`;
}

function mailto(to: string, subject: string, body: string): string {
  return `mailto:${encodeAddress(to)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/**
 * Splits text into pieces that may be cut between: grapheme clusters where the platform knows them
 * (so neither a surrogate pair, an emoji sequence nor CRLF is split), else code points with CRLF kept whole.
 */
function pieces(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    return Array.from(new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text), (s) => s.segment);
  }
  return text.match(/\r\n|[\s\S]/gu) ?? [];
}

/**
 * Longest prefix of `text` (whole pieces only) whose encoded length fits `budget`, or null when
 * not even an empty prefix fits.
 */
function fittingPrefix(text: string, budget: number): string | null {
  if (budget < 0) return null;
  let used = 0;
  let prefix = '';
  for (const piece of pieces(text)) {
    used += encodeURIComponent(piece).length;
    if (used > budget) break;
    prefix += piece;
  }
  return prefix;
}

export function buildConsultationEmail({
  to,
  request,
  options,
  shortenedMarker,
  maxLength = MAX_MAILTO_LENGTH,
}: BuildEmailInput): ConsultationEmail {
  const name = singleLine(request.name);
  const subject = `${EMAIL_SUBJECT_TITLE} - ${name}`;

  const line = (field: ConsultationField, value: string) => `${EMAIL_LINE_LABELS[field]}: ${value}`;
  const lines = [
    line('name', name),
    line('company', singleLine(request.company)),
    line('email', singleLine(request.email)),
    line('phone', singleLine(request.phone)),
  ];
  const range = labelFor(options?.investmentRange, request.investmentRange);
  if (range) lines.push(line('investmentRange', range));
  const model = labelFor(options?.preferredModel, request.preferredModel);
  if (model) lines.push(line('preferredModel', model));
  const head = lines.join(CRLF) + CRLF + CRLF + `${EMAIL_LINE_LABELS.message}: `;
  const body = head + toCrlf(request.message);

  const fullText = `${subject}\n\n${body.replace(/\r\n/g, '\n')}`;
  const fullHref = mailto(to, subject, body);
  if (fullHref.length <= maxLength) return { subject, body, fullText, href: fullHref, fullHref, shortened: false };

  // Too long: keep as much of the body as fits (the message goes first, then if need be the field
  // lines), followed by the marker line; if even the marker alone does not fit, shorten the subject too.
  const tail = ELLIPSIS + CRLF + CRLF + toCrlf(shortenedMarker);
  const bodyBudget = maxLength - mailto(to, subject, tail).length;
  const keptBody = fittingPrefix(body, bodyBudget);
  if (keptBody !== null) {
    return { subject, body, fullText, href: mailto(to, subject, keptBody + tail), fullHref, shortened: true };
  }
  const marker = toCrlf(shortenedMarker);
  const keptSubject = fittingPrefix(subject, maxLength - mailto(to, ELLIPSIS, marker).length);
  if (keptSubject === null) {
    throw new Error(`The address and the shortened-message marker alone exceed ${maxLength} characters.`);
  }
  return { subject, body, fullText, href: mailto(to, keptSubject + ELLIPSIS, marker), fullHref, shortened: true };
}

/** The no-JavaScript form's action: the same mailbox and the subject without a name (the browser adds the body). */
export function fallbackFormAction(to: string): string {
  return `mailto:${encodeAddress(to)}?subject=${encodeURIComponent(EMAIL_SUBJECT_TITLE)}`;
}
