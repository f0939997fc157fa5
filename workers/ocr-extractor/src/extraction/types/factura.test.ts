import { describe, expect, it } from "vitest";
import { buildFromCells, type Cell } from "../../testing/cells-page";

const invoice = (cells: Cell[]) => buildFromCells(cells, "factura").extracted_data;

describe("the issuer of an invoice, never its customer", () => {
  it("takes the issuer's tax number, not the one in the customer's block", () => {
    const data = invoice([
      ["FACTURA", 80, 60, 60],
      ["Talleres Rivas Hermanos, S.L.", 1300, 60],
      ["Nº de factura: 2024/0117", 80, 160],
      ["Fecha: 03/02/2024", 80, 190],
      ["Facturar a:", 100, 250],
      ["CONSTRUCCIONES LEVANTE, S.A.", 100, 280],
      ["NIF/CIF: B12345674", 100, 310],
      ["Base imponible 100,00 €", 1300, 600],
      ["IVA (21 %) 21,00 €", 1300, 630],
      ["TOTAL 121,00 €", 1300, 660],
    ]);
    expect(data.emisor).toBe("Talleres Rivas Hermanos, S.L.");
    // The issuer's number was not read: none rather than the customer's.
    expect(data.rif).toBeNull();
    expect(data.total).toBe(121);
  });

  it("keeps reading the issuer's number above a customer printed on one row", () => {
    const data = invoice([
      ["INVERSIONES TOLEDO 2020, C.A.", 80, 40],
      ["RIF: J-30741569-5", 80, 70],
      ["FACTURA N° 000482", 900, 120],
      ["Fecha de emisión: 14/05/2024", 900, 150],
      ["Cliente: SERVICIOS MARACA, C.A.", 80, 220],
      ["RIF: J-29876543-0", 900, 220],
      ["Sub-total 1.000,00", 900, 500],
      ["IVA 16% 160,00", 900, 530],
      ["Total a pagar 1.160,00", 900, 560],
    ]);
    expect(data.rif).toBe("J307415695");
    expect(data.emisor).toBe("INVERSIONES TOLEDO 2020, C.A.");
  });
});

