// Layout of a grid of cards (ui/CardGrid.astro) from how many cards it holds, shared by every page that has one.

export type GridColumns = 2 | 3 | 4 | 5;

/** How full the last row is (1 when every row is full). */
const lastRowFill = (count: number, columns: number) => (count % columns || columns) / columns;

/**
 * Columns on wide screens for a grid of `count` items (CardGrid's `columns`): two for one or two items, else the
 * most columns, from three up to `widest`, that leave the fullest last row, so an editor adding or removing an
 * item never leaves a lone card beside a wide gap (CardGrid centres a last row that is still short).
 * Cards hold sentences, so four is their widest; numbered steps are short and may stand five in a row.
 */
export function columnsFor(count: number, widest: 4 | 5 = 4): GridColumns {
  if (count <= 2) return 2;
  let best: GridColumns = 3;
  for (const columns of [4, 5] as const) {
    if (columns <= Math.min(widest, count) && lastRowFill(count, columns) >= lastRowFill(count, best)) best = columns;
  }
  return best;
}

/** `sizes` for an image filling one cell of such a grid (container 72rem, 2rem page padding, 1.5rem gaps). */
export function gridImageSizes(count: number): string {
  const phone = 'calc(100vw - 2.5rem)';
  const columns = columnsFor(count);
  if (columns === 2) return `(min-width: 72rem) 532px, (min-width: 40rem) calc(50vw - 2.75rem), ${phone}`;
  if (columns === 4)
    return `(min-width: 72rem) 254px, (min-width: 64rem) calc(25vw - 2.125rem), (min-width: 40rem) calc(50vw - 2.75rem), ${phone}`;
  return `(min-width: 72rem) 347px, (min-width: 64rem) calc(33vw - 2.33rem), (min-width: 40rem) calc(50vw - 2.75rem), ${phone}`;
}
