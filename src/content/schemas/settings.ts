import { z } from 'astro/zod';
import { limitedList, text } from './blocks';
import { contentWarnings } from './warnings';

export const settingsSchema = z
  .strictObject({
    brand: text
      .meta({ title: 'Firm name' })
      .describe('Firm name, shown in the header, footer, page titles and emails.'),
    email: z
      .email()
      .meta({ title: 'Email address' })
      .describe('Mailbox that receives mandates and every email link on the site.'),
    phone: z
      .strictObject({
        display: text
          .meta({ title: 'Phone number as shown' })
          .describe('Phone number as visitors read it, e.g. "+91 124 400 0000".'),
        tel: z
          .string()
          .regex(/^\+\d{6,15}$/, 'must be "+" followed by 6 to 15 digits, no spaces')
          .meta({ title: 'Phone number as dialled' })
          .describe('The same number as a tap on it dials: "+" and digits only, no spaces.'),
      })
      .meta({ title: 'Phone number' })
      .describe('The phone number in the header, footer, contact page and call buttons.'),
    whatsapp: z
      .string()
      .regex(/^\+?[\d\s()-]{6,20}$/, 'must be a phone number with country code')
      .meta({ title: 'WhatsApp number' })
      .describe('WhatsApp number with country code; the chat link is built from its digits.'),
    copyrightYear: z
      .number()
      .int()
      .min(2000)
      .max(2100)
      .meta({ title: 'Year in the copyright line' })
      .describe('The year in the copyright line at the foot of every page.'),
    social: limitedList(
      z.strictObject({
        network: z
          .enum(['linkedin', 'x', 'instagram', 'facebook', 'youtube'])
          .meta({ title: 'Social network' })
          .describe('Which network: chooses the icon in the footer.'),
        label: text
          .meta({ title: 'Name read aloud' })
          .describe(
            "What screen readers say for the icon link in the footer: the network's name, the same in every language.",
          ),
        url: z
          .url({ protocol: /^https$/ })
          .meta({ title: 'Profile address' })
          .describe('Full https:// address of the profile the icon opens.'),
      }),
      {
        min: 0,
        max: 5,
        why: 'one per network, and five is what fits one row on the smallest phones',
        title: 'Social profiles',
        help: ({ count, why }) => `Profile icons in the footer (${count}, none hides the row): ${why}.`,
      },
    ),
    siteUrl: z
      .url({ protocol: /^https?$/ })
      .meta({ title: 'Address of the live site' })
      .describe(
        'The address of the live site, e.g. https://www.example.com: search engines are sent there (canonical links, sitemap); not shown on the page.',
      ),
    themeColor: z
      .string()
      .regex(/^#[0-9a-fA-F]{6}$/)
      .meta({ title: 'Browser colour' })
      .describe('The colour phones give the browser bar around the site, as #rrggbb; not shown on the page.'),
  })
  .meta({ title: 'Settings' })
  .describe(
    'Site-wide settings, the same in every language: the one place for the brand and every contact detail. The words visitors read about the firm are in settings/<language>/site-text.yaml.',
  );

export type Settings = z.infer<typeof settingsSchema>;

/** The settings' words, one file per language (src/content/settings/<language>/site-text.yaml). */
export const siteTextSchema = z
  .strictObject({
    tagline: text
      .meta({ title: 'Tagline under the firm name' })
      .describe('One line under the firm name at the top of the home page.'),
    description: z
      .string()
      .min(50)
      .max(300)
      .meta({ title: 'Short description of the firm' })
      .describe('Short description shown in the footer of every page.'),
    address: z
      .strictObject({
        locality: text.meta({ title: 'City' }).describe('City of the office, e.g. "Gurugram".'),
        region: text.meta({ title: 'State or region' }).describe('State or region of the office, e.g. "Haryana".'),
        country: text.meta({ title: 'Country of the office' }).describe('Country of the office, e.g. "India".'),
      })
      .meta({ title: 'Office address' })
      .describe('The office address on the contact page and in the footer.'),
    hours: z
      .array(
        z.strictObject({
          days: text.meta({ title: 'Which days' }).describe('The days of this row, e.g. "Monday – Friday".'),
          time: text.meta({ title: 'Opening hours' }).describe('The hours on those days, e.g. "9:00 – 18:00 IST".'),
        }),
      )
      .min(1)
      .meta({ title: 'Business hours' })
      .describe('Business hours on the contact page, one row per group of days.'),
    responseTime: text
      .meta({ title: 'Reply time' })
      .describe('Promise about reply time, shown with the business hours.'),
    regions: z
      .array(text)
      .min(1)
      .meta({ title: 'Regions served' })
      .describe('Regions served, joined with " · " in the footer.'),
  })
  .meta({ title: 'Words about the firm' })
  .describe('The words about the firm in one language: tagline, description, address, hours, reply time, regions.');

export type SiteText = z.infer<typeof siteTextSchema>;

// Visitors who type the number they read should reach the line a tap on it dials.
contentWarnings.add(settingsSchema, {
  warn: (settings: Settings) => {
    const shown = settings.phone.display.replace(/\D/g, '');
    const dialled = settings.phone.tel.replace(/\D/g, '');
    return shown === dialled
      ? []
      : [
          {
            path: ['phone', 'display'],
            message: `shows the digits ${shown} but phone.tel dials ${dialled}: make them the same number`,
          },
        ];
  },
});
