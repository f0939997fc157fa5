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

describe("a card's dates whose captions were not read", () => {
  // Today is 2026-06-01 in these tests.
  const lines = (dates: string) => `REPÚBLICA DE COLOMBIA
CÉDULA DE CIUDADANÍA
APELLIDOS
OSORIO GIL
NOMBRES
MARTA LUCÍA
FECHA DE NACIMIENTO
14/02/1979
${dates}`;

  it("takes the only date ahead of today for the expiry, then the issue date by the validity", () => {
    const doc = extract(lines("| 03/07/2022 |\n~ 03/07/2032"), "cedula_identidad");
    expect(doc.extracted_data).toMatchObject({
      fecha_nacimiento: "1979-02-14",
      fecha_expedicion: "2022-07-03",
      fecha_vencimiento: "2032-07-03",
    });
    expect(doc.fields.fecha_vencimiento?.check).toMatch(/ahead of today/);
  });

  it("finds an expiry already past by the issue date's anniversary", () => {
    const doc = extract(lines("EXPEDICIÓN 03/07/2015\n02/07/2025"), "cedula_identidad");
    expect(doc.extracted_data).toMatchObject({
      fecha_expedicion: "2015-07-03",
      fecha_vencimiento: "2025-07-02",
    });
  });

  it("takes no date too far ahead, nor one of two, for the expiry", () => {
    // 2049: a misread year, beyond any card's validity. Two dates ahead: neither is sure.
    for (const dates of ["03/07/2049", "03/07/2030 03/07/2032"]) {
      const doc = extract(lines(dates), "cedula_identidad");
      expect(doc.extracted_data.fecha_vencimiento).toBeNull();
    }
  });
});

describe("a full name on two lines under one caption", () => {
  const card = (after: string) => `REPÚBLICA DEL ECUADOR
CÉDULA DE CIUDADANÍA No. 170523641-8
APELLIDOS Y NOMBRES
CEVALLOS ANDRADE
${after}
FECHA DE NACIMIENTO 1985-03-14`;

  it("joins the given names' line to the surnames' line, in the caption's order", () => {
    // Ecuador's cédula prints the surnames on one line and the given names on the next.
    const doc = extract(card("MARÍA FERNANDA"), "cedula_identidad");
    expect(doc.extracted_data).toMatchObject({
      apellidos: "CEVALLOS ANDRADE",
      nombres: "MARÍA FERNANDA",
      nombre_completo: "MARÍA FERNANDA CEVALLOS ANDRADE",
    });
  });

  it("joins no line whose words are not names", () => {
    // The place of birth, its caption unread, is not more of the name.
    const doc = extract(card("PICHINCHA QUITO CHAUPICRUZ"), "cedula_identidad");
    expect(doc.extracted_data.nombre_completo).not.toMatch(/QUITO/);
  });
});

describe("surnames on two lines under one caption", () => {
  const card = (next: string) => `REPÚBLICA DE CHILE
CÉDULA DE IDENTIDAD
APELLIDOS
MUÑOZ
${next}
FECHA DE NACIMIENTO 05 JUL 1988
RUN 16.789.234-5`;

  it("joins the second surname's line to the first, as Chile's and Spain's cards print them", () => {
    const doc = extract(card("SOTO\nNOMBRES\nCAMILA FERNANDA"), "cedula_identidad");
    expect(doc.extracted_data).toMatchObject({
      apellidos: "MUÑOZ SOTO",
      nombres: "CAMILA FERNANDA",
      nombre_completo: "CAMILA FERNANDA MUÑOZ SOTO",
    });
  });

  it("joins no line of given names, their caption unread", () => {
    const doc = extract(card("CAMILA FERNANDA"), "cedula_identidad");
    expect(doc.extracted_data.apellidos).toBe("MUÑOZ");
  });
});

