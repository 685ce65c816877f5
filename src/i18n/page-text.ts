// What a built page states about the language of its text: `<html lang>` is its language (its frame's), and a page
// showing another language's text, not translated yet, marks its `<main>` with that language
// (src/layouts/BaseLayout.astro). Whatever page a template draws from whatever content, the page itself says it: the
// sitemap leaves such a page out (astro.config.mjs), and the tests read it the same way.

/** The `lang` of a tag's first occurrence in built HTML, if it has one. */
const langOf = (html: string, tag: string) => new RegExp(`<${tag}\\b[^>]*?\\slang="([^"]*)"`).exec(html)?.[1];

/** Whether a built page shows its own language's text: its `<main>` carries no other language than the page's. */
export function showsOwnText(html: string): boolean {
  const text = langOf(html, 'main');
  return text === undefined || text === langOf(html, 'html');
}
