import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { field, pageHeroSchema, sectionSchema, text } from './blocks';

/** Copy of /contact. Every address, number and the business hours come from settings/site.yaml. */
export const contactPageSchema = field(
  z.strictObject({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    details: field(
      sectionSchema.extend({
        emailLabel: field(text, 'Word before the email address', 'Label before the email address ("Email").'),
        phoneLabel: field(text, 'Word before the phone number', 'Label before the phone number ("Phone").'),
        whatsappLabel: field(text, 'Word before the WhatsApp link', 'Label before the WhatsApp link ("WhatsApp").'),
        addressLabel: field(text, 'Word before the address', 'Label before the address ("Office").'),
      }),
      'Contact details section',
      'The section listing the email, phone, WhatsApp and address from the settings.',
    ),
    quickActions: field(
      sectionSchema.extend({
        email: field(text, 'Email button text', 'Text of the email button ("Share Your Mandate").'),
        phone: field(text, 'Phone button text', 'Text of the phone button ("Schedule a Call").'),
        whatsapp: field(text, 'WhatsApp button text', 'Text of the WhatsApp button ("WhatsApp Us").'),
      }),
      'Quick actions section',
      'The section of buttons that email, call or message the firm.',
    ),
    offices: field(
      sectionSchema.extend({
        items: field(
          z
            .array(
              z.strictObject({
                region: field(text, 'Region name', 'Region name, the card heading ("India").'),
                label: field(
                  text,
                  'Small label above the region',
                  'Small label above the region ("Primary office", "Regional presence").',
                ),
                primary: field(
                  z.boolean().default(false),
                  'Head office',
                  'true for the head office: the address from settings/site.yaml is shown on its card.',
                ),
                text: field(text, 'Card text', 'One sentence on the card on what the office or presence does.'),
              }),
            )
            .min(1)
            .refine(
              (items) => items.filter((item) => item.primary).length <= 1,
              'marks more than one office as primary: keep primary: true on one',
            ),
          'Offices',
          'Office and presence cards (at least one; the grid wraps any number), at most one of them primary.',
        ),
      }),
      'Offices section',
      'The section of office and presence cards.',
    ),
    hours: field(
      sectionSchema,
      'Business hours section',
      'The heading above the business hours, which come from the settings.',
    ),
  }),
  'Contact page (/contact)',
  '/contact copy. The email, phone, WhatsApp number, address and business hours are in the settings.',
);

export type ContactPage = z.infer<typeof contactPageSchema>;
