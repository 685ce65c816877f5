import { z } from 'astro/zod';
import { REAL_ESTATE_TYPES, type RealEstateType } from '../consultation-types';
import { because, field, text } from './blocks';

/** The service pages whose forms have the dropdowns, as editors know them. */
const REAL_ESTATE_FORM_TITLES: Record<RealEstateType, string> = {
  'real-estate-dubai': 'Dubai real estate',
  'real-estate-india': 'India real estate',
};

const fieldCopy = z.strictObject({
  label: field(text, 'Words above the field', 'The words above the field in the form; required fields end in " *".'),
  placeholder: field(
    text,
    'Sample inside the empty field',
    'Grey hint inside the empty field (a sample value, or the prompt of a dropdown).',
  ),
});

const choices = z
  .array(
    z.strictObject({
      value: field(
        z.string().regex(/^[a-z0-9][a-z0-9+-]*$/, 'must use lower-case letters, digits, "+" and "-" only'),
        'Stored value',
        'Never shown: what the form sends and the site stores; keep it stable, lower-case (e.g. "1m-5m").',
      ),
      label: field(text, 'Option text', 'Shown in the dropdown and written into the email (e.g. "USD 1M–5M").'),
    }),
  )
  .min(1)
  .refine((options) => new Set(options.map((option) => option.value)).size === options.length, {
    message: 'has two options with the same value: give each its own',
  });

const typeChoices = z.strictObject({
  investmentRange: field(choices, 'Investment range options', 'Options of the Investment Range dropdown.'),
  preferredModel: field(choices, 'Investment type options', 'Options of the Preferred Investment Type dropdown.'),
});

/** One line name of the email: a single line, and no ":" or "=", which separate a name from its value. */
const lineName = text.regex(/^[^:=\r\n]+$/, 'must be one line without ":" or "="');

const notice = z.strictObject({
  title: field(text, 'Notice heading', 'Bold first line of the notice.'),
  description: field(text, 'Notice text', 'Sentence under the bold first line of the notice.'),
});

