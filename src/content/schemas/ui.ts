import { z } from 'astro/zod';
import { field, text } from './blocks';

const internalPath = z.string().regex(/^\/[^\s]*$/, 'must be a path on this site starting with "/"');

const link = z.strictObject({
  label: field(text, 'Link text', 'The words of the link.'),
  href: field(internalPath, 'Goes to', 'The page it opens, e.g. "/team".'),
});

export const uiSchema = field(
  z.strictObject({
    skipLink: field(text, 'Skip link text', 'Text of the first link on every page, jumping to the main content.'),
    homeLinkLabel: field(
      text,
      'Logo link, words read aloud',
      'Added after the brand in the logo link name, e.g. "Aravali Capital Advisory home".',
    ),
    nav: field(
      z.strictObject({
        label: field(text, 'Navigation name read aloud', 'What screen readers call the main navigation in the header.'),
        links: field(
          z
            .array(
              link.extend({
                activeFor: field(
                  internalPath.optional(),
                  'Also highlighted under',
                  'Also highlight this link on every page under this path (e.g. /services).',
                ),
              }),
            )
            .min(1),
          'Navigation links',
          'The links of the main navigation in the header, in order.',
        ),
        cta: field(link, 'Header button', 'The Get Started button at the end of the header.'),
      }),
      'Main navigation',
      'The navigation in the header of every page.',
    ),
    menu: field(
      text,
      'Phone menu button text',
      'Text of the phone menu button, also its name for screen readers (which add whether it is open).',
    ),
    footer: field(
      z.strictObject({
        servicesHeading: field(text, 'Services column heading', 'Heading of the footer column listing the services.'),
        companyHeading: field(text, 'Company column heading', "Heading of the footer column of the firm's pages."),
        contactHeading: field(text, 'Contact column heading', 'Heading of the footer column of contact details.'),
        socialLabel: field(
          text,
          'Social links name read aloud',
          'What screen readers call the row of social profile icons in the footer.',
        ),
        newTabHint: field(
          text,
          'New-tab warning read aloud',
          'Read by screen readers after links that open a new tab.',
        ),
        rights: field(
          text,
          'Rights line',
          'Words after the year and firm name in the copyright line at the foot of every page.',
        ),
      }),
      'Footer of every page',
      'The footer of every page.',
    ),
    errorBoundary: field(
      z.strictObject({
        title: field(text, 'Message', 'Shown in place of an interactive part that fails.'),
      }),
      'When something breaks',
      'Shown in place of an interactive part of a page that fails to work.',
    ),
    lastUpdated: field(
      text.regex(/\{date\}/, 'must contain {date}'),
      'Last updated line',
      'Line under the heading of the privacy notice and the disclaimer; {date} becomes their `updated` date.',
    ),
    untranslated: field(
      text,
      'Not yet translated notice',
      'Notice at the top of a page whose text is not yet written in this language and is shown in the original language.',
    ),
    pagination: field(
      z.strictObject({
        label: field(
          text,
          'Page links name read aloud',
          'What screen readers call the row of links to the pages of a long list (the articles, the record of transactions, the team).',
        ),
        previous: field(text, 'Previous page link', 'The link to the page before, under a list of several pages.'),
        next: field(text, 'Next page link', 'The link to the page after, under a list of several pages.'),
        page: field(
          text.regex(/\{page\}[^]*\{pages\}|\{pages\}[^]*\{page\}/, 'must contain {page} and {pages}'),
          'Which page of how many',
          'E.g. "Page {page} of {pages}": under the heading of every page of a list after the first, in its title, and read aloud on each page link; {page} and {pages} become the numbers.',
        ),
      }),
      'Pages of a long list',
      'The links under a list too long for one page (the site cuts it into pages by itself).',
    ),
    dateLocale: field(
      text,
      'Date style',
      'Locale the dates are written in, e.g. "en-GB" (23 November 2026) or "en-US" (November 23, 2026).',
    ),
  }),
  'Navigation and footer',
  'Words of the shared frame: navigation, footer headings and accessibility labels.',
);

export type UiLabels = z.infer<typeof uiSchema>;
