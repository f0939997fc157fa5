import sharp from "sharp";

/** A solid or noisy test image of the given size, encoded as `format`. */
export async function makeImage(
  width: number,
  height: number,
  format: "png" | "jpeg" | "webp" | "tiff" = "png",
): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 236, b: 228 } },
  });
  return image.toFormat(format).toBuffer();
}

/**
 * A tiny PNG whose header claims `width` × `height` (a decompression bomb): the IHDR is
 * rewritten after encoding, with its CRC fixed, so only header readers see the claim.
 */
export async function makePngBomb(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(await makeImage(8, 8, "png"));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
