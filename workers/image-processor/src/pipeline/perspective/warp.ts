import type { Homography } from "@iris/kit/geometry";
import type { Raster } from "../raster";
import { type DisplacementField, displacementRow } from "../unwarp";

/** An optional vertical displacement applied in output space before the homography. */
export interface WarpDisplacement {
  field: DisplacementField;
  /** Field coordinates per output pixel. */
  scale: number;
}

/**
 * Resamples `src` through `h` (output pixel → source pixel) into a `width` × `height` raster
 * with bilinear interpolation, or with `cubic` by Keys' cubic convolution (sharper when
 * enlarging, about 3× slower); samples outside the source take `fill`. With a displacement,
 * output pixel (x, y) first moves to (x, y + dy(x, y)) — one resampling for homography and
 * dewarping together. When the output is much smaller than the source region, pre-shrink
 * the source first (the caller does): bilinear sampling alone would alias.
 */
export function warpHomography(
  src: Raster,
  h: Homography,
  width: number,
  height: number,
  fill = 255,
  displacement?: WarpDisplacement,
  cubic = false,
): Raster {
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
  const dy = displacement ? new Float64Array(width) : undefined;
  const dyScale = displacement ? 1 / displacement.scale : 0;
  let o = 0;
  for (let y = 0; y < height; y++) {
    const yc = y + 0.5;
    if (displacement && dy) {
      displacementRow(displacement.field, yc * displacement.scale, displacement.scale, dy);
    }
    // The homography's numerators and denominator are linear in x: stepped, not recomputed.
    let nx = h0 * 0.5 + h1 * yc + h2;
    let ny = h3 * 0.5 + h4 * yc + h5;
    let dz = h6 * 0.5 + h7 * yc + h8;
    for (let x = 0; x < width; x++, nx += h0, ny += h3, dz += h6) {
      let fx: number;
      let fy: number;
      if (dy) {
        // Output pixel (x, y) first moves to (x, y + dy): add the y-term's change.
        const d = (dy[x] as number) * dyScale;
        const z = dz + h7 * d;
        fx = (nx + h1 * d) / z - 0.5;
        fy = (ny + h4 * d) / z - 0.5;
      } else {
        const iz = 1 / dz;
        fx = nx * iz - 0.5;
        fy = ny * iz - 0.5;
      }
      if (fx < -0.5 || fy < -0.5 || fx > maxX + 0.5 || fy > maxY + 0.5) {
        for (let c = 0; c < ch; c++) out[o++] = fill;
        continue;
      }
      if (cubic) {
        sampleCubic(s, sw, sh, ch, fx, fy, out, o);
        o += ch;
        continue;
      }
      const cx = fx < 0 ? 0 : fx > maxX ? maxX : fx;
      const cy = fy < 0 ? 0 : fy > maxY ? maxY : fy;
      let x0 = cx | 0;
      let y0 = cy | 0;
      if (x0 >= maxX) x0 = maxX - 1;
      if (y0 >= maxY) y0 = maxY - 1;
      const ax = cx - x0;
      const ay = cy - y0;
      const w11 = ax * ay;
      const w01 = ax - w11;
      const w10 = ay - w11;
      const w00 = 1 - ax - w10;
      const i = y0 * stride + x0 * ch;
      const j = i + stride;
      if (ch === 3) {
        out[o++] =
          ((s[i] as number) * w00 +
            (s[i + 3] as number) * w01 +
            (s[j] as number) * w10 +
            (s[j + 3] as number) * w11 +
            0.5) |
          0;
        out[o++] =
          ((s[i + 1] as number) * w00 +
            (s[i + 4] as number) * w01 +
            (s[j + 1] as number) * w10 +
            (s[j + 4] as number) * w11 +
            0.5) |
          0;
        out[o++] =
          ((s[i + 2] as number) * w00 +
            (s[i + 5] as number) * w01 +
            (s[j + 2] as number) * w10 +
            (s[j + 5] as number) * w11 +
            0.5) |
          0;
      } else {
        out[o++] =
          ((s[i] as number) * w00 +
            (s[i + 1] as number) * w01 +
            (s[j] as number) * w10 +
            (s[j + 1] as number) * w11 +
            0.5) |
          0;
      }
    }
  }
  return { data: out, width, height, channels: ch };
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
    out[o + c] = v < 0 ? 0 : v > 255 ? 255 : (v + 0.5) | 0;
  }
}

/** `v` clamped to 0…last (the nearest pixel index inside the image). */
function inside(v: number, last: number): number {
  return v < 0 ? 0 : Math.min(v, last);
}
