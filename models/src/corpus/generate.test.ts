import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { generateDocument } from "./generate.ts";
import { expectFieldsConsistent, expectInvoiceArithmetic } from "./truth-checks.ts";
import { DOCUMENT_TYPES, type GeneratedDocument } from "./types.ts";

describe("generated documents", () => {
  const docs: GeneratedDocument[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 10; i++) {
      const type = DOCUMENT_TYPES[i % DOCUMENT_TYPES.length] ?? "factura";
      // Roster 1: the documents these checks were written against (families.test.ts checks
      // every family's truth, later ones included).
      docs.push(await generateDocument(type, 5, i, { scansOnly: true, roster: 1 }));
    }
  });

  it("record every field, printed verbatim and normalised consistently", () => {
    for (const { truth } of docs) expectFieldsConsistent(truth);
  });

  it("keep invoice arithmetic exact to the cent", () => {
    for (const { truth } of docs.filter((d) => d.truth.type === "factura"))
      expectInvoiceArithmetic(truth);
  });

  it("record checkbox states for the original forms", () => {
    for (const { truth } of docs.filter((d) =>
      ["formulario", "ficha_residencia"].includes(d.truth.type),
    )) {
      const states = Object.values(truth.checkboxes ?? {});
      expect(states.length).toBeGreaterThanOrEqual(3);
      expect(states.some(Boolean)).toBe(true);
    }
  });

  it("place every text line's box on ink inside the scan", async () => {
    for (const { truth, scan } of docs) {
      const { data, info } = await sharp(scan)
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([truth.scan.width, truth.scan.height]);
      expect(truth.scan.dpi).toBe(300);
      for (const { text, bbox } of truth.lines) {
        expect(bbox.x, text).toBeGreaterThanOrEqual(0);
        expect(bbox.y, text).toBeGreaterThanOrEqual(0);
        expect(bbox.x + bbox.width, text).toBeLessThanOrEqual(info.width);
        expect(bbox.y + bbox.height, text).toBeLessThanOrEqual(info.height);
        let [sum, sq, count] = [0, 0, 0];
        for (let y = bbox.y; y < bbox.y + bbox.height; y++) {
          for (let x = bbox.x; x < bbox.x + bbox.width; x++) {
            const v = data[y * info.width + x] as number;
            sum += v;
            sq += v * v;
            count++;
          }
        }
        const std = Math.sqrt(sq / count - (sum / count) ** 2);
        expect(std, `${truth.id}: no ink under "${text}"`).toBeGreaterThan(12);
      }
    }
  });

  it("are byte-identical for the same seed and differ for another seed", async () => {
    const first = await generateDocument("cedula_identidad", 5, 0);
    const again = await generateDocument("cedula_identidad", 5, 0);
    expect(again.scan.equals(first.scan)).toBe(true);
    expect(again.photo.equals(first.photo)).toBe(true);
    expect(again.truth).toEqual(first.truth);
    const other = await generateDocument("cedula_identidad", 6, 0);
    expect(other.scan.equals(first.scan)).toBe(false);
    expect(other.photo.equals(first.photo)).toBe(false);
  });

  it("skip the photo in scans-only mode without changing the scan", async () => {
    const full = await generateDocument("cedula_identidad", 5, 0, { roster: 1 });
    const [scanOnly] = docs;
    expect(scanOnly?.scan.equals(full.scan)).toBe(true);
    expect(scanOnly?.photo.length).toBe(0);
    expect(scanOnly?.truth.photo.width).toBe(0);
  });
});
