import { DEFAULT_LOCALE } from '../../../i18n/locales';
import { describeValue } from '../../../content/schemas/error-map';
import type { Office } from '../../../content/schemas/office';
import {
  formatPath,
  report,
  writtenFields,
  type ContentRule,
  type ContentUnderCheck,
  type Located,
  type Path,
} from '../site';

/** A person's fields this rule reads (src/content/schemas/team.ts), as the schema passed them. */
interface Person {
  career?: Array<{ from?: number; to?: number }>;
  qualifications?: Array<{ year?: number }>;
  regulatedRoles?: Array<{ office: string; register: string }>;
}

/** The default-language offices that are part of the site, by file name, with whether a regulator registered them. */
const officesOf = (content: ContentUnderCheck) =>
  new Map(
    (content.groups.find((group) => group.source.name === 'offices' && group.locale === DEFAULT_LOCALE)?.files ?? [])
      .filter((file) => !file.outside)
      // Whether it is registered; unknown while a mistake of its own keeps its fields from being read.
      .map((file) => [file.id, file.entry && (file.entry.data as Office).registration !== undefined] as const),
  );

/** Whether a text is an https:// address a browser opens (a register entry a reader can check). */
const isHttpsAddress = (text: string) => {
  const url = URL.parse(text);
  return url?.protocol === 'https:' && url.hostname.includes('.');
};

/**
 * What a due-diligence reader checks of a person, which the schema cannot know: each career line gives the year the
 * role began (the years a reader weighs, and what orders a career), no year is still to come and none ends before it
 * began; a regulated role is held under an office that exists and that a regulator has registered (its regulator is
 * named beside it), and links to where anyone can check it, over https.
 */
export const team: ContentRule = {
  name: 'team',
  after: { schemas: 'it reads the entries the schemas make, the offices among them' },
  run(content) {
    const offices = officesOf(content);
    const names = [...offices.keys()];
    const thisYear = new Date().getUTCFullYear();
    for (const group of content.groups) {
      if (group.source.name !== 'team') continue;
      for (const { file, data: fields, lineOf, refused } of writtenFields(group)) {
        const data = fields as Person;
        const found: Located[] = [];
        const add = (path: Path, message: string) => {
          if (!refused(path)) found.push({ line: lineOf(path), message: `field "${formatPath(path)}" ${message}` });
        };
        (data.career ?? []).forEach(({ from, to }, index) => {
          const at: Path = ['career', index];
          if (from === undefined)
            add(
              at,
              'gives no year: add "from", the year the role began (and "to", the year it ended, unless it is still held)',
            );
          for (const [key, year] of [
            ['from', from],
            ['to', to],
          ] as const)
            if (year !== undefined && year > thisYear) add([...at, key], `is ${year}, a year still to come`);
          if (from !== undefined && to !== undefined && to < from)
            add([...at, 'to'], `is ${to}, before the year the role began (${from})`);
        });
        (data.qualifications ?? []).forEach(({ year }, index) => {
          if (year !== undefined && year > thisYear)
            add(['qualifications', index, 'year'], `is ${year}, a year still to come`);
        });
        (data.regulatedRoles ?? []).forEach(({ office, register }, index) => {
          const at: Path = ['regulatedRoles', index];
          if (!offices.has(office))
            add(
              [...at, 'office'],
              `names no office: ${describeValue(office)} is not a file in src/content/offices/${DEFAULT_LOCALE}/ (${names.join(', ') || 'none yet'})`,
            );
          else if (offices.get(office) === false)
            add(
              [...at, 'office'],
              `names the office "${office}", which no regulator has registered (it has no "registration"): a regulated role is held under a registered office`,
            );
          if (!isHttpsAddress(register))
            add(
              [...at, 'register'],
              `should be the https:// address of the person’s entry in the regulator’s public register, where a reader checks the role; found ${describeValue(register)}`,
            );
        });
        report(content, file, 'error', found);
      }
    }
  },
};
