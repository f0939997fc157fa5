import { describe, expect, it } from "vitest";
import { type EvidenceRow, fitCalibration } from "./fit";

const zero = { cedula_identidad: 0, ficha_residencia: 0, pasaporte: 0, factura: 0, formulario: 0 };
const row = (truth: EvidenceRow["truth"], scores: Partial<EvidenceRow["scores"]>): EvidenceRow => ({
  truth,
  scores: { ...zero, ...scores },
});
const times = (n: number, r: EvidenceRow) => Array.from({ length: n }, () => r);

describe("text calibration fit", () => {
  it("claims for each lead how often such a lead was right, and little where it saw little", () => {
    const fit = fitCalibration([
      ...times(48, row("factura", { factura: 9 })),
      row("formulario", { formulario: 2 }),
      row("pasaporte", {}),
    ]);
    const bin = (m: number) => fit.bins.find((b) => b.margin === m);
    expect(bin(8)?.p).toBeCloseTo(49 / 50, 4);
    expect(bin(1.5)?.p).toBeCloseTo(2 / 3, 4);
    expect(bin(0.5)?.p).toBe(0.5);
    expect(fit.decided).toBe(49);
  });

  it("never lets a larger lead claim less than a smaller one", () => {
    const fit = fitCalibration([
      ...times(20, row("factura", { factura: 2 })),
      ...times(3, row("factura", { factura: 6 })),
      row("formulario", { factura: 6 }),
    ]);
    const ps = fit.bins.map((b) => b.p);
    for (let i = 1; i < ps.length; i++) expect(ps[i]).toBeGreaterThanOrEqual(ps[i - 1] as number);
    expect(fit.errors).toBe(1);
  });
});
