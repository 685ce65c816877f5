import { z } from 'astro/zod';
import { field, limitedList, text } from '../../../../content/schemas/blocks';
import { actionSchema } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('call-to-action'),
      heading: field(text, 'Band heading', 'Heading of the navy band (an h2).'),
      text: field(text.optional(), 'Band text', 'One sentence under the heading of the navy band.'),
      actions: limitedList(actionSchema, {
        min: 1,
        max: 3,
        why: 'they share one row from tablets up, and more would crowd it',
        title: 'Buttons',
        help: ({ count, why }) => `Buttons (${count}), the first is the primary one: ${why}.`,
      }),
    })
    .describe('A navy band with contact buttons.');
