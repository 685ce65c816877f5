import { z } from 'astro/zod';
import { limitedList, text } from '../../../../content/schemas/blocks';
import { actionSchema } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('call-to-action'),
      heading: text.meta({ title: 'Band heading' }).describe('Heading of the navy band (an h2).'),
      text: text.optional().meta({ title: 'Band text' }).describe('One sentence under the heading of the navy band.'),
      actions: limitedList(actionSchema, {
        min: 1,
        max: 3,
        why: 'they share one row from tablets up, and more would crowd it',
        title: 'Buttons',
        help: ({ count, why }) => `Buttons (${count}), the first is the primary one: ${why}.`,
      }),
    })
    .describe('A navy band with contact buttons.');
