import { z } from 'astro/zod';

/**
 * Rules that warn without failing the build, registered on the schema they belong to, e.g. a shown phone
 * number whose digits differ from the dialled one. The content check runs them on every valid entry.
 */
export const contentWarnings = z.registry<{
  warn: (data: never) => Array<{ path: Array<string | number>; message: string }>;
}>();
