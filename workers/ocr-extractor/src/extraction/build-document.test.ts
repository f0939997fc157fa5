import { describe, expect, it } from "vitest";
import { extractText } from "../testing/extract-text";
import { buildDocument } from "./build-document";
import { field } from "./field";
import { linesFromText } from "./text-lines";
import { mailboxOfHolder } from "./types/person-fields";

const on = { checkboxes: true, tables: true, fields: true };

const extract = extractText;

const FICHA = `FICHA DE RESIDENCIA
Nombres: Luis Alberto
Apellidos: Rodríguez Peña
Cédula: V-9.876.543
Fecha de nacimiento: 02-07-71
Dirección: Av. Bolívar, Edif. Sol, Piso 3, Caracas
Teléfono: 0414-123.45.67
Correo electrónico: Luis.Rodriguez@Ejemplo.com
Estado civil: Casado
Ocupación: Ingeniero
Nacionalidad: Venezolano`;

describe("phase 6 extraction", () => {
  it("fills the groups of spec §2.2 for a ficha de residencia, raw text beside each value", () => {
    const doc = extract(FICHA);
    expect(doc.document_type).toBe("ficha_residencia");
    expect(doc.type_detection?.confidence).toBeGreaterThan(0.6);
    const s = doc.structured_document;
    expect(s.personal_info).toEqual({
      nombres: "LUIS ALBERTO",
      apellidos: "RODRÍGUEZ PEÑA",
      nombre_completo: "LUIS ALBERTO RODRÍGUEZ PEÑA",
      cedula_numero: "V9876543",
      fecha_nacimiento: "1971-07-02",
    });
    expect(s.contact_info).toEqual({
      direccion: "Av. Bolívar, Edif. Sol, Piso 3, Caracas",
      telefono: "+584141234567",
      email: "luis.rodriguez@ejemplo.com",
    });
    expect(s.additional_info).toEqual({
      estado_civil: "casado",
      ocupacion: "ingeniero",
      nacionalidad: "VEN",
    });
    expect(s.metadata.raw_values.telefono).toBe("0414-123.45.67");
    expect(s.metadata.missing_required_fields).toEqual([]);
    expect(s.metadata.quality_assessment.quality_level).toBe("excellent");
    expect(doc.fields_extracted).toBe(11);
  });

  it("re-spaces given and family names run together from the full name read beside them", () => {
    const doc = extract(
      FICHA.replace("Luis Alberto", "LUISALBERTO")
        .replace("Rodríguez Peña", "RODRÍGUEZPEÑA")
        .replace("Nombres:", "Nombre completo: LUIS ALBERTO RODRÍGUEZ PEÑA\nNombres:"),
      "ficha_residencia",
    );
    expect(doc.structured_document.personal_info).toMatchObject({
      nombres: "LUIS ALBERTO",
      apellidos: "RODRÍGUEZ PEÑA",
      nombre_completo: "LUIS ALBERTO RODRÍGUEZ PEÑA",
    });
  });

  it("finds a ficha's birth date and phone whose labels were garbled beyond repair", () => {
    const doc = extract(
      `FICHA DE RESIDENCIA
N* de control: 2025-06070 Fecha 9 de mayo de 2025
E EDUCA DE MENTIDAD | FECHMA DE MAL MENTE Y
V19.368.206 | 9 de junio de 1988
TE FOO ] TIRMIDO DE TE SDENCIA
(0274) 975-2764 [18 años`,
      "ficha_residencia",
    );
    expect(doc.structured_document.personal_info).toMatchObject({
      fecha_nacimiento: "1988-06-09",
    });
    expect(doc.structured_document.contact_info).toMatchObject({ telefono: "+582749752764" });
  });

  it("takes no garbled column label beside a label for its value in a header row", () => {
    const doc = extract(
      `FICHA DE RESIDENCIA
Nombres Apeibdos
JORGE
Ocupación PERIODISTA
II. RESIDENCIA Y CONTACTO`,
      "ficha_residencia",
    );
    expect(doc.fields.nombres?.value).toBe("JORGE");
    // A value beside its label stays the value when the word is no label.
    expect(doc.fields.ocupacion?.value).toBe("periodista");
  });

  it("finds a ficha holder whose labels were not read in the certificate's formula", () => {
    // Small grey labels lost on a low-resolution photo: the values stand alone, and the
    // closing formula names the holder; the cédula's V was read as "y".
    const doc = extract(
      `FICHA DE RESIDENCIA
NOEMÍ RAQUEL CARREÑO MUJICA
y 10637457 1964-03-30
| DIVORCIADA |
Quien suscribe hace constar que la ciudadana
NOEMÍ RAQUEL CARREÑO MUJICA, titular de la cédula de identidad N° Y 10637457, reside en la dirección arriba`,
      "ficha_residencia",
    );
    expect(doc.structured_document.personal_info).toMatchObject({
      nombres: "NOEMÍ RAQUEL",
      apellidos: "CARREÑO MUJICA",
      cedula_numero: "V10637457",
    });
    expect(doc.structured_document.additional_info).toMatchObject({ estado_civil: "divorciada" });
    // A word of the formula read with a capital ("titular de La cédula").
    const capital = extract(
      `FICHA DE RESIDENCIA
Quien suscribe hace constar que el cuudadano
DANIEL RUBEN MARTINEZ DE LA CRUZ, titular de La cédula de identidad N* Y-18526886, reside`,
      "ficha_residencia",
    );
    expect(capital.structured_document.personal_info).toMatchObject({
      nombre_completo: "DANIEL RUBÉN MARTÍNEZ DE LA CRUZ",
    });
  });

  it("ends an address at a line that is the next field's value, not more of the address", () => {
    const doc = extract(
      FICHA.replace(
        "Dirección: Av. Bolívar, Edif. Sol, Piso 3, Caracas\nTeléfono: 0414-123.45.67",
        "Dirección: Av. Bolívar, Edif. Sol, Piso 3,\nCaracas\n0414-123.45.67\nTeléfono",
      ),
    );
    expect(doc.structured_document.contact_info).toMatchObject({
      direccion: "Av. Bolívar, Edif. Sol, Piso 3, Caracas",
    });
  });

  it("reads no label into running text whose words are spelled right", () => {
    // "Nacional de" is within a label's edits of "nacionalidad"; read as that label, the rest
    // of the sentence became a nationality with full confidence.
    const passport = extract(
      `PASAPORTE
APELLIDOS: GARCÍA LÓPEZ
NOMBRES: MARÍA
Este pasaporte y el Documento Nacional de Identidad Venezolana son personales`,
      "pasaporte",
    );
    expect(passport.fields.nacionalidad?.value).toBeNull();
    const card = extract(
      `CÉDULA DE IDENTIDAD
Documento Nacional de Identidad Colombiana
APELLIDOS: GARCÍA LÓPEZ
NOMBRES: MARÍA`,
      "cedula_identidad",
    );
    expect(card.fields.nacionalidad?.value).toBeNull();
    expect(card.structured_document.personal_info).toMatchObject({ apellidos: "GARCÍA LÓPEZ" });
  });

  it("reads a cédula whose labels OCR garbled", () => {
    const doc = extract(
      `REPÚBLICA BOLIVARIANA DE VENEZUELA
CÉDULA DE IDENTIDAD
APELLIDOS: MENDOZA VILLARROEL
nomares: HÉCTOR GERMÁN
NACIONALIDAD: VENEZOLANO
V 19325538`,
      "cedula_identidad",
    );
    expect(doc.structured_document.personal_info).toMatchObject({
      nombres: "HÉCTOR GERMÁN",
      apellidos: "MENDOZA VILLARROEL",
    }); // A combined label read right is left alone: its "Y NOMBRES" is no garbled "nombres".
    const combined = extract(
      `CÉDULA DE IDENTIDAD
APELLIDOS Y NOMBRES
CHACON YANEZ INES
E-84953707`,
      "cedula_identidad",
    );
    expect(combined.structured_document.personal_info).toMatchObject({
      nombres: "INÉS",
      apellidos: "CHACÓN YÁÑEZ",
    });
    // "FECHA NAC." garbled; given names not read under their label but on the card's
    // "APELLIDOS, NOMBRES" line.
    const card = extract(
      `CÉDULA DE IDENTIDAD
V-2048566
APELLIDOS -
TORREALBA RINCON
NOMBRES
FECHA NaAC.: 28/08/1962
y TORREALBA RINCÓN, LUCÍA`,
      "cedula_identidad",
    );
    expect(card.structured_document.personal_info).toMatchObject({
      nombres: "LUCÍA",
      apellidos: "TORREALBA RINCÓN",
      fecha_nacimiento: "1962-08-28",
    });
  });

  it("reads a form label OCR split into pieces, and one read right with more garbled after it", () => {
    const doc = extract(
      `SOLICITUD DE CRÉDITO
DIRE CCIÓN CE + AMITACIÓN
Calle Francisco de Miranda, Edif. El Samán, Piso 12, Barinas
CORREO ELECTRÓNICO
ana@gmail.com`,
      "formulario",
    );
    expect(doc.fields.direccion?.value).toBe(
      "Calle Francisco de Miranda, Edif. El Samán, Piso 12, Barinas",
    );
    const whole = extract(
      `SOLICITUD DE EMPLEO
DIRECCIÓN CE HAMITACIÓN
Av. Bolívar 12, Maracay`,
      "formulario",
    );
    expect(whole.fields.direccion?.value).toBe("Av. Bolívar 12, Maracay");
    // A label run together that holds a shorter label ("profesión" in "Profesiónuoficio").
    const joined = extract(
      `SOLICITUD DE EMPLEO
Profesiónuoficio: COMERCIANTE`,
      "formulario",
    );
    expect(joined.fields.ocupacion?.value).toBe("comerciante");
  });

  it("finds a form's e-mail by its shape when its label was read on a checkbox line", () => {
    // The e-mail's own label was garbled ("mon electrónico"); "Correo electrónico" is only
    // found as a checkbox option, beside "[] Mensaje de texto".
    const doc = extract(
      `SOLICITUD DE SERVICIO
Nombre y apellido: MARÍA GONZÁLEZ SALAZAR
ESTADOCIVIL: VIUDA
PROFESIÓN U OFICIO: - JUBILADA
+58 424 242 6129 mariagonzalez80(Qoutlook.com
Teléfono | mon electrónico
Notificar por: [X] Correo electrónico [] Mensaje de texto [X] Llamada`,
      "formulario",
    );
    expect(doc.fields.email).toMatchObject({ value: "mariagonzalez80@outlook.com", valid: true });
    // Label words run together and a dash before the value.
    expect(doc.fields.estado_civil?.value).toBe("viuda");
    expect(doc.fields.ocupacion?.value).toBe("jubilada");
  });

  it("finds an e-mail whose mailbox OCR split after a dot or before an underscore", () => {
    const mail = (line: string) =>
      extract(`FICHA DE RESIDENCIA\nAPELLIDOS | JIMÉNEZ RINCÓN\n${line}`, "ficha_residencia").fields
        .email?.value;
    expect(mail("¡e ELECTRÓNICO EFRAIN. JIMENEZ (E GMAIL.COM |")).toBe("efrain.jimenez@gmail.com");
    expect(mail("Ramon _garcia99(Ehotmail.com ]")).toBe("ramon_garcia99@hotmail.com");
  });

  it("fills a field this reading missed or failed from another reading of the page", () => {
    const passport = (issue: string, expiry: string) => `PASAPORTE / PASSPORT
Apellidos / Surname: DÍAZ MONTAÑO
Nombres / Given names: YÉSICA
${issue}
Fecha de vencimiento / Date of expiry: ${expiry}`;
    const other = extract(
      passport("Fecha de expedición / Date of issue: 01 JUN 2023", "32 MAY 2028"),
      "pasaporte",
    );
    expect(other.fields.fecha_vencimiento?.valid).toBe(false);
    const text = passport("Fecha de ex", "31 MAY 2028");
    const doc = buildDocument({
      lines: linesFromText(text),
      documentType: "pasaporte",
      ocrConfidence: 0.95,
      wordCount: 20,
      options: () => on,
      normalise: { phoneRegion: "VE", today: new Date("2026-06-01T00:00:00Z") },
      elapsedSeconds: 0,
      otherReadings: [other],
    });
    expect(doc.structured_document.document_info).toMatchObject({
      fecha_expedicion: "2023-06-01",
      // This reading's own passing value stays; the other's failing one is not taken.
      fecha_vencimiento: "2028-05-31",
    });
    expect(doc.fields.fecha_expedicion?.check).toMatch(/another reading/);
  });

  it("reads a passport's captions in ICAO 9303's French and in their abbreviations", () => {
    // Many Spanish-speaking countries print a third, French half; OCR may read only it.
    const french = extract(
      `PASAPORTE
Apellidos / Surname
GARCÍA LÓPEZ
Lieu de naissance
SEVILLA
Date de délivrance
15 06 2021
Date d'expiration
15 06 2031`,
      "pasaporte",
    );
    expect(french.structured_document.personal_info).toMatchObject({ lugar_nacimiento: "Sevilla" });
    expect(french.structured_document.document_info).toMatchObject({
      fecha_expedicion: "2021-06-15",
      fecha_vencimiento: "2031-06-15",
    });
    const short = extract(
      `PASAPORTE
Apellidos: GARCÍA LÓPEZ
Lugar y fecha de nacimiento: SEVILLA, 12/03/1985
F. de emisión: 15/06/2021
F. vto.: 15/06/2031`,
      "pasaporte",
    );
    expect(short.structured_document.personal_info).toMatchObject({
      lugar_nacimiento: "Sevilla",
      fecha_nacimiento: "1985-03-12",
    });
    expect(short.structured_document.document_info).toMatchObject({
      fecha_vencimiento: "2031-06-15",
    });
  });

  it("takes the unlabelled date a whole number of years before expiry as the issue date", () => {
    const passport = (dates: string) => `PASAPORTE / PASSPORT
Apellidos / Surname: ZAMORA CHACÓN
Nombres / Given names: JESÚS JOAQUÍN
Fecha de nacimiento / Date of birth: 31 DIC 1959
${dates}
Fecha de vencimiento / Date of expiry: 26 MAY 2030`;
    const doc = extract(passport("CHIHUAHUA —— 27052020"), "pasaporte");
    expect(doc.fields.fecha_expedicion).toMatchObject({ value: "2020-05-27", valid: true });
    // Two such dates, or one that is no anniversary of the expiry, say nothing.
    expect(
      extract(passport("27052020 26/05/2025"), "pasaporte").fields.fecha_expedicion?.value,
    ).toBeNull();
    expect(extract(passport("14/03/2021"), "pasaporte").fields.fecha_expedicion?.value).toBeNull();
  });

  it("takes a cédula's nationality from its V when the lone V was misread, and skips name scraps", () => {
    const card = (nationality: string) => `REPÚBLICA BOLIVARIANA DE VENEZUELA
CÉDULA DE IDENTIDAD
V-17.318.652
APELLIDOS Ne
RINCÓN ORDOÑEZ
NOMBRES
YÉSICA VALENTINA
NACIONALIDAD ${nationality}`;
    const doc = extract(card("AS"), "cedula_identidad");
    expect(doc.fields.nacionalidad).toMatchObject({ value: "VEN", valid: true });
    expect(doc.fields.nacionalidad?.check).toMatch(/cédula number's V/);
    // "Ne" beside the label is no surname: the line below is.
    expect(doc.fields.apellidos?.value).toBe("RINCÓN ORDÓÑEZ");
    // A small v read for the V is the nationality itself; an E number names no country.
    expect(extract(card("v"), "cedula_identidad").fields.nacionalidad?.value).toBe("VEN");
    const foreign = extract(card("AS").replace("V-17.318.652", "E-81.318.652"), "cedula_identidad");
    expect(foreign.fields.nacionalidad?.value).not.toBe("VEN");
  });

  it("reads the labels other countries and bilingual cards print", () => {
    const doc = extract(
      `DOCUMENTO NACIONAL DE IDENTIDAD
Primer apellido: GARCIA    Segundo apellido: LOPEZ
Nombre / Given names: JOSE LUIS
Fecha de nacimiento / Date of birth: 05 MAR 1980
DNI: 12345678Z
Marital status: Casado`,
      "cedula_identidad",
    );
    expect(doc.structured_document.personal_info).toMatchObject({
      apellidos: "GARCÍA LÓPEZ",
      nombres: "JOSÉ LUIS",
      cedula_numero: "12345678Z",
      fecha_nacimiento: "1980-03-05",
    });
    expect(doc.structured_document.additional_info).toMatchObject({ estado_civil: "casado" });
  });

  it("reports missing required fields and scores invalid values low", () => {
    const doc = extract(
      "CÉDULA DE IDENTIDAD\nNombres: ANA\nFecha de nacimiento: 31/02/1990",
      "cedula_identidad",
    );
    const meta = doc.structured_document.metadata;
    expect(meta.missing_required_fields).toEqual(["apellidos", "cedula_numero"]);
    expect(doc.fields.fecha_nacimiento?.valid).toBe(false);
    expect(meta.field_confidence.fecha_nacimiento).toBeLessThan(0.4);
    expect(meta.field_confidence.nombres).toBeGreaterThan(0.9);
    expect(meta.quality_assessment.completeness_ratio).toBe(0.5);
    expect(meta.quality_assessment.recommendations.join(" ")).toMatch(/apellidos, cedula_numero/);
    expect(meta.validation_errors.fecha_nacimiento).toMatch(/not a date/);
  });

  it("cross-checks a passport's visual zone against its MRZ", () => {
    const text = `PASAPORTE / PASSPORT
Apellidos / Surname: ERIKSSON
Nombres / Given names: ANNA MARIA
Pasaporte No. / Passport No.: L898902C3
Nacionalidad / Nationality: UTO
Fecha de nacimiento / Date of birth: 12/08/1974
Sexo / Sex: F
Fecha de vencimiento / Date of expiry: 15/04/2012
P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<
L898902C36UTO7408122F1204159ZE184226B<<<<<10`;
    const doc = extract(text);
    expect(doc.document_type).toBe("pasaporte");
    const mrz = doc.structured_document.mrz as {
      cross_check: Record<string, string>;
      check_digits_valid: boolean;
    };
    expect(mrz.check_digits_valid).toBe(true);
    expect(mrz.cross_check).toMatchObject({
      apellidos: "match",
      nombres: "match",
      numero_pasaporte: "match",
      fecha_nacimiento: "match",
      fecha_vencimiento: "match",
      sexo: "match",
    });
    const mismatch = extract(text.replace("12/08/1974", "12/08/1975"), "pasaporte");
    const cross = (mismatch.structured_document.mrz as { cross_check: Record<string, string> })
      .cross_check;
    expect(cross.fecha_nacimiento).toBe("mismatch");
    // The verified MRZ's date (its check digit covers it) is taken, the visual one reported.
    expect(mismatch.fields.fecha_nacimiento).toMatchObject({ value: "1974-08-12", valid: true });
    expect(mismatch.fields.fecha_nacimiento?.check).toMatch(/1975-08-12.*verified MRZ/);
    // An MRZ failing its check digits does not outrank the visual zone.
    const unverified = extract(
      text.replace("12/08/1974", "12/08/1975").replace("7408122F", "7408123F"),
      "pasaporte",
    );
    expect(unverified.fields.fecha_nacimiento).toMatchObject({ value: "1975-08-12", valid: false });
    // ... but where the visual zone misread one glyph of a value whose own check digit holds
    // ("Z" as "7"), that digit decides, though the expiry's fails; the first line's code and
    // issuing state fill what the visual zone lost.
    const oneGlyph = extract(
      text
        .replace(
          "Pasaporte No. / Passport No.: L898902C3",
          "Pasaporte No. / Passport No.: L898902G3",
        )
        .replace("1204159", "1204158")
        .replace("P<UTOERIKSSON", "P<COLERIKSSON"),
      "pasaporte",
    );
    expect(oneGlyph.fields.numero_pasaporte).toMatchObject({ value: "L898902C3" });
    expect(oneGlyph.fields.tipo?.value).toBe("P");
    expect(oneGlyph.fields.codigo_pais?.value).toBe("COL");
    // A name letter misread in the MRZ (no check digit covers names): the visual zone's stays.
    const mrzTypo = extract(text.replace("ANNA<MARIA<<", "ANNA<MAPIA<<"), "pasaporte");
    expect(mrzTypo.fields.nombres?.value).toBe("ANNA MARÍA");
    expect(mrzTypo.fields.nombres?.check).toMatch(/one edit apart/);
    const mrzExtra = extract(text.replace("ANNA<MARIA<<", "ANNA<MARITA<"), "pasaporte");
    expect(mrzExtra.fields.nombres?.value).toBe("ANNA MARÍA");
    // The filler between the MRZ's names read as S (or lost): the visual zone's names stand.
    const filler = extract(text.replace("ANNA<MARIA<<", "ANNASMARIA<<"), "pasaporte");
    expect(filler.fields.nombres?.value).toBe("ANNA MARÍA");
    // A name missing from the visual zone comes from the MRZ with its accents and Ñ back.
    const spanish = text
      .replace("Apellidos / Surname: ERIKSSON\n", "")
      .replace(
        "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
        "P<UTOMUNOZ<GUZMAN<<ANNA<MARIA<<<<<<<<<<<<<<<",
      );
    const filled = extract(spanish, "pasaporte");
    expect(filled.fields.apellidos?.value).toBe("MUÑOZ GUZMÁN");
    // ... or with the marks the page itself prints the name with, beside the signature.
    const signed = extract(
      `${text
        .replace("Nombres / Given names: ANNA MARIA\n", "")
        .replace(
          "ERIKSSON<<ANNA<MARIA<<",
          "ERIKSSON<<ANNA<MAITE<<",
        )}\nFirma del titular: ANNA MAITÉ ERIKSSON`,
      "pasaporte",
    );
    expect(signed.fields.nombres?.value).toBe("ANNA MAITÉ");
    // A garbled label read as the document type fails its check; the verified MRZ's is taken.
    const tipo = extract(`Tipo / Type: Tire\n${text}`, "pasaporte");
    expect(tipo.fields.tipo?.value).toBe("P");
    // ... and a type read as other letters ("Le") is the MRZ's document code.
    expect(extract(`Tipo / Type: Le\n${text}`, "pasaporte").fields.tipo?.value).toBe("P");
    // A date label whose English half ran together is no value: the date after it is.
    const issued = extract(
      text.replace("Sexo / Sex: F", "Sexo / Sex: F\nechá de expedición/ Dateofissue 18 JUL 2007"),
      "pasaporte",
    );
    expect(issued.fields.fecha_expedicion?.value).toBe("2007-07-18");
    // A label read as the value is replaced by the verified MRZ's name.
    const label = extract(text.replace(": ERIKSSON", ": / Surname"), "pasaporte");
    expect(label.fields.apellidos?.value).toBe("ERIKSSON");
    // A misread optional field spoils the personal-number and composite digits, not the
    // number's and dates' own: those data still fill the visual zone's gaps; the MRZ is
    // reported invalid.
    const optional = extract(
      text
        .replace("Pasaporte No. / Passport No.: L898902C3\n", "Tipo / Type: Code\n")
        .replace("ZE184226B", "ZE184228B"),
      "pasaporte",
    );
    expect(optional.fields.numero_pasaporte).toMatchObject({ value: "L898902C3", valid: true });
    expect(optional.fields.tipo?.value).toBe("P");
    expect(optional.fields.codigo_pais?.value).toBe("UTO");
    expect(optional.fields.mrz?.valid).toBe(false);
    // A misread number's own digit fails: nothing is taken for it.
    const number = extract(
      text.replace("Pasaporte No. / Passport No.: L898902C3\n", "").replace("C36UTO", "C86UTO"),
      "pasaporte",
    );
    expect(number.fields.numero_pasaporte?.value ?? null).toBeNull();
  });

  it("reads invoice lines and checks the arithmetic", () => {
    const text = `DISTRIBUIDORA EL SOL, C.A.
RIF: J-00006372-9
FACTURA N° 000123
Fecha de emisión: 05/01/2026
Cant Descripción P. Unit Importe
2 Resma papel carta 12,50 25,00
1 Tóner negro 80,00 80,00
3 Bolígrafos azules 1,50 4,50
Subtotal: 109,50
IVA (16%): 17,52
Total a pagar: 127,02`;
    const doc = extract(text);
    expect(doc.document_type).toBe("factura");
    const s = doc.structured_document;
    expect(s.invoice_info).toEqual({ numero: "000123", numero_control: null, fecha: "2026-01-05" });
    expect(s.issuer).toMatchObject({ emisor: "DISTRIBUIDORA EL SOL, C.A.", rif: "J000063729" });
    expect(s.totals).toEqual({ subtotal: 109.5, iva: 17.52, total: 127.02 });
    expect(s.line_items).toHaveLength(3);
    expect((s.line_items as { quantity: number }[])[0]).toMatchObject({
      description: "Resma papel carta",
      quantity: 2,
      unit_price: 12.5,
      amount: 25,
    });
    expect(s.arithmetic_check).toMatchObject({
      items_sum_matches_subtotal: true,
      subtotal_plus_iva_matches_total: true,
      iva_matches_rate: true,
      consistent: true,
    });
    const wrong = extract(text.replace("127,02", "172,02"));
    expect(wrong.structured_document.arithmetic_check).toMatchObject({
      subtotal_plus_iva_matches_total: false,
      consistent: false,
    });
    expect(wrong.fields.total?.valid).toBe(false);
    // A subtotal whose decimal comma was lost is restored from total − IVA, and the invoice
    // then adds up; other misreadings stay wrong.
    const lost = extract(text.replace("Subtotal: 109,50", "Subtotal: 10950"));
    expect(lost.structured_document.totals).toEqual({ subtotal: 109.5, iva: 17.52, total: 127.02 });
    expect(lost.structured_document.arithmetic_check).toMatchObject({ consistent: true });
    expect(lost.fields.subtotal?.check).toMatch(/decimal separator/);
    // Both the subtotal's and the total's separators lost ("Bs. 141904"): the one reading in
    // cents that adds up is taken for both.
    const both = extract(
      text.replace("Subtotal: 109,50", "Subtotal: 10950").replace("pagar: 127,02", "pagar: 12702"),
    );
    expect(both.structured_document.totals).toEqual({ subtotal: 109.5, iva: 17.52, total: 127.02 });
    expect(both.fields.total?.check).toMatch(/decimal separator/);
    const misread = extract(text.replace("Subtotal: 109,50", "Subtotal: 10850"));
    expect(misread.fields.subtotal?.value).toBe(10850);
    expect(misread.fields.subtotal?.valid).toBe(false);
    // The number under the word FACTURA, its "°" read as a quote mark.
    const quoted = extract(text.replace("FACTURA N° 000123", "FACTURA\nN” 000123"));
    expect(quoted.structured_document.invoice_info).toMatchObject({ numero: "000123" });
    // Garbled labels written back: the customer's, and the issue date's without its colon
    // (the date after it is no part of the label).
    const garbled = extract(
      text
        .replace("Fecha de emisión: 05/01/2026", "Fecha de emisicn 05/01/2026")
        .replace(
          "FACTURA N° 000123",
          "FACTURA N° 000123\nNombre a Mazon Social: MANUEL MARIA PEÑA",
        ),
    );
    expect(garbled.structured_document.invoice_info).toMatchObject({ fecha: "2026-01-05" });
    expect(garbled.structured_document.customer).toMatchObject({ cliente: "MANUEL MARÍA PEÑA" });
    // A legal form whose periods were lost is written as registered.
    const form = extract(text.replace("EL SOL, C.A.", "EL SOL, CA,"));
    expect(form.structured_document.issuer).toMatchObject({ emisor: "DISTRIBUIDORA EL SOL, C.A." });
    // The issuer's RIF unreadable: the customer's ("C.I. / R.I.F.") is not taken for it.
    const customers = extract(
      text
        .replace("RIF: J-00006372-9", "RIF: 1835390304")
        .replace("Cant Descripción", "CI/RIF: J-00006372-9\nCant Descripción"),
    );
    expect(customers.fields.rif?.value).not.toBe("J000063729");
    // The RIF's letter misread as a digit is recovered by its check digit.
    const rif = extract(text.replace("RIF: J-00006372-9", "RIF: 1000063729"));
    expect(rif.structured_document.issuer).toMatchObject({ rif: "J000063729" });
  });

  it("reads a generic form's pairs and checkboxes", () => {
    const doc = extract(`FORMULARIO DE SOLICITUD
Nombre del solicitante: Carmen Díaz
Motivo: Renovación
[X] Acepto los términos [ ] Deseo recibir publicidad`);
    expect(doc.document_type).toBe("formulario");
    // "Nombre del solicitante" is the applicant's name, whatever the form calls it.
    expect(doc.fields.nombre_completo?.value).toBe("CARMEN DÍAZ");
    expect(doc.structured_document.form_fields).toMatchObject({ motivo: "Renovación" });
    expect(doc.structured_document.checkboxes).toEqual({
      "Acepto los términos": true,
      "Deseo recibir publicidad": false,
    });
  });

  it("answers an empty but valid document for no text", () => {
    const doc = buildDocument({
      lines: [],
      documentType: "auto",
      ocrConfidence: 0,
      wordCount: 0,
      options: () => on,
      normalise: { phoneRegion: "VE", today: new Date() },
      elapsedSeconds: 0,
    });
    expect(doc.fields_extracted).toBe(0);
    const qa = doc.structured_document.metadata.quality_assessment;
    expect(qa.quality_level).toBe("poor");
    expect(qa.recommendations[0]).toMatch(/No text was found/);
  });
});

describe("captions read apart from their neighbours", () => {
  it("takes no birth date from the place of birth's caption, and reads a CUI read as CUl", () => {
    const doc = extract(
      `REPÚBLICA DE GUATEMALA
DOCUMENTO PERSONAL DE IDENTIFICACIÓN
NOMBRE: LESBIA MARISOL
APELLIDO: COJULÚN TAY
LUGAR DE NACIMIENTO: QUETZALTENANGO
CUl 3051 26874 0901`,
      "cedula_identidad",
    );
    expect(doc.extracted_data.fecha_nacimiento).toBeNull();
    expect(doc.extracted_data.cedula_numero).toBe("3051268740901");
  });

  it("reads a birth date whose caption and date lost their spaces", () => {
    const doc = extract(
      "CONSTANCIA DE RESIDENCIA\nNombres: LUISA\nC.I.: V 8613879. Fdenacimiento: 9 de marzode1974",
      "ficha_residencia",
    );
    expect(doc.extracted_data.fecha_nacimiento).toBe("1974-03-09");
  });
});

describe("a residence certificate from a country the page does not name", () => {
  const CERTIFICATE = `CERTIFICADO DE EMPADRONAMIENTO
El funcionario que suscribe certifica que ELENA BEATRIZ SOTO GARRIDO, identificada con
DNI 48213957-T, figura inscrita en el padrón de habitantes.
Domicilio: Calle del Olmo 14, 2º B
Teléfono: 612 345 678`;

  it("reads the holder's name from the certificate's formula", () => {
    const doc = extract(CERTIFICATE, "ficha_residencia");
    expect(doc.extracted_data).toMatchObject({
      nombre_completo: "ELENA BEATRIZ SOTO GARRIDO",
      cedula_numero: "48213957T",
    });
  });

  it("reads a phone without country code as a number of the holder's ID country", () => {
    const doc = extract(CERTIFICATE, "ficha_residencia");
    expect(doc.extracted_data.telefono).toBe("+34612345678");
    expect(doc.fields.telefono?.valid).toBe(true);
  });

  it("reads it as a number of the holder's nationality, any country iris names", () => {
    const page = (phone: string) =>
      `CONSTANCIA DE RESIDENCIA\nNombres: ROSA AMELIA\nApellidos: TALAVERA RUIZ\nNacionalidad: NICARAGÜENSE\nTeléfono: ${phone}`;
    const valid = extract(page("8845 1234"), "ficha_residencia");
    expect(valid.extracted_data).toMatchObject({ nacionalidad: "NIC", telefono: "+50588451234" });
    expect(valid.fields.telefono?.valid).toBe(true);
    // Of the holder's country's length but in no range it allocates: E.164, left invalid.
    const possible = extract(page("1845 1234"), "ficha_residencia");
    expect(possible.extracted_data.telefono).toBe("+50518451234");
    expect(possible.fields.telefono?.valid).toBe(false);
  });
});

describe("a full name split as its label orders it", () => {
  it("takes the surnames first under APELLIDOS Y NOMBRES, whatever the names", () => {
    const doc = extract(
      "CONSTANCIA DE RESIDENCIA\nAPELLIDOS Y NOMBRES: CCAHUANA MAMANI YURI\nResidencia: Jr. Los Incas 250",
      "ficha_residencia",
    );
    expect(doc.extracted_data).toMatchObject({
      apellidos: "CCAHUANA MAMANI",
      nombres: "YURI",
      direccion: "Jr. Los Incas 250",
    });
  });
});

describe("the mailbox and its holder's name", () => {
  const fields = (nameConfidence: number, emailConfidence: number) => ({
    nombre_completo: field("ELENA ZAPATA", "ELENA ZAPATA", nameConfidence, true),
    email: field("elena.zapaya@gmail.com", "elena.zapaya@gmail.com", emailConfidence, true),
  });

  it("spells the mailbox as the name when the name was read at least as surely", () => {
    const sure = fields(0.95, 0.6);
    mailboxOfHolder(sure);
    expect(sure.email?.value).toBe("elena.zapata@gmail.com");
    expect(sure.email?.check).toMatch(/holder's name/);
  });

  it("keeps a mailbox read more surely than the name it disagrees with", () => {
    // "ZAPAYA" in the mailbox, read at 0.9; the name's "ZAPATA" read at 0.5 may be the misread.
    const unsure = fields(0.5, 0.9);
    mailboxOfHolder(unsure);
    expect(unsure.email?.value).toBe("elena.zapaya@gmail.com");
  });

  it("keeps a mailbox that disagrees with a name word read with a digit inside", () => {
    // "Z2ONDÓN" was repaired to "ZONDÓN": one misreading already, no authority on "rondon".
    const read = {
      nombre_completo: field("EDDY Z2ONDÓN PERALTA", "EDDY ZONDÓN PERALTA", 0.95, true),
      email: field("eddyrondon51@yahoo.com", "eddyrondon51@yahoo.com", 0.6, true),
    };
    mailboxOfHolder(read);
    expect(read.email?.value).toBe("eddyrondon51@yahoo.com");
    // A clean word of the same name still spells the mailbox.
    const clean = {
      nombre_completo: field("EDDY Z2ONDÓN PERALTA", "EDDY ZONDÓN PERALTA", 0.95, true),
      email: field("eddyperalfa@yahoo.com", "eddyperalfa@yahoo.com", 0.6, true),
    };
    mailboxOfHolder(clean);
    expect(clean.email?.value).toBe("eddyperalta@yahoo.com");
  });
});
