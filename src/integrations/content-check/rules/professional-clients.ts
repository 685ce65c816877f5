import type { Office } from '../../../content/schemas/office';
import { formatPath, report, type ContentRule } from '../site';

/**
 * A service provided through an office whose licence allows Professional Clients only shows that office's notice on
 * its page, beside the offer and next to every figure of returns (src/components/service/): the notice is the office's
 * words, in each language, never typed on each page. An office of that category without its notice in a language
 * would leave the pages of its services bare in that language: one line on the office's file, naming those pages.
 */
export const professionalClients: ContentRule = {
  name: 'professional clients',
  after: {
    schemas: 'it reads the offices and services the schemas passed, each translation with its holder’s facts',
    references: 'a service names an office that exists',
  },
  run(content) {
    const services = content.groups
      .filter((group) => group.source.name === 'services')
      .flatMap((group) => group.entries);
    for (const group of content.groups) {
      if (group.source.name !== 'offices') continue;
      for (const entry of group.entries) {
        const registration = (entry.data as Office).registration;
        if (registration?.clientCategory !== 'professional' || registration.clientNotice) continue;
        const pages = [
          ...new Set(
            services
              .filter((service) => (service.data as { office?: string }).office === entry.id)
              .map((service) => service.id),
          ),
        ];
        const path = ['registration', 'clientNotice'];
        report(content, entry.file, 'error', [
          {
            line: entry.lineOf(path),
            message: `field "${formatPath(path)}" is missing: the office serves Professional Clients only, so the page of every service provided through it (${pages.join(', ') || 'none yet'}) shows this notice beside the offer and next to any figure of returns, in every language`,
          },
        ]);
      }
    }
  },
};
