import sharp, { type Sharp } from "sharp";
import type { Raster } from "./raster";

/** A sharp pipeline reading a raster. */
export function fromRaster(raster: Raster): Sharp {
  return sharp(raster.data, {
    raw: { width: raster.width, height: raster.height, channels: raster.channels },
  });
}

/**
 * Runs a sharp pipeline to a raster with `channels` channels. libvips turns one-channel raw
 * input into sRGB on output unless told otherwise, so grey is asked for explicitly.
 */
export async function toRaster(pipeline: Sharp, channels: 1 | 3): Promise<Raster> {
  const { data, info } = await pipeline
    .toColourspace(channels === 1 ? "b-w" : "srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== channels)
    throw new Error(`expected ${channels} channels, got ${info.channels}`);
  return {
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
    width: info.width,
    height: info.height,
    channels,
  };
}
