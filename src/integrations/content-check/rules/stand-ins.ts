import { describeValue } from '../../../content/schemas/error-map';
import { STAND_IN_VALUES } from '../../../content/stand-ins';
import { formatPath, readFiles, report, scalarsOf, type ContentRule, type Located } from '../site';

const TEST_DOMAIN = /(?:^|\.)(?:example|test|invalid|localhost)$|(?:^|\.)example\.(?:com|net|org)$/i;
const SOCIAL_HOSTS = /(?:^|\.)(?:linkedin\.com|x\.com|twitter\.com|instagram\.com|facebook\.com|youtube\.com)$/i;

/**
 * The sample details the site was built with must be replaced before launch: one warning per value still holding
 * a stand-in, a listed one (src/content/stand-ins.ts), or a test address; by value alone, since the browser editor
 * keeps no comments.
 */
export const standIns: ContentRule = {
  name: 'stand-ins',
  after: { 'YAML syntax': 'it reads the fields of a file YAML can read' },
  run(content) {
    for (const file of readFiles(content)) {
      const { doc, lineAt } = file.read;
      const found: Located[] = [];
      for (const { path, node } of scalarsOf(doc.contents)) {
        if (node.value === null || !node.range) continue;
        const value = String(node.value);
        const listed = STAND_IN_VALUES.get(value.trim());
        const reasons = [
          ...(listed ? [`${listed}, listed in src/content/stand-ins.ts`] : []),
          // A form field's `placeholder` is a sample by design (e.g. "rohan@example.com" in the empty email field).
          ...(path.at(-1) === 'placeholder' ? [] : testAddresses(value)),
        ];
        if (reasons.length)
          found.push({
            line: lineAt(node.range[0]),
            message: `field "${formatPath(path)}" still holds a stand-in value ${describeValue(value)} (${reasons.join('; ')})`,
          });
      }
      report(content, file, 'warning', found);
    }
  },
};

function testAddresses(value: string) {
  const reasons = new Set<string>();
  for (const [, domain] of value.matchAll(/[^\s@<>"'(),]+@([^\s@<>"'(),/]+)/g)) {
    if (TEST_DOMAIN.test(domain!)) reasons.add(`${domain} is a test domain, not a real address`);
  }
  for (const [href] of value.matchAll(/\bhttps?:\/\/[^\s"'<>]+/gi)) {
    const url = URL.parse(href);
    if (!url) continue;
    if (TEST_DOMAIN.test(url.hostname)) reasons.add(`${url.hostname} is a test domain, not a real address`);
    else if (SOCIAL_HOSTS.test(url.hostname) && url.pathname === '/' && !url.search)
      reasons.add("the network's home page, not the firm's profile");
  }
  return [...reasons];
}
