import { z } from 'astro/zod';
import { REAL_ESTATE_TYPES, type RealEstateType } from '../consultation-types';
import { because, text } from './blocks';

/** The service pages whose forms have the dropdowns, as editors know them. */
const REAL_ESTATE_FORM_TITLES: Record<RealEstateType, string> = {
  'real-estate-dubai': 'Dubai real estate',
  'real-estate-india': 'India real estate',
};

const field = z.strictObject({
  label: text
    .meta({ title: 'Words above the field' })
    .describe('The words above the field in the form; required fields end in " *".'),
  placeholder: text
    .meta({ title: 'Sample inside the empty field' })
    .describe('Grey hint inside the empty field (a sample value, or the prompt of a dropdown).'),
});

const choices = z
  .array(
    z.strictObject({
      value: z
        .string()
        .regex(/^[a-z0-9][a-z0-9+-]*$/, 'must use lower-case letters, digits, "+" and "-" only')
        .meta({ title: 'Stored value' })
        .describe('Never shown: what the form sends and the site stores; keep it stable, lower-case (e.g. "1m-5m").'),
      label: text
        .meta({ title: 'Option text' })
        .describe('Shown in the dropdown and written into the email (e.g. "USD 1M–5M").'),
    }),
  )
  .min(1)
  .refine((options) => new Set(options.map((option) => option.value)).size === options.length, {
    message: 'has two options with the same value: give each its own',
  });

const typeChoices = z.strictObject({
  investmentRange: choices
    .meta({ title: 'Investment range options' })
    .describe('Options of the Investment Range dropdown.'),
  preferredModel: choices
    .meta({ title: 'Investment type options' })
    .describe('Options of the Preferred Investment Type dropdown.'),
});

/** One line name of the email: a single line, and no ":" or "=", which separate a name from its value. */
const lineName = text.regex(/^[^:=\r\n]+$/, 'must be one line without ":" or "="');

const notice = z.strictObject({
  title: text.meta({ title: 'Notice heading' }).describe('Bold first line of the notice.'),
  description: text.meta({ title: 'Notice text' }).describe('Sentence under the bold first line of the notice.'),
});

