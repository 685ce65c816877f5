import { z } from 'astro/zod';
import { text } from './blocks';

/** One step of the process: shown short on the home page, in full on /how-we-work. */
export const processStepSchema = z
  .strictObject({
    shortTitle: text.meta({ title: 'Short name (home page)' }).describe('Step name on the home page, e.g. "Access".'),
    title: text
      .meta({ title: 'Full name (how we work page)' })
      .describe('Step name on /how-we-work, e.g. "Access Capital/Partners".'),
    summary: z
      .string()
      .trim()
      .min(10)
      .max(110)
      .meta({ title: 'One line (home page)' })
      .describe('One short line under the step on the home page.'),
    description: z
      .string()
      .trim()
      .min(40)
      .max(320)
      .meta({ title: 'Paragraph (how we work page)' })
      .describe('Paragraph explaining the step on /how-we-work.'),
    activities: z
      .array(text)
      .min(1)
      .meta({ title: 'Key activities' })
      .describe('Key activities of the step (at least one), a check-marked list on /how-we-work.'),
    order: z
      .number()
      .int()
      .min(1)
      .meta({ title: 'Place in the process' })
      .describe('Position in the process (1 = first); two steps with the same number are listed by file name.'),
  })
  .meta({ title: 'Process steps' })
  .describe('One step of the process: its short name on the home page, its full name on /how-we-work.');

export type ProcessStep = z.infer<typeof processStepSchema>;
