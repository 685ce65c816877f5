import { z } from 'astro/zod';
import { pageMetaSchema } from './page';
import {
  ctaCopySchema,
  eyebrowField,
  field,
  limitedList,
  linkSchema,
  listOf,
  pointSchema,
  sectionSchema,
  text,
} from './blocks';

/** How many key figures the hero holds: HomeHero lays out every count up to `max`. */
export const heroFactsLimit = { min: 1, max: 4 } as const;

/** Home page copy. The brand, tagline and contact details come from settings; cards from services, process and team. */
export const homePageSchema = field(
  z.strictObject({
    meta: pageMetaSchema,
    hero: field(
      z.strictObject({
        eyebrow: eyebrowField('the headline', 'at the top of the home page'),
        headline: limitedList(text, {
          min: 1,
          max: 4,
          why: 'a fifth line would push the buttons below the first screen on a phone',
          title: 'Headline lines',
          help: ({ count, why }) =>
            `The main heading, ${count} lines, each shown on its own line (the last in gold): ${why}.`,
        }),
        intro: field(text, 'Introduction', 'Paragraph under the tagline at the top of the home page.'),
        primaryCta: field(
          linkSchema,
          'Main button',
          'The gold button under the introduction (e.g. Share Your Mandate, to /get-started).',
        ),
        secondaryCta: field(
          linkSchema,
          'Second button',
          'The outlined button beside the main one (e.g. Explore Services, to #services).',
        ),
        contactLabel: field(
          text,
          'Words before the email and phone',
          'Short label before the email and phone links, e.g. "Or reach us directly".',
        ),
        facts: limitedList(
          z.strictObject({
            value: field(text, 'Figure', 'The figure, large, e.g. "USD 100M+".'),
            label: field(text, 'What the figure counts', 'Small words under the figure: what it measures.'),
          }),
          {
            ...heroFactsLimit,
            why: 'more would stand taller than the headline beside them',
            title: 'Key figures',
            help: ({ count, why }) =>
              `Key figures (${count}), beside the headline on a desktop and under it on a phone: ${why}.`,
          },
        ),
      }),
      'Top of the page',
      'The headline, introduction, buttons and key figures at the top of the home page.',
    ),
    services: field(
      sectionSchema.extend({
        learnMore: field(text, 'Card link text', 'Text of the link on each service card, e.g. "Learn More".'),
        learnMoreContext: field(
          text,
          'Words read aloud before the service name',
          'Read by screen readers between the link text and the service name, e.g. "about" → "Learn More about Consultancy".',
        ),
      }),
      'Services section',
      'The section of service cards; the cards themselves come from the services.',
    ),
    whyUs: field(
      sectionSchema.extend({
        points: listOf(
          pointSchema,
          'Reasons',
          'Reasons to work with the firm, one card each (at least one; the grid wraps any number).',
        ),
      }),
      'Why-us section',
      'The section of reasons to work with the firm.',
    ),
    process: field(
      sectionSchema.extend({
        link: field(
          linkSchema,
          'Link to the process page',
          'Link under the steps to the full process page (/how-we-work).',
        ),
      }),
      'Process section',
      'The section of process steps; the steps themselves come from the process.',
    ),
    team: field(
      sectionSchema.extend({
        link: field(
          linkSchema,
          'Link to the team page',
          'Link under the people to the team page (View Full Team, /team).',
        ),
      }),
      'Team section',
      'The section of people; the people themselves come from the team.',
    ),
    contact: field(
      ctaCopySchema.extend({
        email: field(text, 'Email button text', 'Text of the email button in the closing band (Share Your Mandate).'),
        whatsapp: field(text, 'WhatsApp link text', 'Text of the WhatsApp link in the closing band (WhatsApp Us).'),
      }),
      'Closing band',
      'The navy band at the end of the home page, with the email button and WhatsApp link.',
    ),
  }),
  'Home page',
  'Home page copy. The brand, tagline, email, phone and WhatsApp come from the settings; the service cards from the services, the steps from the process and the people from the team.',
);

export type HomePage = z.infer<typeof homePageSchema>;
