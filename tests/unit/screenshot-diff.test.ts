// The screenshot comparison's verdict (scripts/screenshot-diff.mjs), on small images made here, pixel by pixel.
import { describe, expect, it } from 'vitest';
import { describeDiff, differingRows } from '../../scripts/screenshot-diff.mjs';

/** A width × height RGBA image, every pixel white, with the given pixels painted black. */
function image(width: number, height: number, black: Array<[x: number, y: number]> = []) {
  const data = new Uint8Array(width * height * 4).fill(255);
  for (const [x, y] of black) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  return { data, info: { width, height, channels: 4 } };
}

describe('differingRows', () => {
  it('finds nothing between two identical images', () => {
    expect(differingRows(image(4, 6, [[1, 2]]), image(4, 6, [[1, 2]]))).toEqual({ sameSize: true, runs: [] });
  });

  it('gives the runs of rows that differ, top to bottom, however few pixels differ in them', () => {
    const now = image(4, 8, [
      [0, 1],
      [3, 2],
      [2, 3],
      [0, 6],
    ]);
    expect(differingRows(image(4, 8), now).runs).toEqual([
      [1, 3],
      [6, 6],
    ]);
  });

  it('says the sizes differ rather than comparing rows of pages of different lengths', () => {
    expect(differingRows(image(4, 6), image(4, 7))).toEqual({ sameSize: false, runs: [] });
  });
});

describe('describeDiff', () => {
  const info = { width: 750, height: 1000, channels: 4 };

  it('says "identical" only when no row differs', () => {
    expect(describeDiff({ sameSize: true, runs: [] }, { before: info, now: info })).toBe('identical');
  });

  it('names the rows that differ in CSS pixels, on a 2× phone screenshot too', () => {
    const runs: Array<[number, number]> = [
      [20, 41],
      [100, 101],
    ];
    expect(describeDiff({ sameSize: true, runs }, { before: info, now: info, scale: 2 })).toBe('rows 10–20, 50 differ');
  });

  it('names both sizes when a page grew or shrank', () => {
    const now = { ...info, height: 1040 };
    expect(describeDiff({ sameSize: false, runs: [] }, { before: info, now, scale: 2 })).toBe('size 375×500 → 375×520');
  });
});
