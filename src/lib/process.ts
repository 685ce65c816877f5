import { getCollection } from 'astro:content';

/** The process steps in order, shared by the home page and /how-we-work. */
export async function getProcessSteps() {
  const entries = await getCollection('process');
  return entries.sort((a, b) => a.data.order - b.data.order).map((entry) => entry.data);
}
