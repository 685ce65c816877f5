import { z } from 'astro/zod';
import { because, text } from './blocks';
import { contentWarnings } from './warnings';


export const settingsSchema = z
  .strictObject({
    brand: text.describe('Firm name, shown in the header, footer, page titles and emails.'),
    email: z.email().describe('Mailbox that receives mandates and every email link on the site.'),
    phone: z.strictObject({
      display: text.describe('Phone number as visitors read it, e.g. "+91 124 400 0000".'),
      tel: z
        .string()
        .regex(/^\+\d{6,15}$/, 'must be "+" followed by 6 to 15 digits, no spaces')
        .describe('The same number for tel: links: "+" and digits only.'),
    }),
    whatsapp: z
      .string()
      .regex(/^\+?[\d\s()-]{6,20}$/, 'must be a phone number with country code')
      .describe('WhatsApp number with country code; the chat link is built from its digits.'),
    copyrightYear: z.number().int().min(2000).max(2100),
    social: z
      .array(
        z.strictObject({
          network: z.enum(['linkedin', 'x', 'instagram', 'facebook', 'youtube']).describe('Chooses the icon.'),
          label: text.describe('Accessible name of the icon link: the network\'s name, the same in every language.'),
          url: z.url({ protocol: /^https$/ }).describe('Full https:// address of the profile.'),
        }),
      )
      .max(5, because('five icons is what fits one row on the smallest phones, one per network'))
      .describe(
        'Profile icons in the footer (none to five, none hides the row): one per network, and five is what fits one row on the smallest phones.',
      ),
    siteUrl: z.url({ protocol: /^https?$/ }).describe('Production address, used for canonical links and the sitemap.'),
    themeColor: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  })
  .describe(
    'Site-wide settings, the same in every language: the one place for the brand and every contact detail. The words visitors read about the firm are in settings/<language>/site-text.yaml.',
  );

export type Settings = z.infer<typeof settingsSchema>;

/** The settings' words, one file per language (src/content/settings/<language>/site-text.yaml). */
export const siteTextSchema = z
  .strictObject({
    tagline: text.describe('One line under the brand on the home page.'),
    description: z.string().min(50).max(300).describe('Short description shown in the footer.'),
    address: z.strictObject({
      locality: text,
      region: text,
      country: text,
    }),
    hours: z
      .array(z.strictObject({ days: text, time: text }))
      .min(1)
      .describe('Business hours, one row per group of days.'),
    responseTime: text.describe('Promise about reply time, shown with the business hours.'),
    regions: z.array(text).min(1).describe('Regions served, joined with " · " in the footer.'),
  })
  .describe('The words about the firm in one language: tagline, description, address, hours, reply time, regions.');

export type SiteText = z.infer<typeof siteTextSchema>;

// Visitors who type the number they read should reach the line a tap on it dials.
contentWarnings.add(settingsSchema, {
  warn: (settings: Settings) => {
    const shown = settings.phone.display.replace(/\D/g, '');
    const dialled = settings.phone.tel.replace(/\D/g, '');
    return shown === dialled
      ? []
      : [{ path: ['phone', 'display'], message: `shows the digits ${shown} but phone.tel dials ${dialled}: make them the same number` }];
  },
});
