import { describe, expect, it } from "vitest";
import { buildFromCells, type Cell } from "../testing/cells-page";
import type { DocumentType } from "./document-types";

const read = (cells: Cell[], type: DocumentType) => buildFromCells(cells, type).extracted_data;

describe("label and value paired by where they are printed", () => {
  it("reads a card that prints each value above its caption", () => {
    const data = read(
      [
        ["REPÚBLICA DE COLOMBIA", 40, 30, 26],
        ["CÉDULA DE CIUDADANÍA", 40, 70, 24],
        ["NÚMERO", 600, 70, 14],
        ["1.035.576.785", 600, 100, 30],
        ["RESTREPO ARANGO", 40, 170, 28],
        ["APELLIDOS", 40, 202, 14],
        ["ÁNGEL", 40, 250, 28],
        ["NOMBRES", 40, 282, 14],
        ["19/06/1999", 40, 330, 28],
        ["FECHA DE NACIMIENTO", 40, 362, 14],
        ["02/10/2019", 400, 330, 28],
        ["FECHA DE EXPEDICIÓN", 400, 362, 14],
      ],
      "cedula_identidad",
    );
    expect(data).toMatchObject({
      apellidos: "RESTREPO ARANGO",
      nombres: "ÁNGEL",
      cedula_numero: "1035576785",
      fecha_nacimiento: "1999-06-19",
      fecha_expedicion: "2019-10-02",
    });
  });

  it("reads both surnames printed under one caption for the first and the second", () => {
    const data = read(
      [
        ["CERTIFICADO DE VECINDAD", 40, 20, 24],
        ["Primer y segundo apellido", 40, 100, 14],
        ["Nombres", 600, 100, 14],
        ["Arango", 40, 130, 14],
        ["Vélez", 100, 130, 14],
        ["Luz Dary", 600, 130, 22],
      ],
      "ficha_residencia",
    );
    expect(data).toMatchObject({ apellidos: "ARANGO VÉLEZ", nombres: "LUZ DARY" });
  });

  it("reads a form whose captions carry a Portuguese translation behind a slash", () => {
    const data = read(
      [
        ["SOLICITUD DE RESIDENCIA TEMPORAL / SOLICITAÇÃO DE RESIDÊNCIA", 40, 20, 22],
        ["Fecha / Data: 14/03/2025", 40, 70, 14],
        ["Domicilio / Endereço", 40, 200, 14],
        ["AV. LAS PALMERAS 1180, TRINIDAD", 40, 230, 22],
        ["Profesión / Profissão", 40, 280, 14],
        ["AGRÓNOMA", 40, 310, 22],
        ["Estado civil / Situação conjugal", 40, 360, 14],
        ["SOLTERA", 40, 390, 22],
        ["Apeiltidos y nombres / Sobrenome e nome", 40, 440, 14],
        ["DUARTE SOSA, HELENA MARÍA", 40, 470, 22],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      fecha: "2025-03-14",
      nombre_completo: "HELENA MARÍA DUARTE SOSA",
      direccion: "Av. Las Palmeras 1180, Trinidad",
      ocupacion: "agrónoma",
      estado_civil: "soltera",
    });
  });

  it("reads values above captions that print the regional language first", () => {
    // A form of Catalonia: each caption under its value, in Catalan, then Spanish behind a slash.
    const data = read(
      [
        ["SOLICITUD DE INSCRIPCIÓN", 40, 20, 24],
        ["Rondón Guzmán, Jorge", 40, 100, 22],
        ["Nom i cognoms / Nombre y apellidos", 40, 132, 14],
        ["Soltero", 40, 190, 22],
        ["Abogado", 600, 190, 22],
        ["Estat civil / Estado civil", 40, 222, 14],
        ["Professió / Profesión", 600, 222, 14],
        ["Passeig de la Diputació, 207, 3r 4a, 25880 Lleida", 40, 280, 22],
        ["Adreça / Dirección", 40, 312, 14],
        ["973 20 87 92", 40, 370, 22],
        ["jorge.rondon@gmail.com", 600, 370, 22],
        ["Telèfon / Teléfono", 40, 402, 14],
        ["Correu electrònic / Correo electrónico", 600, 402, 14],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      direccion: "Passeig de la Diputació, 207, 3r 4a, 25880 Lleida",
      ocupacion: "abogado",
      email: "jorge.rondon@gmail.com",
    });
    // The number above its caption (the country is not printed here to give its code).
    expect(data.telefono).toMatch(/973 ?20 ?87 ?92$/);
  });

  it("reads a form labelled in Catalan and Spanish, and a Honduran certificate's numbers", () => {
    const catalan = read(
      [
        ["SOL·LICITUD D'INSCRIPCIÓ / SOLICITUD DE INSCRIPCIÓN", 40, 20, 24],
        ["Nom i cognoms", 40, 100, 14],
        ["JORDI PUIG FERRER", 400, 100, 22],
        ["Professió", 40, 150, 14],
        ["advocat", 400, 150, 22],
        ["Adreça / Dirección", 40, 200, 14],
        ["Carrer Major, 12, 25001 Lleida", 400, 200, 22],
        ["Correu electrònic", 40, 250, 14],
        ["jordi.puig@gmail.com", 400, 250, 22],
        ["Data de naixement", 40, 300, 14],
        ["14/02/1981", 400, 300, 22],
      ],
      "formulario",
    );
    expect(catalan).toMatchObject({
      nombre_completo: "JORDI PUIG FERRER",
      ocupacion: "advocat",
      direccion: "Carrer Major, 12, 25001 Lleida",
      email: "jordi.puig@gmail.com",
      fecha_nacimiento: "1981-02-14",
    });
    const honduras = read(
      [
        ["REPÚBLICA DE HONDURAS", 40, 20, 26],
        ["CONSTANCIA DE VECINDAD", 40, 70, 24],
        ["Nombre completo", 40, 140, 16],
        ["HÉCTOR SALAZAR MEJÍA", 400, 140, 22],
        ["DNI", 40, 190, 16],
        ["0801-1990-12345", 400, 190, 22],
        ["Teléfono", 40, 240, 16],
        ["9876-5432", 400, 240, 22],
        ["Dirección", 40, 290, 16],
        ["Col. Kennedy, Bloque A, Casa 4199, Tegucigalpa", 400, 290, 22],
      ],
      "ficha_residencia",
    );
    expect(honduras).toMatchObject({ cedula_numero: "0801199012345", telefono: "+50498765432" });
  });

  it("reads an identity number a sentence's label leaves to the start of the next line", () => {
    const data = read(
      [
        ["REPÚBLICA DE HONDURAS", 40, 20, 26],
        ["CONSTANCIA DE VECINDAD", 40, 70, 24],
        ["El infrascrito Secretario Municipal hace constar que", 40, 140, 16],
        ["ROSA MARÍA PINEDA CRUZ, con Tarjeta de Identidad No.", 40, 170, 16],
        [
          "0501198800456, reside en el Barrio Centro de esta ciudad desde hace diez años,",
          40,
          200,
          16,
        ],
        ["según consta en los registros de esta Secretaría.", 40, 230, 16],
        ["Teléfono", 40, 300, 16],
        ["9876-5432", 400, 300, 22],
      ],
      "ficha_residencia",
    );
    expect(data).toMatchObject({ cedula_numero: "0501198800456", telefono: "+50498765432" });
    // A caption is no sentence: the line under it is its whole value.
    const caption = read(
      [
        ["PROOF OF RESIDENCY / DECLARACIÓN DE RESIDENCIA", 40, 20, 24],
        ["Home address / Domicilio", 40, 100, 14],
        ["3484 N MAIN ST, CHICAGO, IL 60619", 40, 130, 22],
      ],
      "ficha_residencia",
    );
    expect(caption.direccion).toBe("3484 N Main St, Chicago, IL 60619");
  });

  it("reads a grid of small labels over large values, two columns", () => {
    const data = read(
      [
        ["CONSTANCIA DE RESIDENCIA", 600, 20, 30],
        ["NOMBRE(S)", 40, 100, 14],
        ["LUISA MARISOL", 40, 130, 26],
        ["APELLIDOS", 40, 190, 14],
        ["RONDÓN FERNÁNDEZ", 40, 220, 26],
        ["CURP", 40, 280, 14],
        ["AHLY540217MJCGLV89", 40, 310, 26],
        ["FECHA DE NACIMIENTO", 40, 370, 14],
        ["NACIONALIDAD", 700, 370, 14],
        ["12/03/1954", 40, 400, 26],
        ["MEXICANA", 700, 400, 26],
        ["ESTADO CIVIL", 40, 460, 14],
        ["OCUPACIÓN", 700, 460, 14],
        ["UNIÓN LIBRE", 40, 490, 26],
        ["VENDEDORA", 700, 490, 26],
        ["DOMICILIO PARTICULAR", 40, 550, 14],
        ["CALLE INDEPENDENCIA 2014, COL. CENTRO, C.P. 84057, CULIACÁN", 40, 580, 26],
        ["TELÉFONO", 40, 640, 14],
        ["CORREO ELECTRÓNICO", 700, 640, 14],
        ["(667) 599-2207", 40, 670, 26],
        ["luisa.rondon@live.com.mx", 700, 670, 26],
        ["ESTADOS UNIDOS MEXICANOS", 40, 760, 14],
      ],
      "ficha_residencia",
    );
    expect(data).toMatchObject({
      nombres: "LUISA MARISOL",
      apellidos: "RONDÓN FERNÁNDEZ",
      cedula_numero: "AHLY540217MJCGLV89",
      fecha_nacimiento: "1954-03-12",
      nacionalidad: "MEX",
      estado_civil: "unión libre",
      ocupacion: "vendedora",
      direccion: "Calle Independencia 2014, Col. Centro, C.P. 84057, Culiacán",
      // A Mexican page: a number without country code is Mexico's.
      telefono: "+526675992207",
      email: "luisa.rondon@live.com.mx",
    });
  });

  it("reads a table of labels left of their values, under a section heading", () => {
    // The table's last row and the signature's caption at the foot have nothing close under
    // them, so their labels look like captions under values; rows that hold a value beside
    // each label are no captions, and the heading above the first label is no name.
    const data = read(
      [
        ["SOLICITUD DE SERVICIO", 600, 20, 30],
        ["DATOS DEL SOLICITANTE", 40, 165, 16],
        ["Nombre y apellido", 40, 200, 16],
        ["MONTAÑO CHACÓN DÉBORA ZULEIMA", 400, 200, 26],
        ["Cédula de identidad", 40, 290, 16],
        ["V-8.190.277", 300, 290, 26],
        ["Estado civil", 40, 380, 16],
        ["VIUDA", 300, 380, 26],
        ["Profesión u oficio", 700, 380, 16],
        ["PERIODISTA", 950, 380, 26],
        ["Teléfono", 40, 470, 16],
        ["0414.351.74.22", 300, 470, 26],
        ["Correo electrónico", 700, 470, 16],
        ["debora.montano@cantv.net", 950, 470, 26],
        ["Firma del solicitante", 40, 900, 16],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      nombre_completo: "DÉBORA ZULEIMA MONTAÑO CHACÓN",
      cedula_numero: "V8190277",
      estado_civil: "viuda",
      ocupacion: "periodista",
      telefono: "+584143517422",
      email: "debora.montano@cantv.net",
    });
  });

  it("reads bilingual labels and a Chilean RUN with its check digit", () => {
    const data = read(
      [
        ["REPÚBLICA DE CHILE", 40, 20, 24],
        ["CÉDULA DE IDENTIDAD", 40, 60, 24],
        ["APELLIDOS / SURNAME", 300, 110, 14],
        ["CASTRO MUÑOZ", 300, 135, 24],
        ["NOMBRES / GIVEN NAMES", 300, 180, 14],
        ["PEDRO IGNACIO", 300, 205, 24],
        ["FECHA DE NACIMIENTO / DATE OF BIRTH", 300, 250, 14],
        ["04 08 1958", 300, 275, 24],
        ["FECHA DE EMISIÓN / DATE OF ISSUE", 300, 320, 14],
        ["FECHA DE VENCIMIENTO / DATE OF EXPIRY", 700, 320, 14],
        ["18 09 2017", 300, 345, 24],
        ["18 09 2027", 700, 345, 24],
        ["RUN 12.345.678-5", 40, 400, 24],
      ],
      "cedula_identidad",
    );
    expect(data).toMatchObject({
      apellidos: "CASTRO MUÑOZ",
      nombres: "PEDRO IGNACIO",
      nombre_completo: "PEDRO IGNACIO CASTRO MUÑOZ",
      fecha_nacimiento: "1958-08-04",
      fecha_expedicion: "2017-09-18",
      fecha_vencimiento: "2027-09-18",
      cedula_numero: "123456785",
    });
  });

  it("reads a passport's small bilingual captions with first letters lost", () => {
    // As Tesseract reads light captions beside a portrait: "Sexo" → "exo", "Lugar" → "ugar",
    // "Fecha" → "echa"; a caption's Spanish half unreadable, its English half read.
    const data = read(
      [
        ["PASAPORTE / PASSPORT", 160, 40, 24],
        ["Nacic alicad Nationality", 420, 396, 14],
        ["echa de na miento / Date of birth", 900, 396, 14],
        ["DOMINICANO", 420, 425, 20],
        ["01 FEB 1952", 900, 425, 20],
        ["exo / ex / Sexe", 420, 477, 14],
        ["ugar de nacimiento / Place of birth", 630, 477, 14],
        ["M", 420, 500, 20],
        ["HIGUEY", 620, 500, 20],
        ["21 JUL 2021", 420, 586, 20],
      ],
      "pasaporte",
    );
    expect(data).toMatchObject({
      fecha_nacimiento: "1952-02-01",
      // Spelled as GeoNames' towns spell it.
      lugar_nacimiento: "Higüey",
      // French "Sexe", the only half of its caption read.
      sexo: "M",
    });
    const english = read(
      [
        ["PASAPORTE / PASSPORT", 160, 40, 24],
        ["ugaxr dx nrimto / Place of birth", 630, 477, 14],
        ["MARACAY", 620, 500, 20],
      ],
      "pasaporte",
    );
    expect(english.lugar_nacimiento).toBe("Maracay");
  });

  it("reads a passport's place of birth just before its date of issue, its caption garbled", () => {
    // One block per line, as the cards' reading gives it: captions and values run together.
    const page: [string, number, number, number][] = [
      ["ESTADO PLURINACIONAL DE BOLIVIA P BOL", 60, 30, 20],
      ["PASAPORTE / PASSPORT Tipo / Type Código / Code", 60, 80, 20],
      ["Pecos URDANETA VARGAS", 60, 210, 20],
      ["Momeres WILFREDO NICOLÁS", 60, 270, 20],
      ["vee BOLIVIANO", 60, 330, 20],
      ["ai 14/03/2006", 60, 400, 20],
      ["e. M", 60, 460, 20],
      ["Luar de nano LA PAZ", 60, 520, 20],
      ["A 03/06/2020", 60, 580, 20],
      ["DA dedo Duración 02/06/2030", 60, 640, 20],
      ["P<BOLURDANETA<VARGAS<<WILFREDO<NICOLAS<<<<<<", 60, 880, 30],
      ["89133633<0BOL0603146M300602513610927CH<<<<40", 60, 950, 30],
    ];
    expect(read(page, "pasaporte")).toMatchObject({
      fecha_expedicion: "2020-06-03",
      lugar_nacimiento: "La Paz",
    });
    // A page without a place of birth: the line above the issue date is the sex's.
    const without = page.filter(([text]) => !text.startsWith("Luar"));
    expect(read(without, "pasaporte").lugar_nacimiento).toBeNull();
    // The place on the issue date's own row; a caption in capitals is no place.
    const row = (text: string) =>
      read(
        page.map((c) => (c[0] === "A 03/06/2020" ? ([text, 60, 580, 20] as typeof c) : c)),
        "pasaporte",
      ).lugar_nacimiento;
    expect(row("CHIHUAHUA —— 03/06/2020")).toBe("Chihuahua");
    expect(row("FECHA DE EMISIÓN 03/06/2020")).toBe("La Paz");
    // A lone letter left of a garbled caption is not part of the place.
    const stray = page.map((c) =>
      c[0].startsWith("Luar") ? (["E COCHABAMBA", 60, 520, 20] as typeof c) : c,
    );
    expect(read(stray, "pasaporte").lugar_nacimiento).toBe("Cochabamba");
    // The sex in its own column left of the place, misread with a speck ("FO"): not the place's.
    const sex = page.flatMap((c): (typeof c)[] =>
      c[0].startsWith("Luar")
        ? [
            ["FO", 60, 520, 20],
            ["SAN MIGUEL", 400, 520, 20],
          ]
        : [c],
    );
    expect(read(sex, "pasaporte").lugar_nacimiento).toBe("San Miguel");
  });

  it("reads a passport's place of birth after the sex on its row when no issue date was read", () => {
    const page: [string, number, number, number][] = [
      ["ESTADO PLURINACIONAL DE BOLIVIA P BOL", 60, 30, 20],
      ["Pecos URDANETA VARGAS", 60, 210, 20],
      ["Momeres WILFREDO NICOLÁS", 60, 270, 20],
      ["vee BOLIVIANO", 60, 330, 20],
      ["ai 14/03/2006", 60, 400, 20],
      ["M — SAN IGNACIO DE VELASCO", 60, 460, 20],
      ["—— 0306 2020 —", 60, 580, 20],
      ["P<BOLURDANETA<VARGAS<<WILFREDO<NICOLAS<<<<<<", 60, 880, 30],
      ["89133633<0BOL0603146M300602513610927CH<<<<40", 60, 950, 30],
    ];
    expect(read(page, "pasaporte")).toMatchObject({
      sexo: "M",
      lugar_nacimiento: "San Ignacio de Velasco",
    });
    // The sex's row holding the nationality is no place.
    const nationality = page.map((c) =>
      c[0].startsWith("M —") ? (["M — BOLIVIANO", 60, 460, 20] as typeof c) : c,
    );
    expect(read(nationality, "pasaporte").lugar_nacimiento).toBeNull();
  });

  it("takes no place of birth from the holder's name printed under its caption", () => {
    // The place itself was not read: the next line with capitals is the signature's name.
    const page: [string, number, number, number][] = [
      ["REPÚBLICA BOLIVARIANA DE VENEZUELA", 60, 30, 20],
      ["PASAPORTE / PASSPORT", 60, 80, 20],
      ["Apellidos / Surname", 60, 150, 16],
      ["PATIÑO ACUÑA", 60, 180, 20],
      ["Nombres / Given names", 60, 230, 16],
      ["DAYANA", 60, 260, 20],
      ["Fecha de nacimiento / Date of birth Sexo / Sex", 60, 310, 16],
      ["25/02/1972 F", 60, 340, 20],
      ["Lugar de nacimiento / Place of birth", 60, 390, 16],
      [
        "———] [Fecha de expedición / Date of issue Fecha de vencimiento / Date of expiry",
        60,
        440,
        16,
      ],
      ["PATIÑO ACUÑA DAYANA 04/08/2016 03/08/2021", 60, 470, 20],
      ["P<VENPATINO<ACUNA<<DAYANA<<<<<<<<<<<<<<<<<<<", 60, 880, 30],
      ["1383639881VEN7202250F2108036V15278247<<<<<18", 60, 950, 30],
    ];
    const data = read(page, "pasaporte");
    expect(data.nombre_completo).toBe("DAYANA PATIÑO ACUÑA");
    expect(data.lugar_nacimiento).toBeNull();
  });

  it("reads an invoice's number, tax id, taxable base and tax by other countries' words", () => {
    const data = read(
      [
        ["Servicios Andinos S.A.C.", 40, 20, 24],
        ["FACTURA ELECTRÓNICA", 700, 20, 24],
        ["R.U.C. 20100047218", 700, 60, 20],
        ["F001-00012345", 700, 100, 20],
        ["Fecha de emisión: 14/11/2023", 40, 160, 20],
        ["Señor(es): Clínica San Borja S.A.", 40, 200, 20],
        ["Resolución de SUNAT N° 0970050000123", 40, 240, 20],
        ["Op. Gravada", 600, 400, 20],
        ["S/ 1,000.00", 900, 400, 20],
        ["I.G.V. 18%", 600, 440, 20],
        ["S/ 180.00", 900, 440, 20],
        ["Importe Total", 600, 480, 20],
        ["S/ 1,180.00", 900, 480, 20],
      ],
      "factura",
    );
    expect(data).toMatchObject({
      rif: "20100047218",
      cliente: "Clínica San Borja S.A.",
      fecha: "2023-11-14",
      subtotal: 1000,
      iva: 180,
      total: 1180,
    });
  });
});

