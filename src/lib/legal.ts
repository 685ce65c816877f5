import { getEntry } from 'astro:content';

/**
 * The two prose pages every other page points to: the privacy notice (footer, consultation form) and the terms and
 * disclaimer (footer, returns tables). Their addresses are their page files, src/pages/privacy.astro and
 * src/pages/disclaimer.astro; their titles come from their content files.
 */
export async function getLegalPages() {
  const [privacy, disclaimer] = await Promise.all([getEntry('privacyPage', 'privacy'), getEntry('disclaimerPage', 'disclaimer')]);
  if (!privacy || !disclaimer) throw new Error('src/content/legal/privacy.md or disclaimer.md is missing');
  return {
    privacy: { href: '/privacy', title: privacy.data.meta.title, entry: privacy },
    disclaimer: { href: '/disclaimer', title: disclaimer.data.meta.title, entry: disclaimer },
  };
}
