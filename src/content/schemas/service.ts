import { z } from 'astro/zod';
import { CONSULTATION_TYPES } from '../consultation-types';
import { pageMetaSchema } from './page';
import { actionSchema, serviceSectionSchema } from './service-sections';
import type { ImageSchema } from '../../components/service/sections/fields';
import { eyebrowField, fact, field, limitedList, listOf, text } from './blocks';

/** The card every service line shows on the home page and in the footer's Services list. */
export const serviceCardSchema = z.strictObject({
  title: field(
    text,
    'Service name',
    "Service name on its home page card and in the footer's Services list; the service page's own heading is the page heading in its top band.",
  ),
  reach: field(
    text,
    'Reach on the card',
    'Location or range under the service name on its home page card, e.g. "India · Global" or "USD 2M–100M".',
  ),
  summary: field(
    z.string().trim().min(40).max(240),
    'Card summary',
    'One or two sentences on its home page card, also the description search engines get for the service.',
  ),
  highlights: limitedList(text, {
    min: 1,
    max: 6,
    why: 'cards in a row share one height, so a longer list leaves its neighbours half empty',
    title: 'Card highlights',
    help: ({ count, why }) => `Short highlights on the card (${count}): ${why}.`,
  }),
  order: fact(
    z.number().int().min(1),
    'Place in the list',
    'Position on the home page and in the footer (1 = first); two services with the same number are listed by file name.',
  ),
});

/**
 * One service line: its card fields plus its whole page (/services/<file name>).
 * A factory of the collection's image() helper so image paths are checked; Astro calls it from
 * src/content.config.ts, unit tests with a stub.
 */
export function serviceSchema(image: ImageSchema) {
  return field(
    serviceCardSchema
      .extend({
        office: fact(
          text,
          'Provided through',
          'The office whose licence this service is provided under (its file name in offices/): its regulator’s notices follow the page, e.g. a Professional-Clients notice beside the offer and the figures of returns.',
        ),
        meta: pageMetaSchema.describe(
          'The title in the browser tab and the description in search results of the service page; neither appears on the page itself.',
        ),
        hero: field(
          z.strictObject({
            eyebrow: eyebrowField('the page heading', 'in the top band'),
            title: field(
              text,
              'Page heading',
              'The page heading, large in the navy band at the top (the only h1 on the page).',
            ),
            subtitle: field(
              text,
              'Line under the page heading',
              'One or two sentences under the page heading in the top band.',
            ),
            reach: field(
              text,
              'Reach in the top band',
              'Range or region under the page heading in the top band, e.g. "USD 2M–100M Capital Raise" or "India · Global".',
            ),
            actions: limitedList(actionSchema, {
              max: 2,
              why: 'the hero holds one main and one second button; put more in a call-to-action section',
              title: 'Buttons',
              help: ({ count, why }) =>
                `Buttons in the top band (${count}), under the line under the page heading: ${why}.`,
            }).optional(),
          }),
          'Top band',
          'The navy band at the top of the service page, with the page heading.',
        ),
        form: field(
          z
            .strictObject({
              type: fact(
                z.enum(CONSULTATION_TYPES),
                'Kind of form',
                'Which consultation form: its fields and email subject depend on it.',
              ),
              eyebrow: eyebrowField('the form heading'),
              heading: field(text, 'Form heading', 'Heading of the form section at the end of the page (an h2).'),
              intro: field(text.optional(), 'Form introduction', 'One or two sentences above the form.'),
            })
            .optional(),
          'Consultation form',
          'The consultation form at the end of the page; leave out for a page without a form.',
        ),
        sections: listOf(
          serviceSectionSchema(image),
          'Sections of the page',
          'The sections of the service page between the top band and the form, in order; each kind of section has a layout of its own.',
        ),
      })
      .superRefine((service, ctx) => {
        const actions = [
          ...(service.hero.actions ?? []).map((action, index) => ({
            action,
            path: ['hero', 'actions', index, 'kind'],
          })),
          ...service.sections.flatMap((section, sectionIndex) =>
            section.type === 'call-to-action'
              ? section.actions.map((action, index) => ({
                  action,
                  path: ['sections', sectionIndex, 'actions', index, 'kind'],
                }))
              : [],
          ),
        ];
        for (const { action, path } of actions) {
          if (action.kind === 'form' && !service.form) {
            ctx.addIssue({
              code: 'custom',
              path,
              message: 'is "form", which needs a `form` block on this page: add one, or use email, phone or whatsapp',
            });
          }
        }
      }),
    'Services',
    'One service line: the home page card (title … order) and the whole page at /services/<file name>.',
  );
}

export type ServiceCard = z.infer<typeof serviceCardSchema>;
