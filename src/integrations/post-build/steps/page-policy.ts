// Puts each page's <head> in the order its Content-Security-Policy <meta> needs and narrows the policy to what the
// page holds. Astro offers no option for any of the three:
// - the policy <meta> comes right after <meta charset>: a <meta> policy governs only the elements after it, and
//   Astro writes it after the font <style>, the JSON-LD and the font preload;
// - Astro writes its island <style> (display: contents for its wrappers) into <body> beside the first island,
//   where <style> is not allowed: it moves to the end of <head>, the same text and so the same hash;
// - Astro lists the hashes of every inline script and style of the whole build on every page (each client
//   directive, its development runtime, the bundled files): a page keeps only those of its own inline <script>
//   and <style> elements. Hashes are only ever dropped, so the policy never allows more than Astro's.
import { keepOwnHashes } from '../csp-hashes';
import { asText, type Files, type Step } from '../pipeline';

const CHARSET = '<meta charset="utf-8">';
const POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)">/;

/** Text of each inline <script> (no src) or <style> element. */
const inlineTexts = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, , text]) => text!);

/** One page arranged and its policy narrowed; throws when the page lacks what the policy needs. */
export function arrangePage(html: string, file: string): string {
  const policy = html.match(POLICY);
  const bodyAt = html.indexOf('<body');
  if (!policy || bodyAt < 0 || !html.includes(CHARSET))
    throw new Error(`${file}: expected ${CHARSET}, a CSP <meta> and a <body>`);
  const bodyStyles = html.slice(bodyAt).match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? [];
  const head = html
    .slice(0, bodyAt)
    .replace(policy[0], '')
    .replace('</head>', `${bodyStyles.join('')}</head>`);
  const page = head + bodyStyles.reduce((body, style) => body.replace(style, ''), html.slice(bodyAt));
  const content = keepOwnHashes(
    keepOwnHashes(policy[1]!, 'script-src', inlineTexts(page, 'script')),
    'style-src',
    inlineTexts(page, 'style'),
  );
  return page.replace(CHARSET, `${CHARSET}<meta http-equiv="content-security-policy" content="${content}">`);
}

/** Every page of the build arranged. */
export function pagePolicy(files: Files): Files {
  return new Map(
    [...files].map(([address, contents]) => [
      address,
      address.endsWith('.html') ? arrangePage(asText(contents), address.slice(1)) : contents,
    ]),
  );
}

export const pagePolicyStep: Step = {
  name: 'page-policy',
  reads: /\.html$/,
  after: {
    'font-subset': 'it rewrites the inline font <style>; the policy is narrowed to the pages as they are served',
    'font-loading': 'it writes the font script, whose hash the policy keeps',
    'island-scripts': 'it takes the island scripts out of the pages, whose hashes the policy then drops',
    'inline-css': 'it puts each page’s CSS inline, whose hash the policy keeps',
  },
  run: pagePolicy,
};
