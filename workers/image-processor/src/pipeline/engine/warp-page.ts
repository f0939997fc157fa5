/**
 * iris's resampling kernel, the one pixel operation the engines provide that OpenCV does not:
 * OpenCV's cubic interpolation uses a = −0.75, which at the enlargements of small documents
 * keeps glyph edges no steeper than bilinear, and Keys' a = −0.5 read markedly better (see
 * the image-processor README). This is the JavaScript implementation (the OpenCV.js engine's);
 * the native addon implements the same arithmetic in C++ (native/opencv/src/warp.cc), and
 * tests hold the two to the same pixels.
 *
 * `h` maps output pixel centres to source coordinates (pixel centres at half-integers). Each
 * output pixel (x, y) samples the source at h(x + ½, y + ½ + dy) − ½, where dy is the
 * displacement's u·(c1 + u·(c2 + u·c3)) − m (u = columns[x], [c1, c2, c3, m] = rows[4y…]) or
 * 0. Samples more than half a pixel outside the source take `fill`; nearer ones repeat the
 * edge. Bilinear, or Keys' cubic convolution (a = −0.5) with edge pixels repeated.
 */
export function warpPageJs(
  src: { data: Uint8Array; width: number; height: number; channels: number },
  h: readonly number[],
  width: number,
  height: number,
  cubic: boolean,
  fill: number,
  columns?: Float64Array,
  rows?: Float64Array,
): Uint8Array {
  const { data: s, width: sw, height: sh, channels: ch } = src;
  const out = new Uint8Array(width * height * ch);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = h as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const maxX = sw - 1;
  const maxY = sh - 1;
  const stride = sw * ch;
  // A source one pixel wide or tall has no right or lower neighbour to blend with.
  const right = maxX > 0 ? ch : 0;
  const below = maxY > 0 ? stride : 0;
  const displaced = columns !== undefined && rows !== undefined;
  let o = 0;
  for (let y = 0; y < height; y++) {
    const yc = y + 0.5;
    const c1 = displaced ? (rows[4 * y] as number) : 0;
    const c2 = displaced ? (rows[4 * y + 1] as number) : 0;
    const c3 = displaced ? (rows[4 * y + 2] as number) : 0;
    const m = displaced ? (rows[4 * y + 3] as number) : 0;
    // The homography's numerators and denominator are linear in x: stepped, not recomputed.
    let nx = h0 * 0.5 + h1 * yc + h2;
    let ny = h3 * 0.5 + h4 * yc + h5;
    let dz = h6 * 0.5 + h7 * yc + h8;
    for (let x = 0; x < width; x++, nx += h0, ny += h3, dz += h6) {
      let fx: number;
      let fy: number;
      if (displaced) {
        // Output pixel (x, y) first moves to (x, y + d): add the y-term's change.
        const u = columns[x] as number;
        const d = u * (c1 + u * (c2 + u * c3)) - m;
        const z = dz + h7 * d;
        fx = (nx + h1 * d) / z - 0.5;
        fy = (ny + h4 * d) / z - 0.5;
      } else {
        const iz = 1 / dz;
        fx = nx * iz - 0.5;
        fy = ny * iz - 0.5;
      }
      if (!(fx >= -0.5 && fy >= -0.5 && fx <= maxX + 0.5 && fy <= maxY + 0.5)) {
        for (let c = 0; c < ch; c++) out[o++] = fill;
        continue;
      }
      if (cubic) {
        sampleCubic(s, sw, sh, ch, fx, fy, out, o);
        o += ch;
        continue;
      }
      const cx = Math.min(Math.max(fx, 0), maxX);
      const cy = Math.min(Math.max(fy, 0), maxY);
      let x0 = Math.trunc(cx);
      let y0 = Math.trunc(cy);
      if (x0 >= maxX) x0 = maxX > 0 ? maxX - 1 : 0;
      if (y0 >= maxY) y0 = maxY > 0 ? maxY - 1 : 0;
      const ax = cx - x0;
      const ay = cy - y0;
      const w11 = ax * ay;
      const w01 = ax - w11;
      const w10 = ay - w11;
      const w00 = 1 - ax - w10;
      const i = y0 * stride + x0 * ch;
      const j = i + below;
      for (let c = 0; c < ch; c++) {
        out[o++] = Math.trunc(
          (s[i + c] as number) * w00 +
            (s[i + right + c] as number) * w01 +
            (s[j + c] as number) * w10 +
            (s[j + right + c] as number) * w11 +
            0.5,
        );
      }
    }
  }
  return out;
}

