import { describe, expect, it } from "vitest";
import { normaliseValue } from "../extraction/normalize-value";
import { numericDateOrder, parseDate, parseEmail, parseNationalId, parseTaxId } from "./index";

const ctx = { phoneRegion: "VE", today: new Date("2026-06-01T00:00:00Z") };

describe("identity and tax numbers of Spanish-speaking countries", () => {
  it("reads national identity numbers as their printed letters and digits, checked", () => {
    // Chile's RUN: modulus 11, the check digit kept; a wrong digit fails.
    expect(parseNationalId("RUN 12.345.678-5")).toMatchObject({ value: "123456785", valid: true });
    expect(parseNationalId("12.345.678-4")?.valid).toBe(false);
    // Ecuador's cédula: province, third digit and modulus 10.
    expect(parseNationalId("1710034065")).toMatchObject({ value: "1710034065", valid: true });
    expect(parseNationalId("1710034066", "EC")?.valid).toBe(false);
    // Mexico's CURP, Spain's DNI, Venezuela's V.
    expect(parseNationalId("JDRS570812HGTDLD01")?.value).toBe("JDRS570812HGTDLD01");
    // A CURP read with letters and digits swapped is put back by each place's class; where
    // a letter stands for two digits (S for 5 or 8), the check digit decides (RENAPO's own
    // example HEGG560427MVZRRL04).
    expect(parseNationalId("CURP: HEGG56O427MVZRRL04")?.value).toBe("HEGG560427MVZRRL04");
    expect(parseNationalId("HEGGS6O427MVZRRL04")?.value).toBe("HEGG560427MVZRRL04");
    expect(parseNationalId("HEGG5604Z7MVZRRL04")?.value).toBe("HEGG560427MVZRRL04");
    expect(parseNationalId("XY1Q500824MBCCLF53")?.value).toBe("XYIQ500824MBCCLF53");
    // Not a CURP: a month that is no month, or too many places to repair.
    expect(parseNationalId("HEGGS614Z7MVZRRL04")?.scheme).not.toBe("CURP (MX)");
    expect(parseNationalId("HEGGSSOOZ7MVZRRL04")?.scheme).not.toBe("CURP (MX)");
    expect(parseNationalId("DNI 12345678-Z")?.value).toBe("12345678Z");
    // A DNI read with a digit too many: the one number whose control letter holds.
    expect(parseNationalId("760555462P")).toMatchObject({ value: "76555462P", valid: true });
    expect(parseNationalId("765554620P")?.value).toBe("76555462P");
    // Eleven digits with no country known: the Dominican cédula's when its Luhn digit holds.
    expect(parseNationalId("22373299480")).toMatchObject({ value: "22373299480", valid: true });
    expect(parseNationalId("22373299481")).toBeUndefined();
    // A J read as "]" or ")": the control letter says which.
    expect(parseNationalId("42444903]")?.value).toBe("42444903J");
    expect(parseNationalId("42444903)")?.value).toBe("42444903J");
    expect(parseNationalId("42444904)")?.value).toBe("42444904");
    // On a Spanish document, a control letter OCR lost or misread is written from the number.
    expect(parseNationalId("67047497-", "ES")).toMatchObject({ value: "67047497J", valid: null });
    expect(parseNationalId("01208790 We.", "ES")).toMatchObject({
      value: "01208790W",
      valid: true,
    });
    expect(parseNationalId("18556556 k", "ES")).toMatchObject({ value: "18556556H", valid: false });
    expect(parseNationalId("X-1234567", "ES")?.value).toBe("X1234567L");
    // A control letter read as the digit of its shape and joined to the number ("59118869 Z"
    // read "591188697"): taken when that letter holds, on a Spanish document only.
    expect(parseNationalId("591188697", "ES")).toMatchObject({ value: "59118869Z", valid: true });
    expect(parseNationalId("5911 8869 7", "ES")?.value).toBe("59118869Z");
    expect(parseNationalId("591188698", "ES")?.value).not.toBe("59118869Z");
    expect(parseNationalId("591188697", "PE")?.value).toBe("591188697");
    // Elsewhere eight digits are a number of their own (Peru's and Argentina's DNI).
    expect(parseNationalId("67047497-", "PE")?.value).toBe("67047497");
    expect(parseNationalId("V-12.345.678")?.value).toBe("V12345678");
    // A V number misread is failed (to be read again), not taken as a bare number.
    expect(parseNationalId("V-3.,847.002")).toMatchObject({ value: "V3847002", valid: false });
    // Plain numbers (Argentina's and Peru's DNI, Colombia's cédula): no check to make.
    expect(parseNationalId("1.035.576.785")).toMatchObject({ value: "1035576785", valid: null });
    expect(parseNationalId("Nombre")).toBeUndefined();
  });

  it("reads the grouped numbers of Central America, the Caribbean and the United States", () => {
    // Unmistakable shapes are read wherever the document comes from.
    expect(parseNationalId("No. 0801199012345, es vecino(a)", "HN")?.value).toBe("0801199012345");
    expect(parseNationalId("No: 0801-1990-12345, es vecino(a)")).toMatchObject({
      value: "0801199012345",
      scheme: "DNI (HN)",
    });
    expect(parseNationalId("2345 67890 0101")?.value).toBe("2345678900101");
    expect(parseNationalId("001-010190-0001A")?.value).toBe("0010101900001A");
    // Others by the document's country: the Dominican cédula's Luhn digit, El Salvador's
    // DUI, Uruguay's cédula, Costa Rica's, Panama's and a Social Security number.
    expect(parseNationalId("001-1234567-3", "DO")).toMatchObject({
      value: "00112345673",
      valid: true,
    });
    expect(parseNationalId("001-1234567-4", "DO")?.valid).toBe(false);
    expect(parseNationalId("00016297-5", "SV")).toMatchObject({ value: "000162975", valid: true });
    expect(parseNationalId("1.234.567-2", "UY")).toMatchObject({ value: "12345672", valid: true });
    expect(parseNationalId("2 1254 0545", "CR")?.value).toBe("212540545");
    expect(parseNationalId("8-123-4567", "PA")?.value).toBe("81234567");
    expect(parseNationalId("355-88-7961", "US")?.value).toBe("355887961");
    // Bolivia's card: the department after the number is part of it.
    expect(parseNationalId("C.I. 4287122 L.P.")?.value).toBe("4287122LP");
    expect(parseNationalId("n° 4.287.122 CH")?.value).toBe("4287122CH");
    // Digits OCR spaced apart before the department are one number.
    expect(parseNationalId("n 115 24620 LP", "BO")?.value).toBe("11524620LP");
    expect(parseNationalId("3,505.241 LP", "BO")?.value).toBe("3505241LP");
    // On a known country's card its own number comes first: a speck read as E or V before
    // a Bolivian number makes no Venezuelan cédula.
    expect(parseNationalId("E 9712574 OR", "BO")?.value).toBe("9712574OR");
    // A speck read as a period between a number's groups ("1601 1974. 83127").
    expect(parseNationalId("1601 1974. 83127, es", "HN")?.value).toBe("1601197483127");
    // An underscore for the hyphen after a Venezuelan cédula's letter.
    expect(parseNationalId("V_ 14959364")?.value).toBe("V14959364");
    expect(parseNationalId("11095803-PT")?.value).toBe("11095803PT");
  });

  it("reads invoices' tax numbers with their check digits", () => {
    expect(parseTaxId("30-71234567-1")).toMatchObject({ value: "30712345671", valid: true });
    expect(parseTaxId("30-71234567-2")?.valid).toBe(false);
    expect(parseTaxId("20100047218")).toMatchObject({ value: "20100047218", valid: true });
    expect(parseTaxId("76.086.428-5", "CL")).toMatchObject({ value: "760864285", valid: true });
    expect(parseTaxId("GFA-850101-AB1")?.value).toBe("GFA850101AB1");
    // A Dominican company's RNC printed bare, with its DGII check digit; a phone after its
    // caption is no tax number.
    expect(parseTaxId("RNC: 401007551", "DO")).toMatchObject({ value: "401007551", valid: true });
    expect(parseTaxId("401007552", "DO")?.valid).toBe(false);
    expect(parseTaxId("Calle 5 #12, Santiago - Tel. 809-555-0142", "DO")).toBeUndefined();
    expect(parseTaxId("B91606541")).toMatchObject({ value: "B91606541", valid: true });
    expect(parseTaxId("830251428-6")?.value).toBe("8302514286");
    // The Dominican RNC, an EIN, Honduras' RTN: their digits.
    expect(parseTaxId("1-31-86425-2", "DO")?.value).toBe("131864252");
    expect(parseTaxId("EIN: 98-2587760")?.value).toBe("982587760");
    expect(parseTaxId("0703-1993-703552")?.value).toBe("07031993703552");
  });

  it("reads a Dominican NCF whose series letter B OCR took for an 8", () => {
    const number = (raw: string, country?: string) =>
      normaliseValue("invoice_number", raw, { ...ctx, ...(country ? { country } : {}) }).value;
    expect(number("80100071449", "DO")).toBe("B0100071449");
    expect(number("B0100071449", "DO")).toBe("B0100071449");
    // Elsewhere eleven digits are a number as printed.
    expect(number("80100071449", "VE")).toBe("80100071449");
    expect(number("80100071449")).toBe("80100071449");
  });

  it("reads a phone as the document's country's and keeps a possible one with its code", () => {
    expect(normaliseValue("phone", "9 8765 4321", { ...ctx, country: "CL" }).value).toBe(
      "+56987654321",
    );
    expect(normaliseValue("phone", "3707-0638", { ...ctx, country: "HN" }).value).toBe(
      "+50437070638",
    );
    expect(normaliseValue("phone", "(305) 774-6619", { ...ctx, country: "US" }).value).toBe(
      "+13057746619",
    );
    const unallocated = normaliseValue("phone", "(+57) 349-866-6699", ctx);
    expect(unallocated).toMatchObject({ value: "+573498666699", valid: false });
  });
});