describe("a receipt's labelled total", () => {
  it("is never the total before tax when the amount paid was not read", () => {
    // The rows after tax lost their amounts to the reading; what is left labelled TOTAL is the
    // count and the sales before tax, neither of which is what was paid.
    const data = read(
      [
        ["Item Qty. S/Price Amount Tax", 100, 700, 20],
        ["3122 1 29.68 29.68 SR", 100, 740, 20],
        ["Total Qty: 1", 170, 800, 20],
        ["29.68", 700, 800, 20],
        ["Total Sales (Excluding GST)", 170, 840, 20],
        ["28.00", 700, 840, 20],
        ["Total GST", 400, 880, 20],
        ["Total Sales (Inclusive of GST) :", 170, 920, 20],
        ["Change: 0.00", 420, 960, 20],
      ],
      "factura",
    );
    expect(data.total).toBeNull();
  });

  it("is a plain TOTAL's amount beside it", () => {
    const data = read(
      [
        ["Total Qty: 2", 170, 800, 20],
        ["Total", 170, 840, 20],
        ["RM 53.30", 700, 840, 20],
      ],
      "factura",
    );
    expect(data.total).toBe(53.3);
  });
});

describe("identity documents and forms of layouts not seen before", () => {
  it("reads the kind of request from the box ticked under its heading, not another label's", () => {
    const data = read(
      [
        ["FORMULARIO DE SOLICITUD", 40, 20, 26],
        ["TIPO DE SOLICITUD", 40, 80, 18],
        ["Marque la casilla que corresponda:", 40, 110, 14],
        ["[ ] Primera expedición", 40, 140, 16],
        ["[ ] Renovación", 600, 140, 16],
        ["[ ] Duplicado", 40, 170, 16],
        ["[X] Cambio de domicilio", 600, 170, 16],
        ["Documento solicitado: [X] D.I.P. [ ] Pasaporte", 40, 200, 16],
        ["DATOS DEL SOLICITANTE", 40, 260, 18],
        ["Nombre completo: ANA NSUE OBIANG", 40, 300, 16],
      ],
      "formulario",
    );
    expect(data.tipo_solicitud).toBe("cambio de domicilio");
  });

  it("takes the box ticked under the kind of request over the form's title", () => {
    const data = read(
      [
        ["SOLICITUD DE LICENCIA DE CONDUCIR", 40, 20, 26],
        ["1. TIPO DE SOLICITUD", 40, 80, 18],
        ["[ ] Primera vez", 40, 120, 16],
        ["[X] Renovación", 400, 120, 16],
        ["[ ] Duplicado", 760, 120, 16],
        ["2. DATOS DEL SOLICITANTE", 40, 180, 18],
        ["DIRECCIÓN (CALLE, NO., SECTOR, MUNICIPIO)", 40, 220, 14],
        ["AV. LIBERTAD NO. 178, VILLA PROGRESO, BARAHONA", 40, 250, 16],
      ],
      "formulario",
    );
    expect(data.tipo_solicitud).toBe("renovación");
    // The note in the label's capitals lists what to write; the address is under it.
    expect(data.direccion).toBe("Av. Libertad No. 178, Villa Progreso, Barahona");
  });

  it("takes no organisation's cédula jurídica in a letterhead for the holder's number", () => {
    const data = read(
      [
        ["ASOCIACIÓN DE DESARROLLO INTEGRAL DE PLATANARES", 40, 20, 22],
        ["Cédula jurídica 3-002-625468 - Código de registro DINADECO N° 845", 40, 50, 14],
        ["DECLARACIÓN JURADA DE DOMICILIO", 40, 100, 24],
        ["Nombre: ANA LUCÍA MORA SOLANO", 40, 160, 16],
        ["Cédula de identidad N°: 1-0369-0161", 40, 200, 16],
      ],
      "ficha_residencia",
    );
    expect(data.cedula_numero).toBe("103690161");
  });

  it("reads the kind of request in its own column when another section is printed beside it", () => {
    const data = read(
      [
        ["SOLICITUD DE LICENCIA DE CONDUCIR", 40, 20, 26],
        ["1. TIPO DE SOLICITUD", 40, 80, 18],
        ["2. CATEGORÍA SOLICITADA", 600, 80, 18],
        ["[ ] Primera vez", 40, 120, 16],
        ["[ ] Motocicletas", 600, 120, 16],
        ["[ ] Renovación", 40, 150, 16],
        ["[X] Vehículos livianos", 600, 150, 16],
        ["[X] Duplicado", 40, 180, 16],
        ["[ ] Vehículos pesados", 600, 180, 16],
        ["3. DATOS DEL SOLICITANTE", 40, 240, 18],
      ],
      "formulario",
    );
    expect(data.tipo_solicitud).toBe("duplicado");
  });

  it("reads the kind of request past the section squares a photo's boxes are confused with", () => {
    const data = read(
      [
        ["FORMULARIO DE SOLICITUD", 40, 20, 26],
        // Each section's number square read as a ticked box.
        ["[X] TIPO DE SOLICITUD", 40, 80, 18],
        ["[ ] Primera expedición", 40, 120, 16],
        ["[X] Renovación", 600, 120, 16],
        ["[X] DATOS DEL SOLICITANTE", 40, 170, 18],
        ["Nombre completo: ANA NSUE OBIANG", 40, 210, 16],
      ],
      "formulario",
    );
    expect(data.tipo_solicitud).toBe("renovación");
  });

  it("reads the kind of request written above its caption, and no civil status as occupation", () => {
    const data = read(
      [
        ["FORMULARIO DE SOLICITUD", 40, 20, 26],
        ["Renovación", 40, 80, 20],
        ["Motivo de la solicitud", 40, 108, 12],
        ["DIVORCIADA", 40, 160, 20],
        ["AGRICULTORA", 500, 160, 20],
        ["Estado civil", 40, 188, 12],
        ["Ocupación", 500, 188, 12],
      ],
      "formulario",
    );
    expect(data.tipo_solicitud).toBe("renovación");
    expect(data.ocupacion).not.toBe("divorciada");
  });

  it("reads Equatorial Guinea's DIP number and nationality", () => {
    const data = read(
      [
        ["REPÚBLICA DE GUINEA ECUATORIAL", 40, 20, 26],
        ["DOCUMENTO DE IDENTIDAD PERSONAL", 40, 60, 22],
        ["N° DIP / ID No. 931622653", 40, 120, 20],
        ["Apellidos / Surname", 40, 170, 14],
        ["Engonga Edu", 40, 195, 22],
        ["Nombre / Given names", 40, 240, 14],
        ["Margarita", 40, 265, 22],
        ["Nacionalidad / Nationality", 40, 310, 14],
        ["Ecuatoguineana", 40, 335, 22],
      ],
      "cedula_identidad",
    );
    expect(data).toMatchObject({ cedula_numero: "931622653", nacionalidad: "GNQ" });
  });

  it("reads a name printed on two lines under one NOMBRE beside another field's label", () => {
    const data = read(
      [
        ["CREDENCIAL PARA VOTAR", 40, 20, 24],
        ["NOMBRE", 300, 80, 14],
        ["SEXO", 700, 80, 14],
        ["ORTEGA VILLALBA", 300, 105, 24],
        ["M", 700, 105, 24],
        ["MARTA INÉS", 300, 140, 24],
        ["FECHA DE NACIMIENTO", 300, 200, 14],
        ["03/11/1971", 300, 225, 24],
      ],
      "cedula_identidad",
    );
    expect(data).toMatchObject({
      nombres: "MARTA INÉS",
      apellidos: "ORTEGA VILLALBA",
      nombre_completo: "MARTA INÉS ORTEGA VILLALBA",
      fecha_nacimiento: "1971-11-03",
    });
  });

  it("reads the second line of a name past a speck left of it", () => {
    // A photo's grain or the card's photo edge read as "4" before the given names.
    const data = read(
      [
        ["CREDENCIAL PARA VOTAR", 40, 20, 24],
        ["NOMBRE", 300, 80, 14],
        ["SEXO", 700, 80, 14],
        ["ORTEGA VILLALBA", 300, 105, 24],
        ["M", 700, 105, 24],
        ["4", 60, 140, 24],
        ["MARTA INÉS", 300, 140, 24],
        ["FECHA DE NACIMIENTO", 300, 200, 14],
        ["03/11/1971", 300, 225, 24],
      ],
      "cedula_identidad",
    );
    expect(data).toMatchObject({
      nombres: "MARTA INÉS",
      apellidos: "ORTEGA VILLALBA",
      nombre_completo: "MARTA INÉS ORTEGA VILLALBA",
    });
  });

  it("takes the applicant's address, not an office heading named Dirección", () => {
    const data = read(
      [
        ["DIRECCIÓN DE ATENCIÓN AL CIUDADANO", 40, 20, 22],
        ["SOLICITUD DE CONSTANCIA", 40, 60, 22],
        ["Apellidos y nombres: PÉREZ SALAS, RAMÓN ELÍAS", 40, 140, 18],
        ["Dirección: CALLE LOS PINOS 45, SECTOR EL ROSAL, MATURÍN", 40, 180, 18],
        ["Fecha de la solicitud: 14-02-24", 40, 220, 18],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      nombre_completo: "RAMÓN ELÍAS PÉREZ SALAS",
      direccion: "Calle Los Pinos 45, Sector El Rosal, Maturín",
      fecha: "2024-02-14",
    });
  });

  it("finds address, phone, civil status and birth date by their values when captions were lost", () => {
    const data = read(
      [
        ["SOLICITUD DE EMPLEO", 40, 20, 24],
        ["Fecha: 02/09/2024", 700, 20, 18],
        ["Nombres y apellidos: Rosa Elena Quintana Ríos", 40, 80, 18],
        ["7.215.904", 40, 140, 22],
        ["17/04/1979", 500, 140, 22],
        ["Soltera", 40, 200, 22],
        ["Enfermera", 500, 200, 22],
        ["Transversal 12 # 40-18, Barrio San Luis, Pereira", 40, 260, 22],
        ["(+57) 315 604 2277", 40, 320, 22],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      cedula_numero: "7215904",
      fecha_nacimiento: "1979-04-17",
      estado_civil: "soltera",
      direccion: "Transversal 12 # 40-18, Barrio San Luis, Pereira",
      telefono: "+573156042277",
      fecha: "2024-09-02",
    });
  });

  it("reads bilingual form labels, a name printed surnames first and the place-and-date line", () => {
    const data = read(
      [
        ["SOLICITUD DE ALTA", 40, 20, 24],
        ["Nombre y apellidos / Full name", 40, 80, 14],
        ["Domicilio / Address", 600, 80, 14],
        ["Lozano Prieto, Ángela", 40, 105, 22],
        ["Paseo del Prado, 18, 3º izq., 28014 Madrid", 600, 105, 22],
        ["DNI/NIE / ID number", 40, 160, 14],
        ["Teléfono / Phone", 600, 160, 14],
        ["48213957-T", 40, 185, 22],
        ["612 345 678", 600, 185, 22],
        ["En Madrid, a 3 de marzo de 2025", 40, 300, 18],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      nombre_completo: "ÁNGELA LOZANO PRIETO",
      cedula_numero: "48213957T",
      direccion: "Paseo del Prado, 18, 3º izq., 28014 Madrid",
      telefono: "+34612345678",
      fecha: "2025-03-03",
    });
  });

  it("joins an address that wraps back under its label, not the heading after it", () => {
    const data = read(
      [
        ["SOLICITUD DE PERMISO", 40, 20, 22],
        ["Apellidos y nombres: MORA LINARES, TERESA", 40, 100, 18],
        ["Dirección: AV. LOS PRÓCERES, EDIF. TORRE NORTE, PISO 3,", 40, 140, 18],
        ["URB. SANTA MÓNICA, MÉRIDA", 40, 164, 18],
        ["3. DATOS DEL TRÁMITE", 40, 230, 18],
      ],
      "formulario",
    );
    expect(data.direccion).toBe(
      "Av. Los Próceres, Edif. Torre Norte, Piso 3, Urb. Santa Mónica, Mérida",
    );
  });

  it("stops an address under its label at the next numbered section set right after it", () => {
    const data = read(
      [
        ["SOLICITUD DE AFILIACIÓN", 40, 20, 22],
        ["Dirección de residencia", 40, 300, 14],
        ["COL. SANTA LUCÍA, PASAJE PRINCIPAL POL. 38, SANTA ANA", 40, 324, 20],
        ["II. BENEFICIARIOS", 40, 352, 20],
      ],
      "formulario",
    );
    expect(data.direccion).toBe("Col. Santa Lucía, Pasaje Principal Pol. 38, Santa Ana");
  });

  it("reads a whole address written from the left of a box whose caption is centred under it", () => {
    const data = read(
      [
        ["FORMATO DE SOLICITUD DE EMPLEO", 190, 230, 34],
        ["GAVIRIA HERNÁNDEZ VÍCTOR", 200, 690, 38],
        ["Nombres y apellidos", 1150, 755, 20],
        ["1.022.484.007", 200, 825, 30],
        ["12/08/1992", 1500, 825, 30],
        ["Cédula de ciudadanía", 600, 884, 19],
        ["Fecha de nacimiento", 1700, 884, 19],
        ["SOLTERO", 200, 953, 36],
        ["JUBILADO", 1300, 953, 36],
        ["Estado civil", 660, 1012, 19],
        ["Profesión u oficio", 1600, 1012, 19],
        ["AVENIDA 84A # 71-15, BARRIO CEDRITOS, SANTA MARTA", 200, 1081, 35],
        ["Dirección de residencia", 1137, 1140, 20],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      direccion: "Avenida 84A # 71-15, Barrio Cedritos, Santa Marta",
      cedula_numero: "1022484007",
      fecha_nacimiento: "1992-08-12",
      estado_civil: "soltero",
    });
  });

  it("reads a form's date written above its caption at the foot, or after a bare label", () => {
    const foot = read(
      [
        ["STATE OF ILLINOIS", 40, 20, 22],
        ["APPLICATION FOR ASSISTANCE / SOLICITUD DE ASISTENCIA", 40, 60, 22],
        ["Full name / Nombre completo CARLOS GARCÍA", 40, 120, 18],
        ["Date of birth / Fecha de nac. 09/20/1985", 40, 160, 18],
        ["11/14/2024", 1960, 1973, 30],
        ["Signature / Firma", 190, 2037, 26],
        ["Date / Fecha", 1700, 2037, 26],
        ["FOR OFFICE USE ONLY / PARA USO DE LA OFICINA", 190, 2100, 22],
      ],
      "formulario",
    );
    expect(foot).toMatchObject({ fecha: "2024-11-14", fecha_nacimiento: "1985-09-20" });
    const bare = read(
      [
        ["LAGUNTZA ESKABIDEA / SOLICITUD DE AYUDA", 40, 20, 22],
        ["Jaiotze-data / Fecha de nacimiento 1981/02/12", 40, 100, 18],
        ["Data / Fecha 2025/01/07", 40, 300, 18],
      ],
      "formulario",
    );
    expect(bare).toMatchObject({ fecha: "2025-01-07", fecha_nacimiento: "1981-02-12" });
    const closing = read(
      [
        ["SOLICITUD DE MATRÍCULA", 40, 20, 22],
        ["En Vitoria-Gasteiz, a 27 de febrero de 2024", 40, 300, 18],
        ["Firma del solicitante", 40, 400, 14],
      ],
      "formulario",
    );
    expect(closing.fecha).toBe("2024-02-27");
  });

  it("reads a label's note in brackets as part of the label", () => {
    const data = read(
      [
        ["SOLICITUD DE BECA", 40, 20, 22],
        ["Apellido y nombre: PÉREZ, JUAN CARLOS", 40, 100, 18],
        ["Fecha de nacimiento (dd/mm/aaaa): 12/03/1990", 40, 140, 18],
        ["Domicilio (calle, número, piso): Av. Corrientes 1234, 3º B, CABA", 40, 180, 18],
        ["Teléfono (con código de área): 011 4567-8901", 40, 220, 18],
        ["REPÚBLICA ARGENTINA", 40, 260, 18],
      ],
      "formulario",
    );
    expect(data).toMatchObject({
      fecha_nacimiento: "1990-03-12",
      direccion: "Av. Corrientes 1234, 3º B, CABA",
      telefono: "+541145678901",
    });
  });

  it("takes the address under a header row, not two letters left of the label's line", () => {
    const data = read(
      [
        ["SOLICITUD DE SEGURO DE HOGAR", 40, 20, 24],
        ["Nombre y apellidos / Full name", 40, 100, 14],
        ["Domicilio / Address To", 700, 100, 14],
        ["TOMÁS EDUARDO ROMÁN SAIZ", 40, 124, 18],
        ["PLAZA ANCHA, 148, 6º C, 43806 VALENCIA", 700, 124, 18],
      ],
      "formulario",
    );
    expect(data.direccion).toBe("Plaza Ancha, 148, 6º C, 43806 Valencia");
  });

  it("reads labels with a bracketed plural and an English label glossed in French", () => {
    const data = read(
      [
        ["PROOF OF RESIDENCY AFFIDAVIT", 40, 20, 24],
        ["Last name(s) | Apellido(s)", 40, 100, 14],
        ["First name(s) | Nombre(s)", 700, 100, 14],
        ["Garcia Salazar", 40, 124, 18],
        ["Juan", 700, 124, 18],
        ["Home address | Domicile", 40, 200, 14],
        ["3443 W Lincoln Ave, San Antonio, TX 79549", 40, 224, 18],
      ],
      "ficha_residencia",
    );
    expect(data).toMatchObject({
      nombres: "JUAN",
      direccion: "3443 W Lincoln Ave, San Antonio, TX 79549",
    });
    // The Spanish half behind the bar is the caption that matches first: the value under the
    // whole caption is still read from where the caption starts.
    const spanish = read(
      [
        ["PROOF OF RESIDENCY AFFIDAVIT", 40, 20, 24],
        ["Home address | Domicilio", 40, 200, 14],
        ["3443 W Lincoln Ave, San Antonio, TX 79549", 40, 224, 18],
      ],
      "ficha_residencia",
    );
    expect(spanish.direccion).toBe("3443 W Lincoln Ave, San Antonio, TX 79549");
  });

  it("joins names printed in parts under their own labels", () => {
    const data = read(
      [
        ["FORMATO DE AFILIACIÓN", 40, 20, 22],
        ["Apellido paterno", 40, 80, 14],
        ["Apellido materno", 400, 80, 14],
        ["ZAMBRANO", 40, 105, 22],
        ["ITURRALDE", 400, 105, 22],
        ["Primer nombre", 40, 160, 14],
        ["Segundo nombre", 400, 160, 14],
        ["GLORIA", 40, 185, 22],
        ["ESTEFANÍA", 400, 185, 22],
        ["DOB", 40, 240, 14],
        ["E. civil", 400, 240, 14],
        ["09/12/1984", 40, 265, 22],
        ["Casada", 400, 265, 22],
      ],
      "cedula_identidad",
    );
    expect(data).toMatchObject({
      apellidos: "ZAMBRANO ITURRALDE",
      nombres: "GLORIA ESTEFANÍA",
      fecha_nacimiento: "1984-12-09",
      estado_civil: "casada",
    });
  });

  it("takes the kind of request from a form's title", () => {
    const title = (text: string) =>
      read(
        [
          [text, 40, 20, 24],
          ["Nombre completo: IRENE SALAZAR MOLINA", 40, 80, 18],
        ],
        "formulario",
      ).tipo_solicitud;
    expect(title("FORMULARIO DE AFILIACIÓN")).toBe("afiliación");
    expect(title("SOLICITUD DE APERTURA DE CUENTA DE AHORROS")).toBe(
      "apertura de cuenta de ahorros",
    );
    expect(title("PLANILLA ÚNICA DE SOLICITUD DE PERMISO")).toBe("permiso");
    // Who applies, named after the kind, is not part of it; what is applied for is.
    expect(title("SOLICITUD DE AFILIACIÓN DE ASOCIADO(A)")).toBe("afiliación");
    expect(title("SOLICITUD DE INSCRIPCIÓN DE ESTUDIANTES")).toBe("inscripción");
    expect(title("SOLICITUD DE SEGURO DE HOGAR")).toBe("seguro de hogar");
  });
});
