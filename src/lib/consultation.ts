/**
 * The consultation request: validation and the hand-over to the visitor's own email client or
 * WhatsApp. Pure functions, no DOM: the island in src/islands/ConsultationForm.tsx calls them and the unit tests
 * prove them.
 */
import type { ConsultationFormContent } from '../content/schemas/consultation-form';
import { REAL_ESTATE_TYPES, type ConsultationType, type RealEstateType } from '../content/consultation-types';

export {
  CONSULTATION_TYPES,
  DEFAULT_CONSULTATION_TYPE,
  REAL_ESTATE_TYPES,
  type ConsultationType,
  type RealEstateType,
} from '../content/consultation-types';

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

/**
 * Every visitor-facing word of the form and its notices, as src/content/forms/consultation.yaml holds them: the type
 * its schema gives (the field help lives there), so the two cannot drift apart.
 */
export type ConsultationFormCopy = ConsultationFormContent;
/** One dropdown choice: the value travels in the form, the label is shown and written into the email. */
export type ChoiceOption = ChoiceOptions['investmentRange'][number];
export type ChoiceOptions = ConsultationFormCopy['options'][RealEstateType];
/**
 * A dropdown choice as the form's island has it: on a translation's page with the original's (the default language's)
 * label beside the page's, which the email carries too, so that the firm's staff can read the choice.
 */
export type IslandChoice = ChoiceOption & { original?: string };
export type IslandChoices = { [Field in keyof ChoiceOptions]: IslandChoice[] };
export type FieldCopy = ConsultationFormCopy['fields'][ConsultationField];
export type NoticeCopy = ConsultationFormCopy['notices'][keyof ConsultationFormCopy['notices']];
/**
 * The email's own words, from the content: the subject before the visitor's name (the service's name in it), the name
 * of each line and, on a translation's page, the pattern that writes a line's name and a choice with the original's.
 * They are also the subject and the body of the form's link without its script (`noScriptMailto`).
 */
export type RequestFormat = Pick<ConsultationFormCopy['handoff'], 'subject' | 'lines' | 'lineWithOriginal'>;
/**
 * What the form's island is given of the copy, serialised into every page that has the form: its own type's dropdown
 * choices (none for a type without dropdowns) and no notice-frame words, which the Toaster island carries itself.
 */
export type FormIslandCopy = Omit<ConsultationFormCopy, 'options' | 'toaster'> & { options?: IslandChoices };

/** Where the form stands: what its words are filled and joined with. */
export interface FormPlace {
  /** The service page the form is on, by the name the page's language gives it: the email's subject says it. */
  service: string;
  /** On a page in a language other than the original (the default language): the original's words and service name. */
  original?: { copy: ConsultationFormCopy; service: string };
  /**
   * What sets the figures of a choice apart, on a right-to-left page (src/lib/figures.ts, plain): a range in a dropdown
   * reads «1–5» as it does on the page, never «5–1».
   */
  figures?: (text: string) => string;
}

export function formIslandCopy(copy: ConsultationFormCopy, type: ConsultationType, place: FormPlace): FormIslandCopy {
  const { options, toaster: _toaster, ...rest } = copy;
  const { service, original, figures = (text: string) => text } = place;
  const subject = subjectFor(
    rest.handoff,
    service,
    original && { handoff: original.copy.handoff, service: original.service },
  );
  const handoff = original ? withOriginalLineNames(rest.handoff, original.copy.handoff) : rest.handoff;
  const words = { ...rest, handoff: { ...handoff, subject } };
  if (!isRealEstateType(type)) return words;
  const theirs = original?.copy.options[type];
  const choices = (field: keyof ChoiceOptions): IslandChoice[] =>
    options[type][field].map(({ value, label }) => {
      const originalLabel = theirs?.[field].find((option) => option.value === value)?.label;
      return {
        value,
        label: figures(label),
        ...(originalLabel !== undefined && originalLabel !== label && { original: originalLabel }),
      };
    });
  return {
    ...words,
    options: { investmentRange: choices('investmentRange'), preferredModel: choices('preferredModel') },
  };
}

type Handoff = ConsultationFormCopy['handoff'];

/**
 * The email's subject on a page: the page's subject with the service's name in it ("Consultation Request – Dubai Real
 * Estate") and, on a page in a language other than the original, the original's beside it by the page's
 * `subjectWithOriginal` pattern (else the original's), so that the firm's mail filters and staff read it whichever
 * page it came from ("Consultation Request – Dubai Real Estate | طلب استشارة – العقارات في دبي"). A subject that is
 * the original's already (an untranslated page) is written once; without a pattern, the page's stands alone.
 */
