import sharp from "sharp";
import { type Point, quadSize, warpPerspective } from "./perspective";

/**
 * Rectifies a photo given its document corners (TL, TR, BR, BL): a perspective warp to a
 * rectangle whose sides are the quad's mean side lengths, encoded as PNG. The stand-in for
 * phase 1 where ground-truth corners are known (benchmarks, fitting).
 */
export async function rectifyPhoto(
  photo: Buffer,
  corners: [Point, Point, Point, Point],
): Promise<Buffer> {
  const { data, info } = await sharp(photo)
    .rotate()
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = quadSize(corners);
  const pixels = warpPerspective(
    new Uint8Array(data.buffer, data.byteOffset, data.length),
    info.width,
    info.height,
    info.channels,
    corners,
    width,
    height,
  );
  return sharp(pixels, { raw: { width, height, channels: info.channels as 3 } })
    .png()
    .toBuffer();
}
