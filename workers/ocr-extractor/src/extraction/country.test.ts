import { describe, expect, it } from "vitest";
import { documentCountry } from "./country";
import type { TextLine } from "./text-lines";

const page = (...texts: string[]): TextLine[] =>
  texts.map((text) => ({ text, words: [], confidence: 1 }));

describe("the country a document comes from", () => {
  it("is read from the state's name, its agencies, its numbers' names and its codes", () => {
    expect(
      documentCountry(page("REPÚBLICA DE HONDURAS", "Registro Nacional de las Personas")),
    ).toBe("HN");
    expect(
      documentCountry(page("JUNTA CENTRAL ELECTORAL", "CÉDULA DE IDENTIDAD Y ELECTORAL")),
    ).toBe("DO");
    expect(documentCountry(page("FACTURA", "RNC: 1-31-86425-2", "ITBIS 18%", "RD$ 1,250.00"))).toBe(
      "DO",
    );
    expect(documentCountry(page("Social Security No. 355-88-7961", "Miami, FL 33116"))).toBe("US");
    expect(
      documentCountry(
        page("ESTADO PLURINACIONAL DE BOLIVIA", "SERVICIO GENERAL DE IDENTIFICACIÓN"),
      ),
    ).toBe("BO");
  });

  it("is read from Spain's regional governments and its town halls' names", () => {
    expect(documentCountry(page("GENERALITAT DE CATALUNYA", "Departament de Salut"))).toBe("ES");
    expect(documentCountry(page("Xunta de Galicia", "Consellería de Política Social"))).toBe("ES");
    expect(documentCountry(page("Bilboko Udala", "Ayuntamiento de Bilbao"))).toBe("ES");
    expect(documentCountry(page("Junta de Andalucía"))).toBe("ES");
    // A neighbours' board is no autonomous community.
    expect(documentCountry(page("JUNTA DE VECINOS GAZCUE"))).toBeUndefined();
  });

  it("is read from Colombia's street grid and its ID's name as OCR reads it", () => {
    expect(documentCountry(page("CRA. 131 NO. 28-61, APTO 1704, BARRIO CEDRITOS"))).toBe("CO");
    expect(documentCountry(page("Calle 45 # 23-15, Bogotá"))).toBe("CO");
    expect(documentCountry(page("Céduta de ciudadanía    Fecha de nacimiento"))).toBe("CO");
    expect(documentCountry(page("Céduls de ciudadanía    Fecha de nacimiento"))).toBe("CO");
    // The ring of "N°" read as an asterisk; the cédula's initials as the number's caption.
    expect(documentCountry(page("Calle 20B N* 58-11, Barrio El Prado"))).toBe("CO");
    expect(documentCountry(page("C.C. No      Fecha de nacimiento"))).toBe("CO");
    // A shopping centre's initials before its name say nothing.
    expect(documentCountry(page("Local 12, C.C. Sambil, Chacao"))).toBeUndefined();
    // A street and its number alone, or a Spanish floor, is no grid.
    expect(documentCountry(page("Calle Mayor, 14, 2-B, 46003 Valencia"))).toBeUndefined();
    expect(documentCountry(page("Av. Bolívar No. 12, Local 3"))).toBeUndefined();
  });

  it("is not said by one weak cue, nor by two countries' equal ones", () => {
    expect(documentCountry(page("Tel. +504 2233-4455"))).toBeUndefined();
    expect(documentCountry(page("RUC 80012345-6"))).toBeUndefined();
    expect(documentCountry(page("REGISTRO NACIONAL DE LAS PERSONAS NATURALES"))).toBe("SV");
  });
});
