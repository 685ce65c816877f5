/**
 * How long the lists that grow with the content get on one page, declared once. Every list of entries that grows as
 * the firm publishes and closes deals is cut into pages of its own (static HTML, each with its own address: no
 * JavaScript), or shows its latest few with a link to the rest, so that every page stays within the first round trip
 * (14 KB as sent: scripts/budgets.mjs) at ten times today's content (README, "The site at ten times its content").
 * Each size leaves room for the items to grow by half again (new fields, longer words) within that budget.
 */
export const LIST_LIMITS = {
  /** Articles on one page of the list of articles (a language's, or one author's): about 0.3 KB each as sent. */
  articlesPerPage: 10,
  /** Transactions on one page of the record, whole or narrowed to a service line or region: about 0.15 KB each. */
  transactionsPerPage: 12,
  /** Profiles on one page of the team: about 0.5 KB each, with their latest articles. */
  peoplePerPage: 5,
  /** The latest articles under a person's profile; the rest on the list of their articles. */
  latestOnProfile: 3,
  /**
   * The latest transactions, and the latest articles, at the end of a service page: the heaviest pages of the site
   * (up to 14 KB as sent with their own text), where three of each put the Arabic real-estate page of the ×10 copy
   * 0.1 KB over its budget.
   */
  latestOnService: 2,
  /** The people in the home page's preview of the team, in the team's order; everyone is on the team page. */
  peopleOnHome: 4,
} as const;

/** The address of page `number` of the list at `base` (`/insights`, `/ar/transactions/region/gulf`). */
export const pageHref = (base: string, number: number) => (number <= 1 ? base : `${base}/page/${number}`);

/** What page `number` of a list adds to the list's own address: nothing for the first, `page/<n>` after it. */
export const pageSegment = (number: number) => (number <= 1 ? undefined : `page/${number}`);

export interface ListPage<Item> {
  /** The items on this page, in the list's order. */
  items: Item[];
  /** This page's number, from 1. */
  number: number;
  /** How many pages the list has: at least one, even when it is empty. */
  count: number;
  /** This page's address. */
  href: string;
  /** Every page's address, the first page's first. */
  hrefs: string[];
  /** The page before and after this one, where there is one. */
  previous?: string | undefined;
  next?: string | undefined;
}

/** A list cut into pages of `size` items, each with its address below `base` (pageHref). */
export function paginate<Item>(items: readonly Item[], size: number, base: string): Array<ListPage<Item>> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`a page holds at least one item, not ${size}`);
  const count = Math.max(1, Math.ceil(items.length / size));
  const hrefs = Array.from({ length: count }, (_, index) => pageHref(base, index + 1));
  return hrefs.map((href, index) => ({
    items: items.slice(index * size, (index + 1) * size),
    number: index + 1,
    count,
    href,
    hrefs,
    previous: hrefs[index - 1],
    next: hrefs[index + 1],
  }));
}

/** The page of a list of pages of `size` that holds the item at `index` (from 0), from 1. */
export const pageOfIndex = (index: number, size: number) => Math.floor(index / size) + 1;

/** A label with its `{page}` and `{pages}` filled in ("Page {page} of {pages}" → "Page 2 of 5"). */
export const pageLabel = (label: string, number: number, count: number, formatNumber: (value: number) => string) =>
  label.replaceAll('{page}', formatNumber(number)).replaceAll('{pages}', formatNumber(count));

/**
 * The search and sharing texts of a page of a list after the first: the list's own, each with which page it is, so
 * that no two pages share a title, a description or a share picture. The first page keeps the list's. The title
 * keeps within `titleLimit` characters (the brand follows it in the tab and in search results): the list's title
 * with the page, else its heading with the page, else its title cut at a word with an ellipsis.
 */
export function metaOfPage<Meta extends { title: string; description: string; shareTitle?: string | undefined }>(
  meta: Meta,
  heading: string,
  label: string | undefined,
  titleLimit: number,
): Meta {
  if (!label) return meta;
  const withPage = (title: string) => `${title} — ${label}`;
  const room = titleLimit - withPage('…').length;
  const cut = meta.title
    .slice(0, Math.max(0, room + 1))
    .replace(/\s+\S*$/u, '')
    .replace(/[\s,;:،؛—–-]+$/u, '');
  const title =
    [withPage(meta.title), withPage(heading)].find((candidate) => candidate.length <= titleLimit) ??
    withPage(`${cut || meta.title.slice(0, Math.max(0, room))}…`);
  return {
    ...meta,
    title,
    description: `${meta.description} (${label})`,
    shareTitle: `${meta.shareTitle ?? heading} — ${label}`,
  };
}
