import { generateDocument } from "@iris/models/corpus";
import { loadTesseract } from "@iris/native-tesseract";
import { afterAll, describe, expect, it } from "vitest";
import { ensureTessdata } from "../../../workers/ocr-extractor/src/ocr/tessdata";
import { BUNDLED_TESSDATA } from "../ocr-engines/receipts-run";
import { words } from "../ocr-engines/word-recall";
import { tsvLines } from "./read-lines";

const loaded = loadTesseract();
if (!("binding" in loaded)) console.warn(`⚠ recognizeRegions tests skipped: ${loaded.reason}`);
const reader =
  "binding" in loaded ? new loaded.binding.Reader(ensureTessdata(BUNDLED_TESSDATA)) : undefined;
afterAll(() => reader?.close());

/** A training-family card scan and its drawn lines with boxes. */
const doc = await generateDocument("cedula_identidad", 11, 0, {
  split: "train",
  scansOnly: true,
  roster: 2,
});
const lines = doc.truth.lines.filter((l) => l.text.length >= 6).slice(0, 3);
const options = { lang: "spa", psm: 7, dpi: 300 };
const pad = 6;
const regionOf = (l: (typeof lines)[number]) => ({
  left: Math.round(l.bbox.x) - pad,
  top: Math.round(l.bbox.y) - pad,
  width: Math.round(l.bbox.width) + 2 * pad,
  height: Math.round(l.bbox.height) + 2 * pad,
});

describe.skipIf(!reader)("the addon's recognizeRegions (one decode, SetRectangle per line)", () => {
  it("reads each rectangle as its own line, in the order given, with page coordinates", async () => {
    const regions = lines.map(regionOf).reverse();
    const tsvs = await (reader as NonNullable<typeof reader>).recognizeRegions(
      doc.scan,
      regions,
      options,
    );
    expect(tsvs).toHaveLength(regions.length);
    for (const [i, line] of [...lines].reverse().entries()) {
      const read = words(tsvLines(tsvs[i] as string).join(" "));
      const truth = words(line.text);
      expect(read.filter((w) => truth.includes(w)).length).toBeGreaterThanOrEqual(
        Math.ceil(truth.length / 2),
      );
      // Word boxes are on the page, inside their rectangle.
      const region = regions[i] as ReturnType<typeof regionOf>;
      for (const row of (tsvs[i] as string).split("\n")) {
        const f = row.split("\t");
        if (f[0] !== "5") continue;
        expect(Number(f[6])).toBeGreaterThanOrEqual(region.left);
        expect(Number(f[7])).toBeGreaterThanOrEqual(region.top);
        expect(Number(f[7]) + Number(f[9])).toBeLessThanOrEqual(region.top + region.height);
      }
    }
  });

  it("answers nothing for a rectangle off the page, and refuses an empty list", async () => {
    const r = reader as NonNullable<typeof reader>;
    const off = { left: doc.truth.scan.width + 10, top: 0, width: 50, height: 20 };
    const tsvs = await r.recognizeRegions(doc.scan, [off, regionOf(lines[0] as never)], options);
    expect(tsvs[0]).toBe("");
    expect(tsvLines(tsvs[1] as string).length).toBe(1);
    expect(() => r.recognizeRegions(doc.scan, [], options)).toThrow(/regions must not be empty/);
  });

  it("fails an undecodable image as the image's fault", async () => {
    const r = reader as NonNullable<typeof reader>;
    await expect(
      r.recognizeRegions(Buffer.from("not an image"), [regionOf(lines[0] as never)], options),
    ).rejects.toMatchObject({ kind: "image" });
  });
});
