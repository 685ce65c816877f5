import { z } from 'astro/zod';
import { REAL_ESTATE_TYPES, type RealEstateType } from '../consultation-types';
import { because, text } from './blocks';

const field = z.strictObject({
  label: text.describe('Visible label above the field; required fields end in " *".'),
  placeholder: text.describe('Hint inside the empty field (a sample value, or the prompt of a dropdown).'),
});

const choices = z
  .array(
    z.strictObject({
      value: z
        .string()
        .regex(/^[a-z0-9][a-z0-9+-]*$/, 'must use lower-case letters, digits, "+" and "-" only')
        .describe('Sent by the form; keep it stable (e.g. "1m-5m").'),
      label: text.describe('Shown in the dropdown and written into the email (e.g. "USD 1M–5M").'),
    }),
  )
  .min(1)
  .refine((options) => new Set(options.map((option) => option.value)).size === options.length, {
    message: 'has two options with the same value: give each its own',
  });

const typeChoices = z.strictObject({
  investmentRange: choices.describe('Options of the Investment Range dropdown.'),
  preferredModel: choices.describe('Options of the Preferred Investment Type dropdown.'),
});

/** One line name of the email: a single line, and no ":" or "=", which separate a name from its value. */
const lineName = text.regex(/^[^:=\r\n]+$/, 'must be one line without ":" or "="');

const notice = z.strictObject({
  title: text.describe('Bold first line of the notice.'),
  description: text.describe('Sentence under the title.'),
});

/** Every visitor-facing word of the consultation form, its notices and the notification area. */
export const consultationFormSchema = z.strictObject({
  fields: z
    .strictObject({
      name: field,
      company: field,
      email: field,
      phone: field,
      investmentRange: field,
      preferredModel: field,
      message: field,
    })
    .describe('Label and placeholder of each field, in form order.'),
  options: z
    .strictObject(Object.fromEntries(REAL_ESTATE_TYPES.map((type) => [type, typeChoices])) as Record<RealEstateType, typeof typeChoices>)
    .describe('Dropdown options of the two real-estate forms (the other forms have no dropdowns).'),
  submit: text.describe('Text of the button that hands the request to the email app.'),
  whatsappSubmit: text.describe('Text of the button that sends the same request as a WhatsApp message.'),
  privacyLink: text.describe('Text of the link to the privacy notice beside the buttons.'),
  numberLocale: text.describe('Locale used to write the character count, e.g. "en-IN" (1,00,000) or "en" (100,000).'),
  counter: text
    .regex(/\{count\}/, 'must contain {count}')
    .describe('Character count under the message; {count} becomes the number.'),
  counterTooLong: text.describe(
    'Warning under the count while the message is too long for the email link: say how to send it whole (WhatsApp, Copy request).',
  ),
  shortenedMarker: text
    .max(300, because('it must leave room for the message in a shortened email link'))
    .describe('Last line of an email link or WhatsApp message that had to be shortened (at most 300 characters).'),
  notices: z
    .strictObject({
      missing: notice.describe('A required field is empty.'),
      invalidEmail: notice.describe('The email address does not look like one.'),
      opening: notice.describe('The request was handed to the email client.'),
      openingShortenedCopied: notice.describe('Handed over with a shortened message; the full request is on the clipboard.'),
      openingShortenedNotCopied: notice.describe('Handed over with a shortened message; copying failed.'),
      openingWhatsApp: notice.describe('The request was handed to WhatsApp.'),
      openingWhatsAppShortenedCopied: notice.describe(
        'Handed to WhatsApp shortened, past its own message limit; the full request is on the clipboard.',
      ),
      openingWhatsAppShortenedNotCopied: notice.describe('Handed to WhatsApp shortened; copying failed.'),
      copied: notice.describe('The Copy request button worked; {email} becomes the firm address.'),
      copyFailed: notice.describe('The Copy request button could not reach the clipboard.'),
    })
    .describe('Notices shown in the corner after submitting or copying.'),
  handoff: z
    .strictObject({
      subject: text
        .describe(
          'Start of the email\'s subject: the visitor\'s name follows after " - " (e.g. "Consultation Request" gives ' +
            '"Consultation Request - <name>"). The firm\'s mail filters may look for it: change it with them.',
        ),
      lines: z
        .strictObject({
          name: lineName.describe('Name of the line carrying the visitor\'s name, e.g. "Name".'),
          company: lineName.describe('Name of the company line, e.g. "Company".'),
          email: lineName.describe('Name of the line carrying the visitor\'s email address, e.g. "Email".'),
          phone: lineName.describe('Name of the phone line, e.g. "Phone".'),
          investmentRange: lineName.describe('Name of the line with the chosen investment range, e.g. "Investment Range".'),
          preferredModel: lineName.describe('Name of the line with the chosen investment type, e.g. "Preferred Model".'),
          message: lineName.describe('Name written before the visitor\'s message, e.g. "Message".'),
        })
        .refine((lines) => new Set(Object.values(lines)).size === Object.keys(lines).length, {
          message: 'has two lines with the same name: give each its own',
        })
        .describe(
          'The line names of the email and WhatsApp message, each followed by ": " and what the visitor wrote. ' +
            'Without JavaScript the email app receives the fields under these names ("Name=…"), so keep them distinct.',
        ),
      heading: text.describe('Heading of the panel shown after submitting, for visitors without an email app.'),
      text: text.describe('Sentence before the firm email address.'),
      copyButton: text.describe('Button that copies the whole request.'),
      previewLabel: text.describe('Label of the box showing the whole request.'),
    })
    .describe(
      'How the request is handed over: the email\'s subject and line names, and the panel shown after sending that ' +
        'offers to copy the request and paste it into any email.',
    ),
  toaster: z
    .strictObject({
      region: text.describe('Screen-reader name of the notification area; {hotkey} becomes the key that focuses it.'),
      notice: text.describe('Word screen readers say before each notice, e.g. "Notification".'),
      close: text.describe('Screen-reader name of the button closing a notice.'),
    })
    .describe('The notification area.'),
}).describe(
  'Every word of the consultation form on the service pages, the email it writes (subject and line names), its notices and the notification area.',
);

/** The island's copy (`ConsultationFormCopy` in src/lib/consultation.ts) is this type. */
export type ConsultationFormContent = z.output<typeof consultationFormSchema>;
