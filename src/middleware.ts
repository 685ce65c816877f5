import { defineMiddleware } from 'astro:middleware';
import { getSite, getUi } from './lib/site';

/**
 * Site-wide data, read once per page and handed to every component and endpoint as `Astro.locals.site` and
 * `Astro.locals.ui`. The site is static, so this runs once per page at build time.
 */
export const onRequest = defineMiddleware(async ({ locals }, next) => {
  [locals.site, locals.ui] = await Promise.all([getSite(), getUi()]);
  return next();
});
