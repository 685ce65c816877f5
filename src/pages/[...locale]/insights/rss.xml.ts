import type { APIRoute } from 'astro';
import { localeStaticPaths } from '../../../i18n/routing';
import { rssFeed } from '../../../data/feeds';

/** The language's articles as RSS 2.0 (src/data/feeds.ts), linked from every page's head. */
export const getStaticPaths = localeStaticPaths;

export const GET: APIRoute = ({ locals }) => rssFeed(locals.locale, locals.site);
