// Each page's share picture (what WhatsApp and LinkedIn show when the page is passed on), drawn from the page as
// built, so that any page the layout frames gets one without code of its own: BaseHead points `og:image` at
// /share/<the page's address>.png; this step reads the page's title (the content's share title, which BaseHead
// writes as `og:image:alt`, else the h1, then written as the alt), its section (the parent in its breadcrumb trail,
// else the header link marked as the current page), the firm's name as the page's language writes it
// (`og:site_name`) and the language and direction of the text, and adds the picture at that address. Pictures come
// from a cache keyed by what they show (src/integrations/share-pictures/), so an unchanged page costs a file read.
import type { PictureText } from '../../share-pictures/draw';
import type { SharePictures } from '../../share-pictures/index';
import { SHARE_FOLDER } from '../../share-pictures/size';
import { htmlText } from '../html-text';
import type { Files, Step } from '../pipeline';

const attribute = (tag: string, name: string) =>
  htmlText(new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? '').trim();
const metaContent = (html: string, property: string) => {
  const tag = new RegExp(`<meta property="${property}" content="[^"]*"[^>]*>`).exec(html)?.[0];
  return tag === undefined ? undefined : attribute(tag, 'content');
};
/** An element's text as a browser shows it on one line: tags left out, references decoded, white space collapsed. */
const textOf = (html: string) =>
  htmlText(html.replace(/<[^>]+>/g, ''))
    .replace(/\s+/g, ' ')
    .trim();
const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The page's section: the parent in its breadcrumb trail (JSON-LD), else the current link of its navigation. */
function sectionOf(html: string): string {
  for (const [, json] of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const data = JSON.parse(json!) as { '@graph'?: Array<{ '@type'?: string; itemListElement?: { name: string }[] }> };
    const trail = (data['@graph'] ?? []).find((node) => node['@type'] === 'BreadcrumbList')?.itemListElement ?? [];
    // Home, the parent, the page itself: the parent is the section.
    if (trail.length >= 3) return trail.at(-2)!.name;
  }
  const nav = /<nav\b[\s\S]*?<\/nav>/.exec(html)?.[0] ?? '';
  const current = /<a\b[^>]*\baria-current="page"[^>]*>([\s\S]*?)<\/a>/.exec(nav)?.[1];
  return current ? textOf(current) : '';
}

/** What a page's picture shows, and the page with its `og:image:alt`; undefined for a page without a share picture. */
export function pictureOfPage(
  html: string,
  address: string,
): { picture: string; text: PictureText; html: string } | undefined {
  const image = metaContent(html, 'og:image');
  if (!image) return undefined;
  const picture = new URL(image).pathname;
  if (!picture.startsWith(SHARE_FOLDER)) return undefined;
  const root = /<html\b[^>]*>/.exec(html)?.[0] ?? '';
  // A page showing another language's text (no translation yet) marks its main content with that language.
  const main = /<main\b[^>]*>/.exec(html)?.[0] ?? '';
  const lang = attribute(main, 'lang') || attribute(root, 'lang');
  const dir = (attribute(main, 'dir') || attribute(root, 'dir')) === 'rtl' ? 'rtl' : 'ltr';
  const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  const alt = metaContent(html, 'og:image:alt');
  const title = alt || (h1 === undefined ? '' : textOf(h1));
  // A heading the page sets as lines of their own (spans displayed as blocks: the home page's three-part slogan) keeps
  // them in the picture, rather than one paragraph broken wherever its width ends («رأس مال / جادّ.»).
  const lines = [
    ...(h1 ?? '').matchAll(/<span\b[^>]*\sclass="(?:[^"]*\s)?block(?:\s[^"]*)?"[^>]*>([\s\S]*?)<\/span>/g),
  ].map(([, line]) => textOf(line!));
  const drawn = !alt && lines.length > 1 && lines.join(' ') === title ? lines.join('\n') : title;
  if (!title) throw new Error(`share pictures: ${address} has no h1 and no share title for its picture`);
  const withAlt =
    alt === undefined
      ? html.replace(
          /(<meta property="og:image:height"[^>]*>)/,
          `$1<meta property="og:image:alt" content="${escapeAttribute(title)}">`,
        )
      : html;
  return {
    picture,
    text: { title: drawn, section: sectionOf(html), firmName: metaContent(html, 'og:site_name') ?? '', lang, dir },
    html: withAlt,
  };
}

/** The step: a picture for every page whose og:image points into the share folder. */
export function sharePicturesStep(pictures: SharePictures): Step {
  return {
    name: 'share-pictures',
    reads: /\.html$/,
    after: { figures: 'a title shows its figures bound to their units, as the page does' },
    async run(files: Files, log) {
      const build = new Map(files);
      const [started, cpu] = [performance.now(), process.cpuUsage()];
      let count = 0;
      for (const [address, contents] of files) {
        if (!address.endsWith('.html') || typeof contents !== 'string') continue;
        const page = pictureOfPage(contents, address);
        if (!page) continue;
        build.set(address, page.html);
        build.set(page.picture, await pictures.picture(page.text));
        count += 1;
      }
      const { user, system } = process.cpuUsage(cpu);
      const seconds = (time: number) => `${(time / 1000).toFixed(1)} s`;
      log(
        `share pictures: ${count} pages in ${seconds(performance.now() - started)} (CPU ${seconds((user + system) / 1000)})`,
      );
      return build;
    },
  };
}
