import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { pageHeroSchema, sectionSchema, text } from './blocks';

/** Copy of /contact. Every address, number and the business hours come from settings/site.yaml. */
export const contactPageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: pageHeroSchema,
  details: sectionSchema.extend({
    emailLabel: text.describe('Label before the email address ("Email").'),
    phoneLabel: text.describe('Label before the phone number ("Phone").'),
    whatsappLabel: text.describe('Label before the WhatsApp link ("WhatsApp").'),
    addressLabel: text.describe('Label before the address ("Office").'),
  }),
  quickActions: sectionSchema.extend({
    email: text.describe('Email button ("Share Your Mandate").'),
    phone: text.describe('Phone button ("Schedule a Call").'),
    whatsapp: text.describe('WhatsApp button ("WhatsApp Us").'),
  }),
  offices: sectionSchema.extend({
    items: z
      .array(
        z.strictObject({
          region: text.describe('Region name, the card heading ("India").'),
          label: text.describe('Small label above the region ("Primary office", "Regional presence").'),
          primary: z
            .boolean()
            .default(false)
            .describe('true for the head office: the address from settings/site.yaml is shown on its card.'),
          text: text.describe('One sentence on what the office or presence does.'),
        }),
      )
      .min(1)
      .refine(
        (items) => items.filter((item) => item.primary).length <= 1,
        'marks more than one office as primary: keep primary: true on one',
      )
      .describe('Office and presence cards (at least one; the grid wraps any number), at most one of them primary.'),
  }),
  hours: sectionSchema,
}).describe(
  '/contact copy. The email, phone, WhatsApp number, address and business hours are in the settings.',
);

export type ContactPage = z.infer<typeof contactPageSchema>;
