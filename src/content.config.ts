import { fileURLToPath } from 'node:url';
import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { settingsSchema } from './content/schemas/settings';
import { uiSchema } from './content/schemas/ui';
import { notFoundPageSchema } from './content/schemas/not-found';
import { homePageSchema } from './content/schemas/home';
import { howWeWorkPageSchema } from './content/schemas/how-we-work';
import { teamMemberSchema, teamPageSchema } from './content/schemas/team';
import { contactPageSchema } from './content/schemas/contact';
import { getStartedPageSchema } from './content/schemas/get-started';
import { processStepSchema } from './content/schemas/process';
import { serviceSchema } from './content/schemas/service';
import { checkedImage } from './content/schemas/image';
import { consultationFormSchema } from './content/schemas/consultation-form';

/** A collection holding exactly one YAML file, read as one entry whose id is the file name. */
function singleFile<S extends z.ZodType>(path: string, schema: S) {
  const [base, pattern] = [path.slice(0, path.lastIndexOf('/')), path.slice(path.lastIndexOf('/') + 1)];
  return defineCollection({ loader: glob({ pattern, base }), schema });
}

export const collections = {
  settings: singleFile('./src/content/settings/site.yaml', settingsSchema),
  ui: singleFile('./src/content/ui/labels.yaml', uiSchema),
  services: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/services' }),
    schema: ({ image }) => serviceSchema(checkedImage(image, fileURLToPath(new URL('./content/services/', import.meta.url)))),
  }),
  notFoundPage: singleFile('./src/content/pages/not-found.yaml', notFoundPageSchema),
  homePage: singleFile('./src/content/pages/home.yaml', homePageSchema),
  howWeWorkPage: singleFile('./src/content/pages/how-we-work.yaml', howWeWorkPageSchema),
  teamPage: singleFile('./src/content/pages/team.yaml', teamPageSchema),
  contactPage: singleFile('./src/content/pages/contact.yaml', contactPageSchema),
  getStartedPage: singleFile('./src/content/pages/get-started.yaml', getStartedPageSchema),
  team: defineCollection({
    loader: glob({ pattern: '*.md', base: './src/content/team' }),
    schema: ({ image }) => teamMemberSchema(image),
  }),
  process: defineCollection({
    loader: glob({ pattern: '*.yaml', base: './src/content/process' }),
    schema: processStepSchema,
  }),
  consultationForm: singleFile('./src/content/forms/consultation.yaml', consultationFormSchema),
};