/**
 * Writes the sample of `s` at (fx, fy) to out[o…o+ch), interpolated by Keys' cubic
 * convolution (a = −0.5, Catmull-Rom) over the 4 × 4 neighbourhood, edge pixels repeated
 * beyond the border.
 */
function sampleCubic(
  s: Uint8Array,
  sw: number,
  sh: number,
  ch: number,
  fx: number,
  fy: number,
  out: Uint8Array,
  o: number,
): void {
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  const ax = fx - x0;
  const ay = fy - y0;
  const ax2 = ax * ax;
  const ax3 = ax2 * ax;
  const ay2 = ay * ay;
  const ay3 = ay2 * ay;
  const wx0 = -0.5 * ax3 + ax2 - 0.5 * ax;
  const wx1 = 1.5 * ax3 - 2.5 * ax2 + 1;
  const wx2 = -1.5 * ax3 + 2 * ax2 + 0.5 * ax;
  const wx3 = 0.5 * ax3 - 0.5 * ax2;
  const wy0 = -0.5 * ay3 + ay2 - 0.5 * ay;
  const wy1 = 1.5 * ay3 - 2.5 * ay2 + 1;
  const wy2 = -1.5 * ay3 + 2 * ay2 + 0.5 * ay;
  const wy3 = 0.5 * ay3 - 0.5 * ay2;
  const lastX = sw - 1;
  const lastY = sh - 1;
  const c0 = inside(x0 - 1, lastX) * ch;
  const c1 = inside(x0, lastX) * ch;
  const c2 = inside(x0 + 1, lastX) * ch;
  const c3 = inside(x0 + 2, lastX) * ch;
  const stride = sw * ch;
  const r0 = inside(y0 - 1, lastY) * stride;
  const r1 = inside(y0, lastY) * stride;
  const r2 = inside(y0 + 1, lastY) * stride;
  const r3 = inside(y0 + 2, lastY) * stride;
  for (let c = 0; c < ch; c++) {
    const v =
      wy0 *
        ((s[r0 + c0 + c] as number) * wx0 +
          (s[r0 + c1 + c] as number) * wx1 +
          (s[r0 + c2 + c] as number) * wx2 +
          (s[r0 + c3 + c] as number) * wx3) +
      wy1 *
        ((s[r1 + c0 + c] as number) * wx0 +
          (s[r1 + c1 + c] as number) * wx1 +
          (s[r1 + c2 + c] as number) * wx2 +
          (s[r1 + c3 + c] as number) * wx3) +
      wy2 *
        ((s[r2 + c0 + c] as number) * wx0 +
          (s[r2 + c1 + c] as number) * wx1 +
          (s[r2 + c2 + c] as number) * wx2 +
          (s[r2 + c3 + c] as number) * wx3) +
      wy3 *
        ((s[r3 + c0 + c] as number) * wx0 +
          (s[r3 + c1 + c] as number) * wx1 +
          (s[r3 + c2 + c] as number) * wx2 +
          (s[r3 + c3 + c] as number) * wx3);
    out[o + c] = Math.min(Math.max(Math.trunc(v + 0.5), 0), 255);
  }
}

/** `v` clamped to 0…last (the nearest pixel index inside the image). */
function inside(v: number, last: number): number {
  return Math.min(Math.max(v, 0), last);
}
