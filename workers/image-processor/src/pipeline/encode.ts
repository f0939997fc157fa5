import type { Raster } from "./raster";
import { fromRaster } from "./sharp-io";

/** Encodes a raster as PNG (zlib level 6, no adaptive filtering: libvips' defaults). */
export async function encodePng(raster: Raster): Promise<Uint8Array> {
  const png = await fromRaster(raster)
    .toColourspace(raster.channels === 1 ? "b-w" : "srgb")
    .png()
    .toBuffer();
  return new Uint8Array(png.buffer, png.byteOffset, png.length);
}
