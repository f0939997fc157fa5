import { createRequire } from "node:module";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDocument } from "../generate.ts";
import { DOCUMENT_TYPES, type GeneratedDocument, type Quad } from "../types.ts";

// Loaded with require: vitest's module transform hangs on the 10 MB opencv.js bundle.
const cv: typeof import("@techstark/opencv-js") = createRequire(import.meta.url)(
  "@techstark/opencv-js",
);
// The WASM runtime initialises asynchronously after the require.
const cvReady = new Promise<void>((resolve) => {
  cv.onRuntimeInitialized = () => resolve();
});

const WIDTH = 200;

async function grey(image: Buffer, resize?: { width: number; height: number }) {
  const pipeline = sharp(image).greyscale();
  if (resize) pipeline.resize(resize.width, resize.height, { fit: "fill" });
  return pipeline.raw().toBuffer({ resolveWithObject: true });
}

/** Warps the photo's quad back to a small upright image with OpenCV (an implementation independent of ours). */
async function rectify(doc: GeneratedDocument, corners: Quad, height: number): Promise<Uint8Array> {
  const small = 700 / Math.max(doc.truth.photo.width, doc.truth.photo.height);
  const { data, info } = await grey(doc.photo, {
    width: Math.round(doc.truth.photo.width * small),
    height: Math.round(doc.truth.photo.height * small),
  });
  const src = new cv.Mat(info.height, info.width, cv.CV_8UC1);
  src.data.set(data);
  const from = cv.matFromArray(
    4,
    1,
    cv.CV_32FC2,
    corners.flatMap(([x, y]) => [x * small, y * small]),
  );
  const to = cv.matFromArray(4, 1, cv.CV_32FC2, [0, 0, WIDTH, 0, WIDTH, height, 0, height]);
  const m = cv.getPerspectiveTransform(from, to);
  const out = new cv.Mat();
  cv.warpPerspective(src, out, m, new cv.Size(WIDTH, height), cv.INTER_LINEAR);
  const pixels = Uint8Array.from(out.data);
  for (const mat of [src, from, to, m, out]) mat.delete();
  return pixels;
}

/** Each pixel minus the mean of its (2r+1)² neighbourhood: removes the photo's uneven light. */
function highPass(image: Uint8Array, width: number, r = 4): Float64Array {
  const height = image.length / width;
  const out = new Float64Array(image.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let [sum, count] = [0, 0];
      for (let j = Math.max(0, y - r); j <= Math.min(height - 1, y + r); j++) {
        for (let i = Math.max(0, x - r); i <= Math.min(width - 1, x + r); i++) {
          sum += image[j * width + i] as number;
          count++;
        }
      }
      out[y * width + x] = (image[y * width + x] as number) - sum / count;
    }
  }
  return out;
}

/** Normalised cross-correlation of the high-passed grey images (equal sizes). */
function ncc(a: Uint8Array, b: Uint8Array): number {
  const [ha, hb] = [highPass(a, WIDTH), highPass(b, WIDTH)];
  let [ab, aa, bb] = [0, 0, 0];
  for (let i = 0; i < ha.length; i++) {
    const [x, y] = [ha[i] as number, hb[i] as number];
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return ab / Math.sqrt(aa * bb);
}

describe("camera photos", () => {
  const docs: GeneratedDocument[] = [];
  beforeAll(async () => {
    for (const [i, type] of DOCUMENT_TYPES.entries())
      docs.push(await generateDocument(type, 21, i));
    await cvReady;
  });

  it("are JPEGs of the recorded size, longer side 1500–3000 px, quality 70–92", async () => {
    for (const { truth, photo } of docs) {
      const meta = await sharp(photo).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual([
        "jpeg",
        truth.photo.width,
        truth.photo.height,
      ]);
      const long = Math.max(truth.photo.width, truth.photo.height);
      expect(long).toBeGreaterThanOrEqual(1500);
      expect(long).toBeLessThanOrEqual(3000);
      const quality = Number(truth.photo.distortions.jpeg_quality);
      expect(quality).toBeGreaterThanOrEqual(70);
      expect(quality).toBeLessThanOrEqual(92);
    }
  });

  it("record corners that locate the document, top-left first, even when it is rotated", async () => {
    for (const doc of docs) {
      const height = Math.round((WIDTH * doc.truth.scan.height) / doc.truth.scan.width);
      const scan = (await grey(doc.scan, { width: WIDTH, height })).data;
      const [tl, tr, br, bl] = doc.truth.photo.corners;
      const right = ncc(await rectify(doc, [tl, tr, br, bl], height), scan);
      const upsideDown = ncc(await rectify(doc, [br, bl, tl, tr], height), scan);
      // Mostly blank, noisy A4 pages score lowest (≈ 0.5); a wrong corner order scores ≈ 0.
      expect(right, doc.truth.id).toBeGreaterThan(0.4);
      expect(right - upsideDown, doc.truth.id).toBeGreaterThan(0.3);
    }
  });
});

describe("hard photo conditions", () => {
  it("photograph a training document with what they drew recorded, its corners still locating it", async () => {
    await cvReady;
    // Seed 4101's passport 7 lies open in its booklet with a finger on a corner.
    const doc = await generateDocument("pasaporte", 4101, 7, { photoConditions: "hard" });
    const plain = await generateDocument("pasaporte", 4101, 7);
    expect(String(doc.truth.photo.distortions.hard)).toContain("booklet");
    expect(plain.truth.photo.distortions.hard).toBeUndefined();
    // The shared conditions are drawn alike: only the camera's tilt may lean further.
    expect(doc.truth.photo.distortions.rotation_deg).toBe(
      plain.truth.photo.distortions.rotation_deg,
    );
    expect(doc.truth.photo.distortions.lighting).toBe(plain.truth.photo.distortions.lighting);
    const height = Math.round((WIDTH * doc.truth.scan.height) / doc.truth.scan.width);
    const scan = (await grey(doc.scan, { width: WIDTH, height })).data;
    expect(ncc(await rectify(doc, doc.truth.photo.corners, height), scan)).toBeGreaterThan(0.4);
  });

  it("lay some documents on tiles, checks or a cutting mat, with things beside them", async () => {
    const drawn = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        generateDocument("cedula_identidad", 31, i, { photoConditions: "hard" }),
      ),
    );
    const backgrounds = drawn.map((d) => String(d.truth.photo.distortions.background));
    const things = drawn.map((d) => String(d.truth.photo.distortions.hard));
    expect(backgrounds.some((b) => ["tiles", "checks", "mat"].includes(b))).toBe(true);
    expect(things.some((t) => /book|tablet|receipt|card|sheet(?!_)/.test(t))).toBe(true);
  });

  it("leave held-out families' photos as they are", async () => {
    const hard = await generateDocument("cedula_identidad", 4101, 0, {
      split: "heldout",
      photoConditions: "hard",
    });
    const plain = await generateDocument("cedula_identidad", 4101, 0, { split: "heldout" });
    expect(hard.photo.equals(plain.photo)).toBe(true);
    expect(hard.truth.photo.distortions.hard).toBeUndefined();
  });
});