describe("values as other countries print them", () => {
  it("reads dates apart by spaces or run together, day first", () => {
    expect(parseDate("04 08 1958")).toBe("1958-08-04");
    expect(parseDate("18092017")).toBe("2017-09-18");
  });

  it("reads a numeric date of the United States month first", () => {
    const us = { ...ctx, country: "US" };
    expect(normaliseValue("date:birth", "01/10/1993", us).value).toBe("1993-01-10");
    expect(normaliseValue("date:birth", "01/10/1993", ctx).value).toBe("1993-10-01");
    expect(normaliseValue("date:birth", "25/10/1993", us).value).toBe("1993-10-25");
  });

  it("reads a page's dates in the order its unambiguous ones are written in", () => {
    expect(numericDateOrder("Fecha 03/16/2024\nNacimiento 12/08/1955")).toBe("month_first");
    expect(numericDateOrder("Fecha 25/03/2024\nNacimiento 12/08/1955")).toBe("day_first");
    // None that says, or two that disagree (a misread digit): the country's custom stands.
    expect(numericDateOrder("12/08/1955")).toBeUndefined();
    expect(numericDateOrder("03/16/2024 25/03/2024")).toBeUndefined();
    const monthFirst = { ...ctx, dateOrder: "month_first" as const };
    expect(normaliseValue("date:birth", "12/08/1955", monthFirst).value).toBe("1955-12-08");
    // What the page says wins over the country's custom.
    const dayFirst = { ...ctx, country: "US", dateOrder: "day_first" as const };
    expect(normaliseValue("date:birth", "12/08/1955", dayFirst).value).toBe("1955-08-12");
  });

  it("reads a floor's ordinal and an abbreviation's period as addresses print them", () => {
    const address = (raw: string) => normaliseValue("address", raw, ctx).value;
    expect(address('C/ DE LA LIBERTAD, 100, 2" B, 14198 TOLEDO')).toMatch(/, 2º B, 14198/);
    expect(address("Plaza Ancha, 148, 6* C, 43806 Valencia")).toMatch(/, 6º C, /);
    expect(address("Calle 137 No, 57-47, Barrio La Castellana, Cali")).toMatch(
      /^Calle 137 No\. 57-47/,
    );
    expect(address("Col, Kennedy, Bloque A, Casa 4199")).toMatch(/^Col\. Kennedy/);
    expect(address("Blvd, Zaragoza 119, Col. San José")).toMatch(/^Blvd\. Zaragoza 119, /);
    expect(address("BLYD. ZARAGOZA 119, COL. SAN JOSÉ")).toMatch(/^Blvd\. Zaragoza 119, /);
    // After the street's name, as English writes it, the comma ends the street.
    expect(address("908 S Olympic Blvd, Miami, FL 33181")).toBe(
      "908 S Olympic Blvd, Miami, FL 33181",
    );
  });

  it("writes Catalan and Basque addresses printed in capitals as they are written", () => {
    const address = (raw: string) => normaliseValue("address", raw, ctx).value;
    expect(address("CARRER DE GRACIA, 75, 3R 3A, 43406 TARRAGONA")).toBe(
      "Carrer de Gracia, 75, 3r 3a, 43406 Tarragona",
    );
    expect(address("CARRER DE LA RIERA, 190, ÁTIC 1A, 25851 LLEIDA")).toBe(
      "Carrer de la Riera, 190, àtic 1a, 25851 Lleida",
    );
    expect(address("OKENDO KALEA 112, 7. B, 48042 GETXO")).toBe(
      "Okendo kalea 112, 7. B, 48042 Getxo",
    );
    expect(address("CALLE AUTONOMÍA 37,7. EZK., 01005 VITORIA-GASTEIZ")).toBe(
      "Calle Autonomía 37, 7. ezk., 01005 Vitoria-Gasteiz",
    );
    // Elsewhere a door's letter stays a capital.
    expect(address("CALLE EL SOL NO. 230, APTO. 2A, ENS. NACO")).toMatch(/Apto\. 2A,/);
  });

  it("reads letters and marks OCR confused in an address", () => {
    const address = (raw: string) => normaliseValue("address", raw, ctx).value;
    // The article's L read as a C.
    expect(address("AV. MÁXIMO GÓMEZ NO. 156, BELLA VISTA, SANTIAGO DE COS CABALLEROS")).toMatch(
      /Santiago de los Caballeros$/,
    );
    expect(address("CALLE EL SOL NO. 83, ENS. NACO, CA ROMANA")).toMatch(/, La Romana$/);
    expect(address("COL. FLOR BLANCA, SENDA CAS ROSAS POL. 14")).toMatch(/Senda Las Rosas/);
    // A state's code after a city is no article.
    expect(address("395 S Cesar Chavez Ave, Los Angeles, CA 90082")).toMatch(/, CA 90082$/);
    // A number sign read as a currency sign or "4f"; a 5 read as an S before a digit.
    expect(address("C. LOS SAUCES £ 790, ZONA VILLA FÁTIMA")).toMatch(/^C\. Los Sauces # 790,/);
    expect(address("PASAJE LOS ALMENDROS $17, SANTA ANA")).toMatch(/Almendros #17,/);
    expect(address("CALLE LANDAETA 4f 351, ZONA SOPOCACHI")).toMatch(/^Calle Landaeta # 351,/);
    expect(address("SENDA SAN CARLOS POL. S4, SANTA TECLA")).toMatch(/Pol\. 54, Santa Tecla$/);
    // A door's ordinal mark read as a quote; a floor's lost before its side.
    expect(address("CALLE SANTA CLARA, 34, 2* 1“, 48113 SANTANDER")).toMatch(/, 2º 1ª, /);
    expect(address("Avenida de la Libertad, 126, 6 izq., 43942 Toledo")).toMatch(/, 6º izq\., /);
    // A speck in "C/", "¡" for an I, a Z read as a 2.
    expect(address("C;/ del Río, 90, 35511 Toledo")).toMatch(/^C\/ del Río, /);
    expect(address("AVENIDA GASTEIZ 28, 7. A, 20097 ¡RUN")).toMatch(/ Irun$/);
    expect(address("COL. 2ACAMIL, PASAJE LOS ALMENDROS")).toMatch(/^Col\. Zacamil,/);
    // An ordinal's two letters after its digit are no word.
    expect(address("CALLE 2DO, PISO 3")).not.toMatch(/Z/);
  });

  it("reads the number sign OCR took for another mark", () => {
    const address = (raw: string) => normaliseValue("address", raw, ctx).value;
    expect(address("CARRERA 12 *4 72-55, BARRIO MANGA, CÚCUTA")).toMatch(/^Carrera 12 # 72-55,/);
    expect(address("AV. LANDAETA + 2364, ZONA EL TEJAR")).toMatch(/^Av\. Landaeta # 2364,/);
    expect(address("C/ EL SOL 4 12, APTO. 3")).toMatch(/^C\/ El Sol # 12,/);
    // A street word's own number stays.
    expect(address("CALLE 4 12, APTO. 3")).toMatch(/^Calle 4 12,/);
    // Colombia's "Calle 19 # 52-11" with its sign lost: a numbered street's number, then the
    // cross street's and the house's, is that address.
    expect(address("CALLE 19 52-11, BARRIO SAN FERNANDO, CALI")).toMatch(/^Calle 19 # 52-11,/);
    expect(address("Diagonal 25B 30-08")).toBe("Diagonal 25B # 30-08");
    expect(address("Calle 137 No. 57-47")).toBe("Calle 137 No. 57-47");
  });

  it("reads a month name whose letter OCR took for a digit", () => {
    expect(parseDate("12-N0V-1982")).toBe("1982-11-12");
    expect(parseDate("03 0CT 2021")).toBe("2021-10-03");
    // An I read as 1 (an l elsewhere: "JU1"), a B as 8.
    expect(parseDate("19-D1C-2023")).toBe("2023-12-19");
    expect(parseDate("4 JU1 2001")).toBe("2001-07-04");
    expect(parseDate("15 FE8 1990")).toBe("1990-02-15");
    expect(parseDate("12-XYZ-1982")).toBeUndefined();
  });

  it("keeps other countries' civil statuses as printed", () => {
    expect(normaliseValue("estado_civil", "UNIÓN LIBRE", ctx).value).toBe("unión libre");
    expect(normaliseValue("estado_civil", "Conviviente", ctx).value).toBe("conviviente");
    expect(normaliseValue("estado_civil", "CONCUBINA", ctx).value).toBe("concubina");
  });

  it("takes only an amount as money, and keeps a provider's country domain", () => {
    expect(normaliseValue("money", "Resolución DIAN No. 187634224249", ctx).valid).toBe(false);
    expect(normaliseValue("money", "(21 %) 772,90 €", ctx).value).toBe(772.9);
    expect(parseEmail("luisarondon77elive.com.mx")).toBe("luisarondon77@live.com.mx");
  });
});
