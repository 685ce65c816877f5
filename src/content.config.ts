import { defineCollection } from 'astro:content';
import { glob } from 'astro/loaders';
import type { z } from 'astro/zod';
import { settingsSchema } from './content/schemas/settings';
import { uiSchema } from './content/schemas/ui';
import { notFoundPageSchema } from './content/schemas/not-found';
import { serviceCardSchema } from './content/schemas/service';

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
    schema: serviceCardSchema,
  }),
  notFoundPage: singleFile('./src/content/pages/not-found.yaml', notFoundPageSchema),
};