export function subjectFor(
  handoff: Handoff,
  service: string,
  original?: { handoff: Handoff; service: string },
): string {
  const own = fillTemplate(handoff.subject, { service });
  if (!original) return own;
  const theirs = fillTemplate(original.handoff.subject, { service: original.service });
  const pattern = handoff.subjectWithOriginal ?? original.handoff.subjectWithOriginal;
  return own === theirs || !pattern ? own : fillTemplate(pattern, { subject: own, original: theirs });
}

/**
 * The hand-off's words on a page in a language other than the original (the default language, English): each line
 * name in the page's language and the original's, joined by the page's `lineWithOriginal` pattern (else the
 * original's), so that the firm's staff who read only the original can read every line ("الاسم / Name: …"); the
 * pattern the page uses is kept, for the choices the email writes beside the original's the same way. A name that is
 * the original's already (an untranslated page) is written once. Without a pattern, the names stay as they are.
 */
export function withOriginalLineNames(handoff: Handoff, original: Handoff): Handoff {
  const pattern = handoff.lineWithOriginal ?? original.lineWithOriginal;
  if (!pattern) return handoff;
  const entries = Object.entries(handoff.lines) as [ConsultationField, string][];
  const lines = Object.fromEntries(
    entries.map(([field, name]) => {
      const originalName = original.lines[field];
      return [field, name === originalName ? name : fillTemplate(pattern, { line: name, original: originalName })];
    }),
  ) as Handoff['lines'];
  return { ...handoff, lines, lineWithOriginal: pattern };
}
/** Writing direction of the page the form is on. */
export type TextDirection = 'ltr' | 'rtl';

