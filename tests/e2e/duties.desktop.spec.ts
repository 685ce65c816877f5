// Issue 44 in the build, read with a real HTML parser (parse5), in every language: how the firm is paid, each
// regulator's website duties (the facts of each office on /disclosures, the footer's portal links, the time to answer
// a complaint), the Professional-Clients notice beside the offer and the figures of returns of every service an
// office of that category provides, each office's privacy law and contact, a safe first contact and each office's own
// telephone and hours. What is expected comes from the content (tests/support/content.ts) and src/content/regulators.ts.
import { expect, test } from '@playwright/test';
import { htmlFiles, routeOfFile } from '../support/dist';
import { all, attr, builtPage, byTag, select, type Element, spacedText } from '../support/html';
import {
  consultationForm,
  fallbackRoutes,
  feesPage,
  offices,
  pageCopy,
  services,
  servicesWithForm,
  shown,
  ui,
} from '../support/content';
import { answerDaysOf, dutiesOf, regulatorOf } from '../../src/content/regulators';
import { feeRange } from '../../src/lib/fees';
import { monthName, officeHours, timeZoneName, validityLine } from '../../src/lib/offices';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES } from '../../src/i18n/locales';
import { formatsOf } from '../../src/i18n/formats';
import { localeOfPath, localizeHref } from '../../src/i18n/routing';

/** Text read with a space between elements, so that a label and its value stay apart (tests/support/html.ts). */
const textOf = spacedText;
/** Text as compared: folded whitespace, without the no-break spaces and bidi marks the figures step adds. */
const plain = (text: string) =>
  shown(text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066-\u2069\u200e\u200f]/g, ''))
    // A figure's isolation puts a space where the build's markup splits it; compare without spaces around dashes.
    .replace(/\s*([–-])\s*/g, '$1');
const textIn = (root: Element) => plain(textOf(root));
const hrefs = (root: Element) => byTag(root, 'a').map((a) => attr(a, 'href'));
const main = (route: string) => byTag(builtPage(route), 'main')[0]!;

test(
  'every page’s footer links how the firm is paid, and the portals each office’s regulator asks for',
  { tag: '@content' },
  () => {
    for (const file of htmlFiles()) {
      const locale = localeOfPath(routeOfFile(file));
      const [footer] = byTag(builtPage(routeOfFile(file)), 'footer');
      const links = byTag(footer!, 'a').map((a) => ({ href: attr(a, 'href'), text: textIn(a) }));
      const fees = feesPage(locale);
      expect(links, `${file} links how the firm is paid`).toContainEqual({
        href: fees.href,
        text: plain(fees.meta.title),
      });
      for (const office of offices(locale)) {
        const registration = office.registration;
        if (!registration) continue;
        for (const kind of regulatorOf(registration.regulator).footerLinks ?? [])
          expect(links, `${file}: ${office.id}'s ${kind} link (${registration.regulator})`).toContainEqual({
            href: registration[kind],
            text: plain(ui(locale).footer.regulatorLinks[kind]),
          });
      }
    }
  },
);

