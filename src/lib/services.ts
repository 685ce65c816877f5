import { getCollection } from 'astro:content';
import { byOrder } from './order';

/** Service lines in the editor's chosen order, each with the path of its page. */
export async function getServices() {
  const entries = await getCollection('services');
  return entries
    .sort(byOrder)
    .map((entry) => ({ ...entry, href: `/services/${entry.id}` }));
}
