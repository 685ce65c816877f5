/** schema.org JSON-LD built from the settings entry, so search engines read the same facts visitors see. */
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
    '@id': `${new URL('/', site.siteUrl).href}#organization`,
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
    publisher: { '@id': `${new URL('/', facts.siteUrl).href}#organization` },
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
    provider: { '@id': `${new URL('/', facts.siteUrl).href}#organization` },
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

/** An article of the insights section: its authors as people with their profiles, the firm as its publisher. */
export function article(facts: {
  headline: string;
  description: string;
  url: string;
  inLanguage: string;
  datePublished: Date;
  dateModified?: Date | undefined;
  authors: Array<{ name: string; url: string }>;
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
    author: facts.authors.map((author) => ({ '@type': 'Person', name: author.name, url: author.url })),
    publisher: { '@id': `${new URL('/', facts.siteUrl).href}#organization` },
    ...(facts.image && { image: facts.image }),
  };
}
