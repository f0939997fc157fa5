import { describe, expect, it } from "vitest";
import {
  FUSION,
  formatAsRead,
  fromTop3,
  fuseTypes,
  type TypeDistribution,
  textDecides,
} from "./type-fusion";

const dist = (p: Partial<TypeDistribution>): TypeDistribution => {
  const rest = 1 - Object.values(p).reduce((a, b) => a + b, 0);
  const missing = 5 - Object.keys(p).length;
  const fill = missing ? rest / missing : 0;
  return {
    cedula_identidad: fill,
    ficha_residencia: fill,
    pasaporte: fill,
    factura: fill,
    formulario: fill,
    ...p,
  };
};
const uniform = dist({});

describe("document type fusion", () => {
  it("lets a document that names itself outweigh a confident image classifier", () => {
    const classifier = fromTop3([
      { class: "formulario", confidence: 0.995 },
      { class: "ficha_residencia", confidence: 0.004 },
      { class: "factura", confidence: 0.001 },
    ]);
    const text = dist({ factura: 0.992 });
    const d = fuseTypes({ classifier, text });
    expect(d).toMatchObject({ document_type: "factura", source: "text", applied: "factura" });
    expect(textDecides(text)).toBe(true);
  });

  it("lets a confident classifier outweigh weak text", () => {
    const d = fuseTypes({
      classifier: dist({ pasaporte: 0.97 }),
      text: dist({ factura: 0.4, pasaporte: 0.2 }),
    });
    expect(d).toMatchObject({ document_type: "pasaporte", source: "classifier" });
    expect(textDecides(dist({ factura: 0.4, pasaporte: 0.2 }))).toBe(false);
  });

  it("tempers a sure classifier: a modest lead of the text for another type wins", () => {
    const classifier = fromTop3([
      { class: "formulario", confidence: 0.97 },
      { class: "ficha_residencia", confidence: 0.02 },
      { class: "factura", confidence: 0.01 },
    ]);
    const text = dist({ ficha_residencia: 0.82, formulario: 0.045 });
    expect(fuseTypes({ classifier, text })).toMatchObject({
      document_type: "ficha_residencia",
      source: "text",
    });
    // Taken as sure as it says (exponent 1), the classifier would have decided.
    expect(fuseTypes({ classifier, text, classifierExponent: 1 })).toMatchObject({
      document_type: "formulario",
      source: "classifier",
    });
    // Alone it is taken as calibrated.
    expect(fuseTypes({ classifier, text: uniform }).confidence).toBeGreaterThan(0.9);
  });

  it("says both when they agree, and uses the one that is there when the other is not", () => {
    expect(
      fuseTypes({ classifier: dist({ factura: 0.9 }), text: dist({ factura: 0.9 }) }).source,
    ).toBe("both");
    expect(fuseTypes({ classifier: null, text: dist({ factura: 0.9 }) }).source).toBe("text");
    // Text without any cue is no evidence.
    expect(fuseTypes({ classifier: dist({ factura: 0.9 }), text: uniform }).source).toBe(
      "classifier",
    );
  });

  it("answers unknown with the three most probable types when neither is sure", () => {
    const d = fuseTypes({
      classifier: dist({ formulario: 0.35, ficha_residencia: 0.3 }),
      text: dist({ ficha_residencia: 0.3, formulario: 0.3 }),
    });
    expect(d.document_type).toBe("unknown");
    expect(d.source).toBeNull();
    expect(d.confidence).toBeLessThan(FUSION.minConfidence);
    expect(d.top_3.map((c) => c.class)).toEqual([
      "formulario",
      "ficha_residencia",
      expect.any(String),
    ]);
    expect(d.applied).toBe("formulario");
    const none = fuseTypes({ text: uniform, fallback: "formulario" });
    expect(none).toMatchObject({ document_type: "unknown", applied: "formulario" });
  });

  it("reads the classifier's top 3 as a distribution over every type", () => {
    const p = fromTop3([
      { class: "factura", confidence: 0.7 },
      { class: "formulario", confidence: 0.2 },
      { class: "some_custom_class", confidence: 0.06 },
    ]);
    expect(p.factura).toBeCloseTo(0.7, 6);
    expect(Object.values(p).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 6);
    expect(p.pasaporte).toBeCloseTo(p.cedula_identidad, 9);
  });

  it("takes a card-shaped page for a card when the text and the classifier are unsure", () => {
    // A card whose title was not read (only a label and an issue date) and a classifier
    // that has not seen its design.
    const text = dist({ cedula_identidad: 0.25, factura: 0.45 });
    const classifier = dist({ formulario: 0.5, cedula_identidad: 0.2 });
    expect(fuseTypes({ classifier, text }).document_type).not.toBe("cedula_identidad");
    expect(fuseTypes({ classifier, text, format: "id1" })).toMatchObject({
      document_type: "cedula_identidad",
    });
    expect(fuseTypes({ classifier, text: uniform, format: "passport" }).top_3[0]?.class).toBe(
      "pasaporte",
    );
    // A ticket of a card's aspect stands upright: it is no card.
    const ticket = formatAsRead("id1", 638, 1011);
    expect(ticket).toBe("id1_portrait");
    expect(fuseTypes({ classifier, text, format: ticket })).toEqual(
      fuseTypes({ classifier, text }),
    );
    expect(formatAsRead("id1", 1011, 638)).toBe("id1");
    expect(formatAsRead(undefined, 1011, 638)).toBeNull();
  });

  it("lets a page that names itself outweigh its format, and decides nothing on the format alone", () => {
    // A landscape certificate snaps to ID-3, A4's near twin.
    const text = dist({ ficha_residencia: 0.99 });
    expect(fuseTypes({ text, format: "passport" }).document_type).toBe("ficha_residencia");
    // Against the format, a classifier sure of a passport could still tip it: it is awaited.
    expect(textDecides(text)).toBe(true);
    expect(textDecides(text, "passport")).toBe(false);
    // Page formats and no format say nothing.
    const weak = dist({ cedula_identidad: 0.3, factura: 0.35 });
    expect(fuseTypes({ text: weak, format: "a4" })).toEqual(fuseTypes({ text: weak }));
    expect(fuseTypes({ text: uniform, format: "id1", fallback: "formulario" })).toMatchObject({
      document_type: "unknown",
      applied: "formulario",
    });
  });
});
