import { z } from 'astro/zod';
import { CONSULTATION_TYPES } from '../consultation-types';
import { pageMetaSchema } from './page';
import { actionSchema, serviceSectionSchema } from './service-sections';
import { because, text } from './blocks';


/** The card every service line shows on the home page and in the footer's Services list. */
export const serviceCardSchema = z.strictObject({
  title: text.describe('Service name on cards, in the footer and as the page title.'),
  reach: text.describe('Location or range under the title, e.g. "India · Global" or "USD 2M–100M".'),
  summary: z.string().trim().min(40).max(240).describe('One or two sentences on the home page card.'),
  highlights: z
    .array(text)
    .min(1)
    .max(6, because('cards in a row share one height, so a longer list leaves its neighbours half empty'))
    .describe(
      'Short highlights on the card (one to six): cards in a row share one height, so a longer list leaves its neighbours half empty.',
    ),
  order: z.number().int().min(1).describe('Position on the home page and in the footer (1 = first).'),
});

/**
 * One service line: its card fields plus its whole page (/services/<file name>).
 * A factory of the collection's image() helper so image paths are checked; Astro calls it from
 * src/content.config.ts, unit tests with a stub.
 */
export function serviceSchema<I extends z.ZodType>(image: () => I) {
  return serviceCardSchema
    .extend({
      meta: pageMetaSchema.describe('Browser title and search description of the service page.'),
      hero: z
        .strictObject({
          eyebrow: text.optional().describe('Small capitals line above the title, e.g. "Services".'),
          title: text.describe('The page heading (the only h1).'),
          subtitle: text.describe('One or two sentences under the title.'),
          reach: text.describe('Range or region, e.g. "USD 2M–100M Capital Raise" or "India · Global".'),
          actions: z
            .array(actionSchema)
            .max(2, because('the hero holds one main and one second button; put more in a call-to-action section'))
            .optional()
            .describe('Up to two buttons under the subtitle.'),
        })
        .describe('The navy band at the top of the page.'),
      form: z
        .strictObject({
          type: z.enum(CONSULTATION_TYPES).describe('Which consultation form: its fields and email subject depend on it.'),
          eyebrow: text.optional().describe('Small capitals line above the heading.'),
          heading: text.describe('Heading of the form section (an h2).'),
          intro: text.optional().describe('One or two sentences above the form.'),
        })
        .optional()
        .describe('The consultation form at the end of the page; leave out for a page without a form.'),
      sections: z
        .array(serviceSectionSchema(image))
        .min(1)
        .describe('The page body, in order; each item has a `type` choosing its layout.'),
    })
    .superRefine((service, ctx) => {
      const actions = [
        ...(service.hero.actions ?? []).map((action, index) => ({ action, path: ['hero', 'actions', index, 'kind'] })),
        ...service.sections.flatMap((section, sectionIndex) =>
          section.type === 'call-to-action'
            ? section.actions.map((action, index) => ({ action, path: ['sections', sectionIndex, 'actions', index, 'kind'] }))
            : [],
        ),
      ];
      for (const { action, path } of actions) {
        if (action.kind === 'form' && !service.form) {
          ctx.addIssue({ code: 'custom', path, message: 'is "form", which needs a `form` block on this page: add one, or use email, phone or whatsapp' });
        }
      }
    })
    .describe('One service line: the home page card (title … order) and the whole page at /services/<file name>.');
}

export type ServiceCard = z.infer<typeof serviceCardSchema>;
