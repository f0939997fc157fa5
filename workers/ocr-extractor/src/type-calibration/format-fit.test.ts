import { describe, expect, it } from "vitest";
import { fitFormatEvidence } from "./format-fit";

describe("the page format's evidence fit", () => {
  it("counts how often each type snapped to a card format, smoothed and floored", () => {
    const rows = [
      ...Array.from({ length: 15 }, () => ({ truth: "cedula_identidad" as const, format: "id1" })),
      { truth: "cedula_identidad" as const, format: null },
      ...Array.from({ length: 20 }, () => ({ truth: "formulario" as const, format: "a4" })),
    ];
    const fit = fitFormatEvidence(rows, 0.05);
    // (15 + 1) / (16 + 7 formats)
    expect(fit.likelihood.id1.cedula_identidad).toBeCloseTo(16 / 23, 3);
    // 1 / 27 is under the floor; a type with no pages gets 1 / 7.
    expect(fit.likelihood.id1.formulario).toBe(0.05);
    expect(fit.likelihood.id1.pasaporte).toBeCloseTo(1 / 7, 3);
    expect(fit.pages).toMatchObject({ cedula_identidad: 16, formulario: 20, pasaporte: 0 });
  });
});
