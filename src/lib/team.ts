import { getCollection } from 'astro:content';

/** Team members in the editor's chosen order. */
export async function getTeam() {
  const entries = await getCollection('team');
  return entries.sort((a, b) => a.data.order - b.data.order);
}

export type TeamMember = Awaited<ReturnType<typeof getTeam>>[number];