/** Replaces each "{key}" in a template with its value. */
export function fillTemplate(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

// ---------------------------------------------------------------------------------------------
// Validation: required fields first (name, email, phone, in form order), then the email's shape
// ---------------------------------------------------------------------------------------------

export const REQUIRED_FIELDS = ['name', 'email', 'phone'] as const satisfies readonly ConsultationField[];
export type RequiredField = (typeof REQUIRED_FIELDS)[number];

/** A deliberately loose check, so no real address is refused: non-space text, "@", non-space text, ".", non-space text. */
export const EMAIL_PATTERN = /^\S+@\S+\.\S+$/;

export type ValidationError = { error: 'missing'; field: RequiredField } | { error: 'invalidEmail'; field: 'email' };

/**
 * Required fields that are empty, or hold only whitespace or characters the request would drop (a name of zero-width
 * spaces or Hangul fillers would otherwise reach the firm as an empty-looking subject), in form order.
 */
export function missingRequiredFields(request: ConsultationRequest): RequiredField[] {
  return REQUIRED_FIELDS.filter((field) => singleLine(request[field]) === '');
}

/** `null` when the request may be sent; otherwise the first problem and the field to focus. */
export function validateRequest(request: ConsultationRequest): ValidationError | null {
  const [missing] = missingRequiredFields(request);
  if (missing) return { error: 'missing', field: missing };
  if (!EMAIL_PATTERN.test(singleLine(request.email))) return { error: 'invalidEmail', field: 'email' };
  return null;
}

// ---------------------------------------------------------------------------------------------
// The request as text, and its two hand-offs: a mailto link (RFC 6068) and a WhatsApp link
// ---------------------------------------------------------------------------------------------

/**
 * Mail clients and operating systems reject or cut long mailto links (some near 2,000 characters),
 * so a link is never longer than this. Longer requests travel shortened and whole on the clipboard.
 */
export const MAX_MAILTO_LENGTH = 1900;

/** WhatsApp's own limit on one message, in characters: a longer request travels shortened and whole on the clipboard. */
export const MAX_WHATSAPP_LENGTH = 65_536;

/**
 * First strong isolate and pop directional isolate (U+2068, U+2069). On a right-to-left page every value the visitor
 * wrote is set between them, so a Latin name in an Arabic line, or an Arabic name in a subject, keeps its own order
 * and leaves the ": " and " - " around it in place in any mail client. The single-line fields drop any isolate the
 * visitor typed, so the only ones in a line are the form's.
 */
const FSI = '\u2068';
const PDI = '\u2069';

const CRLF = '\r\n';
/** Placed where the message was cut, before the marker line. */
const ELLIPSIS = '…';

/** Replaces unpaired UTF-16 surrogates (which encodeURIComponent rejects) with U+FFFD. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

/**
 * Dropped from the single-line fields: the controls (C0 and C1) and every character Unicode marks as one a reader does
 * not see (`Default_Ignorable_Code_Point`): the bidirectional embeddings, overrides, isolates and marks, which can
 * make a subject read backwards; the zero-width space, non-joiner, joiner and word joiner, the byte-order mark, the
 * soft hyphen, the combining grapheme joiner, the invisible operators (U+2061–U+2064), the Hangul fillers (U+115F,
 * U+1160, U+3164, U+FFA0), the Mongolian vowel separator and the tag characters — which let two names that look the
 * same differ, or a name of nothing visible pass as given and reach the firm as an empty-looking subject. Braille's
 * blank (U+2800) is not ignorable but shows as nothing too, so it goes as well. What remains is what is validated.
 *
 * Kept where they are not invisible, because dropping them would change what the visitor wrote: a joiner between two
 * pictographs (👩🏽‍💻: one picture of two), the tags of a subdivision flag (🏴 followed by its tags and their end), and
 * a variation selector after a visible character (the emoji or text form of a symbol, a CJK name's glyph variant, a
 * Mongolian letter's form).
 */
const NOT_IN_A_LINE =
  // eslint-disable-next-line no-misleading-character-class -- the modifiers and selectors are matched one by one, on purpose
  /(\u{1f3f4}[\u{e0020}-\u{e007e}]+\u{e007f}|(?<=\p{Extended_Pictographic}[\u{1f3fb}-\u{1f3ff}\ufe0f]?)\u200d(?=\p{Extended_Pictographic})|(?<=[^\s\p{Cc}\p{Default_Ignorable_Code_Point}\u2800])[\ufe00-\ufe0f\u{e0100}-\u{e01ef}\u180b-\u180d\u180f])|[\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * Single-line fields (name, company, email, phone): a line break, tab or Unicode line or paragraph separator
 * (U+2028, U+2029) that arrives anyway becomes one space, so nothing can start a header-like line; the characters
 * above are dropped, the sequences kept as they are.
 */
function singleLine(text: string): string {
  return wellFormed(text)
    .replace(/[\r\n\t\u2028\u2029]+/g, ' ')
    .replace(NOT_IN_A_LINE, (_dropped, kept: string | undefined) => kept ?? '')
    .trim();
}

/**
 * The message keeps its line breaks and tabs, and loses every other control character. Its direction marks and
 * joiners stay: Arabic, Persian or Hindi prose may need them. A Unicode line or paragraph separator (U+2028, U+2029:
 * text pasted from some editors and PDFs) becomes a plain line break, which is what the visitor saw in the box and
 * what the email (as CRLF) and WhatsApp show as one; left alone, many mail apps show it as nothing or as a box.
 */
function messageText(text: string): string {
  return (
    wellFormed(text)
      // eslint-disable-next-line no-control-regex -- the control characters a message may not carry
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/[\u2028\u2029]/g, '\n')
  );
}

function choiceFor(options: IslandChoices | undefined, field: keyof ChoiceOptions, value: string) {
  return value ? options?.[field].find((option) => option.value === value) : undefined;
}

export interface ConsultationText {
  /** `<subject> - <name>` */
  subject: string;
  /** The field lines and the message label, up to where the message starts, lines separated by "\n". */
  head: string;
  /** The message, with "\n" line breaks. */
  message: string;
  /** What closes the message after it: "" on a left-to-right page, the isolate's end on a right-to-left one. */
  end: string;
  /** Subject, a blank line and the body with "\n" line breaks: the clipboard copy and the WhatsApp message. */
  fullText: string;
}

export interface RequestInput {
  request: ConsultationRequest;
  /**
   * The type's dropdown options, used to turn chosen values into labels (each with the original's beside it, where the
   * option has one); absent for types without dropdowns.
   */
  options?: IslandChoices;
  /** The subject and line names, from the form's content. */
  format: RequestFormat;
  /** Direction of the page: on a right-to-left page each value the visitor wrote is isolated (U+2068 … U+2069). */
  dir?: TextDirection;
}

/** The request in the email's format: subject, the field lines, a blank line, the message. */
export function consultationText({ request, options, format, dir = 'ltr' }: RequestInput): ConsultationText {
  // Left to right, the text is exactly the specification's, with nothing added around the values.
  const [open, close] = dir === 'rtl' ? [FSI, PDI] : ['', ''];
  const value = (text: string) => `${open}${text}${close}`;
  const name = singleLine(request.name);
  const subject = `${format.subject} - ${value(name)}`;
  const line = (field: ConsultationField, text: string) => `${format.lines[field]}: ${value(text)}`;
  const lines = [
    line('name', name),
    line('company', singleLine(request.company)),
    line('email', singleLine(request.email)),
    line('phone', singleLine(request.phone)),
  ];
  // A choice in the page's words and, on a translation's page, the original's, each isolated as a value is.
  for (const field of ['investmentRange', 'preferredModel'] as const) {
    const choice = choiceFor(options, field, request[field]);
    if (!choice) continue;
    const both =
      choice.original !== undefined && format.lineWithOriginal
        ? fillTemplate(format.lineWithOriginal, { line: value(choice.label), original: value(choice.original) })
        : choice.label;
    lines.push(line(field, both));
  }
  // The message is isolated as one: a line break ends an isolate for the reader (each line is a paragraph, which
  // takes its direction from its own first letter), so only its first line needs it, and the end closes the last.
  const head = `${lines.join('\n')}\n\n${format.lines.message}: ${open}`;
  const message = messageText(request.message).replace(/\r\n?/g, '\n');
  return { subject, head, message, end: close, fullText: `${subject}\n\n${head}${message}${close}` };
}

/** Every line break as CRLF, as RFC 6068 asks for. */
const toCrlf = (text: string) => text.replace(/\r\n|\r|\n/g, CRLF);

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
 * Longest prefix of `text` (whole pieces only) whose size, as `measure` counts it, fits `budget`; null when not
 * even an empty prefix fits.
 */
function fittingPrefix(text: string, budget: number, measure: (piece: string) => number): string | null {
  if (budget < 0) return null;
  let used = 0;
  let prefix = '';
  for (const piece of pieces(text)) {
    used += measure(piece);
    if (used > budget) break;
    prefix += piece;
  }
  return prefix;
}

const encodedLength = (text: string) => encodeURIComponent(text).length;

export interface ConsultationEmail extends ConsultationText {
  /** The full body, lines separated by CRLF. */
  body: string;
  /** The link to open: never longer than the limit; carries a shortened message when `shortened`. */
  href: string;
  /** The link with the full body, whatever its length. */
  fullHref: string;
  shortened: boolean;
}

export interface BuildEmailInput extends RequestInput {
  /** The firm's mailbox (settings email). */
  to: string;
  /** Line added after a shortened message, e.g. telling the reader the full request is on the clipboard. */
  shortenedMarker: string;
  maxLength?: number;
}

export function buildConsultationEmail({
  to,
  shortenedMarker,
  maxLength = MAX_MAILTO_LENGTH,
  ...input
}: BuildEmailInput): ConsultationEmail {
  const text = consultationText(input);
  const { subject } = text;
  const body = toCrlf(text.head + text.message + text.end);
  const fullHref = mailto(to, subject, body);
  const email = { ...text, body, fullHref };
  if (fullHref.length <= maxLength) return { ...email, href: fullHref, shortened: false };

  // Too long: keep as much of the body as fits (the message goes first, then if need be the field
  // lines), followed by the marker line; if even the marker alone does not fit, shorten the subject too.
  const tail = ELLIPSIS + CRLF + CRLF + toCrlf(shortenedMarker);
  const keptBody = fittingPrefix(body, maxLength - mailto(to, subject, tail).length, encodedLength);
  if (keptBody !== null) return { ...email, href: mailto(to, subject, keptBody + tail), shortened: true };
  const marker = toCrlf(shortenedMarker);
  const keptSubject = fittingPrefix(subject, maxLength - mailto(to, ELLIPSIS, marker).length, encodedLength);
  if (keptSubject === null) {
    throw new Error(`The address and the shortened-message marker alone exceed ${maxLength} characters.`);
  }
  return { ...email, href: mailto(to, keptSubject + ELLIPSIS, marker), shortened: true };
}

/**
 * Whether the email link of this request will have to be shortened, counted as the link really carries it
 * (encoded: one Hindi or Arabic letter takes 6 to 9 characters of link). Run on every keystroke, so its work is
 * bounded by the limit, not by the length of the message.
 */
export function emailWillBeShortened({
  to,
  maxLength = MAX_MAILTO_LENGTH,
  ...input
}: Omit<BuildEmailInput, 'shortenedMarker'>): boolean {
  const { request } = input;
  const empty = consultationText({ ...input, request: { ...request, message: '' } });
  const budget = maxLength - mailto(to, empty.subject, '').length;
  // The body without its message: the field lines, the message's label, and on a right-to-left page its isolates.
  const room = budget - encodedLength(toCrlf(empty.head + empty.end));
  // Every character of the message takes at least one character of link: past the room, no need to encode.
  if (request.message.length > room) return true;
  return encodedLength(toCrlf(messageText(request.message))) > room;
}

export interface WhatsAppLink {
  /** `https://wa.me/<digits>?text=…`: the whole request, or shortened past WhatsApp's own limit. */
  href: string;
  shortened: boolean;
  /** The whole request as text, for the clipboard when the message had to be shortened. */
  fullText: string;
}

export interface BuildWhatsAppInput extends RequestInput {
  /** The firm's WhatsApp number as written in the settings: only its digits are used. */
  number: string;
  shortenedMarker: string;
  maxLength?: number;
}

/** The same request as a WhatsApp message: subject line, field lines, message, whole up to WhatsApp's limit. */
export function buildWhatsAppLink({
  number,
  shortenedMarker,
  maxLength = MAX_WHATSAPP_LENGTH,
  ...input
}: BuildWhatsAppInput): WhatsAppLink {
  const { fullText } = consultationText(input);
  const link = (text: string) => `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
  if (fullText.length <= maxLength) return { href: link(fullText), shortened: false, fullText };
  const tail = `${ELLIPSIS}\n\n${shortenedMarker}`;
  const kept = fittingPrefix(fullText, maxLength - tail.length, (piece) => piece.length) ?? '';
  return { href: link(kept + tail), shortened: true, fullText };
}

/** Characters as a reader counts them (code points, not UTF-16 units), without copying the text. */
export function countCharacters(text: string): number {
  let count = text.length;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        count--;
        index++;
      }
    }
  }
  return count;
}

/**
 * Without JavaScript the form's Send is a link: the firm's mailbox, the subject and a body
 * of the email's line names, written here, for the visitor to fill in in their own mail app. Why not a form: no form
 * submission to `mailto:` reaches every mail client intact in Chromium. Its `text/plain` post garbles the text ("José"
 * arrives as "JosÃ©", Arabic unreadable, "+" lost, "&" a line break); its GET form encodes the text as UTF-8 but writes
 * each space as "+" (HTML asks for "%20" there; Chromium does not), which mail clients that read mailto addresses as
 * RFC 6068 says (Thunderbird, Outlook, Apple Mail) show as "+", the subject the firm's filters look for included; and
 * a field of its own per line would be dropped by them (only `subject` and `body` are honoured). Text that never
 * passes through the browser's form encoding cannot be garbled by it, nor add a header of the visitor's making.
 *
 * Only ASCII is percent-encoded here, every character but RFC 6068's `qchar` and "/" (so a space is "%20", "+" is
 * "%2B", a line break "%0D%0A"); other characters stay as they are, for the page's bytes, and every browser's URL
 * parser encodes them as UTF-8 when the link is followed.
 */
export function noScriptMailto(to: string, format: RequestFormat, withChoices: boolean): string {
  const encode = (text: string) =>
    text.replace(/[^\u0080-\u{10ffff}A-Za-z0-9\-._~!$'()*,;:@/]/gu, (ascii) => encodeURIComponent(ascii));
  const body = toCrlf(noScriptRequest(format.lines, withChoices));
  return `mailto:${encodeAddress(to)}?subject=${encode(format.subject)}&body=${encode(body)}`;
}

/**
 * The body of the form's link without script: the email's line names, each followed by ": " for the visitor to write
 * after, the message's after a blank line, as the island writes them (the dropdowns' lines when the form has them).
 */
export function noScriptRequest(lines: RequestFormat['lines'], withChoices: boolean): string {
  const fields: ConsultationField[] = ['name', 'company', 'email', 'phone'];
  if (withChoices) fields.push('investmentRange', 'preferredModel');
  return `${fields.map((field) => `${lines[field]}: `).join('\n')}\n\n${lines.message}: `;
}