for (const locale of LOCALE_CODES) {
  const language = LOCALES[locale].label;

  test(
    `/disclosures in ${language}: every fact each office’s regulator requires, its contact, and the time to answer a complaint`,
    { tag: '@content' },
    () => {
      const copy = pageCopy('disclosures', locale);
      const page = main(localizeHref('/disclosures', locale));
      const cards = all(select(page, 'section[id="status"]')[0]!, (element) => element.tagName === 'article');
      const list = offices(locale);
      expect(cards).toHaveLength(list.length);
      list.forEach((office, index) => {
        const card = cards[index]!;
        const text = textIn(card);
        expect(text, `${office.id}: the entity as registered`).toContain(plain(office.registeredName));
        if (office.entity) expect(text, `${office.id}: and as ${language} writes it`).toContain(plain(office.entity));
        const registration = office.registration;
        if (registration) {
          // Every duty of its regulator has its value on the card, in the page's words.
          for (const duty of dutiesOf(registration.regulator)) {
            const field = duty.path.at(-1)!;
            const value = (registration as Record<string, unknown>)[field];
            const where = `${office.id}: ${duty.path.join('.')}`;
            if (field === 'register' || field === 'investorCharter' || field === 'odr')
              expect(
                hrefs(card).concat(hrefs(byTag(builtPage(localizeHref('/', locale)), 'footer')[0]!)),
                where,
              ).toContain(value);
            else if (field === 'validity')
              expect(text, where).toContain(
                plain(validityLine(registration.validity!, copy.offices.validity, formatsOf(locale))),
              );
            else if (field === 'principalOfficer' || field === 'complianceOfficer') {
              const officer = registration[field]!;
              expect(text, where).toContain(plain(officer.name));
              expect(hrefs(card), where).toEqual(
                expect.arrayContaining([`mailto:${officer.email}`, `tel:${officer.phone.tel}`]),
              );
            } else if (field === 'complaintsTable') {
              const rows = byTag(byTag(card, 'table')[0]!, 'tr').slice(1);
              expect(
                rows.map((row) => textIn(row)),
                where,
              ).toEqual(
                registration.complaintsTable!.map((month) =>
                  plain(
                    `${monthName(month.month, formatsOf(locale))} ${month.received} ${month.resolved} ${month.pending}`,
                  ),
                ),
              );
            } else if (field === 'clientCategory') expect(text, where).toContain(plain(registration.clientCategories));
            else expect(text, where).toContain(plain(String(value)));
          }
        } else expect(text).toContain(plain(office.presenceOnly!));
        // Its own telephone or WhatsApp, and its hours in its own time zone.
        expectContact(card, office, locale);
      });
      const complaints = textIn(select(page, 'section[id="complaints"]')[0]!);
      for (const office of list) {
        const days = answerDaysOf(office.registration?.regulator, copy.complaints.answerDays);
        expect(complaints, `${office.id} is answered within ${days} days`).toMatch(
          new RegExp(`${plain(office.region)}[^.]*\\b${days}\\b`),
        );
      }
      expect(hrefs(page), 'the page links how the firm is paid').toContain(feesPage(locale).href);
    },
  );

  test(
    `/how-we-are-paid in ${language}: each model with its fees and ranges, who pays in each kind of deal, never both sides`,
    { tag: '@content' },
    () => {
      const fees = feesPage(locale);
      const page = main(fees.href);
      const text = textIn(page);
      const dateLocale = formatsOf(locale);
      for (const model of fees.models.items) {
        expect(text).toContain(plain(model.title));
        for (const fee of model.fees)
          expect(text, `${model.title}: ${fee.label}`).toContain(
            plain(`${fee.label} ${feeRange(fee.range, dateLocale)} ${fee.basis}`),
          );
      }
      const rows = byTag(byTag(page, 'table')[0]!, 'tr').slice(1);
      expect(rows.map((row) => textIn(row))).toEqual(fees.payers.items.map((row) => plain(`${row.deal} ${row.payer}`)));
      expect(text).toContain(plain(fees.bothSides.text));
      // Reached from /get-started's engagement models.
      const models = select(main(localizeHref('/get-started', locale)), 'section[id="engagement-models"]')[0]!;
      expect(hrefs(models)).toContain(fees.href);
    },
  );

  test(
    `service pages in ${language}: the Professional-Clients notice of the service’s office beside the offer and every table of figures`,
    { tag: '@content' },
    () => {
      for (const service of services(locale)) {
        const route = localizeHref(`/services/${service.slug}`, locale);
        // In the language the page's text is written in: the original's, on a page not yet translated.
        const written = fallbackRoutes().includes(route) ? DEFAULT_LOCALE : locale;
        const registration = offices(written).find((entry) => entry.id === service.office)!.registration;
        const notice = registration?.clientCategory === 'professional' ? registration.clientNotice! : undefined;
        const page = main(route);
        const hero = page.childNodes.find((node): node is Element => 'tagName' in node && node.tagName === 'section')!;
        const notes = select(page, 'p[id$="-note"]');
        if (!notice) {
          for (const other of offices(locale).flatMap((entry) => entry.registration?.clientNotice ?? []))
            expect(textIn(page), `${service.slug}: no notice of another office`).not.toContain(plain(other));
          continue;
        }
        expect(textIn(hero), `${service.slug}: the notice beside the offer`).toContain(plain(notice));
        for (const note of notes) expect(textIn(note), `${service.slug}: beside its figures`).toContain(plain(notice));
      }
    },
  );

  test(`/privacy in ${language}: each office’s data protection law and whom to contact`, { tag: '@content' }, () => {
    const page = main(localizeHref('/privacy', locale));
    const text = textIn(page);
    for (const office of offices(locale)) {
      expect(text).toContain(plain(office.privacy.law));
      expect(text).toContain(plain(office.privacy.contact));
      expect(hrefs(page)).toContain(`mailto:${office.privacy.email}`);
    }
  });

  test(
    `a safe first contact in ${language}: what to send to begin apart from what follows the NDA, and the form says so`,
    { tag: '@content' },
    () => {
      const copy = pageCopy('get-started', locale);
      const page = main(localizeHref('/get-started', locale));
      const begin = select(page, 'section[id="first-message"]')[0]!;
      const after = select(page, 'section[id="what-we-need"]')[0]!;
      expect(byTag(begin, 'li').map((item) => textIn(item))).toEqual(copy.begin.items.map(plain));
      expect(textIn(begin)).toContain(plain(copy.begin.note));
      for (const card of copy.needs.cards)
        for (const item of card.items)
          expect(textIn(begin), 'no document is asked for to begin').not.toContain(plain(item));
      expect(textIn(after)).toContain(plain(copy.needs.heading));
      const note = plain(consultationForm(locale).confidentialNote);
      for (const service of servicesWithForm(locale)) {
        const form = main(localizeHref(`/services/${service.slug}`, locale));
        const [message] = byTag(form, 'textarea');
        const [said] = all(form, (element) => textIn(element) === note && element.tagName === 'p');
        expect(said, `${service.slug}: the form says it`).toBeDefined();
        expect(attr(message!, 'aria-describedby')?.split(' '), `${service.slug}: read with the message`).toContain(
          attr(said!, 'id'),
        );
      }
    },
  );

  test(
    `/contact in ${language}: each office’s own telephone or WhatsApp and its hours in its own time zone`,
    { tag: '@content' },
    () => {
      const section = select(main(localizeHref('/contact', locale)), 'section[id="offices"]')[0]!;
      const cards = byTag(section, 'article');
      offices(locale).forEach((office, index) => expectContact(cards[index]!, office, locale));
    },
  );
}

/** An office's own contact on its card: its number or WhatsApp linked, and its hours named with its time zone. */
function expectContact(
  card: Element,
  office: ReturnType<typeof offices>[number],
  locale: (typeof LOCALE_CODES)[number],
) {
  const labels = ui(locale);
  const { contact } = office;
  if (contact.phone) expect(hrefs(card), `${office.id}: its telephone`).toContain(`tel:${contact.phone.tel}`);
  if (contact.whatsapp)
    expect(hrefs(card), `${office.id}: its WhatsApp`).toContain(`https://wa.me/${contact.whatsapp.replace(/\D/g, '')}`);
  const text = textIn(card);
  expect(text, `${office.id}: its time zone`).toContain(plain(timeZoneName(contact.timeZone, formatsOf(locale))));
  for (const row of officeHours(contact.hours, formatsOf(locale), labels.officeContact.byAppointment))
    expect(text, `${office.id}: ${row.days}`).toContain(plain(`${row.days}: ${row.time}`));
}