describe("invoices of other countries' conventions", () => {
  it("reads a Peruvian electronic invoice: serie-número, OP. GRAVADA, IGV, IMPORTE TOTAL", () => {
    const data = invoice([
      ["FERRETERIA SAN MARTIN S.A.C.", 80, 40, 26],
      ["R.U.C. N° 20512345678", 1200, 40],
      ["FACTURA ELECTRÓNICA", 1200, 80],
      ["F001-00004521", 1200, 120],
      ["Fecha de Emisión: 15/03/2024", 80, 200],
      ["Señor(es): CONSTRUCTORA HUALLAGA S.A.", 80, 230],
      ["RUC: 20601234567", 80, 260],
      ["OP. GRAVADA S/ 1,000.00", 1100, 700],
      ["I.G.V. 18% S/ 180.00", 1100, 730],
      ["IMPORTE TOTAL S/ 1,180.00", 1100, 760],
    ]);
    expect(data).toMatchObject({
      numero: "F001-00004521",
      rif: "20512345678",
      cliente: "CONSTRUCTORA HUALLAGA S.A.",
      subtotal: 1000,
      iva: 180,
      total: 1180,
    });
  });

  it("takes the buyer of an Argentine or Ecuadorian invoice under its composite label", () => {
    const ar = invoice([
      ["DISTRIBUIDORA PAMPA S.R.L.", 80, 60, 26],
      ["Razón Social: DISTRIBUIDORA PAMPA S.R.L.", 80, 160],
      ["Punto de Venta: 00003 Comp. Nro: 00001234", 900, 160],
      ["CUIT: 30712345671", 900, 220],
      ["CUIT: 20123456786", 80, 300],
      ["Apellido y Nombre / Razón Social: GOMEZ JUAN CARLOS", 600, 300],
      ["Importe Total: $ 12.100,00", 1100, 760],
    ]);
    expect(ar.cliente).toMatch(/^G[OÓ]MEZ JUAN CARLOS$/);
    expect(ar.rif).toBe("30712345671");
    const ec = invoice([
      ["DISTRIBUIDORA COSTA AZUL CIA. LTDA.", 80, 40, 26],
      ["Razón Social / Nombres y Apellidos: PEDRO ALVARADO", 80, 260],
      ["VALOR TOTAL 112.00", 1100, 790],
    ]);
    expect(ec.cliente).toBe("PEDRO ALVARADO");
  });

  it("reads labels printed in Spanish and English", () => {
    const data = invoice([
      ["GRUPO MERIDA TRADING, C.A.", 80, 40, 26],
      ["FACTURA / INVOICE", 1300, 40, 30],
      ["RIF / Tax ID: J-30741569-5", 80, 80],
      ["Factura N° / Invoice No.: 000981", 1300, 100],
      ["Fecha / Date: 02/07/2024", 1300, 130],
      ["Cliente / Customer: HOTEL LAGO AZUL, C.A.", 80, 200],
      ["Subtotal / Subtotal 2.000,00", 1200, 700],
      ["IVA / VAT 16% 320,00", 1200, 730],
      ["Total / Total 2.320,00", 1200, 760],
    ]);
    expect(data).toMatchObject({
      numero: "000981",
      fecha: "2024-07-02",
      rif: "J307415695",
      cliente: "HOTEL LAGO AZUL, C.A.",
      subtotal: 2000,
      iva: 320,
      total: 2320,
    });
    const english = invoice([
      ["NORTHWIND SUPPLIES LLC", 80, 40, 26],
      ["Bill To:", 80, 200],
      ["Acme Retail Inc.", 80, 230],
      ["Subtotal $1,000.00", 1200, 700],
      ["Sales Tax (8%) $80.00", 1200, 730],
      ["Total Due $1,080.00", 1200, 760],
    ]);
    expect(english).toMatchObject({ cliente: "Acme Retail Inc.", total: 1080 });
  });

  it("reads a Dominican RNC printed bare, not the phone under it, and a taxed base", () => {
    const data = invoice([
      ["FERRETERÍA EL CIBAO, S.R.L.", 80, 40, 26],
      ["RNC: 401007551", 80, 80],
      ["Calle del Sol 12, Santiago - Tel. 809-555-0142", 80, 110],
      ["FACTURA DE CRÉDITO FISCAL", 1200, 40, 26],
      ["NCF: B0100000123", 1200, 80],
      ["Fecha: 14-02-2025", 1200, 110],
      ["Monto gravable RD$ 1,000.00", 1200, 700],
      ["ITBIS 18% RD$ 180.00", 1200, 730],
      ["Total RD$ 1,180.00", 1200, 760],
    ]);
    expect(data).toMatchObject({ rif: "401007551", subtotal: 1000, iva: 180, total: 1180 });
  });
});

describe("the wordings of an invoice's number, date and sums", () => {
  const head: Cell[] = [
    ["TALLERES UNIDOS, C.A.", 80, 40, 26],
    ["RIF: J-30741569-5", 80, 80],
  ];
  const field = (cells: Cell[], name: string) =>
    (invoice([...head, ...cells]) as Record<string, unknown>)[name];

  it("finds the number under every common label", () => {
    for (const label of ["Número: ", "Invoice # ", "Nº Factura ", "FACTURA N.º ", "Folio: "])
      expect(field([[`${label}004512`, 1200, 120]], "numero")).toBe("004512");
  });

  it("reads a tax number through a speck read as a symbol between its digits", () => {
    const data = invoice([
      ["TALLERES UNIDOS, C.A.", 80, 40, 26],
      ["RIF: J-3074%1569-5", 80, 80],
    ]);
    expect(data.rif).toBe("J307415695");
  });

  it("reads a month-first date when day first is no date", () => {
    expect(field([["Date: 03/15/2024", 1200, 120]], "fecha")).toBe("2024-03-15");
    expect(field([["Fecha: 04/03/2024", 1200, 120]], "fecha")).toBe("2024-03-04");
  });

  it("knows a sum before tax by its other names, never as the total", () => {
    const sums = (subtotal: string) =>
      invoice([
        ...head,
        [subtotal, 1200, 700],
        ["IVA 16% 80,00", 1200, 730],
        ["Total USD 580,00", 1200, 760],
      ]);
    expect(sums("Suma 500,00")).toMatchObject({ subtotal: 500, total: 580 });
    expect(sums("Total sin IVA 500,00")).toMatchObject({ subtotal: 500, total: 580 });
  });
});

