import type { Homography } from "../geometry";
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
 * with bilinear interpolation; samples outside the source take `fill`. With a displacement,
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
  let o = 0;
  const dy = displacement ? new Float64Array(width) : undefined;
  for (let y = 0; y < height; y++) {
    const yc = y + 0.5;
    if (displacement && dy) {
      displacementRow(displacement.field, yc * displacement.scale, displacement.scale, dy);
    }
    for (let x = 0; x < width; x++) {
      const xc = x + 0.5;
      const yd = dy && displacement ? yc + (dy[x] as number) / displacement.scale : yc;
      const dz = h6 * xc + h7 * yd + h8;
      const fx = (h0 * xc + h1 * yd + h2) / dz - 0.5;
      const fy = (h3 * xc + h4 * yd + h5) / dz - 0.5;
      if (fx < -0.5 || fy < -0.5 || fx > maxX + 0.5 || fy > maxY + 0.5) {
        for (let c = 0; c < ch; c++) out[o++] = fill;
        continue;
      }
      const cx = fx < 0 ? 0 : Math.min(fx, maxX);
      const cy = fy < 0 ? 0 : Math.min(fy, maxY);
      let x0 = cx | 0;
      let y0 = cy | 0;
      if (x0 >= maxX) x0 = maxX - 1;
      if (y0 >= maxY) y0 = maxY - 1;
      const ax = cx - x0;
      const ay = cy - y0;
      const w00 = (1 - ax) * (1 - ay);
      const w01 = ax * (1 - ay);
      const w10 = (1 - ax) * ay;
      const w11 = ax * ay;
      const i = y0 * stride + x0 * ch;
      const j = i + stride;
      if (ch === 3) {
        out[o++] =
          (s[i] as number) * w00 +
          (s[i + 3] as number) * w01 +
          (s[j] as number) * w10 +
          (s[j + 3] as number) * w11 +
          0.5;
        out[o++] =
          (s[i + 1] as number) * w00 +
          (s[i + 4] as number) * w01 +
          (s[j + 1] as number) * w10 +
          (s[j + 4] as number) * w11 +
          0.5;
        out[o++] =
          (s[i + 2] as number) * w00 +
          (s[i + 5] as number) * w01 +
          (s[j + 2] as number) * w10 +
          (s[j + 5] as number) * w11 +
          0.5;
      } else {
        out[o++] =
          (s[i] as number) * w00 +
          (s[i + 1] as number) * w01 +
          (s[j] as number) * w10 +
          (s[j + 1] as number) * w11 +
          0.5;
      }
    }
  }
  return { data: out, width, height, channels: ch };
}
