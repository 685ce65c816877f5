import { z } from 'astro/zod';
import { field, limitedList, text } from '../../../../content/schemas/blocks';
import { sectionType } from '../fields';

export const schema = () =>
  sectionType('table', 'A data table with caption and a note under it.', {
    caption: field(text, 'Table caption', 'Table caption: says what the rows are.'),
    columns: limitedList(text, {
      min: 2,
      why: 'the first column names the rows, the others hold their figures',
      title: 'Column headings',
      help: ({ count, why }) => `Column headings, left to right (${count}: ${why}).`,
    }),
    rows: field(
      z.array(field(z.array(text), 'Row', 'The cells of one row, in column order.')).min(1),
      'Table rows',
      'Rows of cells in column order; the first cell names the row.',
    ),
    // A figure of returns stands next to its warning (issue 35): a table without its note does not build.
    disclaimer: field(
      text,
      'Warning under the table',
      'The warning shown under the table, e.g. that the figures are illustrations and no promise of future results: every figure of returns, yield or multiple must stand next to it',
    ),
  }).superRefine((section, ctx) => {
    section.rows.forEach((row, index) => {
      if (row.length !== section.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `has ${row.length} cells but the table has ${section.columns.length} columns`,
        });
      }
    });
  });
