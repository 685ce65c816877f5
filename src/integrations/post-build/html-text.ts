// Text as a browser reads it out of HTML: the build's steps read pages as they are written, character references
// and all.

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The characters of an HTML document as a browser shows them (character references decoded). */
export function htmlText(html: string): string {
  return html.replace(
    /&(?:#(\d+)|#x([\da-f]+)|(\w+));/gi,
    (reference, decimal?: string, hex?: string, name?: string) =>
      decimal || hex
        ? String.fromCodePoint(Number.parseInt((decimal ?? hex)!, decimal ? 10 : 16))
        : (NAMED_ENTITIES[name!.toLowerCase()] ?? reference),
  );
}
