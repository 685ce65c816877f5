import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import { ctaCopySchema, limitedList, linkSchema, pointSchema, sectionSchema, text } from './blocks';

/** How many key figures the hero holds: HomeHero lays out every count up to `max`. */
export const heroFactsLimit = { min: 1, max: 4 } as const;

/** Home page copy. The brand, tagline and contact details come from settings; cards from services, process and team. */
export const homePageSchema = z
  .strictObject({
    meta: pageMetaSchema,
    hero: z
      .strictObject({
        eyebrow: text
          .optional()
          .meta({ title: 'Small label above the headline' })
          .describe('Small capitalised label above the headline at the top of the home page (optional).'),
        headline: limitedList(text, {
          min: 1,
          max: 4,
          why: 'a fifth line would push the buttons below the first screen on a phone',
          title: 'Headline lines',
          help: ({ count, why }) =>
            `The main heading, ${count} lines, each shown on its own line (the last in gold): ${why}.`,
        }),
        intro: text
          .meta({ title: 'Introduction' })
          .describe('Paragraph under the tagline at the top of the home page.'),
        primaryCta: linkSchema
          .meta({ title: 'Main button' })
          .describe('The gold button under the introduction (e.g. Share Your Mandate, to /get-started).'),
        secondaryCta: linkSchema
          .meta({ title: 'Second button' })
          .describe('The outlined button beside the main one (e.g. Explore Services, to #services).'),
        contactLabel: text
          .meta({ title: 'Words before the email and phone' })
          .describe('Short label before the email and phone links, e.g. "Or reach us directly".'),
        facts: limitedList(
          z.strictObject({
            value: text.meta({ title: 'Figure' }).describe('The figure, large, e.g. "USD 100M+".'),
            label: text
              .meta({ title: 'What the figure counts' })
              .describe('Small words under the figure: what it measures.'),
          }),
          {
            ...heroFactsLimit,
            why: 'more would stand taller than the headline beside them',
            title: 'Key figures',
            help: ({ count, why }) =>
              `Key figures (${count}), beside the headline on a desktop and under it on a phone: ${why}.`,
          },
        ),
      })
      .meta({ title: 'Top of the page' })
      .describe('The headline, introduction, buttons and key figures at the top of the home page.'),
    services: sectionSchema
      .extend({
        learnMore: text
          .meta({ title: 'Card link text' })
          .describe('Text of the link on each service card, e.g. "Learn More".'),
        learnMoreContext: text
          .meta({ title: 'Words read aloud before the service name' })
          .describe(
            'Read by screen readers between the link text and the service name, e.g. "about" → "Learn More about Consultancy".',
          ),
      })
      .meta({ title: 'Services section' })
      .describe('The section of service cards; the cards themselves come from the services.'),
    whyUs: sectionSchema
      .extend({
        points: z
          .array(pointSchema)
          .min(1)
          .meta({ title: 'Reasons' })
          .describe('Reasons to work with the firm, one card each (at least one; the grid wraps any number).'),
      })
      .meta({ title: 'Why-us section' })
      .describe('The section of reasons to work with the firm.'),
    process: sectionSchema
      .extend({
        link: linkSchema
          .meta({ title: 'Link to the process page' })
          .describe('Link under the steps to the full process page (/how-we-work).'),
      })
      .meta({ title: 'Process section' })
      .describe('The section of process steps; the steps themselves come from the process.'),
    team: sectionSchema
      .extend({
        link: linkSchema
          .meta({ title: 'Link to the team page' })
          .describe('Link under the people to the team page (View Full Team, /team).'),
      })
      .meta({ title: 'Team section' })
      .describe('The section of people; the people themselves come from the team.'),
    contact: ctaCopySchema
      .extend({
        email: text
          .meta({ title: 'Email button text' })
          .describe('Text of the email button in the closing band (Share Your Mandate).'),
        whatsapp: text
          .meta({ title: 'WhatsApp link text' })
          .describe('Text of the WhatsApp link in the closing band (WhatsApp Us).'),
      })
      .meta({ title: 'Closing band' })
      .describe('The navy band at the end of the home page, with the email button and WhatsApp link.'),
  })
  .meta({ title: 'Home page' })
  .describe(
    'Home page copy. The brand, tagline, email, phone and WhatsApp come from the settings; the service cards from the services, the steps from the process and the people from the team.',
  );

export type HomePage = z.infer<typeof homePageSchema>;
