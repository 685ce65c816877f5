// Reading the pages as the build wrote them: their text as a browser shows it (character references decoded), and
// their inline styles.

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

/** Every inline <style> element of a page, with its text (group 1). */
export const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/g;
