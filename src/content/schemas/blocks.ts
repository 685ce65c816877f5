import { z } from 'astro/zod';
import { contentErrorMap } from '../../lib/content-error-map';

/** Building blocks shared by the page copy schemas: one definition of a link, a section header, a titled point. */
export const text = z.string().trim().min(1);

/**
 * The error of a limit the layout sets, which says why after the usual words, e.g. `.max(4, because('more would
 * push the buttons below the first screen on a phone'))` → `should have at most 4 items, found 5: more would push…`.
 */
export const because = (why: string) => ({ error: (issue: z.core.$ZodRawIssue) => `${String(contentErrorMap(issue))}: ${why}` });

export const siteHref = z
  .string()
  .regex(/^[/#][^\s]*$/, 'must be a path on this site starting with "/" or a section anchor starting with "#"');

export const linkSchema = z.strictObject({
  label: text.meta({ title: 'Link text' }).describe('The words on the link or button.'),
  href: siteHref.meta({ title: 'Goes to' }).describe('Where it goes: a page such as "/team", or a section of this page such as "#services".'),
});

/** The header every page section starts with: optional small eyebrow, the heading, an optional intro paragraph. */
export const sectionSchema = z.strictObject({
  eyebrow: text.optional().meta({ title: 'Small label above the heading' }).describe('Small capitalised label above this section\'s heading (optional).'),
  heading: text.meta({ title: 'Section heading' }).describe('The heading at the top of this section of the page.'),
  intro: text.optional().meta({ title: 'Introduction' }).describe('One or two sentences under this section\'s heading (optional).'),
});

/** A short titled point: why-us points, pillars, "what clients value" cards. */
export const pointSchema = z.strictObject({
  title: text.meta({ title: 'Card heading' }).describe('Heading of the card.'),
  text: text.meta({ title: 'Card text' }).describe('One or two sentences under the card\'s heading.'),
});

/** The navy band at the top of inner pages. */
export const pageHeroSchema = z
  .strictObject({
  eyebrow: text.optional().meta({ title: 'Small label above the page heading' }).describe('Small capitalised label above the page heading in the navy band at the top (optional).'),
  title: text.meta({ title: 'Page heading' }).describe('The page heading, large in the navy band at the top (the only h1 on the page).'),
  subtitle: text.optional().meta({ title: 'Line under the page heading' }).describe('One sentence under the page heading in the navy band at the top (optional).'),
})
  .meta({ title: 'Top band' })
  .describe('The navy band at the top of the page, with the page heading.');

/** A closing call-to-action band: heading and text; the buttons' labels are page-specific. */
export const ctaCopySchema = z.strictObject({
  heading: text.meta({ title: 'Closing band heading' }).describe('Heading of the navy band at the end of the page.'),
  text: text.optional().meta({ title: 'Closing band text' }).describe('One or two sentences under the heading of the navy band at the end of the page (optional).'),
});
