import { z } from 'astro/zod';
import { field, limitedList, listOf, text } from '../../../../content/schemas/blocks';
import { sectionType } from '../fields';

export const schema = () =>
  sectionType('why-list', 'Why work with us: a check-marked list, optionally with key figures.', {
    items: listOf(text, 'Reasons', 'Reasons, one short sentence each (a check-marked list, at least one).'),
    stats: limitedList(
      z.strictObject({
        value: field(text, 'Figure', 'The figure, large, e.g. "USD 100M+".'),
        label: field(text, 'What the figure counts', 'Small words under the figure, e.g. "Mandate size".'),
      }),
      {
        max: 4,
        why: 'on a desktop they stack beside the list, and a longer column would dwarf it',
        title: 'Key figures',
        help: ({ count, why }) => `Key figures shown beside the list (${count}, none hides the panel): ${why}.`,
      },
    ).optional(),
  });
