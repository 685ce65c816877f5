import { getCollection } from 'astro:content';

/** Service lines in the editor's chosen order, each with the path of its page. */
export async function getServices() {
  const entries = await getCollection('services');
  return entries
    .sort((a, b) => a.data.order - b.data.order)
    .map((entry) => ({ ...entry, href: `/services/${entry.id}` }));
}
