import { getEntry } from 'astro:content';
import { contactLinks } from './contact-links';

/** The settings entry plus the links derived from it. */
export async function getSite() {
  const entry = await getEntry('settings', 'site');
  if (!entry) throw new Error('src/content/settings/site.yaml is missing');
  const { data } = entry;
  // Non-breaking spaces keep a phone number on one line wherever it is shown.
  const phone = { ...data.phone, display: data.phone.display.replace(/ /g, '\u00a0') };
  const { locality, region, country } = data.address;
  // The address as one line (footer, contact page), in the order a visitor reads it.
  const addressLine = [locality, region, country].join(', ');
  return { ...data, phone, addressLine, links: contactLinks(data) };
}

export async function getUi() {
  const entry = await getEntry('ui', 'labels');
  if (!entry) throw new Error('src/content/ui/labels.yaml is missing');
  return entry.data;
}

export type Site = Awaited<ReturnType<typeof getSite>>;
export type Ui = Awaited<ReturnType<typeof getUi>>;
