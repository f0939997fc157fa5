import { DOCUMENT_TYPES, type DocumentType } from "@iris/kit/document-types";
import { describe, expect, it } from "vitest";
import { type Fuse, type FusionRow, fitExponent } from "./exponent-fit";

const dist = (best: DocumentType, p: number) =>
  Object.fromEntries(
    DOCUMENT_TYPES.map((t) => [t, t === best ? p : (1 - p) / (DOCUMENT_TYPES.length - 1)]),
  ) as Record<DocumentType, number>;

/** Independent experts, the classifier's view raised to the exponent (as the gateway fuses). */
const fuse: Fuse = (row, exponent) => {
  const raw = DOCUMENT_TYPES.map((t) => [t, row.classifier[t] ** exponent * row.text[t]] as const);
  const sum = raw.reduce((a, [, v]) => a + v, 0);
  const top = raw.map(([t, v]) => ({ class: t, confidence: v / sum }));
  top.sort((a, b) => b.confidence - a.confidence);
  return { document_type: (top[0] as { class: string }).class, top_3: top.slice(0, 3) };
};

describe("classifier exponent fit", () => {
  it("tempers a classifier that is sure and wrong on designs it never saw", () => {
    const rows: FusionRow[] = [
      ...Array.from({ length: 6 }, () => ({
        truth: "factura" as const,
        text: dist("factura", 0.9),
        classifier: dist("factura", 0.95),
      })),
      ...Array.from({ length: 4 }, () => ({
        truth: "ficha_residencia" as const,
        text: dist("ficha_residencia", 0.8),
        classifier: dist("formulario", 0.97),
      })),
    ];
    const fit = fitExponent(rows, fuse);
    expect(fit.exponent).toBeLessThan(1);
    const at = (e: number) => fit.grid.find((g) => g.exponent === e);
    expect(at(fit.exponent)?.right).toBeGreaterThan(at(1)?.right ?? 0);
  });

  it("keeps the classifier as it is when it is right wherever the text is weak", () => {
    const rows: FusionRow[] = Array.from({ length: 8 }, () => ({
      truth: "pasaporte" as const,
      text: dist("pasaporte", 0.3),
      classifier: dist("pasaporte", 0.99),
    }));
    expect(fitExponent(rows, fuse).exponent).toBe(1);
  });
});
