import { describe, expect, it } from 'vitest';
import { columnsFor } from './card-grid';

describe('columnsFor', () => {
  it('keeps today’s grids: two for one or two cards, one row of three or four, five as three and two', () => {
    expect([1, 2, 3, 4, 5, 6].map((count) => columnsFor(count))).toEqual([2, 2, 3, 4, 3, 3]);
  });

  it('wraps more cards into the fullest rows, never wider than four', () => {
    expect([7, 8, 9, 10, 12].map((count) => columnsFor(count))).toEqual([4, 4, 3, 4, 4]);
  });

  it('lets short steps stand five in a row', () => {
    expect([4, 5, 6, 7, 10].map((count) => columnsFor(count, 5))).toEqual([4, 5, 3, 4, 5]);
  });
});
