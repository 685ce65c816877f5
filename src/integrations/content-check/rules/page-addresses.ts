import { LOCALE_CODES } from '../../../i18n/locales';
import { localizeHref } from '../../../i18n/routing';
import type { ContentRule } from '../site';

/** The address a page is served at: `/insights/index` is `/insights`, as static hosts serve an index file. */
const served = (path: string) => path.replace(/\/index$/, '') || '/';

/**
 * A file whose name makes the address another page already has (an article named `index` is the list's address):
 * one of the two pages would be lost. One line per file, naming the page it would take the place of.
 */
export const pageAddresses: ContentRule = {
  name: 'page addresses',
  after: { addresses: 'only file names that are addresses are compared' },
  run(content) {
    const taken = new Map<string, string>();
    for (const source of content.sources) {
      if (typeof source.route === 'string')
        for (const locale of LOCALE_CODES)
          taken.set(localizeHref(source.route, locale), `the page of ${source.folder}/${locale}/${source.pattern}`);
    }
    for (const group of content.groups) {
      const { route } = group.source;
      if (typeof route !== 'function') continue;
      for (const file of group.files) {
        if (file.outside) continue;
        const address = served(localizeHref(route(file.id), group.locale));
        const owner = taken.get(address);
        if (owner === undefined) {
          taken.set(address, file.shown);
          continue;
        }
        file.outside = true;
        content.errors.push(
          `${file.shown}:1: the file name makes the address ${address}, which ${owner} already has: give the file another name (lower-case letters, digits and dashes)`,
        );
      }
    }
  },
};