/** Every visitor-facing word of the consultation form, its notices and the notification area. */
export const consultationFormSchema = z
  .strictObject({
    fields: z
      .strictObject({
        name: field.meta({ title: 'Name field' }).describe("The field for the visitor's name."),
        company: field.meta({ title: 'Company field' }).describe("The field for the visitor's company."),
        email: field.meta({ title: 'Email field' }).describe("The field for the visitor's email address."),
        phone: field.meta({ title: 'Phone field' }).describe("The field for the visitor's phone number."),
        investmentRange: field
          .meta({ title: 'Investment range dropdown' })
          .describe('The dropdown of investment ranges (real-estate forms only).'),
        preferredModel: field
          .meta({ title: 'Investment type dropdown' })
          .describe('The dropdown of investment types (real-estate forms only).'),
        message: field.meta({ title: 'Message field' }).describe("The box for the visitor's message."),
      })
      .meta({ title: 'Form fields' })
      .describe('Label and placeholder of each field, in form order.'),
    options: z
      .strictObject(
        Object.fromEntries(
          REAL_ESTATE_TYPES.map((type) => [
            type,
            typeChoices
              .meta({ title: REAL_ESTATE_FORM_TITLES[type] })
              .describe(`The dropdowns of the form on the ${REAL_ESTATE_FORM_TITLES[type]} page.`),
          ]),
        ) as Record<RealEstateType, typeof typeChoices>,
      )
      .meta({ title: 'Dropdown options' })
      .describe('Dropdown options of the two real-estate forms (the other forms have no dropdowns).'),
    submit: text
      .meta({ title: 'Email button text' })
      .describe('Text of the button that hands the request to the email app.'),
    whatsappSubmit: text
      .meta({ title: 'WhatsApp button text' })
      .describe('Text of the button that sends the same request as a WhatsApp message.'),
    privacyLink: text
      .meta({ title: 'Privacy link text' })
      .describe('Text of the link to the privacy notice beside the buttons.'),
    numberLocale: text
      .meta({ title: 'Number style' })
      .describe('Locale used to write the character count, e.g. "en-IN" (1,00,000) or "en" (100,000).'),
    counter: text
      .regex(/\{count\}/, 'must contain {count}')
      .meta({ title: 'Character count' })
      .describe('Character count under the message; {count} becomes the number.'),
    counterTooLong: text
      .meta({ title: 'Too-long warning' })
      .describe(
        'Warning under the count while the message is too long for the email link: say how to send it whole (WhatsApp, Copy request).',
      ),
    shortenedMarker: text
      .max(300, because('it must leave room for the message in a shortened email link'))
      .meta({ title: 'Shortened-message note' })
      .describe('Last line of an email link or WhatsApp message that had to be shortened (at most 300 characters).'),
    notices: z
      .strictObject({
        missing: notice.meta({ title: 'Field left empty' }).describe('A required field is empty.'),
        invalidEmail: notice
          .meta({ title: 'Email address not valid' })
          .describe('The email address does not look like one.'),
        opening: notice
          .meta({ title: 'Opening the email app' })
          .describe('The request was handed to the email client.'),
        openingShortenedCopied: notice
          .meta({ title: 'Email shortened, request copied' })
          .describe('Handed over with a shortened message; the full request is on the clipboard.'),
        openingShortenedNotCopied: notice
          .meta({ title: 'Email shortened, copying failed' })
          .describe('Handed over with a shortened message; copying failed.'),
        openingWhatsApp: notice.meta({ title: 'Opening WhatsApp' }).describe('The request was handed to WhatsApp.'),
        openingWhatsAppShortenedCopied: notice
          .meta({ title: 'WhatsApp message shortened, request copied' })
          .describe('Handed to WhatsApp shortened, past its own message limit; the full request is on the clipboard.'),
        openingWhatsAppShortenedNotCopied: notice
          .meta({ title: 'WhatsApp message shortened, copying failed' })
          .describe('Handed to WhatsApp shortened; copying failed.'),
        copied: notice
          .meta({ title: 'Request copied' })
          .describe('The Copy request button worked; {email} becomes the firm address.'),
        copyFailed: notice
          .meta({ title: 'Copying failed' })
          .describe('The Copy request button could not reach the clipboard.'),
      })
      .meta({ title: 'Notices after sending' })
      .describe('Notices shown in the corner after submitting or copying.'),
    handoff: z
      .strictObject({
        subject: text
          .meta({ title: 'Email subject' })
          .describe(
            'Start of the email\'s subject: the visitor\'s name follows after " - " (e.g. "Consultation Request" gives ' +
              '"Consultation Request - <name>"). The firm\'s mail filters may look for it: change it with them.',
          ),
        lines: z
          .strictObject({
            name: lineName
              .meta({ title: 'Name line' })
              .describe('Name of the line carrying the visitor\'s name, e.g. "Name".'),
            company: lineName.meta({ title: 'Company line' }).describe('Name of the company line, e.g. "Company".'),
            email: lineName
              .meta({ title: 'Email line' })
              .describe('Name of the line carrying the visitor\'s email address, e.g. "Email".'),
            phone: lineName.meta({ title: 'Phone line' }).describe('Name of the phone line, e.g. "Phone".'),
            investmentRange: lineName
              .meta({ title: 'Investment range line' })
              .describe('Name of the line with the chosen investment range, e.g. "Investment Range".'),
            preferredModel: lineName
              .meta({ title: 'Investment type line' })
              .describe('Name of the line with the chosen investment type, e.g. "Preferred Model".'),
            message: lineName
              .meta({ title: 'Message line' })
              .describe('Name written before the visitor\'s message, e.g. "Message".'),
          })
          .refine((lines) => new Set(Object.values(lines)).size === Object.keys(lines).length, {
            message: 'has two lines with the same name: give each its own',
          })
          .meta({ title: 'Line names of the request' })
          .describe(
            'The line names of the email and WhatsApp message, each followed by ": " and what the visitor wrote. ' +
              'Without JavaScript the email app receives the fields under these names ("Name=…"), so keep them distinct.',
          ),
        heading: text
          .meta({ title: 'Panel heading' })
          .describe('Heading of the panel shown after submitting, for visitors without an email app.'),
        text: text.meta({ title: 'Panel text' }).describe('Sentence in the panel before the firm email address.'),
        copyButton: text.meta({ title: 'Copy button text' }).describe('Button that copies the whole request.'),
        previewLabel: text
          .meta({ title: 'Label of the request box' })
          .describe('Label of the box showing the whole request.'),
      })
      .meta({ title: 'Email and copy panel' })
      .describe(
        "How the request is handed over: the email's subject and line names, and the panel shown after sending that " +
          'offers to copy the request and paste it into any email.',
      ),
    toaster: z
      .strictObject({
        region: text
          .meta({ title: 'Area name read aloud' })
          .describe('Screen-reader name of the notification area; {hotkey} becomes the key that focuses it.'),
        notice: text
          .meta({ title: 'Word read before each notice' })
          .describe('Word screen readers say before each notice, e.g. "Notification".'),
        close: text
          .meta({ title: 'Close button name read aloud' })
          .describe('Screen-reader name of the button closing a notice.'),
      })
      .meta({ title: 'Notification area' })
      .describe('The corner where notices appear, as screen readers announce it.'),
  })
  .meta({ title: 'Consultation form' })
  .describe(
    'Every word of the consultation form on the service pages, the email it writes (subject and line names), its notices and the notification area.',
  );

/** The island's copy (`ConsultationFormCopy` in src/lib/consultation.ts) is this type. */
export type ConsultationFormContent = z.output<typeof consultationFormSchema>;
