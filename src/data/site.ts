import { LOCALES, LOCALE_CODES, type Locale } from '../i18n/locales';
import { contactLinks } from '../lib/contact-links';
import { getPage, getShared } from './pages';

/**
 * The settings (src/content/settings/site.yaml, the same in every language) with the language's words
 * (settings/<locale>/site-text.yaml), plus the links derived from them. Components read it from `Astro.locals.site`
 * (src/middleware.ts).
 */
export async function getSite(locale: Locale) {
  const [{ data: settings }, text] = await Promise.all([getShared('settings'), getPage('siteText', locale)]);
  const data = { ...settings, ...text.data };
  // Non-breaking spaces keep a phone number on one line wherever it is shown.
  const phone = { ...data.phone, display: data.phone.display.replace(/ /g, '\u00a0') };
  const { locality, region, country } = data.address;
  // The address as one line (footer, contact page), in the order a visitor reads it.
  const addressLine = [locality, region, country].join(LOCALES[locale].comma);
  // The firm's name in this language's text (titles, headings, the copyright line); the logo keeps `brand`.
  const firmName = text.data.firmName ?? settings.brand;
  return { ...data, firmName, phone, addressLine, links: contactLinks(data) };
}

/**
 * The unit words of every language (`figureUnits`), as the post-build step `figures` binds them on every page: a page
 * may quote another language's figure.
 */
export async function getFigureUnits(): Promise<string[]> {
  const texts = await Promise.all(LOCALE_CODES.map((locale) => getPage('siteText', locale)));
  return texts.flatMap((text) => text.data.figureUnits ?? []);
}

/** The interface labels of a language, links in that language. Components read them from `Astro.locals.ui` (src/middleware.ts). */
export async function getUi(locale: Locale) {
  return (await getPage('ui', locale)).data;
}

export type Site = Awaited<ReturnType<typeof getSite>>;
export type Ui = Awaited<ReturnType<typeof getUi>>;
