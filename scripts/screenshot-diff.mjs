// Pixel comparison of two screenshots, for `npm run screenshots` (scripts/screenshots.mjs). Pure: it is given raw
// pixels, as sharp decodes a PNG.

/**
 * @typedef {{ data: Uint8Array, info: { width: number, height: number, channels: number } }} RawImage
 */

/**
 * Where two images differ: `sameSize` false when their sizes differ (then no rows are compared), else the runs of
 * pixel rows that differ, top to bottom, as `[first, last]` row numbers (empty when the images are identical).
 * @param {RawImage} before
 * @param {RawImage} now
 * @returns {{ sameSize: boolean, runs: Array<[number, number]> }}
 */
export function differingRows(before, now) {
  const { width, height, channels } = before.info;
  const sameSize = width === now.info.width && height === now.info.height && channels === now.info.channels;
  if (!sameSize) return { sameSize, runs: [] };
  const stride = width * channels;
  /** @type {Array<[number, number]>} */
  const runs = [];
  for (let row = 0; row < height; row++) {
    const start = row * stride;
    const a = before.data.subarray(start, start + stride);
    const b = now.data.subarray(start, start + stride);
    if (Buffer.compare(a, b) === 0) continue;
    const last = runs.at(-1);
    if (last && last[1] === row - 1) last[1] = row;
    else runs.push([row, row]);
  }
  return { sameSize, runs };
}

/**
 * One line for a route on a device: "identical", the sizes when they differ, or the rows that differ in CSS pixels
 * (rows of the image divided by the device's pixel ratio).
 * @param {{ sameSize: boolean, runs: Array<[number, number]> }} diff
 * @param {{ before: RawImage['info'], now: RawImage['info'], scale?: number }} sizes
 */
export function describeDiff(diff, { before, now, scale = 1 }) {
  const css = (/** @type {number} */ pixels) => Math.floor(pixels / scale);
  if (!diff.sameSize) return `size ${css(before.width)}×${css(before.height)} → ${css(now.width)}×${css(now.height)}`;
  if (diff.runs.length === 0) return 'identical';
  const rows = diff.runs.map(([first, last]) =>
    css(first) === css(last) ? `${css(first)}` : `${css(first)}–${css(last)}`,
  );
  return `rows ${[...new Set(rows)].join(', ')} differ`;
}
