import type { Homography } from "@iris/kit/geometry";
import type { OpenCV } from "../engine";
import type { Raster } from "../raster";
import { type DisplacementField, displacementTables } from "../unwarp";

/** An optional vertical displacement applied in output space before the homography. */
export interface WarpDisplacement {
  field: DisplacementField;
  /** Field coordinates per output pixel. */
  scale: number;
}

/**
 * Resamples `src` through `h` (output pixel → source pixel, pixel centres at half-integers)
 * into a `width` × `height` raster, bilinearly or, with `cubic`, by Keys' cubic convolution
 * (a = −0.5: sharper when enlarging); samples outside the source take `fill`. With a
 * displacement, output pixel (x, y) first moves to (x, y + dy(x, y)) — one resampling for
 * homography and dewarping together. The engine's warpPage does the sampling. When the output
 * is much smaller than the source region, shrink the source first (the caller does): neither
 * interpolation filters, so it would alias.
 */
export function warpHomography(
  cv: OpenCV,
  src: Raster,
  h: Homography,
  width: number,
  height: number,
  options: {
    fill?: number;
    displacement?: WarpDisplacement;
    cubic?: boolean;
    /** Threads sharing the rows where the engine has them (same pixels). */
    threads?: number;
  } = {},
): Raster {
  const { displacement } = options;
  const tables = displacement
    ? displacementTables(displacement.field, width, height, displacement.scale)
    : undefined;
  const data = cv.warpPage(
    src,
    h,
    width,
    height,
    options.cubic ?? false,
    options.fill ?? 255,
    tables?.columns,
    tables?.rows,
    options.threads,
  );
  return { data, width, height, channels: src.channels };
}
