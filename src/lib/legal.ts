import { getPage } from './pages';

/**
 * The two prose pages every other page points to: the privacy notice (footer, consultation form) and the terms and
 * disclaimer (footer, returns tables). Their addresses are their page files, src/pages/privacy.astro and
 * src/pages/disclaimer.astro; their titles come from their content files.
 */
export async function getLegalPages() {
  const [privacy, disclaimer] = await Promise.all([getPage('privacyPage'), getPage('disclaimerPage')]);
  return {
    privacy: { href: '/privacy', title: privacy.data.meta.title, entry: privacy },
    disclaimer: { href: '/disclaimer', title: disclaimer.data.meta.title, entry: disclaimer },
  };
}
