import { rectToQuad } from "@iris/kit/geometry";

/** A point [x, y] in pixels. */
export type Point = [number, number];

/**
 * The 3×3 homography (row-major, h33 = 1) mapping the rectangle (0,0),(w,0),(w,h),(0,h) onto
 * `quad` (TL, TR, BR, BL). Throws on a degenerate quad.
 */
export function homography(w: number, h: number, quad: [Point, Point, Point, Point]): number[] {
  return rectToQuad(w, h, quad);
}

/** Output size for a quad: the mean lengths of its opposite sides. */
export function quadSize(quad: [Point, Point, Point, Point]): { width: number; height: number } {
  const d = (p: Point, q: Point) => Math.hypot(p[0] - q[0], p[1] - q[1]);
  const [tl, tr, br, bl] = quad;
  return {
    width: Math.max(1, Math.round((d(tl, tr) + d(bl, br)) / 2)),
    height: Math.max(1, Math.round((d(tl, bl) + d(tr, br)) / 2)),
  };
}

/** Warps raw RGB pixels so `quad` fills a width × height image (bilinear sampling). */
export function warpPerspective(
  pixels: Uint8Array,
  srcWidth: number,
  srcHeight: number,
  channels: number,
  quad: [Point, Point, Point, Point],
  width: number,
  height: number,
): Uint8Array {
  const H = homography(width, height, quad);
  const out = new Uint8Array(width * height * channels);
  const [h0, h1, h2, h3, h4, h5, h6, h7, h8] = H as [
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
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const px = x + 0.5;
      const py = y + 0.5;
      const z = h6 * px + h7 * py + h8;
      const u = Math.min(srcWidth - 1.001, Math.max(0, (h0 * px + h1 * py + h2) / z - 0.5));
      const v = Math.min(srcHeight - 1.001, Math.max(0, (h3 * px + h4 * py + h5) / z - 0.5));
      const x0 = Math.floor(u);
      const y0 = Math.floor(v);
      const fx = u - x0;
      const fy = v - y0;
      const o = (y * width + x) * channels;
      const i00 = (y0 * srcWidth + x0) * channels;
      const i10 = i00 + channels;
      const i01 = i00 + srcWidth * channels;
      const i11 = i01 + channels;
      for (let c = 0; c < channels; c++) {
        const top = (pixels[i00 + c] as number) * (1 - fx) + (pixels[i10 + c] as number) * fx;
        const bottom = (pixels[i01 + c] as number) * (1 - fx) + (pixels[i11 + c] as number) * fx;
        out[o + c] = Math.round(top * (1 - fy) + bottom * fy);
      }
    }
  }
  return out;
}
