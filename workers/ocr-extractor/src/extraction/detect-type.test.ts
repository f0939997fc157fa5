import { describe, expect, it } from "vitest";
import { calibrate, detectType } from "./detect-type";
import { linesFromText, type TextLine } from "./text-lines";

const detect = (text: string) => detectType(linesFromText(text));

/** Lines with boxes, as OCR gives them: `size` is the text height in pixels. */
function page(rows: { text: string; y: number; size?: number }[]): TextLine[] {
  return rows.map(({ text, y, size = 20 }) => ({
    text,
    words: [],
    confidence: 0.9,
    bbox: { x: 40, y, width: text.length * size * 0.6, height: size },
  }));
}

describe("document type from the text", () => {
  it("reads a plain invoice as factura, whatever else it prints", () => {
    const d = detectType(
      page([
        { text: "FACTURA", y: 40, size: 60 },
        { text: "Distribuidora El Sol, C.A.  RIF: J-31234567-8", y: 130 },
        { text: "Cliente: Pedro Pérez  RIF: V-12345678-9", y: 170 },
        { text: "Cant. Descripción Precio Unit. Importe", y: 240 },
        { text: "2 Resma de papel 150,00 300,00", y: 280 },
        { text: "1 Tóner láser 900,00 900,00", y: 320 },
        { text: "Subtotal 1.200,00", y: 400 },
        { text: "IVA (16%) 192,00", y: 440 },
        { text: "TOTAL 1.392,00", y: 480 },
      ]),
    );
    expect(d.document_type).toBe("factura");
    expect(d.confidence).toBeGreaterThan(0.95);
    expect(d.probabilities.formulario).toBeLessThan(0.01);
    expect(d.top_3[0]).toEqual({ class: "factura", confidence: d.confidence });
  });

  it("reads a receipt in English as factura too", () => {
    const d = detect(
      "SUPERMART SDN BHD\nTAX INVOICE\nCo. Reg: 12345-X\nQTY DESCRIPTION AMOUNT\n2 MILK 7.90\nTOTAL 12.40\nGST 6% 0.70\nCASH 20.00\nCHANGE 7.60",
    );
    expect(d.document_type).toBe("factura");
  });

  it("does not take a form that asks for a passport or cédula number for those documents", () => {
    const d = detect(
      "SOLICITUD DE INSCRIPCIÓN\nNombres: ____________\nCédula de identidad: ____________\nNº de pasaporte: ____________\nMarque con una X: [ ] Nuevo [ ] Renovación\nFirma del solicitante",
    );
    expect(d.document_type).toBe("formulario");
    expect(d.probabilities.formulario).toBeGreaterThan(0.9);
  });

  it("does not take the place one lives, asked for by a label, for a residence certificate", () => {
    for (const label of [
      "Dirección de residencia",
      "Drrección de residencia",
      "País de residencia",
    ]) {
      const d = detect(`PERSONAL DATA\nNombres\n${label}\nTeléfono`);
      expect(d.scores.ficha_residencia).toBeLessThanOrEqual(0.5);
    }
  });

  it("reads the registry that issued a card as identity evidence when its title was lost", () => {
    for (const registry of ["TRIBUNAL SUPREMO DE ELECCIONES", "RENIEC", "Registraduría Nacional"]) {
      const d = detect(`REPÚBLICA\n${registry}\nNombre GARCÍA LÓPEZ ANA\nSexo F`);
      expect(d.document_type).toBe("cedula_identidad");
    }
    // A civil registry issues residence certificates too: its name alone says nothing.
    expect(
      detect("REGISTRO CIVIL DE LA PARROQUIA\nNombre GARCÍA LÓPEZ ANA").scores.cedula_identidad,
    ).toBe(0);
  });

  it("reads a card's name in a form's row of labels as a label", () => {
    const d = detectType(
      page([
        { text: "SERVICIOS LOGÍSTICOS S.A.S.", y: 40, size: 30 },
        { text: "FORMATO DE SOLICITUD DE EMPLEO", y: 100, size: 30 },
        { text: "Fecha de diligenciamiento: 06/04/2025", y: 150 },
        { text: "1. DATOS PERSONALES", y: 200 },
        { text: "GAVIRIA HERNÁNDEZ VÍCTOR", y: 240 },
        { text: "Nombres y apellidos", y: 270, size: 14 },
        { text: "1.022.484.007 12/08/1992", y: 300 },
        { text: "Cédula de ciudadanía Fecha de nacimiento", y: 330, size: 14 },
        { text: "SOLTERO JUBILADO", y: 400 },
        { text: "Estado civil Profesión u oficio", y: 430, size: 14 },
      ]),
    );
    expect(d.document_type).toBe("formulario");
    expect(d.scores.cedula_identidad).toBeLessThanOrEqual(0.5);
  });

  it("takes a heading that names two types for the first: the kind of document comes first", () => {
    const d = detectType(
      page([
        { text: "SOLICITUD DE CÉDULA DE IDENTIDAD", y: 40, size: 40 },
        { text: "Nombres:", y: 200 },
        { text: "Apellidos:", y: 240 },
        { text: "Firma del solicitante", y: 900 },
      ]),
    );
    expect(d.document_type).toBe("formulario");
    expect(d.scores.formulario).toBeGreaterThan(d.scores.cedula_identidad);
  });

  it("counts a title only in the heading: the same word in the body is weaker", () => {
    const heading = detectType(
      page([
        { text: "CONSTANCIA DE RESIDENCIA", y: 40, size: 40 },
        { text: "El Consejo Comunal hace constar que el ciudadano", y: 200 },
        { text: "reside en la dirección indicada desde hace cinco años.", y: 240 },
        { text: "Firma y sello", y: 900 },
      ]),
    );
    expect(heading.document_type).toBe("ficha_residencia");
    const body = detectType(
      page([
        { text: "Informe", y: 40, size: 40 },
        { text: "texto", y: 300 },
        { text: "Se adjunta la constancia de residencia del interesado.", y: 900 },
        { text: "Fin", y: 1200 },
      ]),
    );
    expect(body.scores.ficha_residencia).toBeLessThan(heading.scores.ficha_residencia);
  });

  it("reads a sworn statement of residence as a residence document, not a form", () => {
    const d = detectType(
      page([
        { text: "DECLARACIÓN JURADA DE DOMICILIO", y: 40, size: 40 },
        { text: "Yo, Juana Pérez, identificada con DNI Nº 41234567,", y: 200 },
        { text: "declaro bajo juramento que resido en Jr. Los Olivos 123.", y: 240 },
        { text: "Firma del declarante", y: 900 },
      ]),
    );
    expect(d.document_type).toBe("ficha_residencia");
    expect(d.scores.ficha_residencia).toBeGreaterThan(d.scores.formulario);
  });

  it("does not take a copy of a cédula asked for across a wrapped line for the cédula", () => {
    const d = detectType(
      page([
        { text: "PLANILLA DE SOLICITUD DE PERMISO", y: 40, size: 40 },
        { text: "Llene con letra de molde. Anexe copia de la", y: 100 },
        { text: "cédula de identidad.", y: 130 },
        { text: "Apellidos y nombres: ____________", y: 300 },
      ]),
    );
    expect(d.document_type).toBe("formulario");
    expect(d.scores.cedula_identidad).toBeLessThanOrEqual(0.5);
  });

  it("reads Mexico's voter card as an identity card", () => {
    const d = detect(
      "MÉXICO\nINSTITUTO NACIONAL ELECTORAL\nCREDENCIAL PARA VOTAR\nNOMBRE\nEMISIÓN VIGENCIA",
    );
    expect(d.document_type).toBe("cedula_identidad");
  });

  it("reads a title OCR garbled or broke over two lines", () => {
    const garbled = detectType(
      page([
        { text: "ESPAÑA pocumenTO NACIONAL DE IDENTIDAD", y: 30, size: 32 },
        { text: "APELLIDOS / SURNAME", y: 100, size: 16 },
        { text: "QUINTERO SAIZ", y: 125 },
        { text: "NOMBRE / NAME", y: 170, size: 16 },
      ]),
    );
    expect(garbled.document_type).toBe("cedula_identidad");
    expect(garbled.cues).toContain("title: cedula_identidad");
    const broken = detectType(
      page([
        { text: "REPÚBLICA ORIENTAL", y: 30, size: 30 },
        { text: "DOCUMENTO NACIONAL", y: 70, size: 30 },
        { text: "DE IDENTIDAD", y: 110, size: 30 },
        { text: "Apellidos", y: 200, size: 16 },
      ]),
    );
    expect(broken.document_type).toBe("cedula_identidad");
    expect(broken.cues).toContain("title: cedula_identidad");
  });

  it("reads a title printed letter-spaced or read in scraps", () => {
    for (const title of ["F A C T U R A", "FACT U RA", "FA CT U RA CIF: B41670639"]) {
      const d = detect(`${title}\nFecha: 19/05/2023\nCliente: Ana Ruiz`);
      expect(d.document_type).toBe("factura");
      expect(d.cues).toContain("title: factura");
    }
    const card = detect("C É D U L A  D E  I D E N T I D A D\nApellidos: RUIZ");
    expect(card.cues).toContain("title: cedula_identidad");
    // Scraps that spell no name are no title.
    expect(detect("F O R M A T O\nFecha: 19/05/2023").scores.factura).toBe(0);
  });

  it("does not take a correctly spelled word for a misread title", () => {
    const d = detectType(
      page([
        { text: "CONJUNTO RESIDENCIAL LOS PINOS", y: 30, size: 40 },
        { text: "Reglamento interno de convivencia", y: 100 },
        { text: "Texto del reglamento", y: 400 },
      ]),
    );
    expect(d.scores.ficha_residencia).toBe(0);
  });

  it("takes the largest naming line of the heading for the title, not an office or a subtitle", () => {
    const d = detectType(
      page([
        { text: "Oficina de Inscripción Estudiantil", y: 30, size: 30 },
        { text: "PROOF OF RESIDENCY AFFIDAVIT", y: 100, size: 40 },
        { text: "Formulario R-3", y: 160, size: 14 },
        { text: "I live at the address below / Vivo en la dirección de abajo", y: 400 },
        { text: "Firma / Signature", y: 900 },
      ]),
    );
    expect(d.document_type).toBe("ficha_residencia");
    expect(d.cues).toContain("title: ficha_residencia");
    expect(d.scores.formulario).toBeLessThanOrEqual(2);
  });

  it("reads a cédula number in a residence form's heading rows as a field, not a title", () => {
    const d = detectType(
      page([
        { text: "FICHA DE RESIDENCIA", y: 40, size: 50 },
        { text: "Nº de control: 2024-06538", y: 120 },
        { text: "NOMBRES | TOMÁS JULIÁN", y: 200, size: 60 },
        { text: "CÉDULA DE IDENTIDAD | V-7936857 | FECHA DE NACIMIENTO", y: 280, size: 60 },
        { text: "Dirección: Urb. La Viña, Valencia", y: 700 },
        { text: "Firma del vocero", y: 1400 },
      ]),
    );
    expect(d.document_type).toBe("ficha_residencia");
    // The label and the number's shape, not a title.
    expect(d.scores.cedula_identidad).toBeLessThanOrEqual(1);
  });

  it("reads a certificate's formula as residence evidence when its title is unknown", () => {
    const d = detectType(
      page([
        { text: "ALCALDÍA MUNICIPAL", y: 40, size: 40 },
        { text: "CERTIFICACIÓN", y: 100, size: 40 },
        { text: "La suscrita hace constar que el señor Luis Mora", y: 300 },
        { text: "reside en el barrio San José desde hace diez años.", y: 340 },
        { text: "Se expide a solicitud de la parte interesada.", y: 380 },
      ]),
    );
    expect(d.document_type).toBe("ficha_residencia");
  });

  it("says nothing when the text has no cue: every type equally probable", () => {
    const d = detect("Lorem ipsum dolor sit amet\nconsectetur adipiscing elit");
    for (const p of Object.values(d.probabilities)) expect(p).toBeCloseTo(0.2, 3);
    expect(d.confidence).toBeLessThan(0.5);
  });

  it("claims no more than its training documents support, however strong the evidence", () => {
    const bins = [
      { margin: 1, p: 0.6, n: 3 },
      { margin: 5, p: 0.95, n: 40 },
    ];
    const zero = { formulario: 0, pasaporte: 0, cedula_identidad: 0, ficha_residencia: 0 };
    const strong = calibrate({ ...zero, factura: 40 }, bins);
    expect(strong.factura).toBe(0.95);
    expect(strong.formulario).toBeGreaterThan(0);
    expect(Object.values(strong).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 3);
    expect(calibrate({ ...zero, factura: 2 }, bins).factura).toBe(0.6);
    // A tie claims nothing: the tied types are equally probable.
    const tie = calibrate({ ...zero, formulario: 6, factura: 6 }, bins);
    expect(tie.factura).toBeCloseTo(tie.formulario, 4);
  });

  it("types a page that does not name itself by what it says", () => {
    const d = detect(
      "El secretario de la asociación hace saber que la ciudadana habita desde hace seis años\nuna vivienda propia con servicios de agua potable, electricidad y gas.\nSello y firma",
    );
    expect(d.document_type).toBe("ficha_residencia");
    expect(d.cues.some((c) => c.startsWith("words: "))).toBe(true);
  });

  it("lets no choice of words outweigh a title", () => {
    const d = detectType(
      page([
        { text: "FACTURA", y: 40, size: 60 },
        { text: "Datos del solicitante: nombre completo, profesión, correo electrónico", y: 130 },
        { text: "Firma del solicitante. Observaciones. Para uso de la oficina", y: 170 },
      ]),
    );
    expect(d.document_type).toBe("factura");
    expect(d.cues.some((c) => c.startsWith("words: "))).toBe(false);
  });
});
