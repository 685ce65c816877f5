// Every built route's frame as its markup states it, read from the build with a real HTML parser (parse5), no
// browser: the header (one h1, the title, the skip link, the logo's home link, the navigation with the current page
// marked), the language marks, the footer, the CSP <meta>, where the consultation form's islands are, and the byte
// budgets the content alone can break (its HTML as sent, its pictures). None of it
// depends on the width, layout or script: checked once (@once), for every route and language. What only a browser
// shows of the same frame (the switch and the menu on screen, the islands running, axe) is in tests/e2e/routes.spec.ts.
import { expect, test } from '@playwright/test';
import {
  builtRoutes,
  digits,
  legalPages,
  literal,
  services,
  servicesWithForm,
  settings,
  shown,
  ui,
} from '../support/content';
import { attr, builtPage, byRole, byTag, fileOfRoute, select, textOf, accessibleName } from '../support/html';
import { structureBytes } from '../../scripts/page-words.mjs';
import { distDir, readDist } from '../support/dist';
import { sentBytes } from '../support/templates';
import { checkContentBudgets } from '../../scripts/budgets.mjs';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { expectLanguageMarks } from '../support/languages';
import { LOCALES, type Locale } from '../../src/i18n/locales';
import { localeOfPath, localizeData, localizeHref, neutralPath } from '../../src/i18n/routing';

/**
 * What the frame of a page in a language shows: the settings and labels of that language, their links leading to
 * that language's pages (as the data layer maps them, src/data/entries.ts).
 */
function frameOf(locale: Locale) {
  const labels = localizeData(ui(locale), locale);
  return {
    locale,
    site: settings(locale),
    labels,
    services: services(locale).map((service) => ({
      ...service,
      href: localizeHref(`/services/${service.slug}`, locale),
    })),
    legal: legalPages(locale),
    formRoutes: new Set(servicesWithForm(locale).map((service) => localizeHref(`/services/${service.slug}`, locale))),
    /**
     * The footer's Company list: the navigation links that lead to a page (not a section), the further links (the
     * record, the articles), then the Get Started button.
     */
    companyLinks: [...labels.nav.links.filter((link) => !link.href.includes('#')), ...labels.nav.more, labels.nav.cta],
  };
}

function currentNavLabel(route: string, { labels }: ReturnType<typeof frameOf>): string | undefined {
  return (
    [...labels.nav.links, ...labels.nav.more].find((link) =>
      link.activeFor ? route === link.activeFor || route.startsWith(`${link.activeFor}/`) : link.href === route,
    )?.label ?? (route === labels.nav.cta.href ? labels.nav.cta.label : undefined)
  );
}

/** The one element a role locator finds (Playwright's strict mode: none or two fail). */
function one<T>(found: T[], what: string): T {
  expect(found, what).toHaveLength(1);
  return found[0]!;
}

