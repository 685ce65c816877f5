import type { APIRoute } from 'astro';

/**
 * The next page, prepared while the visitor reaches for its link: Chrome and Edge prerender a same-site page when the
 * pointer rests on its link (about 200 ms) or a finger starts to tap it ("moderate"), never on load, so nobody pays
 * for pages they do not open. One file for the whole site, named to every page by the `Speculation-Rules` header of
 * public/_headers (and deploy/nginx.conf), which also gives it the type Chromium requires: no page carries the rules
 * or their hash. Declarative JSON, no script runs; other browsers ignore the header.
 */
export const GET: APIRoute = () =>
  new Response(
    JSON.stringify({
      prerender: [
        {
          source: 'document',
          where: { and: [{ href_matches: '/*' }, { not: { selector_matches: '[rel~="nofollow"], [download]' } }] },
          eagerness: 'moderate',
        },
      ],
    }),
    { headers: { 'Content-Type': 'application/speculationrules+json' } },
  );
