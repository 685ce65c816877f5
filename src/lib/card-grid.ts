// Layout of a grid of cards (ui/CardGrid.astro) from how many cards it holds, shared by every page that has one.

/** Columns on wide screens for a grid of `count` cards (CardGrid's `columns`): 2, 4, or else 3. */
export function columnsFor(count: number): 2 | 3 | 4 {
  if (count <= 2) return 2;
  if (count === 4) return 4;
  return 3;
}

/** `sizes` for an image filling one cell of such a grid (container 72rem, 2rem page padding, 1.5rem gaps). */
export function gridImageSizes(count: number): string {
  const phone = 'calc(100vw - 2.5rem)';
  const columns = columnsFor(count);
  if (columns === 2) return `(min-width: 72rem) 532px, (min-width: 40rem) calc(50vw - 2.75rem), ${phone}`;
  if (columns === 4) return `(min-width: 72rem) 254px, (min-width: 64rem) calc(25vw - 2.125rem), (min-width: 40rem) calc(50vw - 2.75rem), ${phone}`;
  return `(min-width: 72rem) 347px, (min-width: 64rem) calc(33vw - 2.33rem), (min-width: 40rem) calc(50vw - 2.75rem), ${phone}`;
}
