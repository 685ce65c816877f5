// The hash sources of a Content-Security-Policy ('sha256-…'), for the steps that change what a page's policy allows:
// a step that rewrites an inline <style> swaps its hash, the page policy keeps only the hashes of the page's own
// inline scripts and styles. Hashes are only ever swapped or dropped, so a policy never allows more than Astro's.
import { createHash } from 'node:crypto';

const ALGORITHMS = ['sha256', 'sha384', 'sha512'] as const;
const HASH = /^'(sha256|sha384|sha512)-/;

/** The policy source that allows `text` with one algorithm: `'sha256-…'`. */
export const hashSource = (algorithm: string, text: string) =>
  `'${algorithm}-${createHash(algorithm).update(text).digest('base64')}'`;

/**
 * `html` with the text of one inline <style> replaced, and every hash of the old text in its policy swapped for the
 * same algorithm's hash of the new one: for a step that rewrites a style Astro has already hashed.
 */
export function replaceInlineStyle(html: string, before: string, after: string): string {
  let page = html.replace(`>${before}</style>`, () => `>${after}</style>`);
  for (const algorithm of ALGORITHMS)
    page = page.replace(hashSource(algorithm, before), () => hashSource(algorithm, after));
  return page;
}

/** The policy with only the hash sources of `directive` that match one of `texts`; its other sources stay. */
export function keepOwnHashes(policy: string, directive: string, texts: string[]): string {
  const own = new Set(texts.flatMap((text) => ALGORITHMS.map((algorithm) => hashSource(algorithm, text))));
  return policy.replace(
    new RegExp(`(^|;\\s*)${directive} ([^;]*)`),
    (_, before: string, sources: string) =>
      `${before}${directive} ${sources
        .split(/\s+/)
        .filter((source) => !HASH.test(source) || own.has(source))
        .join(' ')}`,
  );
}

const POLICY_META = /(<meta http-equiv="content-security-policy" content=")([^"]*)(">)/;

/**
 * `html` with its policy allowing `texts` under `directive` (their SHA-256 hashes, Astro's own algorithm): for a step
 * that writes a new inline <script> or <style>. Throws when the page has no policy or the policy lacks the directive.
 */
export function addHashes(html: string, directive: string, texts: readonly string[]): string {
  const policy = html.match(POLICY_META);
  const pattern = new RegExp(`(^|;\\s*)(${directive} [^;]*)`);
  if (!policy || !pattern.test(policy[2]!))
    throw new Error(`expected a Content-Security-Policy <meta> with ${directive} in the page`);
  const sources = texts.map((text) => hashSource('sha256', text));
  const content = policy[2]!.replace(pattern, (_, before: string, list: string) => {
    const kept = list.trim().split(/\s+/);
    return `${before}${[...kept, ...sources.filter((source) => !kept.includes(source))].join(' ')}`;
  });
  return html.replace(policy[0], () => `${policy[1]}${content}${policy[3]}`);
}