describe("a number under a card's bilingual title", () => {
  it.each([
    [
      "REPÚBLICA ORIENTAL DEL URUGUAY\nCÉDULA DE IDENTIDAD / IDENTITY CARD",
      "4.567.891-2",
      "45678912",
    ],
    [
      "REPÚBLICA ARGENTINA\nDOCUMENTO NACIONAL DE IDENTIDAD / NATIONAL IDENTITY CARD",
      "38.456.789",
      "38456789",
    ],
  ])(
    "reads the number under the title, not the title's English half (%#)",
    (title, number, value) => {
      const doc = extract(
        `${title}
${number}
APELLIDOS / SURNAMES
RODRÍGUEZ PEREIRA
NOMBRES / NAMES
MARTÍN ALEJANDRO`,
        "cedula_identidad",
      );
      expect(doc.extracted_data.cedula_numero).toBe(value);
    },
  );
});

describe("a civil status printed as its initial", () => {
  const dni = (sex: string) => `REPÚBLICA DEL PERÚ
DOCUMENTO NACIONAL DE IDENTIDAD
Primer Apellido
QUISPE
Pre Nombres
ROSA ELENA
${sex}Estado Civil C
Fecha Emisión 10 05 2020`;

  it("reads Peru's one-letter civil status in the gender of the sex printed", () => {
    expect(extract(dni("Sexo F "), "cedula_identidad").extracted_data.estado_civil).toBe("casada");
    expect(extract(dni("Sexo M "), "cedula_identidad").extracted_data.estado_civil).toBe("casado");
  });

  it("guesses no ending when the card's sex was not read", () => {
    const doc = extract(dni(""), "cedula_identidad");
    expect(doc.extracted_data.estado_civil).not.toMatch(/^casad/);
  });
});

describe("a card's machine-readable zone", () => {
  it("gives the number and the names the visual zone missed or misread, checked", () => {
    const doc = extract(
      `REPÚBLICA DE EL SALVADOR
DOCUMENTO ÚNICO DE IDENTIDAD
APELLIDOS
REYES CRUZ
NOMBRES
LUGAR DE
FECHA DE NACIMIENTO 14/05/1950
No. DUI 27 022021 27 022029
EÍSICOS IDSLVO519163939<<<<<<<<<<<<<<<
IY cv 5005147M2712309SLV<<<<<<<<<<<8
Fuma cel Tee REYES<CRUZ<<GIOVANNI<OSCAR<<<<`,
      "cedula_identidad",
    );
    const data = doc.extracted_data;
    // The DUI's number with its check digit (05191639-3); the caption's words read as the
    // given names give way to the MRZ's, their accents given back.
    expect(data.cedula_numero).toBe("051916393");
    expect(data.nombres).toBe("GIOVANNI ÓSCAR");
    expect(data.fecha_vencimiento).toBe("2027-12-30");
  });

  it("takes the national number of the optional data where it passes the country's check", () => {
    const doc = extract(
      `ESPAÑA DOCUMENTO NACIONAL DE IDENTIDAD
APELLIDOS ESPAÑOLA ESPAÑOLA
NOMBRE CARMEN
IDESPBAA000589599999999R<<<<<<
8001014F2501017ESP<<<<<<<<<<<7
ESPANOLA<ESPANOLA<<CARMEN<<<<<`,
      "cedula_identidad",
    );
    expect(doc.extracted_data.cedula_numero).toBe("99999999R");
    expect(doc.extracted_data.fecha_nacimiento).toBe("1980-01-01");
  });

  it("takes nothing from lines that only look like an MRZ", () => {
    const doc = extract(
      `REPÚBLICA DE EL SALVADOR
NOMBRES
CARMEN
e 20/0720 IDSLVO398295886<<<<<<<<<<<<<<<
Y 5 — 6212285r39007284SLV<<<<<<<<<<<8`,
      "cedula_identidad",
    );
    expect(doc.extracted_data.cedula_numero ?? null).toBeNull();
    expect(doc.extracted_data.nombres).toBe("CARMEN");
  });
});
