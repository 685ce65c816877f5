import type { Locale } from '../i18n/locales';
import { byOrder, getLocalized } from './entries';

/** The firm's offices in the editor's order (src/content/offices/): /contact, every footer, /disclosures, /privacy. */
export const getOffices = async (locale: Locale) => byOrder(await getLocalized('offices', locale));

export type OfficeEntry = Awaited<ReturnType<typeof getOffices>>[number];

/** The offices a regulator has registered, each with its registration: the footer's lines. */
export const registered = (offices: OfficeEntry[]) =>
  offices.flatMap((office) =>
    office.data.registration ? [{ ...office, registration: office.data.registration }] : [],
  );

/**
 * The notice a service's page shows beside its offer and next to its figures of returns, in the page's language:
 * its office's, when that office's licence allows Professional Clients only (the content check makes sure the office
 * has it in every language); else none.
 */
export async function professionalNotice(officeId: string, locale: Locale): Promise<string | undefined> {
  const office = (await getOffices(locale)).find((entry) => entry.id === officeId);
  const registration = office?.data.registration;
  return registration?.clientCategory === 'professional' ? registration.clientNotice : undefined;
}
