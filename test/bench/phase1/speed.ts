import type { RunningService } from "@iris/kit/testing";
import { DOCUMENT_TYPES, generateDocument } from "@iris/models/corpus";
import sharp from "sharp";
import { percentile } from "../suite";
import { postForPng } from "./service";

/**
 * Median /process time (one request at a time, over HTTP, default options) on `n` 2000×1500
 * JPEG photos, and
 * the median time of sharp's own decode + resize (to the same output size) + PNG encode of
 * the same images, in the same run, for the ratio.
 */
export async function measureSpeed(svc: RunningService, n: number, seed: number) {
  const images: Buffer[] = [];
  for (let i = 0; i < n; i++) {
    const type = DOCUMENT_TYPES[i % DOCUMENT_TYPES.length] as (typeof DOCUMENT_TYPES)[number];
    const { photo } = await generateDocument(type, seed, Math.floor(i / DOCUMENT_TYPES.length));
    images.push(
      await sharp(photo).resize(2000, 1500, { fit: "cover" }).jpeg({ quality: 90 }).toBuffer(),
    );
  }
  // One untimed round each, so that first-call costs do not count.
  const warm = await postForPng(svc, "/process", images[0] as Buffer, "warm.jpg");
  await sharp(images[0]).resize(1000).png().toBuffer();
  const processMs: number[] = [];
  const sharpMs: number[] = [];
  const sizes: [number, number][] = [];
  for (const image of images) {
    let started = performance.now();
    const png = await postForPng(svc, "/process", image, "photo.jpg");
    processMs.push(performance.now() - started);
    const meta = await sharp(png).metadata();
    const size: [number, number] = [meta.width ?? 1000, meta.height ?? 1000];
    sizes.push(size);
    started = performance.now();
    await sharp(image).resize(size[0], size[1], { fit: "fill" }).png().toBuffer();
    sharpMs.push(performance.now() - started);
  }
  const processMedian = percentile(processMs, 50);
  const sharpMedian = percentile(sharpMs, 50);
  return {
    n: images.length,
    input: "2000×1500 JPEG q90",
    warm_output_bytes: warm.length,
    process_median_ms: Math.round(processMedian),
    process_p90_ms: Math.round(percentile(processMs, 90)),
    sharp_median_ms: Math.round(sharpMedian),
    ratio: processMedian / sharpMedian,
    output_sizes: sizes,
  };
}
