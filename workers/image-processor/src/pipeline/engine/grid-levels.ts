/**
 * A coarse grid of levels spread over every pixel of a `width` × `height` image, bilinear
 * between the centres of its `block`-pixel cells (clamped at the edges): the paper level
 * under the lighting at each pixel, from enhancement's grid (enhance/illumination.ts). This
 * is the JavaScript implementation (the OpenCV.js engine's); the native addon's
 * (native/opencv/src/kernels.cc) does the same arithmetic in the same order and gives the
 * same bytes.
 */
export function gridLevelsJs(
  grid: Float32Array,
  cols: number,
  rows: number,
  block: number,
  width: number,
  height: number,
): Uint8Array {
  if (grid.length !== cols * rows || cols < 1 || rows < 1)
    throw new TypeError("gridLevels: grid must hold cols × rows levels");
  const c0 = new Int32Array(width);
  const c1 = new Int32Array(width);
  const fx = new Float32Array(width);
  for (let x = 0; x < width; x++) {
    const gx = Math.min(cols - 1, Math.max(0, (x + 0.5) / block - 0.5));
    c0[x] = Math.floor(gx);
    c1[x] = Math.min(cols - 1, (c0[x] as number) + 1);
    fx[x] = gx - (c0[x] as number);
  }
  const out = new Uint8Array(width * height);
  const line = new Float32Array(cols);
  for (let y = 0; y < height; y++) {
    const gy = Math.min(rows - 1, Math.max(0, (y + 0.5) / block - 0.5));
    const r0 = Math.floor(gy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const fy = gy - r0;
    for (let c = 0; c < cols; c++)
      line[c] = (grid[r0 * cols + c] as number) * (1 - fy) + (grid[r1 * cols + c] as number) * fy;
    const o = y * width;
    for (let x = 0; x < width; x++) {
      const f = fx[x] as number;
      out[o + x] = Math.round(
        (line[c0[x] as number] as number) * (1 - f) + (line[c1[x] as number] as number) * f,
      );
    }
  }
  return out;
}
