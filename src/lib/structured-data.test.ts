import { describe, expect, it } from 'vitest';
import { breadcrumbs, jsonLdGraph, organization, person, serializeJsonLd, service, webPage } from './structured-data';

const site = {
  brand: 'Firm',
  firmName: 'Firm',
  description: 'Advice  across\nregions.',
  email: 'desk@firm.example',
  phone: { tel: '+911244000000' },
  address: { locality: 'Gurugram', region: 'Haryana', country: 'India' },
  regions: ['India', 'Gulf', 'Canada'],
  social: [{ url: 'https://www.linkedin.com/company/firm' }],
  siteUrl: 'https://firm.example',
};

describe('structured data', () => {
  it('describes the firm with contact facts, areas served and profiles', () => {
    const org = organization(site, 'https://firm.example/logo.png');
    expect(org).toMatchObject({
      '@type': 'ProfessionalService',
      name: 'Firm',
      description: 'Advice across regions.',
      url: 'https://firm.example/',
      email: 'desk@firm.example',
      telephone: '+911244000000',
      address: { addressLocality: 'Gurugram', addressCountry: 'India' },
      sameAs: ['https://www.linkedin.com/company/firm'],
    });
    expect(org.areaServed.map((place) => place.name)).toEqual(['India', 'Gulf', 'Canada']);
  });

  it("gives the firm's name in the page's language beside its registered name, only where they differ", () => {
    expect(organization(site, 'x')).not.toHaveProperty('alternateName');
    expect(organization({ ...site, firmName: 'فيرم' }, 'x')).toMatchObject({ name: 'Firm', alternateName: 'فيرم' });
  });

  it('leaves out sameAs when there are no profiles', () => {
    expect(organization({ ...site, social: [] }, 'x')).not.toHaveProperty('sameAs');
  });

  it('links a service to the firm that provides it', () => {
    const entry = service({
      name: 'Infra',
      description: 'd',
      url: 'https://firm.example/services/infra',
      siteUrl: site.siteUrl,
    });
    expect(entry.provider['@id']).toBe(organization(site, 'x')['@id']);
  });

  it('numbers breadcrumbs from 1', () => {
    const list = breadcrumbs([
      { name: 'Home', url: 'https://firm.example/' },
      { name: 'Team', url: 'https://firm.example/team' },
    ]);
    expect(list.itemListElement.map((item) => item.position)).toEqual([1, 2]);
  });

  it('puts the nodes of a page in one document with one context, each node as it was', () => {
    const nodes = [organization(site, 'https://firm.example/logo.png'), breadcrumbs([])];
    const document = JSON.parse(serializeJsonLd(jsonLdGraph(nodes)));
    expect(document).toEqual({ '@context': 'https://schema.org', '@graph': JSON.parse(JSON.stringify(nodes)) });
    expect(JSON.stringify(document['@graph'])).not.toContain('@context');
  });

  it('cannot be broken out of its script element by content', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('the page in its language', () => {
  it('names the language of the text shown and the firm that publishes it', () => {
    const page = webPage({
      url: 'https://firm.example/ar/team',
      inLanguage: 'ar',
      siteUrl: 'https://firm.example',
    });
    expect(page).toMatchObject({
      '@type': 'WebPage',
      '@id': 'https://firm.example/ar/team',
      inLanguage: 'ar',
      publisher: { '@id': 'https://firm.example/#organization' },
    });
    expect(
      service({
        name: 'Advice',
        description: 'Advice.',
        url: 'https://firm.example/ar/services/advice',
        siteUrl: 'https://firm.example',
        inLanguage: 'ar',
      }).inLanguage,
    ).toBe('ar');
  });
});

describe('a person of the team', () => {
  const facts = {
    id: 'https://firm.example/team#first',
    url: 'https://firm.example/ar/team#first',
    name: 'First Person',
    jobTitle: 'Partner',
    description: 'Leads  the\npractice.',
    firm: 'Firm',
    siteUrl: site.siteUrl,
    sameAs: ['https://profile.example/first'],
    languages: ['en', 'hi'],
    career: [{ organisation: 'Bank' }, { organisation: 'Bank' }, { organisation: 'Fund' }],
    qualifications: [
      { name: 'MBA', awardedBy: 'School', kind: 'degree' as const },
      { name: 'Chartered Accountant', awardedBy: 'Institute', kind: 'professional' as const },
    ],
    regulatedRoles: [{ title: 'Principal Officer', regulator: 'Regulator', register: 'https://register.example/1' }],
  };

  it('says where they work and as what, whom they worked for and studied at, their credentials, profiles and languages', () => {
    const node = person(facts);
    expect(node).toMatchObject({
      '@type': 'Person',
      '@id': facts.id,
      name: 'First Person',
      url: facts.url,
      jobTitle: 'Partner',
      description: 'Leads the practice.',
      worksFor: { '@id': organization(site, 'x')['@id'], name: 'Firm' },
      hasOccupation: { '@type': 'Occupation', name: 'Partner' },
      sameAs: facts.sameAs,
      knowsLanguage: ['en', 'hi'],
    });
    // Each earlier firm once, and the school of each degree.
    expect(node.alumniOf).toEqual([
      { '@type': 'Organization', name: 'Bank' },
      { '@type': 'Organization', name: 'Fund' },
      { '@type': 'EducationalOrganization', name: 'School' },
    ]);
    expect(node.hasCredential).toEqual([
      {
        '@type': 'EducationalOccupationalCredential',
        name: 'MBA',
        credentialCategory: 'degree',
        recognizedBy: { '@type': 'EducationalOrganization', name: 'School' },
      },
      {
        '@type': 'EducationalOccupationalCredential',
        name: 'Chartered Accountant',
        credentialCategory: 'certification',
        recognizedBy: { '@type': 'Organization', name: 'Institute' },
      },
      {
        '@type': 'EducationalOccupationalCredential',
        name: 'Principal Officer',
        credentialCategory: 'license',
        recognizedBy: { '@type': 'GovernmentOrganization', name: 'Regulator' },
        url: 'https://register.example/1',
      },
    ]);
  });

  it('leaves out what a profile does not give, rather than an empty list', () => {
    const node = person({
      ...facts,
      description: undefined,
      sameAs: [],
      languages: [],
      career: [],
      qualifications: [],
      regulatedRoles: [],
    });
    for (const key of ['description', 'sameAs', 'knowsLanguage', 'alumniOf', 'hasCredential'])
      expect(node).not.toHaveProperty(key);
  });
});
