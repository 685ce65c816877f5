import { z } from 'astro/zod';
import { innerPageHead } from './page';
import { field, sectionSchema, text } from './blocks';

/** Copy of /contact. Every address, number and the business hours come from settings/site.yaml. */
export const contactPageSchema = field(
  z.strictObject({
    ...innerPageHead,
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
      sectionSchema,
      'Offices section',
      'The heading above the office cards; each office is a file of its own in Offices (src/content/offices/).',
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
