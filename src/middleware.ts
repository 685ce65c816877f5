import { defineMiddleware } from 'astro:middleware';
import { pageLocale } from './i18n/routing';
import { getSite, getUi } from './data/site';

/**
 * Site-wide data in the page's language, read once per page and handed to every component and endpoint as
 * `Astro.locals.locale`, `Astro.locals.site` and `Astro.locals.ui`. The site is static, so this runs once per page at
 * build time.
 */
export const onRequest = defineMiddleware(async ({ locals, currentLocale }, next) => {
  locals.locale = pageLocale(currentLocale);
  [locals.site, locals.ui] = await Promise.all([getSite(locals.locale), getUi(locals.locale)]);
  return next();
});
