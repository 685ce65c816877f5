import type { Locale } from '../i18n/locales';
import { byOrder, getLocalized } from './entries';

/** The process steps in order, shared by the home page and /how-we-work. */
export async function getProcessSteps(locale: Locale) {
  return byOrder(await getLocalized('process', locale)).map((entry) => entry.data);
}