describe("an invoice's items and sums, checked by their arithmetic", () => {
  const items = (cells: Cell[]) => {
    const doc = buildFromCells(cells, "factura");
    return (doc.structured_document as unknown as { line_items: unknown[] }).line_items;
  };

  it("reads a till's items printed on two lines, without their tax marks", () => {
    expect(
      items([
        ["FACTURA: 00012345", 80, 100],
        ["3,5 x 47,43", 80, 140],
        ["PASTA LARGA 1KG (G) 166,01", 80, 170],
        ["2 x 12,00", 80, 200],
        ["AGUA MINERAL 1,5L (E) 24,00", 80, 230],
        ["TOTAL Bs 190,01", 80, 270],
      ]),
    ).toMatchObject([
      { description: "PASTA LARGA 1KG", quantity: 3.5, unit_price: 47.43, amount: 166.01 },
      { description: "AGUA MINERAL 1,5L", quantity: 2, unit_price: 12, amount: 24 },
    ]);
  });

  it("restores a lost decimal separator and drops item numbers whose column was not read", () => {
    expect(
      items([
        ["CANT. DESCRIPCIÓN P. UNITARIO MONTO", 80, 100],
        ["77 Café molido 500 g 140,86 1.084,62", 80, 130],
        ["24 Aceite vegetal 1 L 7414 1.779,36", 80, 160],
        ["SUBTOTAL 2.863,98", 80, 200],
      ]),
    ).toMatchObject([
      { quantity: 7.7, unit_price: 140.86, amount: 1084.62, consistent: true },
      { quantity: 24, unit_price: 74.14, amount: 1779.36, consistent: true },
    ]);
    expect(
      items([
        ["Descripción Vr. Unitario Vr. Total", 80, 100],
        ["1 Licencia anual de programa 2 $ 460.872 $ 921.744", 80, 130],
        ["2 Soporte técnico (hora) 9 $ 150.560 $ 1.355.040", 80, 160],
        ["Subtotal $ 2.276.784", 80, 200],
      ]),
    ).toMatchObject([
      { description: "Licencia anual de programa", quantity: 2, unit_price: 460872 },
      { description: "Soporte técnico (hora)", quantity: 9, unit_price: 150560 },
    ]);
  });

  it("restores a misread digit of the subtotal when IVA at its rate agrees", () => {
    const data = invoice([
      ["SUBTTL 5.822,01", 80, 100],
      ["IVA G16,00% 611,52", 80, 130],
      ["TOTAL Bs 4.433,53", 80, 160],
    ]);
    expect(data).toMatchObject({ subtotal: 3822.01, iva: 611.52, total: 4433.53 });
  });

  it("dates an invoice to the day when a separator was misread", () => {
    expect(invoice([["Fecha de emisión: 05 04.2024", 80, 100]]).fecha).toBe("2024-04-05");
  });
});

describe("invoices of Central America and the Caribbean", () => {
  it("takes the tax of the totals block, not a tax column's, and skips a title beside Cliente", () => {
    const data = invoice([
      ["Imprenta y Litografía Duarte, S.R.L.", 80, 40],
      ["RNC: 1-31-86425-2", 80, 80],
      ["Cliente:", 80, 160],
      ["FACTURA DE CRÉDITO FISCAL", 700, 160],
      ["Hotel Playa Dorada, S.A.", 80, 200],
      ["NCF: B0100018154", 700, 200],
      ["Fecha: 27/06/2024", 80, 240],
      ["Cant.", 80, 320],
      ["Descripción", 200, 320],
      ["Precio", 700, 320],
      ["ITBIS", 900, 320],
      ["Valor", 1100, 320],
      ["9", 80, 360],
      ["Talonario de facturas", 200, 360],
      ["1,540.15", 700, 360],
      ["2,495.04", 900, 360],
      ["13,861.35", 1100, 360],
      ["Subtotal 57,851.19", 900, 480],
      ["ITBIS 18% 10,413.21", 900, 520],
      ["Total RD$ 68,264.40", 900, 560],
    ]);
    expect(data).toMatchObject({
      rif: "131864252",
      numero: "B0100018154",
      cliente: "Hotel Playa Dorada, S.A.",
      iva: 10413.21,
      total: 68264.4,
    });
  });

  it("knows a number label whose degree sign was read as an asterisk beside the customer's", () => {
    const data = invoice([
      ["FACTURA", 80, 40, 40],
      ["DISTRIBUIDORA LOS ANDES, C.A.", 80, 100],
      ["RIF: J-31234567-0", 80, 130],
      ["Nombre o Razón Social:", 80, 220],
      ["N* de Factura: 004411", 700, 220],
      ["COOPERATIVA EL PROGRESO", 80, 250],
      ["Fecha de emisión: 02-09-2025", 80, 300],
      ["TOTAL Bs. 1.160,00", 700, 600],
    ]);
    expect(data).toMatchObject({ cliente: "COOPERATIVA EL PROGRESO", numero: "004411" });
  });

  it("tells the issuer's NIT from the receiver's, and reads the quetzal", () => {
    const data = invoice([
      ["LIBRERÍA Y PAPELERÍA EL ESTUDIANTE", 80, 40],
      ["NIT Emisor: 45131158-2", 80, 80],
      ["FACTURA", 80, 160, 30],
      ["Fecha de emisión: 21/05/2024", 80, 220],
      ["NIT Receptor: 46158003", 80, 260],
      ["Nombre Receptor: LUIS CHAVEZ CIFUENTES", 80, 300],
      ["Monto gravable Q 2,128.93", 800, 500],
      ["IVA (12%) Q 255.47", 800, 540],
      ["Gran total Q 2,384.40", 800, 580],
    ]);
    expect(data).toMatchObject({
      emisor: "LIBRERÍA Y PAPELERÍA EL ESTUDIANTE",
      rif: "451311582",
      cliente: "LUIS CHÁVEZ CIFUENTES",
      iva: 255.47,
      total: 2384.4,
    });
  });
});

