import { z } from 'astro/zod';
import { contentErrorMap } from './error-map';
import { FACT_META } from '../facts';

/** Building blocks shared by the page copy schemas: one definition of a link, a section header, a titled point. */
export const text = z.string().trim().min(1);

/**
 * A field as editors meet it: its schema, its label (`title`: the visual editor's label and the name an error line
 * gives) and its help (the description the editor shows under it, the JSON Schema carries to VS Code and
 * docs/CONTENT.md quotes). Written in one call so that each field reads as one line.
 */
export function field<Schema extends z.ZodType>(schema: Schema, title: string, help: string): Schema {
  return schema.meta({ title }).describe(help);
}

/**
 * A field that does not depend on the language (a licence number, an amount, a date, a place in a list, the people
 * and services an entry names), as editors meet it: written once, in the entry's default-language file, and shown in
 * every language (src/content/facts.ts). A translation that writes it again is refused by the content check, and the
 * editor at /admin asks for it in the default language only.
 */
export function fact<Schema extends z.ZodType>(schema: Schema, title: string, help: string): Schema {
  return schema.meta({ title, ...FACT_META }).describe(help);
}

/** A list an editor must give at least one item of (an empty one would leave its heading over nothing). */
export function listOf<Item extends z.ZodType>(item: Item, title: string, help: string) {
  return field(z.array(item).min(1), title, help);
}

/**
 * The error of a limit the layout sets, which says why after the usual words, e.g. `.max(4, because('more would
 * push the buttons below the first screen on a phone'))` → `should have at most 4 items, found 5: more would push…`.
 */
export const because = (why: string) => ({
  error: (issue: z.core.$ZodRawIssue) => `${String(contentErrorMap(issue))}: ${why}`,
});

const NUMBER_WORDS = [
  'none',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];
const inWords = (count: number) => NUMBER_WORDS[count] ?? String(count);

/** How many items a list takes, in words for editors: "one to four", "up to four", "none to five", "at least two". */
export function countInWords({ min, max }: { min?: number | undefined; max?: number | undefined }): string {
  if (max === undefined) return `at least ${inWords(min ?? 0)}`;
  if (min === undefined) return `up to ${inWords(max)}`;
  return `${inWords(min)} to ${inWords(max)}`;
}

/**
 * A list whose length the layout limits, written once: the limit and the reason give both the check (its error says
 * why, as `because` does) and the help editors read (`help` places the count in words and the reason in its
 * sentence; a help that leaves out either stops the build). `min: 0` says "none to …" without a check; a minimum of
 * one is the usual "not empty" and needs no reason, so only a higher one carries it.
 */
export function limitedList<Item extends z.ZodType>(
  item: Item,
  {
    min,
    max,
    why,
    title,
    help,
  }: {
    min?: number;
    max?: number;
    why: string;
    title: string;
    help: (limit: { count: string; why: string }) => string;
  },
) {
  const count = countInWords({ min, max });
  const description = help({ count, why });
  for (const part of [count, why]) {
    if (!description.toLowerCase().includes(part.toLowerCase()))
      throw new Error(`list "${title}": its help "${description}" should say "${part}"`);
  }
  let list = z.array(item);
  if (min !== undefined && min > 0) list = min > 1 ? list.min(min, because(why)) : list.min(min);
  if (max !== undefined) list = list.max(max, because(why));
  return list.meta({ title }).describe(description);
}

/**
 * A browser reads an address starting with "//" or "/\" as another site's (`//elsewhere.example/x`), and a backslash
 * in an address as "/": a field meant as a path on this site must hold neither (security review 5, L3).
 */
const onThisSite = (schema: z.ZodString) =>
  schema.refine((value) => !/^\/[/\\]/.test(value) && !value.includes('\\'), {
    message:
      'must not start with "//" or "/\\", nor hold a "\\": a browser reads that as the address of another site; write the path of a page of this site, e.g. "/team"',
  });

/** A field that holds a path on this site: "/team", "/services/x#fees". */
export const sitePath = onThisSite(z.string().regex(/^\/[^\s]*$/, 'must be a path on this site starting with "/"'));

export const siteHref = onThisSite(
  z
    .string()
    .regex(/^[/#][^\s]*$/, 'must be a path on this site starting with "/" or a section anchor starting with "#"'),
);

export const linkSchema = z.strictObject({
  label: field(text, 'Link text', 'The words on the link or button.'),
  href: field(
    siteHref,
    'Goes to',
    'Where it goes: a page such as "/team", or a section of this page such as "#services".',
  ),
});

/**
 * The optional small capitalised label above a heading: `heading` names the heading it stands over, `where` (if
 * given) where that heading is, for the editor's help.
 */
export const eyebrowField = (heading: string, where?: string) =>
  field(
    text.optional(),
    `Small label above ${heading}`,
    `Small capitalised label above ${heading}${where ? ` ${where}` : ''} (optional).`,
  );

/** The header every page section starts with: optional small eyebrow, the heading, an optional intro paragraph. */
export const sectionSchema = z.strictObject({
  eyebrow: eyebrowField('the section heading'),
  heading: field(text, 'Section heading', 'The heading at the top of this section of the page.'),
  intro: field(text.optional(), 'Introduction', "One or two sentences under this section's heading (optional)."),
});

/** A short titled point: why-us points, pillars, "what clients value" cards. */
export const pointSchema = z.strictObject({
  title: field(text, 'Card heading', 'Heading of the card.'),
  text: field(text, 'Card text', "One or two sentences under the card's heading."),
});

/** A short line of text an editor fills, with its name and help in the editor: a label, a link's words. */
export const textField = (title: string, help: string) => field(text, title, help);

/** The navy band at the top of inner pages. */
export const pageHeroSchema = field(
  z.strictObject({
    eyebrow: eyebrowField('the page heading', 'in the navy band at the top'),
    title: field(
      text,
      'Page heading',
      'The page heading, large in the navy band at the top (the only h1 on the page).',
    ),
    subtitle: field(
      text.optional(),
      'Line under the page heading',
      'One sentence under the page heading in the navy band at the top (optional).',
    ),
  }),
  'Top band',
  'The navy band at the top of the page, with the page heading.',
);

/** A closing call-to-action band: heading and text; the buttons' labels are page-specific. */
export const ctaCopySchema = z.strictObject({
  heading: field(text, 'Closing band heading', 'Heading of the navy band at the end of the page.'),
  text: field(
    text.optional(),
    'Closing band text',
    'One or two sentences under the heading of the navy band at the end of the page (optional).',
  ),
});

/**
 * A closing band with its own buttons, links to pages or addresses (the team page's, an article's): `where` completes
 * its help, "The navy band at the end of …".
 */
export const closingBandWithLinks = (where: string) =>
  field(
    ctaCopySchema.extend({
      actions: limitedList(linkSchema, {
        min: 1,
        max: 3,
        why: 'they share one row from tablets up, and more would crowd it',
        title: 'Buttons',
        help: ({ count, why }) => `Buttons in the closing band (${count}), the first is the primary one: ${why}.`,
      }),
    }),
    'Closing band',
    `The navy band at the end of ${where}, with its buttons.`,
  );
