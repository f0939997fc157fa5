import { homographyBetween, type Point } from "@iris/kit/geometry";
import sharp from "sharp";

/**
 * Warps the quadrilateral `corners` (TL, TR, BR, BL) of `photo` onto a `width` × `height`
 * greyscale page with a homography and bilinear sampling: "phase 1 with perfect corners",
 * for measuring extraction on photos when the image-processor is not available.
 */
export async function rectifyWithCorners(
  photo: Buffer,
  corners: [Point, Point, Point, Point],
  width: number,
  height: number,
): Promise<Buffer> {
  const { data, info } = await sharp(photo).greyscale().raw().toBuffer({ resolveWithObject: true });
  const dst: Point[] = [
    [0, 0],
    [width - 1, 0],
    [width - 1, height - 1],
    [0, height - 1],
  ];
  const [h0, h1, h2, h3, h4, h5, h6, h7] = homographyBetween(dst, corners) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const out = Buffer.alloc(width * height);
  const sw = info.width;
  const sh = info.height;
  for (let v = 0; v < height; v++) {
    for (let u = 0; u < width; u++) {
      const w = h6 * u + h7 * v + 1;
      const x = (h0 * u + h1 * v + h2) / w;
      const y = (h3 * u + h4 * v + h5) / w;
      const x0 = Math.floor(x);
      const y0 = Math.floor(y);
      if (x0 < 0 || y0 < 0 || x0 + 1 >= sw || y0 + 1 >= sh) {
        out[v * width + u] = 255;
        continue;
      }
      const fx = x - x0;
      const fy = y - y0;
      const i = y0 * sw + x0;
      const top = (data[i] as number) * (1 - fx) + (data[i + 1] as number) * fx;
      const bottom = (data[i + sw] as number) * (1 - fx) + (data[i + sw + 1] as number) * fx;
      out[v * width + u] = Math.round(top * (1 - fy) + bottom * fy);
    }
  }
  return sharp(out, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}