describe("the tax found by the arithmetic when its label is not read", () => {
  const page = (taxLine: string, extra: Cell[] = []) =>
    invoice([
      ["Panadería La Borinqueña", 80, 40, 26],
      ["INVOICE / FACTURA", 1200, 40],
      ["Invoice No. / Núm. de factura: INV-13493", 80, 160],
      ["Date / Fecha: 2023-05-26", 80, 190],
      ["5 Pan sobao (docena) $6.30 $31.50", 80, 400],
      ["1 Quesitos (docena) $10.91 $10.91", 80, 430],
      ["Subtotal $42.41", 1200, 500],
      [taxLine, 1200, 530],
      ...extra,
      ["TOTAL $47.29", 1200, 600],
    ]);

  it("takes the line between subtotal and total whose amount is their difference", () => {
    // Puerto Rico's IVU with its I lost: no tax label is read.
    const data = page("VU (11.5%) $4.88");
    expect(data.iva).toBe(4.88);
    expect(data.total).toBe(47.29);
  });

  it("leaves a tip or a discount alone, and any line that does not add up", () => {
    expect(page("Propina $4.88").iva).toBeNull();
    expect(page("Cargo $4.80").iva).toBeNull();
    // Two lines that add up: which is the tax cannot be told.
    expect(page("Cargo A $4.88", [["Cargo B $4.88", 1200, 560]]).iva).toBeNull();
  });
});

describe("a Costa Rican electronic invoice", () => {
  it("reads its consecutive number, cédula jurídica, receiver and total comprobante", () => {
    const data = invoice([
      ["Agroservicios Los Santos S.A.", 80, 40, 34],
      ["FACTURA ELECTRÓNICA", 1500, 40, 34],
      ["Céd. Jurídica N° 3-002-422034", 80, 110],
      ["Consecutivo: 00200006010000014232", 1300, 110],
      ["Fecha de emisión: 02/02/2024 17:39:50", 80, 150],
      ["RECEPTOR", 80, 260],
      ["Nombre: Clínica Dental Santa Ana S.R.L.", 80, 300],
      ["Cédula jurídica: 3-102-232263", 80, 340],
      ["Subtotal", 1300, 900],
      ["ú 817.029,46", 1900, 900],
      ["Total impuesto", 1300, 940],
      ["ú 106.213,83", 1900, 940],
      ["Total comprobante", 1300, 1000],
      ["¢ 923.243,29", 1900, 1000],
    ]);
    expect(data).toMatchObject({
      numero: "00200006010000014232",
      rif: "3002422034",
      cliente: "Clínica Dental Santa Ana S.R.L.",
      // The colón sign OCR read as a letter before two of the amounts.
      subtotal: 817029.46,
      iva: 106213.83,
      total: 923243.29,
    });
  });
});
