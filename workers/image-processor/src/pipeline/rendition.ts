import { PNG_LEVEL } from "./encode";
import type { Raster } from "./raster";
import { fromRaster } from "./sharp-io";

/** A small PNG copy of the page. */
export interface Rendition {
  png: Uint8Array;
  width: number;
  height: number;
}

/**
 * The page fitted inside `side` × `side` pixels with a bilinear filter, as PNG (never
 * enlarged). Phases that look at the layout only (the embedding, the classifier) take it
 * instead of the full page: decoding a 300 dpi A4 PNG of 2–9 MB costs them 100–170 ms of CPU
 * each, the rendition a few. The ml services letterbox their input with the same filter
 * (ml-core's prepareImage, `bilinear` = libvips `linear`), so when `side` is the model's input
 * size the tensor is the one the full page gives, pixel for pixel; a model with another input
 * size resamples the rendition again.
 */
export async function renderSmall(page: Raster, side: number): Promise<Rendition> {
  const { data, info } = await fromRaster(page)
    .resize(side, side, { fit: "inside", kernel: "linear", withoutEnlargement: true })
    .toColourspace(page.channels === 1 ? "b-w" : "srgb")
    .png({ compressionLevel: PNG_LEVEL })
    .toBuffer({ resolveWithObject: true });
  return {
    png: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
  };
}
