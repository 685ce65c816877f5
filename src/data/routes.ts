import { contentSources, type ContentSources } from '../content/collections';

/** The language-neutral address of a page, as its content source declares it once (src/content/collections.ts). */
export function pageRoute(name: ContentSources['name']): string {
  const source = contentSources.find((candidate) => candidate.name === name);
  if (!source || !('route' in source) || typeof source.route !== 'string')
    throw new Error(`${name} declares no page address`);
  return source.route;
}
