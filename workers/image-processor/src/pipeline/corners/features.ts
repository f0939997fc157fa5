import { type Mat, matFromRaster, type OpenCV } from "../engine";
import type { Raster } from "../raster";
import { cornerKernels } from "./kernels";
import { WORK } from "./tuning";

/** One smoothed channel of the working image. */
export interface WorkChannel {
  name: "L" | "a" | "b" | "C";
  mat: Mat;
  /**
   * Step (8-bit units) a document edge must show in this channel: a floor, raised on
   * textured or noisy images so that wood grain or sensor noise does not pass for an edge.
   */
  step: number;
}

/** The downscaled image and the channels corner detection looks at. */
export interface WorkImage {
  width: number;
  height: number;
  /** Working pixels per input pixel (≤ 1). */
  scale: number;
  /**
   * Smoothed 8-bit channels: lightness, the two Lab chroma axes and chroma (max − min of
   * RGB, which unlike HSV saturation stays quiet in dark regions). Paper differs from its
   * background in at least one of them.
   */
  channels: WorkChannel[];
  /**
   * The channels' smoothed planes interleaved (channel c of pixel i at i × channels.length + c),
   * so that a sample's bilinear weights serve every channel.
   */
  interleaved: Float32Array;
  /** Each channel's step (WorkChannel.step), in channel order: the scoring kernel's units. */
  steps: Float64Array;
  /**
   * Lightness with dark detail smaller than WORK.textless closed over: text (of the document and of
   * papers lying around) disappears, page edges stay. Edge maps for candidates use it.
   */
  textless: Mat;
  /** Deletes the Mats. */
  dispose(): void;
}

/**
 * Builds the working image: area-downscaled, converted to Lab and HSV, lightly blurred.
 * `source` is the pixels to downscale: the raster itself or a smaller copy of it (see
 * cornerPreview), so that the full image need not be copied into OpenCV; `scale` stays
 * relative to `raster`.
 */
export function buildWorkImage(cv: OpenCV, raster: Raster, source: Raster = raster): WorkImage {
  const scale = Math.min(1, WORK.size / Math.max(raster.width, raster.height));
  const width = Math.max(1, Math.round(raster.width * scale));
  const height = Math.max(1, Math.round(raster.height * scale));
  const full = matFromRaster(cv, source);
  const small = new cv.Mat();
  cv.resize(full, small, new cv.Size(width, height), 0, 0, cv.INTER_AREA);
  full.delete();
  const planes: { name: WorkChannel["name"]; data: Uint8Array }[] = [];
  if (raster.channels === 1) {
    planes.push({ name: "L", data: new Uint8Array(small.data) });
  } else {
    const lab = new cv.Mat();
    cv.cvtColor(small, lab, cv.COLOR_RGB2Lab);
    const n = width * height;
    const all = cornerKernels().workPlanes(lab.data, small.data, n, WORK.chromaGain);
    lab.delete();
    (["L", "a", "b", "C"] as const).forEach((name, c) => {
      planes.push({ name, data: all.subarray(c * n, (c + 1) * n) });
    });
  }
  small.delete();
  const channels = planes.map(({ name, data }) => {
    const raw = new cv.Mat(height, width, cv.CV_8UC1);
    raw.data.set(data);
    const mat = new cv.Mat();
    cv.GaussianBlur(raw, mat, new cv.Size(WORK.blur, WORK.blur), 0);
    raw.delete();
    return {
      name,
      mat,
      step: Math.max(WORK.step[name], WORK.textureFactor * texture(mat.data, width)),
    };
  });
  const interleaved = cornerKernels().interleave(channels.map((c) => c.mat.data));
  const textless = new cv.Mat();
  const kernel = cv.getStructuringElement(
    cv.MORPH_ELLIPSE,
    new cv.Size(WORK.textless, WORK.textless),
  );
  cv.morphologyEx((channels[0] as WorkChannel).mat, textless, cv.MORPH_CLOSE, kernel);
  kernel.delete();
  return {
    width,
    height,
    scale,
    channels,
    interleaved,
    steps: Float64Array.from(channels, (c) => c.step),
    textless,
    dispose: () => {
      for (const c of channels) c.mat.delete();
      textless.delete();
    },
  };
}

/** Median absolute difference between pixels 5 apart (a sample of rows): texture plus noise. */
function texture(plane: Uint8Array, width: number): number {
  const height = plane.length / width;
  // The differences are whole levels 0…255: a histogram gives the median without sorting.
  const counts = new Uint32Array(256);
  let n = 0;
  for (let y = 2; y < height; y += 4) {
    for (let x = 0; x + 5 < width; x += 3) {
      const d = Math.abs((plane[y * width + x + 5] as number) - (plane[y * width + x] as number));
      counts[d] = (counts[d] as number) + 1;
      n++;
    }
  }
  const middle = Math.floor(n / 2);
  for (let d = 0, seen = 0; d < 256; d++) {
    seen += counts[d] as number;
    if (seen > middle) return d;
  }
  return 0;
}
