import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { pageHeroSchema, sectionSchema, text } from './blocks';

/** Copy of /contact. Every address, number and the business hours come from settings/site.yaml. */
export const contactPageSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: pageHeroSchema,
    details: sectionSchema
      .extend({
        emailLabel: text
          .meta({ title: 'Word before the email address' })
          .describe('Label before the email address ("Email").'),
        phoneLabel: text
          .meta({ title: 'Word before the phone number' })
          .describe('Label before the phone number ("Phone").'),
        whatsappLabel: text
          .meta({ title: 'Word before the WhatsApp link' })
          .describe('Label before the WhatsApp link ("WhatsApp").'),
        addressLabel: text.meta({ title: 'Word before the address' }).describe('Label before the address ("Office").'),
      })
      .meta({ title: 'Contact details section' })
      .describe('The section listing the email, phone, WhatsApp and address from the settings.'),
    quickActions: sectionSchema
      .extend({
        email: text.meta({ title: 'Email button text' }).describe('Text of the email button ("Share Your Mandate").'),
        phone: text.meta({ title: 'Phone button text' }).describe('Text of the phone button ("Schedule a Call").'),
        whatsapp: text.meta({ title: 'WhatsApp button text' }).describe('Text of the WhatsApp button ("WhatsApp Us").'),
      })
      .meta({ title: 'Quick actions section' })
      .describe('The section of buttons that email, call or message the firm.'),
    offices: sectionSchema
      .extend({
        items: z
          .array(
            z.strictObject({
              region: text.meta({ title: 'Region name' }).describe('Region name, the card heading ("India").'),
              label: text
                .meta({ title: 'Small label above the region' })
                .describe('Small label above the region ("Primary office", "Regional presence").'),
              primary: z
                .boolean()
                .default(false)
                .meta({ title: 'Head office' })
                .describe('true for the head office: the address from settings/site.yaml is shown on its card.'),
              text: text
                .meta({ title: 'Card text' })
                .describe('One sentence on the card on what the office or presence does.'),
            }),
          )
          .min(1)
          .refine(
            (items) => items.filter((item) => item.primary).length <= 1,
            'marks more than one office as primary: keep primary: true on one',
          )
          .meta({ title: 'Offices' })
          .describe(
            'Office and presence cards (at least one; the grid wraps any number), at most one of them primary.',
          ),
      })
      .meta({ title: 'Offices section' })
      .describe('The section of office and presence cards.'),
    hours: sectionSchema
      .meta({ title: 'Business hours section' })
      .describe('The heading above the business hours, which come from the settings.'),
  })
  .meta({ title: 'Contact page (/contact)' })
  .describe('/contact copy. The email, phone, WhatsApp number, address and business hours are in the settings.');

export type ContactPage = z.infer<typeof contactPageSchema>;
