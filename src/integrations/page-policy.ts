// After the build, puts each page's <head> in the order its Content-Security-Policy <meta> needs and narrows the
// policy to what the page holds. Astro offers no option for any of the three:
// - the policy <meta> comes right after <meta charset>: a <meta> policy governs only the elements after it, and
//   Astro writes it after the font <style>, the JSON-LD and the font preload;
// - Astro writes its island <style> (display: contents for its wrappers) into <body> beside the first island,
//   where <style> is not allowed: it moves to the end of <head>, the same text and so the same hash;
// - Astro lists the hashes of every inline script and style of the whole build on every page (each client
//   directive, its development runtime, the bundled files): a page keeps only those of its own inline <script>
//   and <style> elements. Hashes are only ever dropped, so the policy never allows more than Astro's.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const CHARSET = '<meta charset="utf-8">';
const POLICY = /<meta http-equiv="content-security-policy" content="([^"]*)">/;
const HASH = /^'(sha256|sha384|sha512)-/;

/** Text of each inline <script> (no src) or <style> element. */
const inlineTexts = (html: string, tag: 'script' | 'style') =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'g'))]
    .filter(([, attributes]) => !/\ssrc=/.test(attributes!))
    .map(([, , text]) => text!);

const ALGORITHMS = ['sha256', 'sha384', 'sha512'] as const;
const source = (algorithm: string, text: string) => `'${algorithm}-${createHash(algorithm).update(text).digest('base64')}'`;

/**
 * `html` with the text of one inline <style> replaced, and every hash of the old text in its policy swapped for the
 * same algorithm's hash of the new one: for an integration that rewrites a style Astro has already hashed.
 */
export function replaceInlineStyle(html: string, before: string, after: string): string {
  let page = html.replace(`>${before}</style>`, () => `>${after}</style>`);
  for (const algorithm of ALGORITHMS) page = page.replace(source(algorithm, before), () => source(algorithm, after));
  return page;
}

/** The policy with only the hash sources of `directive` that match one of `texts`. */
function keepOwnHashes(policy: string, directive: string, texts: string[]): string {
  const own = new Set(texts.flatMap((text) => ALGORITHMS.map((algorithm) => source(algorithm, text))));
  return policy.replace(
    new RegExp(`(^|;\\s*)${directive} ([^;]*)`),
    (_, before: string, sources: string) => `${before}${directive} ${sources.split(/\s+/).filter((source) => !HASH.test(source) || own.has(source)).join(' ')}`,
  );
}

function arrangePage(html: string, file: string): string {
  const policy = html.match(POLICY);
  const bodyAt = html.indexOf('<body');
  if (!policy || bodyAt < 0 || !html.includes(CHARSET)) throw new Error(`${file}: expected ${CHARSET}, a CSP <meta> and a <body>`);
  const bodyStyles = html.slice(bodyAt).match(/<style\b[^>]*>[\s\S]*?<\/style>/g) ?? [];
  const head = html.slice(0, bodyAt).replace(policy[0], '').replace('</head>', `${bodyStyles.join('')}</head>`);
  const page = head + bodyStyles.reduce((body, style) => body.replace(style, ''), html.slice(bodyAt));
  const content = keepOwnHashes(keepOwnHashes(policy[1]!, 'script-src', inlineTexts(page, 'script')), 'style-src', inlineTexts(page, 'style'));
  return page.replace(CHARSET, `${CHARSET}<meta http-equiv="content-security-policy" content="${content}">`);
}

export function pagePolicy(): AstroIntegration {
  return {
    name: 'aravali:page-policy',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const root = fileURLToPath(dir);
        for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
          writeFileSync(join(root, file), arrangePage(readFileSync(join(root, file), 'utf8'), file));
        }
      },
    },
  };
}
