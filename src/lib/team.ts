import { getCollection } from 'astro:content';
import { byOrder } from './order';

/** Team members in the editor's chosen order. */
export async function getTeam() {
  const entries = await getCollection('team');
  return entries.sort(byOrder);
}

export type TeamMember = Awaited<ReturnType<typeof getTeam>>[number];
