/** A heading as an id fragment: lower case, words joined by hyphens, e.g. "Why Work With Us?" → "why-work-with-us". */
export function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
