import { DOCUMENT_TYPES, generateDocument } from "@iris/models/corpus";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { availableEngines, nativeBuilt } from "../../testing";
import { cornerPreview, detectCorners } from "../corners";
import { decodeImage } from "../decode";
import { processDocument } from "../process";
import type { EngineName } from "./load";
import type { OpenCV } from "./opencv";

const OPTIONS = {
  applyUnwarping: true,
  enhanceQuality: true,
  resolution: { dpi: 200, pageDpi: 200 },
  maxPixels: 50_000_000,
  maxOutputBytes: 10 * 2 ** 20,
};

let engines: { name: EngineName; cv: OpenCV }[];
beforeAll(async () => {
  engines = await availableEngines();
});

/** Mean absolute difference of two equally sized images' grey samples. */
async function meanDifference(a: Uint8Array, b: Uint8Array): Promise<number> {
  const grey = (png: Uint8Array) => sharp(png).greyscale().raw().toBuffer();
  const [x, y] = await Promise.all([grey(a), grey(b)]);
  let sum = 0;
  for (let i = 0; i < x.length; i++) sum += Math.abs((x[i] as number) - (y[i] as number));
  return sum / x.length;
}

describe.skipIf(!nativeBuilt)("the pipeline on both engines", () => {
  it.each(DOCUMENT_TYPES)(
    "finds the same corners and makes the same page of a %s photo",
    async (type) => {
      const { photo } = await generateDocument(type, 41, 0, { roster: 1 });
      const { raster } = await decodeImage(photo, "jpeg", { dpi: 200, maxPixels: 5e7 });
      const preview = await cornerPreview(raster);
      const [wasm, native] = engines.map(({ cv }) => detectCorners(cv, raster, preview));
      if (!wasm || !native) throw new Error("both engines are needed");
      expect(native.method).toBe(wasm.method);
      native.corners.forEach(([x, y], i) => {
        const [u, v] = wasm.corners[i] as [number, number];
        expect(Math.hypot(x - u, y - v)).toBeLessThan(2);
      });

      const [a, b] = await Promise.all(
        engines.map(({ cv }) => processDocument(cv, photo, "jpeg", OPTIONS)),
      );
      if (!a || !b) throw new Error("both engines are needed");
      expect(b.summary.output_dimensions).toEqual(a.summary.output_dimensions);
      expect(b.summary.document_format?.name).toBe(a.summary.document_format?.name);
      expect(b.summary.rotation_applied).toBe(a.summary.rotation_applied);
      expect(b.summary.encoding.channels).toBe(a.summary.encoding.channels);
      expect(await meanDifference(a.png, b.png)).toBeLessThan(1.5);
    },
    120_000,
  );
});
