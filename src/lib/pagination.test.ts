import { describe, expect, it } from 'vitest';
import { LIST_LIMITS, metaOfPage, pageHref, pageLabel, pageOfIndex, pageSegment, paginate } from './pagination';

describe('paginate', () => {
  const items = Array.from({ length: 23 }, (_, index) => index);

  it('cuts a list into pages of the size, the last one shorter, each item on exactly one page in order', () => {
    const pages = paginate(items, 10, '/insights');
    expect(pages.map((page) => page.items.length)).toEqual([10, 10, 3]);
    expect(pages.flatMap((page) => page.items)).toEqual(items);
    expect(pages.every((page) => page.count === 3)).toBe(true);
  });

  it('gives the first page the list’s own address and the others /page/<n> below it', () => {
    const pages = paginate(items, 10, '/ar/transactions/region/gulf');
    expect(pages.map((page) => page.href)).toEqual([
      '/ar/transactions/region/gulf',
      '/ar/transactions/region/gulf/page/2',
      '/ar/transactions/region/gulf/page/3',
    ]);
    expect(pages[1]!.hrefs).toEqual(pages.map((page) => page.href));
  });

  it('links each page to the one before and after it, and no further', () => {
    const [first, second, third] = paginate(items, 10, '/insights');
    expect([first!.previous, first!.next]).toEqual([undefined, '/insights/page/2']);
    expect([second!.previous, second!.next]).toEqual(['/insights', '/insights/page/3']);
    expect([third!.previous, third!.next]).toEqual(['/insights/page/2', undefined]);
  });

  it('keeps one page for a list that fits, or is empty', () => {
    expect(paginate(items.slice(0, 10), 10, '/team').map((page) => page.items.length)).toEqual([10]);
    const [empty, ...none] = paginate([], 10, '/team');
    expect(none).toEqual([]);
    expect(empty).toMatchObject({ items: [], number: 1, count: 1, href: '/team' });
  });

  it('refuses a page size that holds no item', () => {
    expect(() => paginate(items, 0, '/team')).toThrow(/at least one item/);
  });
});

describe('page addresses and labels', () => {
  it('writes page 1 as the list itself and the others below it', () => {
    expect([pageHref('/team', 1), pageHref('/team', 4)]).toEqual(['/team', '/team/page/4']);
    expect([pageSegment(1), pageSegment(2)]).toEqual([undefined, 'page/2']);
  });

  it('finds the page an item is on, as paginate places it', () => {
    const size = LIST_LIMITS.peoplePerPage;
    const pages = paginate(
      Array.from({ length: size * 3 }, (_, index) => index),
      size,
      '/team',
    );
    for (const page of pages) for (const item of page.items) expect(pageOfIndex(item, size)).toBe(page.number);
  });

  it('fills a label’s page and page count in the language’s digits', () => {
    const arabic = new Intl.NumberFormat('ar-EG');
    expect(pageLabel('Page {page} of {pages}', 2, 5, String)).toBe('Page 2 of 5');
    expect(pageLabel('الصفحة {page} من {pages}', 2, 5, (value) => arabic.format(value))).toBe('الصفحة ٢ من ٥');
  });
});

describe('metaOfPage', () => {
  const meta = { title: 'Insights — Notes from Our Advisers', description: 'Practical notes from our advisers.' };

  it('leaves the first page the list’s own texts', () => {
    expect(metaOfPage(meta, 'Notes from Our Advisers', undefined, 43)).toBe(meta);
  });

  it('says which page a later one is in its title, description and share title', () => {
    const page = metaOfPage(meta, 'Notes', 'Page 2 of 3', 60);
    expect(page).toEqual({
      title: 'Insights — Notes from Our Advisers — Page 2 of 3',
      description: 'Practical notes from our advisers. (Page 2 of 3)',
      shareTitle: 'Notes — Page 2 of 3',
    });
  });

  it('keeps the title within its limit: the heading when the title is too long, else the title cut at a word', () => {
    expect(metaOfPage(meta, 'Notes from Our Advisers', 'Page 2 of 3', 43).title).toBe(
      'Notes from Our Advisers — Page 2 of 3',
    );
    const long = metaOfPage(meta, 'The Notes Our Advisers Write for Clients', 'Page 12 of 13', 43).title;
    expect(long.length).toBeLessThanOrEqual(43);
    expect(long).toBe('Insights — Notes from Our… — Page 12 of 13');
  });
});
