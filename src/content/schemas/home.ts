import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { because, ctaCopySchema, linkSchema, pointSchema, sectionSchema, text } from './blocks';

/** Home page copy. The brand, tagline and contact details come from settings; cards from services, process and team. */
export const homePageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: z.strictObject({
    eyebrow: text.optional().describe('Small capitalised label above the headline (optional).'),
    headline: z
      .array(text)
      .min(1)
      .max(4, because('a fifth line would push the buttons below the first screen on a phone'))
      .describe(
        'The main heading, one to four lines, each shown on its own line (the last in gold): more would push the buttons below the first screen on a phone.',
      ),
    intro: text.describe('Paragraph under the tagline.'),
    primaryCta: linkSchema.describe('Main button (Share Your Mandate, to /get-started).'),
    secondaryCta: linkSchema.describe('Second button (Explore Services, to #services).'),
    contactLabel: text.describe('Short label before the email and phone links, e.g. "Or reach us directly".'),
    facts: z
      .array(z.strictObject({ value: text.describe('The figure, e.g. "USD 100M+".'), label: text.describe('What it measures.') }))
      .min(1)
      .max(4, because('a fifth figure would stand taller than the headline beside it'))
      .describe(
        'Key figures (one to four), beside the headline on a desktop and under it on a phone: more would stand taller than the headline beside them.',
      ),
  }),
  services: sectionSchema.extend({
    learnMore: text.describe('Text of the link on each service card, e.g. "Learn More".'),
    learnMoreContext: text.describe(
      'Read by screen readers between the link text and the service name, e.g. "about" → "Learn More about Consultancy".',
    ),
  }),
  whyUs: sectionSchema.extend({
    points: z
      .array(pointSchema)
      .min(1)
      .describe('Reasons to work with the firm, one card each (at least one; the grid wraps any number).'),
  }),
  process: sectionSchema.extend({
    link: linkSchema.describe('Link to the full process page (/how-we-work).'),
  }),
  team: sectionSchema.extend({
    link: linkSchema.describe('Link to the team page (View Full Team, /team).'),
  }),
  contact: ctaCopySchema.extend({
    email: text.describe('Label of the email button (Share Your Mandate).'),
    whatsapp: text.describe('Label of the WhatsApp link (WhatsApp Us).'),
  }),
}).describe(
  'Home page copy. The brand, tagline, email, phone and WhatsApp come from the settings; the service cards from the services, the steps from the process and the people from the team.',
);

export type HomePage = z.infer<typeof homePageSchema>;
