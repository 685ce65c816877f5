// What /team states in its markup, in every language, read from the build with a real HTML parser (parse5): each
// profile's career with its years, qualifications with who awarded them, regulated roles with their regulator and
// register entry, languages and profile elsewhere; an avatar no reader can read as a word; and each person as
// schema.org Person structured data. What is expected comes from the content (tests/support/content.ts). Which
// transactions a profile lists, and each card's advisers, are in tests/e2e/trust.desktop.spec.ts.
import { expect, test } from '@playwright/test';
import { offices, pageCopy, settings, shown, teamMembers } from '../support/content';
import { all, attr, builtPage, byTag, select, textOf, type Element } from '../support/html';
import { DEFAULT_LOCALE, LOCALE_CODES } from '../../src/i18n/locales';
import { localizeHref } from '../../src/i18n/routing';

/** Text as compared: the no-break spaces and isolates the figures step adds read as what they stand for. */
const plain = (text: string) => shown(text.replace(/[\u00a0\u202f]/g, ' ').replace(/[\u2066-\u2069]/g, ''));

for (const locale of LOCALE_CODES) {
  const route = localizeHref('/team', locale);
  const copy = pageCopy('team', locale);
  const profileOf = (document: Element, id: string) => {
    const [section] = select(document, `section[id="${id}"]`);
    expect(section, `${route} has a profile #${id}`).toBeDefined();
    return section!;
  };

  test(
    `${route}: each profile’s career, qualifications, regulated roles with their register entries, languages and profile elsewhere`,
    { tag: '@content' },
    () => {
      const document = builtPage(route);
      const registered = new Map(offices(locale).map((office) => [office.id, office]));
      const languageNames = new Intl.DisplayNames(locale, { type: 'language' });
      for (const person of teamMembers(locale)) {
        const profile = profileOf(document, person.id);
        const text = plain(textOf(profile));
        const headings = byTag(profile, 'h3').map((heading) => plain(textOf(heading)));
        const parts = [
          [copy.careerHeading, person.career],
          [copy.qualificationsHeading, person.qualifications],
          [copy.regulatedRolesHeading, person.regulatedRoles],
        ] as const;
        for (const [heading, items] of parts)
          expect(
            headings.includes(plain(heading)),
            `${person.id}: "${heading}" only when there is something under it`,
          ).toBe(items.length > 0);
        for (const line of person.career) {
          expect(text).toContain(plain(line.role));
          expect(text).toContain(plain(line.organisation));
          // Every line with its years: a range, or the year it began and the word for a role still held.
          expect(text).toContain(line.to === undefined ? `${line.from}–${plain(copy.present)}` : String(line.to));
          expect(text).toContain(String(line.from));
        }
        for (const qualification of person.qualifications) {
          expect(text).toContain(plain(qualification.name));
          expect(text).toContain(plain(qualification.awardedBy));
        }
        const links = byTag(profile, 'a').map((a) => ({ href: attr(a, 'href'), text: plain(textOf(a)) }));
        for (const role of person.regulatedRoles) {
          expect(text).toContain(plain(role.title));
          const regulator = registered.get(role.office)!.registration!.regulator;
          expect(links, `${person.id}: the register entry of "${role.title}"`).toContainEqual({
            href: role.register,
            text: plain(copy.register.replace('{regulator}', regulator)),
          });
        }
        for (const code of person.languages) expect(text).toContain(languageNames.of(code)!);
        if (person.profile)
          expect(links.find((link) => link.href === person.profile)?.text, `${person.id}: profile elsewhere`).toBe(
            plain(copy.profileLink.replace('{site}', new URL(person.profile).hostname.replace(/^www\./, ''))),
          );
      }
    },
  );

  test(`${route}: an avatar without a photo shows initials that cannot read as a word`, { tag: '@content' }, () => {
    const document = builtPage(route);
    for (const person of teamMembers(locale).filter((member) => !member.photo)) {
      const [avatar] = all(
        profileOf(document, person.id),
        (element) => attr(element, 'aria-hidden') === 'true' && element.tagName === 'span',
      );
      const initials = textOf(avatar!);
      // Each letter with its abbreviation dot: no two letters side by side, in any script («ف. م.», not «فم»).
      expect(initials, person.name).toMatch(/^\p{L}\.(?:\s\p{L}\.)?$/u);
      expect(initials.startsWith(person.name.trim().match(/\p{L}/u)![0]!.toLocaleUpperCase('en'))).toBe(true);
    }
  });

  test(`${route}: every person as schema.org Person structured data`, { tag: '@content' }, () => {
    const document = builtPage(route);
    const [script] = select(document, 'script[type="application/ld+json"]');
    const graph = JSON.parse(textOf(script!))['@graph'] as Array<Record<string, unknown>>;
    const site = settings(locale);
    const absolute = (path: string) => new URL(path, site.siteUrl).href;
    const nodes = graph.filter((node) => node['@type'] === 'Person');
    const people = teamMembers(locale);
    expect(nodes.map((node) => node.name)).toEqual(people.map((person) => person.name));
    const registered = new Map(offices(locale).map((office) => [office.id, office]));
    for (const [index, person] of people.entries()) {
      const node = nodes[index]!;
      expect(node).toMatchObject({
        // One person in every language: the default language's profile is their identifier.
        '@id': absolute(`${localizeHref('/team', DEFAULT_LOCALE)}#${person.id}`),
        url: absolute(`${route}#${person.id}`),
        jobTitle: person.role,
        worksFor: { '@type': 'Organization', '@id': `${absolute('/')}#organization`, name: site.firmName },
        hasOccupation: { '@type': 'Occupation', name: person.role },
      });
      expect(node.sameAs).toEqual(person.profile ? [person.profile] : undefined);
      expect(node.knowsLanguage).toEqual(person.languages.length ? person.languages : undefined);
      const alumni = (node.alumniOf ?? []) as Array<{ '@type': string; name: string }>;
      for (const line of person.career)
        expect(alumni).toContainEqual({ '@type': 'Organization', name: line.organisation });
      for (const qualification of person.qualifications.filter((item) => item.kind === 'degree'))
        expect(alumni).toContainEqual({ '@type': 'EducationalOrganization', name: qualification.awardedBy });
      const credentials = (node.hasCredential ?? []) as Array<Record<string, unknown>>;
      expect(credentials.map((credential) => credential.name)).toEqual([
        ...person.qualifications.map((qualification) => qualification.name),
        ...person.regulatedRoles.map((role) => role.title),
      ]);
      for (const credential of credentials) expect(credential['@type']).toBe('EducationalOccupationalCredential');
      person.regulatedRoles.forEach((role, at) =>
        expect(credentials[person.qualifications.length + at]).toMatchObject({
          credentialCategory: 'license',
          url: role.register,
          recognizedBy: { name: registered.get(role.office)!.registration!.regulatorName },
        }),
      );
    }
  });
}
