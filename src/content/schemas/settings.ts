import { z } from 'astro/zod';
import { because, field, limitedList, listOf, text } from './blocks';
import { contentWarnings } from './warnings';

/** A phone number as shown and as a tap on it dials (the settings' number, each office's own). */
export const phoneNumberSchema = z.strictObject({
  display: field(text, 'Phone number as shown', 'Phone number as visitors read it, e.g. "+91 124 400 0000".'),
  tel: field(
    z.string().regex(/^\+\d{6,15}$/, 'must be "+" followed by 6 to 15 digits, no spaces'),
    'Phone number as dialled',
    'The same number as a tap on it dials: "+" and digits only, no spaces.',
  ),
});

export const settingsSchema = field(
  z.strictObject({
    // Also the name of every language that gives none of its own (settings/<language>/site-text.yaml, firmName).
    brand: field(
      text,
      'Firm name',
      "Firm name, shown in the header, footer and page titles of every language that writes no name of its own, and the site's name for search engines and phones",
    ),
    email: field(z.email(), 'Email address', 'Mailbox that receives mandates and every email link on the site.'),
    phone: field(
      phoneNumberSchema,
      'Phone number',
      'The phone number in the header, footer, contact page and call buttons.',
    ),
    whatsapp: field(
      z.string().regex(/^\+?[\d\s()-]{6,20}$/, 'must be a phone number with country code'),
      'WhatsApp number',
      'WhatsApp number with country code; the chat link is built from its digits.',
    ),
    copyrightYear: field(
      z.number().int().min(2000).max(2100),
      'Year in the copyright line',
      'The year in the copyright line at the foot of every page.',
    ),
    social: limitedList(
      z.strictObject({
        network: field(
          z.enum(['linkedin', 'x', 'instagram', 'facebook', 'youtube']),
          'Social network',
          'Which network: chooses the icon in the footer.',
        ),
        label: field(
          text,
          'Name read aloud',
          "What screen readers say for the icon link in the footer: the network's name, the same in every language.",
        ),
        url: field(
          z.url({ protocol: /^https$/ }),
          'Profile address',
          'Full https:// address of the profile the icon opens.',
        ),
      }),
      {
        min: 0,
        max: 5,
        why: 'one per network, and five is what fits one row on the smallest phones',
        title: 'Social profiles',
        help: ({ count, why }) => `Profile icons in the footer (${count}, none hides the row): ${why}.`,
      },
    ),
    siteUrl: field(
      z.url({ protocol: /^https?$/ }),
      'Address of the live site',
      'The address of the live site, e.g. https://www.example.com: search engines are sent there (canonical links, sitemap); not shown on the page.',
    ),
    themeColor: field(
      z.string().regex(/^#[0-9a-fA-F]{6}$/),
      'Browser colour',
      'The colour phones give the browser bar around the site, as #rrggbb; not shown on the page.',
    ),
  }),
  'Settings',
  'Site-wide settings, the same in every language: the one place for the brand and every contact detail. The words visitors read about the firm are in settings/<language>/site-text.yaml.',
);

export type Settings = z.infer<typeof settingsSchema>;

/** The settings' words, one file per language (src/content/settings/<language>/site-text.yaml). */
export const siteTextSchema = field(
  z.strictObject({
    firmName: field(
      // A page title is its own title (at most 43 characters, src/content/schemas/page.ts), " — " and this name.
      text
        .max(24, because('page titles add it after their own, and search results cut titles past about 70 characters'))
        .optional(),
      'Firm name in this language',
      "The firm's name as this language's text writes it: the logo's wordmark in the header and footer, the get-started heading, each page's title after its own and the copyright line (at most 24 characters). Leave it out to use the name of the settings (site.yaml).",
    ),
    tagline: field(text, 'Tagline under the firm name', 'One line under the firm name at the top of the home page.'),
    description: field(
      z.string().min(50).max(300),
      'Short description of the firm',
      'Short description shown in the footer of every page.',
    ),
    address: field(
      z.strictObject({
        locality: field(text, 'City', 'City of the office, e.g. "Gurugram".'),
        region: field(text, 'State or region', 'State or region of the office, e.g. "Haryana".'),
        country: field(text, 'Country of the office', 'Country of the office, e.g. "India".'),
      }),
      'Office address',
      'The office address on the contact page and in the footer.',
    ),
    hours: field(
      z
        .array(
          z.strictObject({
            days: field(text, 'Which days', 'The days of this row, e.g. "Monday – Friday".'),
            time: field(text, 'Opening hours', 'The hours on those days, e.g. "9:00 – 18:00 IST".'),
          }),
        )
        .min(1),
      'Business hours',
      'Business hours on the contact page, one row per group of days.',
    ),
    responseTime: field(text, 'Reply time', 'Promise about reply time, shown with the business hours.'),
    regions: listOf(text, 'Regions served', 'Regions served, as one line of names in the footer.'),
    regionsSeparator: field(
      text.max(3),
      'Mark between two regions',
      'The mark that stands between two regions in the footer\'s line, with a space on each side, e.g. "·" ("India · Gulf · Canada").',
    ),
    figureUnits: field(
      z.array(text).optional(),
      'Words a figure stays with',
      'Currencies and units this language writes beside a figure, e.g. "USD", "million", "lakh": a line never ends between a figure and one of these (write each form, e.g. "مليون" and "ملايين").',
    ),
  }),
  'Words about the firm',
  'The words about the firm in one language: its name, tagline, description, address, hours, reply time, regions, and the units figures are written with.',
);

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
