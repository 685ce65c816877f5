import type { Locale } from '../i18n/locales';
import { byOrder, getLocalized } from './entries';

/** The firm's offices in the editor's order (src/content/offices/): /contact, every footer, /disclosures. */
export const getOffices = async (locale: Locale) => byOrder(await getLocalized('offices', locale));

export type OfficeEntry = Awaited<ReturnType<typeof getOffices>>[number];

/** The offices a regulator has registered, each with its registration: the footer's lines. */
export const registered = (offices: OfficeEntry[]) =>
  offices.flatMap((office) =>
    office.data.registration ? [{ ...office, registration: office.data.registration }] : [],
  );
