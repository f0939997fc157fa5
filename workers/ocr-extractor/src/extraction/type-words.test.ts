import { describe, expect, it } from "vitest";
import { linesFromText } from "./text-lines";
import { pageWords, type WordModel, wordEvidence } from "./type-words";

const lines = (text: string) => linesFromText(text);

describe("the page's words as evidence of its type", () => {
  it("hears what a document says, not whom or where it names", () => {
    const words = pageWords(lines("APELLIDOS: MENDOZA LUIS\nLugar de nacimiento: Mérida\nFirma"));
    expect([...words].sort()).toEqual(["apellidos", "firma", "lugar", "nacimiento"]);
  });

  it("weighs each word by how much more one type prints it, and says which words told", () => {
    const ln = Math.log;
    const model: WordModel = {
      fitted: {},
      temperature: 1,
      min_words: 2,
      // cedula_identidad, ficha_residencia, pasaporte, factura, formulario
      vocabulary: {
        total: [ln(0.01), ln(0.01), ln(0.01), ln(0.3), ln(0.02)],
        precio: [ln(0.01), ln(0.01), ln(0.01), ln(0.2), ln(0.01)],
        firma: [ln(0.1), ln(0.1), ln(0.1), ln(0.05), ln(0.3)],
      },
    };
    const e = wordEvidence(lines("Precio 12,00\nFirma del cliente\nTotal 12,00"), model);
    expect(e?.probabilities.factura).toBeGreaterThan(0.9);
    expect(e?.words).toEqual(["total", "precio", "firma"]);
    // One of the model's words is not enough to speak.
    expect(wordEvidence(lines("TOTAL 12,00"), model)).toBeNull();
  });

  it("tells a certificate's running text from an invoice's lines with the shipped model", () => {
    const certificate = wordEvidence(
      lines(
        "El secretario de la asociación hace saber que la ciudadana habita desde hace seis años\nuna vivienda propia con servicios de agua potable, electricidad y gas.",
      ),
    );
    expect(top(certificate?.probabilities)).toBe("ficha_residencia");
    const invoice = wordEvidence(
      lines("Cliente\nDescripción Precio unitario\nForma de pago: efectivo\nTotal a pagar"),
    );
    expect(top(invoice?.probabilities)).toBe("factura");
  });
});

function top(p: Record<string, number> | undefined): string | undefined {
  return p ? Object.entries(p).sort((a, b) => b[1] - a[1])[0]?.[0] : undefined;
}
