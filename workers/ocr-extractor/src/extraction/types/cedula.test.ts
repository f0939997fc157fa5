import { describe, expect, it } from "vitest";
import { extractText as extract } from "../../testing/extract-text";

const card = (heading: string) => `${heading}
NOMBRE
RONDÓN BRICEÑO
YÉSICA
SEXO M
FECHA DE NACIMIENTO 26/11/1998
VIGENCIA 19/08/2017 19/08/2027`;

describe("a card's whole name under one caption", () => {
  it("reads a Mexican credential's name surnames first, as INE prints it", () => {
    const doc = extract(
      card("MÉXICO\nINSTITUTO NACIONAL ELECTORAL CREDENCIAL PARA VOTAR"),
      "cedula_identidad",
    );
    expect(doc.extracted_data).toMatchObject({
      nombres: "YÉSICA",
      apellidos: "RONDÓN BRICEÑO",
      nombre_completo: "YÉSICA RONDÓN BRICEÑO",
    });
  });

  it("keeps given names first where the country prints them so", () => {
    const doc = extract(
      card("REPÚBLICA DEL PERÚ\nDOCUMENTO NACIONAL DE IDENTIDAD"),
      "cedula_identidad",
    );
    expect(doc.extracted_data).toMatchObject({ nombres: "RONDÓN", apellidos: "BRICEÑO YÉSICA" });
  });
});
