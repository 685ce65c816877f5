import { z } from 'astro/zod';
import { fact, field, listOf, text } from './blocks';

/** One step of the process: shown short on the home page, in full on /how-we-work. */
export const processStepSchema = field(
  z.strictObject({
    shortTitle: field(text, 'Short name (home page)', 'Step name on the home page, e.g. "Access".'),
    title: field(text, 'Full name (how we work page)', 'Step name on /how-we-work, e.g. "Access Capital/Partners".'),
    summary: field(
      z.string().trim().min(10).max(110),
      'One line (home page)',
      'One short line under the step on the home page.',
    ),
    description: field(
      z.string().trim().min(40).max(320),
      'Paragraph (how we work page)',
      'Paragraph explaining the step on /how-we-work.',
    ),
    activities: listOf(
      text,
      'Key activities',
      'Key activities of the step (at least one), a check-marked list on /how-we-work.',
    ),
    order: fact(
      z.number().int().min(1),
      'Place in the process',
      'Position in the process (1 = first); two steps with the same number are listed by file name.',
    ),
  }),
  'Process steps',
  'One step of the process: its short name on the home page, its full name on /how-we-work.',
);

export type ProcessStep = z.infer<typeof processStepSchema>;
