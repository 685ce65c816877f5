import { getCollection } from 'astro:content';
import { byOrder } from './order';

/** The process steps in order, shared by the home page and /how-we-work. */
export async function getProcessSteps() {
  const entries = await getCollection('process');
  return entries.sort(byOrder).map((entry) => entry.data);
}
