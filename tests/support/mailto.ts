// The two hand-offs as a test sees them: the mailto link, and the WhatsApp link, which never leaves the machine.
import { expect, type Page } from '@playwright/test';
import { consultationForm, services, settings } from './content';
import { DEFAULT_LOCALE, type Locale } from '../../src/i18n/locales';

/** Records every mailto navigation the page asks for (Chromium hands it to the OS, so it never loads). */
export async function captureMailto(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  const urls: string[] = [];
  cdp.on('Page.frameRequestedNavigation', (event) => {
    if (event.url.startsWith('mailto:')) urls.push(event.url);
  });
  return {
    urls,
    /** The one mailto URL requested so far (waits for it). */
    async one() {
      await expect.poll(() => urls.length, { message: 'a mailto navigation' }).toBe(1);
      return urls[0]!;
    },
  };
}

/**
 * Records every request for a wa.me link, in this page or a tab it opens, and answers it here: nothing reaches
 * WhatsApp.
 */
export async function captureWhatsApp(page: Page) {
  const urls: string[] = [];
  await page.context().route('https://wa.me/**', (route) => {
    urls.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/plain', body: 'WhatsApp' });
  });
  return {
    urls,
    async one() {
      await expect.poll(() => urls.length, { message: 'a wa.me request' }).toBe(1);
      return urls[0]!;
    },
  };
}

/** The message a wa.me link carries, after proving it goes to the firm's number with that one parameter. */
export function decodeWhatsApp(href: string) {
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe(`https://wa.me/${settings().whatsapp.replace(/\D/g, '')}`);
  expect([...url.searchParams.keys()], 'exactly the text parameter').toEqual(['text']);
  expect(href, 'nothing left unencoded').toMatch(/^[\x21-\x7e]+$/);
  return url.searchParams.get('text');
}

/**
 * The line names the email from a page in `locale` carries, read from the content: the language's own on the
 * original's (the default language's) pages; on a translation's, each joined to the original's by the language's
 * `lineWithOriginal` pattern (else the original's), a name the two share written once.
 */
export function emailLineNames(locale: Locale = DEFAULT_LOCALE) {
  const { lines, lineWithOriginal } = consultationForm(locale).handoff;
  if (locale === DEFAULT_LOCALE) return lines;
  const original = consultationForm(DEFAULT_LOCALE).handoff;
  const pattern = lineWithOriginal ?? original.lineWithOriginal;
  expect(pattern, `a pattern joining ${locale}'s line names to the original's`).toBeDefined();
  const join = (name: string, originalName: string) =>
    name === originalName ? name : pattern!.replace('{line}', () => name).replace('{original}', () => originalName);
  return Object.fromEntries(
    Object.entries(lines).map(([field, name]) => [field, join(name, original.lines[field as keyof typeof lines])]),
  ) as typeof lines;
}

/**
 * The email's subject before the visitor's name, sent from the page of the service `slug` in `locale`, read from the
 * content: the language's subject with the page's name of the service in it; on a translation's page, beside the
 * original's (its subject, its name of the service) by the language's `subjectWithOriginal` pattern (else the
 * original's), a subject the two share written once.
 */
export function emailSubject(slug: string, locale: Locale = DEFAULT_LOCALE) {
  const serviceName = (code: Locale) => services(code).find((service) => service.slug === slug)!.title;
  const own = consultationForm(locale).handoff;
  const subject = own.subject.replace('{service}', () => serviceName(locale));
  if (locale === DEFAULT_LOCALE) return subject;
  const original = consultationForm(DEFAULT_LOCALE).handoff;
  const theirs = original.subject.replace('{service}', () => serviceName(DEFAULT_LOCALE));
  const pattern = own.subjectWithOriginal ?? original.subjectWithOriginal;
  if (subject === theirs || !pattern) return subject;
  return pattern.replace('{subject}', () => subject).replace('{original}', () => theirs);
}
