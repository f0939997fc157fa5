/**
 * Inverse-mapping perspective warp with bilinear sampling and alpha-weighted colours.
 * Written in plain TypeScript: on this machine it is several times faster than
 * OpenCV.js's warpPerspective (WASM, no SIMD), and it only visits pixels inside the quad.
 */
import type { Point, Quad } from "../types.ts";
import type { Matrix3 } from "./homography.ts";

/** RGBA pixels, row-major, 4 bytes per pixel (straight alpha). */
export interface Rgba {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** Horizontal span of the quad on row centre `y` (expanded by `pad`), or null if the row misses it. */
function rowSpan(quad: Quad, y: number, pad: number): [number, number] | null {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < 4; i++) {
    const [x1, y1] = quad[i] as Point;
    const [x2, y2] = quad[(i + 1) % 4] as Point;
    if ((y < y1 - pad && y < y2 - pad) || (y > y1 + pad && y > y2 + pad)) continue;
    const t = y1 === y2 ? 0.5 : Math.min(1, Math.max(0, (y - y1) / (y2 - y1)));
    const x = x1 + t * (x2 - x1);
    lo = Math.min(lo, x);
    hi = Math.max(hi, x);
  }
  return lo > hi ? null : [lo - pad, hi + pad];
}

/**
 * Renders `src` warped into a patch of the output: `toSrc` maps output pixel coordinates
 * to source coordinates; the patch covers output pixels [x0, x0+width) × [y0, y0+height).
 * Pixels outside the document get alpha 0; its edges are anti-aliased by the bilinear weights.
 */
export function warpPatch(
  src: Rgba,
  toSrc: Matrix3,
  quad: Quad,
  x0: number,
  y0: number,
  width: number,
  height: number,
): Rgba {
  const out = new Uint8ClampedArray(width * height * 4);
  const s = src.data;
  const sw = src.width;
  const sh = src.height;
  const stride = sw * 4;
  const [a, b, c, d, e, f, g, h, k] = toSrc;
  for (let row = 0; row < height; row++) {
    const py = y0 + row + 0.5;
    const span = rowSpan(quad, py, 2);
    if (!span) continue;
    const from = Math.max(0, Math.floor(span[0] - x0));
    const to = Math.min(width, Math.ceil(span[1] - x0));
    let o = (row * width + from) * 4;
    // Homogeneous coordinates advance linearly along the row.
    const px0 = x0 + from + 0.5;
    let X = a * px0 + b * py + c;
    let Y = d * px0 + e * py + f;
    let Z = g * px0 + h * py + k;
    for (let col = from; col < to; col++, o += 4, X += a, Y += d, Z += g) {
      const u = X / Z - 0.5;
      const v = Y / Z - 0.5;
      if (u <= -1 || v <= -1 || u >= sw || v >= sh) continue;
      const ix = Math.floor(u);
      const iy = Math.floor(v);
      const fx = u - ix;
      const fy = v - iy;
      if (ix >= 0 && iy >= 0 && ix < sw - 1 && iy < sh - 1) {
        const p = iy * stride + ix * 4;
        const q = p + stride;
        const w00 = (1 - fx) * (1 - fy) * (s[p + 3] as number);
        const w10 = fx * (1 - fy) * (s[p + 7] as number);
        const w01 = (1 - fx) * fy * (s[q + 3] as number);
        const w11 = fx * fy * (s[q + 7] as number);
        const al = w00 + w10 + w01 + w11;
        if (al <= 0) continue;
        const inv = 1 / al;
        out[o] =
          ((s[p] as number) * w00 +
            (s[p + 4] as number) * w10 +
            (s[q] as number) * w01 +
            (s[q + 4] as number) * w11) *
          inv;
        out[o + 1] =
          ((s[p + 1] as number) * w00 +
            (s[p + 5] as number) * w10 +
            (s[q + 1] as number) * w01 +
            (s[q + 5] as number) * w11) *
          inv;
        out[o + 2] =
          ((s[p + 2] as number) * w00 +
            (s[p + 6] as number) * w10 +
            (s[q + 2] as number) * w01 +
            (s[q + 6] as number) * w11) *
          inv;
        out[o + 3] = al;
        continue;
      }
      edgeSample(s, sw, sh, ix, iy, fx, fy, out, o);
    }
  }
  return { data: out, width, height };
}

/** Bilinear sample at the source border, where some neighbours fall outside (alpha 0). */
function edgeSample(
  s: Uint8ClampedArray,
  sw: number,
  sh: number,
  ix: number,
  iy: number,
  fx: number,
  fy: number,
  out: Uint8ClampedArray,
  o: number,
): void {
  let r = 0;
  let g = 0;
  let b = 0;
  let al = 0;
  for (let n = 0; n < 4; n++) {
    const sx = ix + (n & 1);
    const sy = iy + (n >> 1);
    if (sx < 0 || sy < 0 || sx >= sw || sy >= sh) continue;
    const p = (sy * sw + sx) * 4;
    const wt = ((n & 1) === 1 ? fx : 1 - fx) * (n >> 1 === 1 ? fy : 1 - fy) * (s[p + 3] as number);
    r += (s[p] as number) * wt;
    g += (s[p + 1] as number) * wt;
    b += (s[p + 2] as number) * wt;
    al += wt;
  }
  if (al <= 0) return;
  out[o] = r / al;
  out[o + 1] = g / al;
  out[o + 2] = b / al;
  out[o + 3] = al;
}
