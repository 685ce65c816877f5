import { z } from 'astro/zod';
import { limitedList, sectionSchema } from '../../../../content/schemas/blocks';
import { titled } from '../fields';

export const schema = () =>
  z
    .strictObject({
      type: z.literal('process-steps'),
      ...sectionSchema.shape,
      steps: limitedList(titled, {
        min: 2,
        why: 'one step is not a process',
        title: 'Steps in order',
        help: ({ count, why }) => `Numbered steps in order, title and one sentence each (${count}: ${why}).`,
      }),
    })
    .describe('A numbered process.');
