import { z } from 'astro/zod';
import { field, sitePath as internalPath, text } from './blocks';

const link = z.strictObject({
  label: field(text, 'Link text', 'The words of the link.'),
  href: field(internalPath, 'Goes to', 'The page it opens, e.g. "/team".'),
});

/** A link of the navigation, highlighted on its page and, with `activeFor`, on every page under a path. */
const navLink = link.extend({
  activeFor: field(
    internalPath.optional(),
    'Also highlighted under',
    'Also highlight this link on every page under this path (e.g. /services).',
  ),
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
          z.array(navLink).min(1),
          'Navigation links',
          'The links of the main navigation in the header, in order.',
        ),
        more: field(
          z.array(navLink).default([]),
          'More links',
          'Links to pages a visitor looks for from any page (the record of transactions, the articles), after the navigation links: in the phone menu, in the header on wide screens (1280 px and wider; narrower ones have no room beside the links above) and in every page’s footer.',
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
        regulatorLinks: field(
          z.strictObject({
            complaints: field(
              text,
              'Complaints portal link',
              'Words of the footer link to the regulator’s complaints portal, beside each SEBI-registered office ("SCORES").',
            ),
            odr: field(
              text,
              'Dispute resolution portal link',
              'Words of the footer link to the online dispute resolution portal, beside each SEBI-registered office ("SMART ODR").',
            ),
          }),
          'Regulator portals in the footer',
          'The footer links every page carries to the portals an office’s regulator asks for (src/content/regulators.ts: SEBI asks for SCORES and SMART ODR).',
        ),
      }),
      'Footer of every page',
      'The footer of every page.',
    ),
    officeContact: field(
      z.strictObject({
        phone: field(text, 'Word before an office’s telephone', 'Label before each office’s telephone ("Telephone").'),
        whatsapp: field(text, 'Word before an office’s WhatsApp', 'Label before each office’s WhatsApp ("WhatsApp").'),
        hours: field(
          text.regex(/\{zone\}/, 'must contain {zone}'),
          'Office hours heading',
          'Words before each office’s hours; {zone} becomes the office’s time zone in this language ("Hours, {zone}").',
        ),
        byAppointment: field(
          text,
          'Hours by appointment only',
          'Shown for days an office opens by appointment only ("By appointment").',
        ),
      }),
      'Each office’s contact',
      'The labels of each office’s own telephone, WhatsApp and hours, on /contact and /disclosures.',
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
  }),
  'Navigation and footer',
  'Words of the shared frame: navigation, footer headings and accessibility labels.',
);

export type UiLabels = z.infer<typeof uiSchema>;
