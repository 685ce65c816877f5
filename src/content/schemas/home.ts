import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, linkSchema, pointSchema, sectionSchema, text } from './blocks';

/** Home page copy. The brand, tagline and contact details come from settings; cards from services, process and team. */
export const homePageSchema = z.strictObject({
  meta: pageMetaSchema,
  hero: z.strictObject({
    eyebrow: text.optional().describe('Small capitalised label above the headline (optional).'),
    headline: z.array(text).length(3).describe('The main heading, exactly three lines, each shown on its own line.'),
    intro: text.describe('Paragraph under the tagline.'),
    primaryCta: linkSchema.describe('Main button (Share Your Mandate, to /get-started).'),
    secondaryCta: linkSchema.describe('Second button (Explore Services, to #services).'),
    contactLabel: text.describe('Short label before the email and phone links, e.g. "Or reach us directly".'),
    facts: z
      .array(z.strictObject({ value: text.describe('The figure, e.g. "USD 100M+".'), label: text.describe('What it measures.') }))
      .min(2)
      .max(4)
      .describe('Key figures shown under the hero (two to four).'),
  }),
  services: sectionSchema.extend({
    learnMore: text.describe('Text of the link on each service card, e.g. "Learn More".'),
    learnMoreContext: text.describe(
      'Read by screen readers between the link text and the service name, e.g. "about" → "Learn More about Consultancy".',
    ),
  }),
  whyUs: sectionSchema.extend({
    points: z.array(pointSchema).length(4).describe('Exactly four reasons to work with the firm.'),
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
});

export type HomePage = z.infer<typeof homePageSchema>;
