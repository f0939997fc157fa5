import { readFileSync } from "node:fs";
import { join } from "node:path";
import { DOCUMENT_TYPES, generateDocument } from "@iris/models/corpus";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { evalDir } from "../../testing";
import { toRaster } from "../sharp-io";
import { estimateOrientation } from "./orientation";

/** A grey page at the analysis size the pipeline uses, turned clockwise by `degrees`. */
async function page(image: Uint8Array, degrees: number) {
  return toRaster(
    sharp(image)
      .rotate(degrees)
      .resize(1200, 1200, { fit: "inside" })
      .flatten({ background: "#fff" }),
    1,
  );
}

describe("estimateOrientation", () => {
  it.each(DOCUMENT_TYPES)(
    "turns a %s scan upright from any quarter turn",
    async (type) => {
      const { scan } = await generateDocument(type, 41, 0, { scansOnly: true, roster: 1 });
      for (const turned of [0, 90, 180, 270]) {
        const estimate = estimateOrientation(await page(scan, turned));
        expect({ turned, rotation: estimate.rotation }).toEqual({
          turned,
          rotation: (360 - turned) % 360,
        });
      }
    },
    60_000,
  );

  it.each([
    ["phototest.tif", 0],
    ["phototest-rotated-L.png", 90],
    ["phototest-rotated-R.png", 270],
    ["phototest-rotated-180.png", 180],
  ] as const)("reads tesseract's %s the right way up", async (file, rotation) => {
    const bytes = readFileSync(join(evalDir() ?? "shared/eval", "tesseract_testing", file));
    const grey = await toRaster(sharp(bytes).flatten({ background: "#fff" }), 1);
    expect(estimateOrientation(grey).rotation).toBe(rotation);
  });

  // Real receipts of sroie_dev's dev half: tall, narrow, monospaced. Raw projection
  // sharpness favoured their columns (the page's short axis), turning upright ones on their
  // side and leaving sideways ones as they were. Half turns are not asserted: receipts print
  // centred and right-aligned lines, and orientation turns a page over only on clear evidence.
  it.each(["104", "106", "112", "114", "116"])(
    "finds the lines of receipt %s, upright or on its side",
    async (id) => {
      const bytes = readFileSync(join(evalDir() ?? "shared/eval", "sroie_dev", "img", `${id}.jpg`));
      for (const turned of [0, 90, 270]) {
        const estimate = estimateOrientation(await page(bytes, turned));
        expect({ turned, rotation: estimate.rotation }).toEqual({
          turned,
          rotation: (360 - turned) % 360,
        });
      }
    },
    30_000,
  );

  // Upside down, these receipts' capitals say nothing to the ascender cue and their centred
  // and right-aligned lines read as flush left: only the full stops of their amounts, now
  // hanging from the top of the digits, tell which way is up.
  it.each(["100", "104"])(
    "turns receipt %s over by its full stops",
    async (id) => {
      const bytes = readFileSync(join(evalDir() ?? "shared/eval", "sroie_dev", "img", `${id}.jpg`));
      for (const turned of [0, 180]) {
        const estimate = estimateOrientation(await page(bytes, turned));
        expect({ turned, rotation: estimate.rotation }).toEqual({ turned, rotation: turned });
      }
    },
    30_000,
  );

  it("leaves a page without text as it is", async () => {
    const blank = await toRaster(
      sharp({ create: { width: 900, height: 600, channels: 3, background: "#e8e4da" } }),
      1,
    );
    expect(estimateOrientation(blank)).toMatchObject({ rotation: 0, skew: 0, lines: 0 });
  });
});