for (const route of [...builtRoutes(), '/404']) {
  test(
    `${route}: header, navigation, language marks, footer, CSP and the form's islands in the built HTML`,
    // Each language's home page is part of `npm run test:quick`'s smoke test, as in routes.spec.ts.
    { tag: neutralPath(route) === '/' ? ['@once', '@content', '@smoke'] : ['@once', '@content'] },
    async () => {
      const frame = frameOf(localeOfPath(route));
      const { site, labels, formRoutes, companyLinks } = frame;
      const document = builtPage(route);
      const links = (root: typeof document, name: string, exact = false) =>
        byRole(root, document, 'link', { name, exact });

      await test.step('header: one h1, the brand in the title, skip link, logo home link, navigation with the current page marked', () => {
        expect(byTag(document, 'h1'), 'one h1').toHaveLength(1);
        const title = textOf(one(byTag(one(byTag(document, 'head'), 'head'), 'title'), 'one <title>'));
        expect(title).toMatch(new RegExp(`— ${literal(site.firmName).source}$`));
        expect(attr(one(links(document, labels.skipLink), 'the skip link'), 'href')).toBe('#main');
        one(select(document, 'main[id="main"]'), 'main#main');
        const banner = one(byRole(document, document, 'banner'), 'the banner');
        // The wordmark is the firm's name as the page's language writes it (on an Arabic page, not the Latin brand).
        expect(attr(one(links(banner, site.firmName), 'the logo’s link'), 'href')).toBe(
          localizeHref('/', frame.locale),
        );

        const nav = one(byRole(document, document, 'navigation', { name: labels.nav.label }), 'the navigation');
        // Every link, the further ones too (the record, the articles: the phone menu and wide screens show them).
        for (const link of [...labels.nav.links, ...labels.nav.more])
          expect(attr(one(links(nav, link.label, true), link.label), 'href'), link.label).toBe(link.href);
        expect(attr(one(links(nav, labels.nav.cta.label), labels.nav.cta.label), 'href')).toBe(labels.nav.cta.href);

        const current = select(nav, '[aria-current="page"]');
        const expected = currentNavLabel(route, frame);
        expect(current, 'the navigation’s links marked current').toHaveLength(expected ? 1 : 0);
        if (expected) expect(textOf(current[0]!)).toBe(shown(expected));
      });

      // The 404 page stands for every unknown address: it has no address of its own to pair or to switch.
      if (route !== '/404')
        await test.step('language marks: lang and dir, the switch, alternates, canonical, og:locale', () =>
          expectLanguageMarks(document, route));

      await test.step('footer: description, contact details, every service, company links, legal pages, social links', () => {
        const footer = one(byRole(document, document, 'contentinfo'), 'the footer');
        const text = textOf(footer);
        expect(text).toContain(shown(site.description));
        expect(attr(one(links(footer, site.email), 'the email link'), 'href')).toBe(`mailto:${site.email}`);
        expect(attr(one(links(footer, site.phone.display), 'the phone link'), 'href')).toBe(
          `tel:+${digits(site.phone.tel)}`,
        );
        expect(text).toContain(
          [site.address.locality, site.address.region, site.address.country].join(LOCALES[frame.locale].comma),
        );
        expect(text).toContain(`© ${site.copyrightYear}`);
        // The regions as the specification's line of names ("India · Gulf · Canada"), not a sentence's list.
        expect(text).toContain(site.regions.join(` ${site.regionsSeparator} `));

        const column = (name: string) =>
          byRole(one(byRole(footer, document, 'navigation', { name }), name), document, 'link').map((link) => ({
            label: textOf(link),
            href: attr(link, 'href'),
          }));
        expect(column(labels.footer.servicesHeading), 'the services column').toEqual(
          frame.services.map((service) => ({ label: shown(service.title), href: service.href })),
        );
        expect(column(labels.footer.companyHeading), 'the company column').toEqual(
          companyLinks.map((link) => ({ label: shown(link.label), href: link.href })),
        );

        for (const legal of frame.legal)
          expect(attr(one(links(footer, legal.meta.title, true), legal.meta.title), 'href')).toBe(legal.href);

        const social = byRole(
          one(byRole(footer, document, 'list', { name: labels.footer.socialLabel }), 'the social list'),
          document,
          'link',
        );
        expect(social, 'one link per social profile').toHaveLength(site.social.length);
        for (const [index, profile] of site.social.entries()) {
          const link = social[index]!;
          expect(attr(link, 'href')).toBe(profile.url);
          expect(attr(link, 'target')).toBe('_blank');
          expect(attr(link, 'rel')).toBe('noopener noreferrer');
          expect(accessibleName(link, document)).toMatch(literal(profile.label));
        }
      });

      await test.step('a strict CSP in its <meta>', () => {
        const meta = one(select(document, 'meta[http-equiv="content-security-policy"]'), 'the CSP <meta>');
        const policy = attr(meta, 'content') ?? '';
        expect(policy).toContain("default-src 'self'");
        expect(policy).toMatch(/script-src 'self'/);
        expect(policy).not.toContain("'unsafe-inline'");
      });

      await test.step('byte budgets: its HTML as sent, its structure without its words, and every picture it can show', () => {
        const pictures = [
          ...byTag(document, 'img').flatMap((image) => [attr(image, 'src'), attr(image, 'srcset')]),
          ...byTag(document, 'source').map((source) => attr(source, 'srcset')),
        ]
          .flatMap((value) => (value ?? '').split(','))
          .map((candidate) => candidate.trim().split(/\s+/)[0]!)
          .filter((url) => url.startsWith('/') && !url.startsWith('//'));
        const checks = checkContentBudgets({
          route,
          lang: attr(document, 'lang'),
          html: sentBytes(route),
          // What the site's code takes of it: the page as built without its words (a page over its HTML budget with
          // its structure within its own is its text's to shorten, scripts/verdict.mjs).
          structure: structureBytes(readDist(fileOfRoute(route))),
          images: [...new Set(pictures)].map((url) => ({
            url,
            bytes: statSync(join(distDir, decodeURIComponent(url))).size,
          })),
        });
        expect(checks.filter((check) => !check.ok).map((check) => check.message)).toEqual([]);
      });

      await test.step(
        formRoutes.has(route)
          ? 'the consultation form’s and its notices’ islands are here'
          : 'no consultation form, no notices, no <form>',
        () => {
          const islands = [
            ...select(document, 'astro-island[component-url*="ConsultationForm"]'),
            ...select(document, 'astro-island[component-url*="Toaster"]'),
          ];
          expect(islands).toHaveLength(formRoutes.has(route) ? 2 : 0);
          if (!formRoutes.has(route)) expect(byTag(document, 'form')).toEqual([]);
        },
      );
    },
  );
}
