import { z } from 'astro/zod';
import { text } from './blocks';

const internalPath = z.string().regex(/^\/[^\s]*$/, 'must be a path on this site starting with "/"');

const link = z.strictObject({
  label: text.meta({ title: 'Link text' }).describe('The words of the link.'),
  href: internalPath.meta({ title: 'Goes to' }).describe('The page it opens, e.g. "/team".'),
});

export const uiSchema = z
  .strictObject({
    skipLink: text
      .meta({ title: 'Skip link text' })
      .describe('Text of the first link on every page, jumping to the main content.'),
    homeLinkLabel: text
      .meta({ title: 'Logo link, words read aloud' })
      .describe('Added after the brand in the logo link name, e.g. "Aravali Capital Advisory home".'),
    nav: z
      .strictObject({
        label: text
          .meta({ title: 'Navigation name read aloud' })
          .describe('What screen readers call the main navigation in the header.'),
        links: z
          .array(
            link.extend({
              activeFor: internalPath
                .optional()
                .meta({ title: 'Also highlighted under' })
                .describe('Also highlight this link on every page under this path (e.g. /services).'),
            }),
          )
          .min(1)
          .meta({ title: 'Navigation links' })
          .describe('The links of the main navigation in the header, in order.'),
        cta: link.meta({ title: 'Header button' }).describe('The Get Started button at the end of the header.'),
      })
      .meta({ title: 'Main navigation' })
      .describe('The navigation in the header of every page.'),
    menu: text
      .meta({ title: 'Phone menu button text' })
      .describe('Text of the phone menu button, also its name for screen readers (which add whether it is open).'),
    footer: z
      .strictObject({
        servicesHeading: text
          .meta({ title: 'Services column heading' })
          .describe('Heading of the footer column listing the services.'),
        companyHeading: text
          .meta({ title: 'Company column heading' })
          .describe("Heading of the footer column of the firm's pages."),
        contactHeading: text
          .meta({ title: 'Contact column heading' })
          .describe('Heading of the footer column of contact details.'),
        socialLabel: text
          .meta({ title: 'Social links name read aloud' })
          .describe('What screen readers call the row of social profile icons in the footer.'),
        newTabHint: text
          .meta({ title: 'New-tab warning read aloud' })
          .describe('Read by screen readers after links that open a new tab.'),
        rights: text
          .meta({ title: 'Rights line' })
          .describe('Words after the year and firm name in the copyright line at the foot of every page.'),
      })
      .meta({ title: 'Footer of every page' })
      .describe('The footer of every page.'),
    errorBoundary: z
      .strictObject({
        title: text.meta({ title: 'Message' }).describe('Shown in place of an interactive part that fails.'),
      })
      .meta({ title: 'When something breaks' })
      .describe('Shown in place of an interactive part of a page that fails to work.'),
    lastUpdated: text
      .regex(/\{date\}/, 'must contain {date}')
      .meta({ title: 'Last updated line' })
      .describe(
        'Line under the heading of the privacy notice and the disclaimer; {date} becomes their `updated` date.',
      ),
    untranslated: text
      .meta({ title: 'Not yet translated notice' })
      .describe(
        'Notice at the top of a page whose text is not yet written in this language and is shown in the original language.',
      ),
    dateLocale: text
      .meta({ title: 'Date style' })
      .describe('Locale the dates are written in, e.g. "en-GB" (23 November 2026) or "en-US" (November 23, 2026).'),
  })
  .meta({ title: 'Navigation and footer' })
  .describe('Words of the shared frame: navigation, footer headings and accessibility labels.');

export type UiLabels = z.infer<typeof uiSchema>;
