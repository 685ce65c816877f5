import { contactLinks } from './contact-links';
import { getPage } from './pages';

/** The settings entry plus the links derived from it. Components read it from `Astro.locals.site` (src/middleware.ts). */
export async function getSite() {
  const { data } = await getPage('settings');
  // Non-breaking spaces keep a phone number on one line wherever it is shown.
  const phone = { ...data.phone, display: data.phone.display.replace(/ /g, '\u00a0') };
  const { locality, region, country } = data.address;
  // The address as one line (footer, contact page), in the order a visitor reads it.
  const addressLine = [locality, region, country].join(', ');
  return { ...data, phone, addressLine, links: contactLinks(data) };
}

/** The interface labels. Components read them from `Astro.locals.ui` (src/middleware.ts). */
export async function getUi() {
  return (await getPage('ui')).data;
}

export type Site = Awaited<ReturnType<typeof getSite>>;
export type Ui = Awaited<ReturnType<typeof getUi>>;
