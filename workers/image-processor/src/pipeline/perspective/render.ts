import { type Homography, multiply, project, scaling } from "@iris/kit/geometry";
import type { OpenCV } from "../engine";
import type { Raster } from "../raster";
import { fromRaster, toRaster } from "../sharp-io";
import { WARP } from "./tuning";
import { type WarpDisplacement, warpHomography } from "./warp";

/**
 * Renders the page `h` describes (output pixel → input pixel) at `width` × `height`. When the input is much finer than the output over the page, it
 * is first shrunk with a proper filter (libvips) so that the warp does not alias; when it is
 * markedly coarser, the page is sampled by cubic convolution, which keeps glyph edges sharper.
 * A page that is the input as it is (a level scan kept whole) is copied, not sampled.
 */
export async function renderPage(
  cv: OpenCV,
  input: Raster,
  h: Homography,
  width: number,
  height: number,
  displacement?: WarpDisplacement,
  threads = 1,
): Promise<Raster> {
  if (!displacement && width === input.width && height === input.height && isIdentity(h))
    return { ...input, data: input.data.slice() };
  const ratio = sourcePixelsPerOutputPixel(h, width, height);
  if (ratio <= WARP.shrinkAbove) {
    return warpHomography(cv, input, h, width, height, {
      displacement,
      cubic: ratio < WARP.cubicBelow,
      threads,
    });
  }
  const factor = WARP.shrinkTo / ratio;
  const w = Math.max(2, Math.round(input.width * factor));
  const hgt = Math.max(2, Math.round(input.height * factor));
  const small = await toRaster(
    fromRaster(input).resize(w, hgt, { kernel: "lanczos3", fit: "fill" }),
    input.channels,
  );
  const shrunk = multiply(scaling(small.width / input.width, small.height / input.height), h);
  return warpHomography(cv, small, shrunk, width, height, { displacement, threads });
}

/** Average input pixels per output pixel along the page's sides. */
function sourcePixelsPerOutputPixel(h: Homography, width: number, height: number): number {
  const corners = [
    project(h, 0, 0),
    project(h, width, 0),
    project(h, width, height),
    project(h, 0, height),
  ];
  const d = (i: number, j: number) =>
    Math.hypot(
      ((corners[i] as number[])[0] as number) - ((corners[j] as number[])[0] as number),
      ((corners[i] as number[])[1] as number) - ((corners[j] as number[])[1] as number),
    );
  const horizontal = (d(0, 1) + d(3, 2)) / 2 / width;
  const vertical = (d(0, 3) + d(1, 2)) / 2 / height;
  return Math.min(horizontal, vertical);
}

/** Whether `h` maps every pixel to itself (to far below a pixel over any page). */
function isIdentity(h: Homography): boolean {
  const w = h[8] as number;
  return [1, 0, 0, 0, 1, 0, 0, 0, 1].every((v, i) => Math.abs((h[i] as number) / w - v) < 1e-9);
}
