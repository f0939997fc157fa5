import { describe, expect, it } from "vitest";
import { extractText as extract } from "../../testing/extract-text";

describe("names found by their value when their captions were lost", () => {
  it("takes the surnames from the full name printed again beside the given names", () => {
    // The APELLIDOS caption above the surnames was lost; the name is printed again below.
    const doc = extract(
      `REPÚBLICA DE COLOMBIA
CÉDULA DE CIUDADANÍA 58623888
NOMBRES: MIGUEL EDUARDO
FECHA DE NACIMIENTO: 03-DIC-1982
LUGAR DE NACIMIENTO: MEDELLÍN
MIGUEL EDUARDO NÚÑEZ LÓPEZ`,
      "cedula_identidad",
    );
    expect(doc.extracted_data).toMatchObject({
      nombres: "MIGUEL EDUARDO",
      apellidos: "NÚÑEZ LÓPEZ",
      nombre_completo: "MIGUEL EDUARDO NÚÑEZ LÓPEZ",
    });
    expect(doc.fields.apellidos?.check).toMatch(/found by its value/);
    expect(doc.fields.apellidos?.confidence).toBeLessThanOrEqual(0.6);
  });

  it("tells given names from surnames by the name lexicon after garbled captions", () => {
    const doc = extract(
      `CARTA DE RESIDENCIA
DATOS DEL HABITANTE
Mumtres YOLANDA INES
Amd IBANEZ ALVAREZ 5
Dirección: CALLE SUCRE, EDIF. LA CEIBA, PISO 3, MARACAIBO`,
      "ficha_residencia",
    );
    expect(doc.extracted_data).toMatchObject({
      nombres: "YOLANDA INÉS",
      apellidos: "IBÁÑEZ ÁLVAREZ",
    });
  });

  it("takes no line of common words, a place or a caption for a name", () => {
    const doc = extract(
      `CARTA DE RESIDENCIA
REPÚBLICA BOLIVARIANA DE VENEZUELA
SAN JOSÉ DE GUANIPA
Calle SUCRE BOLÍVAR
Dirección: CALLE SUCRE, EDIF. LA CEIBA, PISO 3, MARACAIBO`,
      "ficha_residencia",
    );
    expect(doc.extracted_data.nombres ?? null).toBeNull();
    expect(doc.extracted_data.apellidos ?? null).toBeNull();
  });

  it("leaves names read under their captions alone", () => {
    const doc = extract(
      `CARTA DE RESIDENCIA
Nombres: LUIS ALBERTO
Apellidos: RODRÍGUEZ PEÑA
Testigo: PEDRO PÉREZ GONZÁLEZ`,
      "ficha_residencia",
    );
    expect(doc.extracted_data).toMatchObject({
      nombres: "LUIS ALBERTO",
      apellidos: "RODRÍGUEZ PEÑA",
    });
    expect(doc.fields.apellidos?.check ?? "").not.toMatch(/found by its value/);
  });

  it("drops a full stop after a name's last word but keeps an initial's", () => {
    const doc = extract(
      "CARTA DE RESIDENCIA\nNombres: JULIÁN ÁNGEL.\nApellidos: PETIT J.",
      "ficha_residencia",
    );
    expect(doc.extracted_data).toMatchObject({ nombres: "JULIÁN ÁNGEL", apellidos: "PETIT J." });
  });
});

describe("name parts and the full name read apart", () => {
  it("completes a word cut short from the full name read on its own", () => {
    const doc = extract(
      `CARTA DE RESIDENCIA
NOMBRES: VALENTINA
APELLIDOS: IBÁÑEZ PATIÑ
Se hace constar que la ciudadana VALENTINA IBÁÑEZ PATIÑO, titular de la cédula de identidad N° V 23.202.498, reside en la dirección indicada.`,
      "ficha_residencia",
    );
    expect(doc.extracted_data).toMatchObject({
      apellidos: "IBÁÑEZ PATIÑO",
      nombre_completo: "VALENTINA IBÁÑEZ PATIÑO",
    });
  });
});
