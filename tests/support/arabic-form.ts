// The consultation form's words in Arabic (tests/fixtures/consultation-form.ar.yaml), parsed by the form's own schema
// as the site parses its content: the form's tests on a right-to-left page read their expectations from here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { consultationFormSchema } from '../../src/content/schemas/consultation-form';

export const arabicConsultationForm = () =>
  consultationFormSchema.parse(
    parse(readFileSync(join(process.cwd(), 'tests/fixtures/consultation-form.ar.yaml'), 'utf8')),
  );
