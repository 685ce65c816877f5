import type { APIRoute } from 'astro';
import { localeStaticPaths } from '../../../i18n/routing';
import { jsonFeed } from '../../../data/feeds';

/** The language's articles as JSON Feed 1.1 (src/data/feeds.ts), linked from every page's head. */
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = ({ locals }) => jsonFeed(locals.locale, locals.site);
