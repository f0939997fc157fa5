import { describe, expect, it } from "vitest";
import { extractText as extract } from "../../testing/extract-text";
import { field } from "../field";
import { linesFromText } from "../text-lines";
import { issueDateFromValidity } from "./person-fields";

describe("a passport's date of issue", () => {
  it("finds it by the validity when its caption was lost, months printed in two languages", () => {
    const doc = extract(
      `REPÚBLICA DOMINICANA
PASAPORTE - PASSPORT - PASSEPORT
Apellidos / Surnames
MONTAÑO FÉLIZ
Nombres / Given names
DEYANIRA
Fecha de nacimiento / Date of birth
24 AGO/AUG 1968
14 AGO/AUG 2019
Fecha de vencimiento / Date of expiry
13 AGO/AUG 2029`,
      "pasaporte",
    );
    expect(doc.extracted_data).toMatchObject({
      fecha_nacimiento: "1968-08-24",
      fecha_expedicion: "2019-08-14",
      fecha_vencimiento: "2029-08-13",
    });
    expect(doc.fields.fecha_expedicion?.check).toMatch(/whole number of years/);
  });

  it("takes no expiry date for the date of issue", () => {
    // Two captions over two dates side by side, the issue's paired with the expiry's value.
    const lines =
      linesFromText(`Fecha de expedición / Date of issue Fecha de expiración / Date of expiry
18/10/2016 17/10/2026`);
    const fields = {
      fecha_expedicion: field("17/10/2026", "2026-10-17", 0.9, true, "calendar date"),
      fecha_vencimiento: field("17/10/2026", "2026-10-17", 0.9, true, "calendar date"),
    };
    issueDateFromValidity(fields, lines, new Date("2026-06-01T00:00:00Z"));
    expect(fields.fecha_expedicion.value).toBe("2016-10-18");
    // With no other date that fits, the expiry's value stays, failed.
    const alone = {
      fecha_expedicion: field("17/10/2026", "2026-10-17", 0.9, true, "calendar date"),
      fecha_vencimiento: field("17/10/2026", "2026-10-17", 0.9, true, "calendar date"),
    };
    issueDateFromValidity(alone, linesFromText("17/10/2026"), new Date("2026-06-01T00:00:00Z"));
    expect(alone.fecha_expedicion).toMatchObject({ value: "2026-10-17", valid: false });
  });
});

describe("a passport's number", () => {
  const page = (visual: string) => `REPÚBLICA DE COLOMBIA
PASAPORTE / PASSPORT
Pasaporte No. / Passport No.
${visual}
Apellidos / Surnames
CASTAÑEDA RESTREPO
Nombres / Given names
DÉBORA
P<COLCASTANEDA<RESTREPO<<DEBORA<<<<<<<<<<<<<
JE762063<1COL0701271F31010891078388001<<<<06`;

  it("keeps the visual zone's number when it holds the check digit the MRZ printed", () => {
    // The MRZ's number was misread into another that holds the same check digit (1).
    const doc = extract(page("DG276263"), "pasaporte");
    expect(doc.extracted_data.numero_pasaporte).toBe("DG276263");
    expect(doc.fields.numero_pasaporte?.check).toMatch(/check digit/);
  });

  it("takes the MRZ's number over a visual one that fails its check digit", () => {
    const doc = extract(page("JE762068"), "pasaporte");
    expect(doc.extracted_data.numero_pasaporte).toBe("JE762063");
  });

  it("respells an MRZ given name OCR misread by a letter as the known name", () => {
    // No given names read in the visual zone; the MRZ's "JULIAN" read with an L too many.
    const doc = extract(
      `REPÚBLICA DE COLOMBIA
PASAPORTE / PASSPORT
Apellidos / Surnames
CASTAÑEDA RESTREPO
${"P<COLCASTANEDA<RESTREPO<<JESUS<JULILAN".padEnd(44, "<")}
JE762063<1COL0701271F31010891078388001<<<<06`,
      "pasaporte",
    );
    expect(doc.extracted_data.nombres).toBe("JESÚS JULIÁN");
  });

  it("takes the MRZ's number when its own check digit holds, though the birth date's fails", () => {
    // No number read beside its caption; the MRZ's birth date misread (check digit 5, not 1).
    const doc = extract(
      `REPÚBLICA DE COLOMBIA
PASAPORTE / PASSPORT
Apellidos / Surnames
CASTAÑEDA RESTREPO
P<COLCASTANEDA<RESTREPO<<DEBORA<<<<<<<<<<<<<
JE762063<1COL0701275F31010891078388001<<<<06`,
      "pasaporte",
    );
    expect(doc.extracted_data.numero_pasaporte).toBe("JE762063");
    expect(doc.extracted_data.fecha_vencimiento).toBe("2031-01-08");
    // The birth date's own check fails: it is not taken from the MRZ.
    expect(doc.extracted_data.fecha_nacimiento).toBeNull();
  });

  it("reads the number after a caption whose N° was read as N*", () => {
    const doc = extract(
      `REPÚBLICA BOLIVARIANA DE VENEZUELA
PASAPORTE / PASSPORT N* 153497845
APELLIDOS / SURNAMES URDANETA MONTAÑO`,
      "pasaporte",
    );
    expect(doc.extracted_data.numero_pasaporte).toBe("153497845");
  });
});

describe("a passport's place of birth", () => {
  it("takes no remnant of the caption's English half for the place", () => {
    const doc = extract(
      `REPÚBLICA DE COLOMBIA
PASAPORTE / PASSPORT
Nacionalidad / Nationality
COLOMBIANA
Sexo / Sex
F BARRANQUILLA
Lugar de nacimiento * Plarc 04 birth
Fecha de expedición / Date of issue
10 ENE 2020`,
      "pasaporte",
    );
    // The caption's "Place of birth" garbled beside it is no place; the place follows the sex.
    expect(doc.extracted_data.lugar_nacimiento).toBe("Barranquilla");
  });

  it("reads the place after the sex though OCR left a mark after it", () => {
    const doc = extract(
      `REPUBLIC OF HONDURAS PASSPORT
ZELAYA ORDÓÑEZ
DANIELA NOHEMY
HONDUREÑA 23032001
F LA CEIBA ,
15072017 14072022
P<HNDZELAYA<ORDONEZ<<DANIELA<NOHEMY<<<<<<<<<
U8774699<8HND0103233F22071460206200107380<30`,
      "pasaporte",
    );
    expect(doc.extracted_data.lugar_nacimiento).toBe("La Ceiba");
  });
});
