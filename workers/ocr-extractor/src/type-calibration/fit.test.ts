import { describe, expect, it } from "vitest";
import { type EvidenceRow, fitCalibration } from "./fit";

const zero = { cedula_identidad: 0, ficha_residencia: 0, pasaporte: 0, factura: 0, formulario: 0 };
const row = (truth: EvidenceRow["truth"], scores: Partial<EvidenceRow["scores"]>): EvidenceRow => ({
  truth,
  scores: { ...zero, ...scores },
});

describe("text calibration fit", () => {
  it("sets the floor from the errors of the text's decisions (rule of succession)", () => {
    const rows = [
      ...Array.from({ length: 97 }, () => row("factura", { factura: 6 })),
      row("formulario", { factura: 2 }),
      row("pasaporte", {}),
    ];
    const fit = fitCalibration(rows);
    expect(fit.with_evidence).toBe(98);
    expect(fit.errors).toBe(1);
    expect(fit.floor).toBeCloseTo(2 / 100, 4);
  });

  it("lowers the scale when weak evidence is often wrong", () => {
    const strong = Array.from({ length: 50 }, () => row("factura", { factura: 6 }));
    const weakRight = Array.from({ length: 10 }, () => row("factura", { factura: 1 }));
    const weakWrong = Array.from({ length: 10 }, () => row("formulario", { factura: 1 }));
    const sure = fitCalibration([...strong, ...weakRight]);
    const unsure = fitCalibration([...strong, ...weakRight, ...weakWrong]);
    expect(unsure.scale).toBeLessThan(sure.scale);
  });
});
