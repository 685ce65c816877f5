import { z } from 'astro/zod';
import { text } from './blocks';

/** One step of the process: shown short on the home page, in full on /how-we-work. */
export const processStepSchema = z.strictObject({
  shortTitle: text.describe('Step name on the home page, e.g. "Access".'),
  title: text.describe('Step name on /how-we-work, e.g. "Access Capital/Partners".'),
  summary: z.string().trim().min(10).max(110).describe('One short line under the step on the home page.'),
  description: z.string().trim().min(40).max(320).describe('Paragraph explaining the step on /how-we-work.'),
  activities: z.array(text).min(1).describe('Key activities of the step (at least one), a check-marked list.'),
  order: z.number().int().min(1).describe('Position in the process (1 = first).'),
}).describe(
  'One step of the process: shortTitle on the home page, title on /how-we-work.',
);

export type ProcessStep = z.infer<typeof processStepSchema>;
