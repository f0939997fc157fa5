import { describe, expect, it } from "vitest";
import { wordEvidence } from "../extraction/type-words";
import { fitWordModel, MIN_FAMILIES, type WordRow } from "./words-fit";

/** Pages of `families` layout families of one type, each printing `words` and its own word. */
function pages(truth: WordRow["truth"], prefix: string, words: string, own: string[]): WordRow[] {
  return own.flatMap((word, f) =>
    [0, 1].map(() => ({ truth, family: `${prefix}-${f}`, lines: [{ text: `${words} ${word}` }] })),
  );
}

describe("the words' type model fit", () => {
  const rows = [
    ...pages("factura", "fa", "Total Precio Cantidad Cliente", [
      "ferretería",
      "farmacia",
      "panadería",
      "papelería",
    ]),
    ...pages("formulario", "fo", "Solicitud Firma Datos Profesión", [
      "empleo",
      "beca",
      "seguro",
      "crédito",
    ]),
  ];

  it("keeps only words that several families of a type print", () => {
    const model = fitWordModel(rows);
    expect(Object.keys(model.vocabulary).sort()).toEqual(
      ["cantidad", "cliente", "datos", "firma", "precio", "profesion", "solicitud", "total"].sort(),
    );
    expect(MIN_FAMILIES).toBeGreaterThan(1);
  });

  it("reports how it did on each family left out, and types a new page by its words", () => {
    const model = fitWordModel(rows);
    expect(model.fitted.leave_one_family_out).toMatchObject({ pages_with_words: 16, accuracy: 1 });
    const e = wordEvidence([{ text: "Solicitud de empleo: datos y firma" }], model);
    const ranked = Object.entries(e?.probabilities ?? {}).sort((a, b) => b[1] - a[1]);
    expect(ranked[0]?.[0]).toBe("formulario");
    // Against the type whose families it saw; types it saw no page of say nothing either way.
    expect(e?.probabilities.factura).toBeLessThan(0.01);
  });
});
