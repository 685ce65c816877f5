import { LOCALE_CODES } from '../../../i18n/locales';
import type { ContentRule } from '../site';
import { duplicates } from './duplicates';

/** Search results and shared links tell pages apart by their title and description (in each language). */
export const pageTitles: ContentRule = {
  name: 'page titles',
  after: { order: 'of two pages with one title, the later in order is named' },
  run(content) {
    for (const locale of LOCALE_CODES) {
      const own = content.groups.filter((group) => group.locale === locale).flatMap((group) => group.entries);
      content.errors.push(...duplicates(own, ['meta', 'title'], 'each page needs its own title in search results'));
      content.errors.push(
        ...duplicates(own, ['meta', 'description'], 'each page needs its own description in search results'),
      );
    }
  },
};
