/** schema.org JSON-LD built from the settings entry, so search engines read the same facts visitors see. */
import type { Person } from 'schema-dts';

/** The firm's node's @id: every page's nodes name it by this, and the home pages describe it in full. */
export const organizationId = (siteUrl: string) => `${new URL('/', siteUrl).href}#organization`;

export interface OrganizationFacts {
  brand: string;
  /** The firm's name in the page's language, when it is not the brand. */
  firmName: string;
  description: string;
  email: string;
  phone: { tel: string };
  address: { locality: string; region: string; country: string };
  regions: string[];
  social: Array<{ url: string }>;
  siteUrl: string;
}

export function organization(site: OrganizationFacts, logoUrl: string) {
  return {
    '@type': 'ProfessionalService',
    '@id': organizationId(site.siteUrl),
    // One firm in every language (one @id): its registered name, and the page language's name for it beside it.
    name: site.brand,
    ...(site.firmName !== site.brand && { alternateName: site.firmName }),
    description: site.description.replace(/\s+/g, ' ').trim(),
    url: new URL('/', site.siteUrl).href,
    logo: logoUrl,
    image: logoUrl,
    email: site.email,
    telephone: site.phone.tel,
    address: {
      '@type': 'PostalAddress',
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      addressCountry: site.address.country,
    },
    areaServed: site.regions.map((name) => ({ '@type': 'Place', name })),
    // No profiles (settings may list none): no empty sameAs either.
    ...(site.social.length > 0 && { sameAs: site.social.map((profile) => profile.url) }),
  };
}

/**
 * The page itself: its address, the language its text is written in (a BCP 47 code: "en", "ar") and its publisher. Its name and description are the page's
 * <title> and meta description, which search engines read there: written again here they cost bytes as sent on pages
 * at their 14 KB budget and say nothing new.
 */
export function webPage(facts: { url: string; inLanguage: string; siteUrl: string }) {
  return {
    '@type': 'WebPage',
    '@id': facts.url,
    url: facts.url,
    inLanguage: facts.inLanguage,
    publisher: { '@id': organizationId(facts.siteUrl) },
  };
}

export function service(facts: {
  name: string;
  description: string;
  url: string;
  siteUrl: string;
  inLanguage?: string;
}) {
  return {
    '@type': 'Service',
    name: facts.name,
    description: facts.description,
    url: facts.url,
    ...(facts.inLanguage && { inLanguage: facts.inLanguage }),
    provider: { '@id': organizationId(facts.siteUrl) },
  };
}

export function breadcrumbs(trail: Array<{ name: string; url: string }>) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/**
 * A page's nodes as one JSON-LD document (`@graph`): one script element and one `@context` for all of them, where each
 * node would otherwise repeat both; nodes refer to each other by their `@id` as before.
 */
export function jsonLdGraph(nodes: object[]) {
  return { '@context': 'https://schema.org', '@graph': nodes };
}

/** JSON for a <script type="application/ld+json">: "<" escaped so content can never close the script element. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** What a person's profile says that a search engine or a due-diligence tool reads (src/content/schemas/team.ts). */
export interface PersonFacts {
  /** The person's one identifier in every language: the profile's address in the default language. */
  id: string;
  /** The profile's address in the page's language. */
  url: string;
  name: string;
  jobTitle: string;
  /** The profile's summary: on the team page, where it is the person's text (an article's author node leaves it out). */
  description?: string | undefined;
  image?: string | undefined;
  /** The firm's name; the firm itself is named by its @id. */
  firm: string;
  siteUrl: string;
  /** Addresses of the person's profiles elsewhere (LinkedIn). */
  sameAs: string[];
  /** BCP 47 codes. */
  languages: string[];
  /** Earlier firms. */
  career: Array<{ organisation: string }>;
  qualifications: Array<{ name: string; awardedBy: string; kind: 'degree' | 'professional' }>;
  /** Functions a regulator approved, with the regulator's name and the register entry where it can be checked. */
  regulatedRoles: Array<{ title: string; regulator: string; register: string }>;
}

/**
 * A person of the team (on /team, and as the author of each article): where they work and as what, whom they worked
 * for and studied at (`alumniOf`), their qualifications and regulated functions as credentials, each with the body
 * that awarded or approved it, their profiles elsewhere and the languages they speak. Typed by schema-dts, Google's
 * typings of the schema.org vocabulary, so that a property or a value of the wrong type does not build.
 */
export function person(facts: PersonFacts) {
  const organisation = (name: string, educational = false) =>
    ({ '@type': educational ? 'EducationalOrganization' : 'Organization', name }) as const;
  const alumniOf = [
    ...facts.career.map(({ organisation: name }) => organisation(name)),
    ...facts.qualifications
      .filter((qualification) => qualification.kind === 'degree')
      .map(({ awardedBy }) => organisation(awardedBy, true)),
  ].filter((node, index, all) => all.findIndex((other) => other.name === node.name) === index);
  const credentials = [
    ...facts.qualifications.map((qualification) => ({
      '@type': 'EducationalOccupationalCredential' as const,
      name: qualification.name,
      credentialCategory: qualification.kind === 'degree' ? 'degree' : 'certification',
      recognizedBy: organisation(qualification.awardedBy, qualification.kind === 'degree'),
    })),
    ...facts.regulatedRoles.map((role) => ({
      '@type': 'EducationalOccupationalCredential' as const,
      name: role.title,
      credentialCategory: 'license',
      recognizedBy: { '@type': 'GovernmentOrganization' as const, name: role.regulator },
      url: role.register,
    })),
  ];
  return {
    '@type': 'Person',
    '@id': facts.id,
    name: facts.name,
    url: facts.url,
    jobTitle: facts.jobTitle,
    ...(facts.description && { description: facts.description.replace(/\s+/g, ' ').trim() }),
    ...(facts.image && { image: facts.image }),
    worksFor: { '@type': 'Organization', '@id': organizationId(facts.siteUrl), name: facts.firm },
    hasOccupation: { '@type': 'Occupation', name: facts.jobTitle },
    ...(alumniOf.length > 0 && { alumniOf }),
    ...(credentials.length > 0 && { hasCredential: credentials }),
    ...(facts.sameAs.length > 0 && { sameAs: facts.sameAs }),
    ...(facts.languages.length > 0 && { knowsLanguage: facts.languages }),
  } satisfies Person;
}

/** An article of the insights section: its authors as people with their profiles, the firm as its publisher. */
export function article(facts: {
  headline: string;
  description: string;
  url: string;
  inLanguage: string;
  datePublished: Date;
  dateModified?: Date | undefined;
  authors: Array<ReturnType<typeof person>>;
  siteUrl: string;
  image?: string | undefined;
}) {
  const day = (date: Date) => date.toISOString().slice(0, 10);
  return {
    '@type': 'Article',
    headline: facts.headline,
    description: facts.description,
    url: facts.url,
    mainEntityOfPage: facts.url,
    inLanguage: facts.inLanguage,
    datePublished: day(facts.datePublished),
    dateModified: day(facts.dateModified ?? facts.datePublished),
    author: facts.authors,
    publisher: { '@id': organizationId(facts.siteUrl) },
    ...(facts.image && { image: facts.image }),
  };
}
