import type { PreprocessConfig } from "../manifest";

/** The part of a preprocessing config the tensor conversion needs (sent to workers). */
export type Normalization = Pick<PreprocessConfig, "mean" | "std">;

/**
 * Writes HWC bytes of `count` images into one NCHW float tensor, (pixel/255 − mean) / std
 * per channel. Runs inside an inference worker: it is a tight loop over every pixel.
 */
export function toNchwTensor(
  pixels: Uint8Array,
  count: number,
  height: number,
  width: number,
  channels: number,
  { mean, std }: Normalization,
): Float32Array {
  const plane = height * width;
  const perImage = plane * channels;
  if (pixels.length !== count * perImage) {
    throw new Error(`expected ${count * perImage} bytes for ${count} images, got ${pixels.length}`);
  }
  const out = new Float32Array(count * perImage);
  for (let c = 0; c < channels; c++) {
    const scale = 1 / (255 * (std[c] as number));
    const shift = (mean[c] as number) / (std[c] as number);
    for (let n = 0; n < count; n++) {
      const src = n * perImage + c;
      const dst = n * perImage + c * plane;
      for (let p = 0; p < plane; p++) {
        out[dst + p] = (pixels[src + p * channels] as number) * scale - shift;
      }
    }
  }
  return out;
}