/** Every visitor-facing word of the consultation form, its notices and the notification area. */
export const consultationFormSchema = field(
  z.strictObject({
    fields: field(
      z.strictObject({
        name: field(fieldCopy, 'Name field', "The field for the visitor's name."),
        company: field(fieldCopy, 'Company field', "The field for the visitor's company."),
        email: field(fieldCopy, 'Email field', "The field for the visitor's email address."),
        phone: field(fieldCopy, 'Phone field', "The field for the visitor's phone number."),
        investmentRange: field(
          fieldCopy,
          'Investment range dropdown',
          'The dropdown of investment ranges (real-estate forms only).',
        ),
        preferredModel: field(
          fieldCopy,
          'Investment type dropdown',
          'The dropdown of investment types (real-estate forms only).',
        ),
        message: field(fieldCopy, 'Message field', "The box for the visitor's message."),
      }),
      'Form fields',
      'Label and placeholder of each field, in form order.',
    ),
    options: field(
      z.strictObject(
        Object.fromEntries(
          REAL_ESTATE_TYPES.map((type) => [
            type,
            field(
              typeChoices,
              REAL_ESTATE_FORM_TITLES[type],
              `The dropdowns of the form on the ${REAL_ESTATE_FORM_TITLES[type]} page.`,
            ),
          ]),
        ) as Record<RealEstateType, typeof typeChoices>,
      ),
      'Dropdown options',
      'Dropdown options of the two real-estate forms (the other forms have no dropdowns).',
    ),
    submit: field(text, 'Email button text', 'Text of the button that hands the request to the email app.'),
    whatsappSubmit: field(
      text,
      'WhatsApp button text',
      'Text of the button that sends the same request as a WhatsApp message.',
    ),
    privacyLink: field(text, 'Privacy link text', 'Text of the link to the privacy notice beside the buttons.'),
    notStarted: field(
      text.regex(/\{email\}/, 'must contain {email}'),
      'Note when the form has not started',
      "Shown when Send is pressed before the form's script has started (it could not load, or has not yet): say so, " +
        'offer the firm address ({email} becomes it, as a link) and say that what was typed stays in the form to copy.',
    ),
    confidentialNote: field(
      text,
      'Nothing confidential yet',
      'The line above the buttons, also read with the message box: send no confidential figures or documents by email or WhatsApp until a non-disclosure agreement is signed.',
    ),
    counter: field(
      text.regex(/\{count\}/, 'must contain {count}'),
      'Character count',
      'Character count under the message; {count} becomes the number.',
    ),
    counterTooLong: field(
      text,
      'Too-long warning',
      'Warning under the count while the message is too long for the email link: say how to send it whole (WhatsApp, Copy request).',
    ),
    shortenedMarker: field(
      text.max(300, because('it must leave room for the message in a shortened email link')),
      'Shortened-message note',
      'Last line of an email link or WhatsApp message that had to be shortened (at most 300 characters).',
    ),
    notices: field(
      z.strictObject({
        missing: field(notice, 'Field left empty', 'A required field is empty.'),
        invalidEmail: field(notice, 'Email address not valid', 'The email address does not look like one.'),
        opening: field(notice, 'Opening the email app', 'The request was handed to the email client.'),
        openingShortenedCopied: field(
          notice,
          'Email shortened, request copied',
          'Handed over with a shortened message; the full request is on the clipboard.',
        ),
        openingShortenedNotCopied: field(
          notice,
          'Email shortened, copying failed',
          'Handed over with a shortened message; copying failed.',
        ),
        openingWhatsApp: field(notice, 'Opening WhatsApp', 'The request was handed to WhatsApp.'),
        openingWhatsAppShortenedCopied: field(
          notice,
          'WhatsApp message shortened, request copied',
          'Handed to WhatsApp shortened, past its own message limit; the full request is on the clipboard.',
        ),
        openingWhatsAppShortenedNotCopied: field(
          notice,
          'WhatsApp message shortened, copying failed',
          'Handed to WhatsApp shortened; copying failed.',
        ),
        copied: field(notice, 'Request copied', 'The Copy request button worked; {email} becomes the firm address.'),
        copyFailed: field(notice, 'Copying failed', 'The Copy request button could not reach the clipboard.'),
      }),
      'Notices after sending',
      'Notices shown in the corner after submitting or copying.',
    ),
    handoff: field(
      z.strictObject({
        subject: field(
          text.regex(/\{service\}/, 'must contain {service}, the name of the service the request comes from'),
          'Email subject',
          "Start of the email's subject: {service} becomes the name of the service page the form is on, and the " +
            'visitor\'s name follows after " - " (e.g. "Consultation Request – {service}" gives "Consultation Request – ' +
            'Dubai Real Estate - <name>"). The firm\'s mail filters may look for it: change it with them.',
        ),
        subjectWithOriginal: field(
          text
            .refine((pattern) => pattern.includes('{subject}') && pattern.includes('{original}'), {
              message: 'must contain both {subject} and {original}',
            })
            .optional(),
          'Subject beside the original',
          "On the pages of a translation, the email's subject in this language and in the original (English), so " +
            "that the firm's mail filters and staff read it: {subject} becomes this language's, {original} the " +
            'original\'s (e.g. "{original} | {subject}"). Left out, the original\'s own pattern is used; without one, ' +
            "this language's subject stands alone.",
        ),
        lines: field(
          z
            .strictObject({
              name: field(lineName, 'Name line', 'Name of the line carrying the visitor\'s name, e.g. "Name".'),
              company: field(lineName, 'Company line', 'Name of the company line, e.g. "Company".'),
              email: field(
                lineName,
                'Email line',
                'Name of the line carrying the visitor\'s email address, e.g. "Email".',
              ),
              phone: field(lineName, 'Phone line', 'Name of the phone line, e.g. "Phone".'),
              investmentRange: field(
                lineName,
                'Investment range line',
                'Name of the line with the chosen investment range, e.g. "Investment Range".',
              ),
              preferredModel: field(
                lineName,
                'Investment type line',
                'Name of the line with the chosen investment type, e.g. "Preferred Model".',
              ),
              message: field(lineName, 'Message line', 'Name written before the visitor\'s message, e.g. "Message".'),
            })
            .refine((lines) => new Set(Object.values(lines)).size === Object.keys(lines).length, {
              message: 'has two lines with the same name: give each its own',
            }),
          'Line names of the request',
          'The line names of the email and WhatsApp message, each followed by ": " and what the visitor wrote. ' +
            'Without JavaScript the email app opens with them, for the visitor to write after, so keep them distinct.',
        ),
        lineWithOriginal: field(
          text
            .regex(/^[^:=\r\n]+$/, 'must be one line without ":" or "="')
            .refine((pattern) => pattern.includes('{line}') && pattern.includes('{original}'), {
              message: 'must contain both {line} and {original}',
            })
            .optional(),
          'Line name beside the original',
          'On the pages of a translation, each line name of the email and WhatsApp message, and each choice of a ' +
            "dropdown, is written in the page's language and in the original (English), so that the firm's staff can " +
            "read every line: {line} becomes this language's words, {original} the original's (e.g. " +
            '"{line} / {original}" gives "الاسم / Name"). Left out, the original\'s own pattern is used. The ' +
            "original's pages write their words alone.",
        ),
        heading: field(
          text,
          'Panel heading',
          'Heading of the panel shown after submitting, for visitors without an email app.',
        ),
        text: field(text, 'Panel text', 'Sentence in the panel before the firm email address.'),
        copyButton: field(text, 'Copy button text', 'Button that copies the whole request.'),
        previewLabel: field(text, 'Label of the request box', 'Label of the box showing the whole request.'),
      }),
      'Email and copy panel',
      "How the request is handed over: the email's subject and line names, and the panel shown after sending that " +
        'offers to copy the request and paste it into any email.',
    ),
    toaster: field(
      z.strictObject({
        region: field(
          text,
          'Area name read aloud',
          'Screen-reader name of the notification area; {hotkey} becomes the key that focuses it.',
        ),
        notice: field(
          text,
          'Word read before each notice',
          'Word screen readers say before each notice, e.g. "Notification".',
        ),
        close: field(text, 'Close button name read aloud', 'Screen-reader name of the button closing a notice.'),
      }),
      'Notification area',
      'The corner where notices appear, as screen readers announce it.',
    ),
  }),
  'Consultation form',
  'Every word of the consultation form on the service pages, the email it writes (subject and line names), its notices and the notification area.',
);

/** The island's copy (`ConsultationFormCopy` in src/lib/consultation.ts) is this type. */
export type ConsultationFormContent = z.output<typeof consultationFormSchema>;
