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
  label: text.describe('Visible text of the link or button.'),
  href: siteHref.describe('Where it goes: a page such as "/team", or a section of this page such as "#services".'),
});

/** The header every page section starts with: optional small eyebrow, the heading, an optional intro paragraph. */
export const sectionSchema = z.strictObject({
  eyebrow: text.optional().describe('Small capitalised label above the heading (optional).'),
  heading: text.describe('Section heading.'),
  intro: text.optional().describe('One or two sentences under the heading (optional).'),
});

/** A short titled point: why-us points, pillars, "what clients value" cards. */
export const pointSchema = z.strictObject({
  title: text.describe('Heading of the point.'),
  text: text.describe('One or two sentences explaining it.'),
});

/** The navy band at the top of inner pages. */
export const pageHeroSchema = z.strictObject({
  eyebrow: text.optional().describe('Small capitalised label above the page title (optional).'),
  title: text.describe('The page title (the only h1 on the page).'),
  subtitle: text.optional().describe('One sentence under the title (optional).'),
});

/** A closing call-to-action band: heading and text; the buttons' labels are page-specific. */
export const ctaCopySchema = z.strictObject({
  heading: text.describe('Heading of the closing band.'),
  text: text.optional().describe('One or two sentences under the heading (optional).'),
});
