import { z } from 'astro/zod';
import { text } from './blocks';

const internalPath = z
  .string()
  .regex(/^\/[^\s]*$/, 'must be a path on this site starting with "/"');

const link = z.strictObject({ label: text, href: internalPath });

export const uiSchema = z.strictObject({
  skipLink: text.describe('Text of the first link on every page, jumping to the main content.'),
  homeLinkLabel: text.describe('Added after the brand in the logo link name, e.g. "Aravali Capital Advisory home".'),
  nav: z.strictObject({
    label: text.describe('Accessible name of the main navigation.'),
    links: z
      .array(
        link.extend({
          activeFor: internalPath
            .optional()
            .describe('Also highlight this link on every page under this path (e.g. /services).'),
        }),
      )
      .min(1),
    cta: link.describe('The Get Started button.'),
  }),
  menu: text.describe('Text of the phone menu button, also its name for screen readers (which add whether it is open).'),
  footer: z.strictObject({
    servicesHeading: text,
    companyHeading: text,
    contactHeading: text,
    socialLabel: text,
    newTabHint: text.describe('Read by screen readers after links that open a new tab.'),
    rights: text,
  }),
  errorBoundary: z.strictObject({
    title: text.describe('Shown in place of an interactive part that fails.'),
  }),
  lastUpdated: text
    .regex(/\{date\}/, 'must contain {date}')
    .describe('Line under the title of the privacy notice and the disclaimer; {date} becomes their `updated` date.'),
  untranslated: text.describe(
    'Notice at the top of a page whose text is not yet written in this language and is shown in the original language.',
  ),
  dateLocale: text.describe('Locale the dates are written in, e.g. "en-GB" (23 November 2026) or "en-US" (November 23, 2026).'),
}).describe(
  'Words of the shared frame: navigation, footer headings and accessibility labels.',
);

export type UiLabels = z.infer<typeof uiSchema>;
