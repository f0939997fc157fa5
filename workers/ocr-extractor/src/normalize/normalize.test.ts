import { describe, expect, it } from "vitest";
import { normaliseValue } from "../extraction/normalize-value";
import {
  addressShape,
  DEMONYM_LINE,
  expandYear,
  findAmounts,
  findDates,
  isName,
  mailboxFromName,
  nationalityCode,
  parseCedula,
  parseDate,
  parseEmail,
  parseMoney,
  parseMrzDate,
  parseNit,
  parsePhone,
  parseRif,
  parseSpanishId,
  restoreAccents,
  restoreCase,
  splitFullName,
} from "./index";

const today = new Date("2026-06-01T00:00:00Z");

describe("dates", () => {
  it("reads the Spanish ways of writing a date as ISO 8601", () => {
    expect(parseDate("15/03/1985")).toBe("1985-03-15");
    expect(parseDate("05-11-1990")).toBe("1990-11-05");
    expect(parseDate("15.03.1985")).toBe("1985-03-15");
    // An ISO date whose dashes were lost; no month 13.
    expect(parseDate("202401 10")).toBe("2024-01-10");
    expect(parseDate("20241310")).toBeUndefined();
    // Day and month run together.
    expect(parseDate("1502-55", "birth", today)).toBe("1955-02-15");
    // A space read inside the month: not mm/yyyy.
    expect(parseDate("05.1 2.2020")).toBe("2020-12-05");
    expect(parseDate("0 5.12.2020")).toBe("2020-12-05");
    // One separator read as a space: the day is not dropped for a month and year.
    expect(parseDate("15.04 2024")).toBe("2024-04-15");
    expect(parseDate("Fecha: 15 04.2024")).toBe("2024-04-15");
    expect(parseDate("18/06 2005 (edad 19)")).toBe("2005-06-18");
    expect(parseDate("15 de marzo de 1985")).toBe("1985-03-15");
    expect(parseDate("1 de Septiembre del 2001")).toBe("2001-09-01");
    expect(parseDate("15 MAR 1985")).toBe("1985-03-15");
    expect(parseDate("15 MAR/MAR 1985")).toBe("1985-03-15");
    expect(parseDate("1985-03-15")).toBe("1985-03-15");
  });

  it("undoes letter-for-digit OCR confusions", () => {
    expect(parseDate("l5/O3/l985")).toBe("1985-03-15");
    // A month's O read as zero, then a dash and the year: not a month "0" of mm-yyyy.
    expect(parseDate("17-SEP-2019")).toBe("2019-09-17");
    expect(parseDate("21-OCT-2022")).toBe("2022-10-21");
    expect(parseDate("09-AG0-2021")).toBe("2021-08-09");
    expect(parseDate("06DIC2017")).toBe("2017-12-06");
    expect(parseDate("27 MAY1998")).toBe("1998-05-27");
    // "de" run into the month's name.
    expect(parseDate("4 deoctubre de 1988")).toBe("1988-10-04");
    expect(parseDate("30 dediciembre de 2001")).toBe("2001-12-30");
    expect(parseDate("7 de noviembrede1961")).toBe("1961-11-07");
    expect(parseDate("12 dec 2020")).toBe("2020-12-12");
  });

  it("refuses dates that are not in the calendar", () => {
    expect(parseDate("31/02/2020")).toBeUndefined();
    expect(parseDate("15/13/2020")).toBeUndefined();
    expect(parseDate("no date here")).toBeUndefined();
  });

  it("fails a birth or issue date after today (a misread digit), not an expiry date", () => {
    const ctx = { phoneRegion: "VE", today: new Date("2026-11-22T12:00:00Z") };
    expect(normaliseValue("date:issue", "11/12/2073", ctx)).toMatchObject({
      value: "2073-12-11",
      valid: false,
    });
    expect(normaliseValue("date:birth", "01/03/2027", ctx).valid).toBe(false);
    expect(normaliseValue("date:issue", "21/11/2026", ctx).valid).toBe(true);
    expect(normaliseValue("date:expiry", "11/12/2033", ctx).valid).toBe(true);
  });

  it("reads a value written one character to a box, its walls read as bars", () => {
    const ctx = { phoneRegion: "DO", country: "DO", today: new Date("2026-11-22T12:00:00Z") };
    expect(normaliseValue("date:issue", "| 2 | 3 | /| 0 | 3 | / 2 | 0 | 2 | 4 |", ctx).value).toBe(
      "2024-03-23",
    );
    expect(normaliseValue("cedula", "[0]0]1]-[4]7]1]5]4]8]7]-[6]", ctx).value).toBe("00147154876");
  });

  it("puts two-digit years in the right century for the kind of date", () => {
    expect(parseDate("15-03-85", "birth", today)).toBe("1985-03-15");
    expect(parseDate("15-03-05", "birth", today)).toBe("2005-03-15");
    expect(parseDate("15-03-30", "birth", today)).toBe("1930-03-15");
    expect(parseDate("15-03-30", "expiry", today)).toBe("2030-03-15");
    expect(expandYear(99, "expiry", today)).toBe(1999);
    expect(parseMrzDate("740812", "birth", today)).toBe("1974-08-12");
    expect(parseMrzDate("310415", "expiry", today)).toBe("2031-04-15");
    expect(parseMrzDate("311315", "expiry", today)).toBeUndefined();
  });
});

describe("identity numbers", () => {
  it("verifies a Spanish DNI's and NIE's control letter", () => {
    expect(parseSpanishId("12.345.678-Z")).toBe("12345678Z");
    expect(parseSpanishId("X-1234567-L")).toBe("X1234567L");
    expect(parseSpanishId("12345678A")).toBeUndefined();
    // OCR's spaces inside the number and around the hyphen.
    expect(parseSpanishId("641 1 3961 -N")).toBe("64113961N");
    expect(parseSpanishId("641 1 3961 - N")).toBe("64113961N");
    expect(parseSpanishId("641 1 3961 -P")).toBeUndefined();
    expect(parseCedula("DNI 12345678Z")).toBe("12345678Z");
    expect(parseCedula("V-12.345.678")).toBe("V12345678");
  });
});

describe("dates among other text", () => {
  it("finds each date with its place, in the ways receipts and forms print them", () => {
    const iso = (text: string) => findDates(text, "issue", today).map((d) => d.iso);
    expect(iso("Doc CS00011985 Date 02/12/2017 17:21:00")).toEqual(["2017-12-02"]);
    expect(iso("30 Dec 17 18:40:57")).toEqual(["2017-12-30"]);
    expect(iso("2018/02/22 10:11 y 15 de marzo de 2024")).toEqual(["2018-02-22", "2024-03-15"]);
    expect(iso("Mar 25, 2018")).toEqual(["2018-03-25"]);
    // A passport's "06 DIC 2017" photographed, its spaces lost: the month's name parts it.
    expect(iso("06DIC2017 osDIC2027")).toEqual(["2017-12-06"]);
    const [hit] = findDates("Fecha: 05-01-26", "issue", today);
    expect(hit).toEqual({ iso: "2026-01-05", start: 7, end: 15 });
  });

  it("takes no time, phone number, amount or mixed separators for a date", () => {
    expect(findDates("Time: 17 21:00 Tel 03-40210276 Total 12.50 1.234,56")).toEqual([]);
    expect(findDates("12/03-2018 99/99/2018")).toEqual([]);
  });
});

describe("money", () => {
  it("finds amounts among other text, never a percentage or a bare count", () => {
    const values = (text: string) => findAmounts(text).map((a) => a.value);
    expect(values("Total Sales (Inclusive of GST) : 7.42")).toEqual([7.42]);
    expect(values("Total: RM53.60 Rounding RM .01")).toEqual([53.6, 0.01]);
    expect(values("IVA (16%): 1.234,56 Bs. 12.500")).toEqual([1234.56, 12500]);
    expect(values("GST @6% Qty 2 Tel 03-4021")).toEqual([]);
  });

  it("reads both decimal conventions and currency marks", () => {
    expect(parseMoney("1.234,56")).toBe(1234.56);
    expect(parseMoney("1,234.56")).toBe(1234.56);
    expect(parseMoney("Bs. 12.500,00")).toBe(12500);
    expect(parseMoney("$ 99.90")).toBe(99.9);
    expect(parseMoney("1.500")).toBe(1500);
    expect(parseMoney("-15,5")).toBe(-15.5);
    expect(parseMoney("total")).toBeUndefined();
  });
});

describe("contact data", () => {
  it("turns phones into E.164 with the default region", () => {
    expect(parsePhone("0412-555.12.34", "VE")).toBe("+584125551234");
    expect(parsePhone("+58 212 555 1234", "VE")).toBe("+582125551234");
    expect(parsePhone("(0212) 555-1234", "VE")).toBe("+582125551234");
    // The trunk 0 read as an 8.
    expect(parsePhone("8412 321 65 98", "VE")).toBe("+584123216598");
    expect(parsePhone("12345", "VE")).toBeUndefined();
  });

  it("reads a 1 OCR took for a bracket, and a calling code written without its plus", () => {
    expect(parsePhone("829-722-118]", "DO")).toBe("+18297221181");
    // A 5 read as S beside a digit.
    expect(parsePhone("1-829-769-216S", "DO")).toBe("+18297692165");
    expect(parsePhone("(503) 7917 6984", "SV")).toBe("+50379176984");
    expect(parsePhone("58 414 928 3353", "VE")).toBe("+584149283353");
    // Another country's code is not guessed, nor a number that is whole as read.
    expect(parsePhone("(503) 7917 6984", "GT")).toBeUndefined();
    expect(parsePhone("2134-5725 |", "SV")).toBe("+50321345725");
  });

  it("finds the number among words read into its value", () => {
    expect(parsePhone("Enfermero 0414-928 3353", "VE")).toBe("+584149283353");
    expect(parsePhone("Celular: 315 791 9229 |", "CO")).toBe("+573157919229");
    expect(parsePhone("Casado Enfermero", "VE")).toBeUndefined();
  });

  it("writes a number of no allocated range in E.164 when its country is known, failing", () => {
    const phone = (raw: string, country?: string) =>
      normaliseValue("phone", raw, {
        phoneRegion: "VE",
        today: new Date("2026-06-01T00:00:00Z"),
        ...(country ? { country } : {}),
      });
    // Colombia's 306 block is not in libphonenumber's metadata: the number is still Colombian.
    expect(phone("306 619 0384", "CO")).toMatchObject({ value: "+573066190384", valid: false });
    expect(phone("+57 306 619 0384")).toMatchObject({ value: "+573066190384", valid: false });
    // A page of no known country, a wrong length or two numbers in one value: kept as read,
    // failing.
    expect(phone("306 619 0384")).toMatchObject({ value: "306 619 0384", valid: false });
    expect(phone("306 619", "CO")).toMatchObject({ value: "306 619", valid: false });
    expect(phone("306 619 0384 / 12.345.678", "CO").value).not.toMatch(/^\+/);
    // A neighbouring cell's word and a box's edge read into the value are not the number.
    expect(phone("Obrera L 327 936 1615", "CO")).toMatchObject({ value: "+573279361615" });
    expect(phone("315 791 9229", "CO")).toMatchObject({ value: "+573157919229", valid: true });
  });

  it("spells a mailbox as its holder's name where OCR substituted a letter", () => {
    expect(mailboxFromName("iarqueta@outlook.com", "INÉS ARGUETA CASTAÑEDA")).toBe(
      "iargueta@outlook.com",
    );
    expect(mailboxFromName("mguintero@gmail.com", "MARTÍN QUINTERO")).toBe("mquintero@gmail.com");
    // A mailbox that shortens a name, or holds it already, is the holder's own choice.
    expect(mailboxFromName("gabriel.torre@gmail.com", "GABRIELA TORREALBA")).toBe(
      "gabriel.torre@gmail.com",
    );
    expect(mailboxFromName("ramonpolancoti@yahoo.com", "RAMÓN POLANCO")).toBe(
      "ramonpolancoti@yahoo.com",
    );
    // The number people add after their name, its digits read as letters.
    expect(mailboxFromName("kevinguzmani3@yahoo.com", "KEVIN GUZMÁN")).toBe(
      "kevinguzman13@yahoo.com",
    );
    expect(mailboxFromName("ramon_montanobl@claro.net.do", "RAMÓN MONTAÑO")).toBe(
      "ramon_montano61@claro.net.do",
    );
    expect(mailboxFromName("raquelgaviriaz6@gmail.com", "RAQUEL GAVIRIA")).toBe(
      "raquelgaviria26@gmail.com",
    );
    // A digit read for a letter of the name; digits that spell no name stay.
    expect(mailboxFromName("2uleima.salgado@outlook.com", "ZULEIMA SALGADO")).toBe(
      "zuleima.salgado@outlook.com",
    );
    expect(mailboxFromName("salgad0@outlook.com", "ZULEIMA SALGADO")).toBe("salgado@outlook.com");
    expect(mailboxFromName("zuleima2000@outlook.com", "ZULEIMA SALGADO")).toBe(
      "zuleima2000@outlook.com",
    );
    // A name word spelled right, and a misread one beside it.
    expect(mailboxFromName("cinhoasalazar60@euskaltel.net", "AINHOA SALAZAR CHACÓN")).toBe(
      "ainhoasalazar60@euskaltel.net",
    );
    // One letter after the name, or letters that are no digit's, may be the holder's own.
    expect(mailboxFromName("juanperezo@gmail.com", "JUAN PÉREZ")).toBe("juanperezo@gmail.com");
    expect(mailboxFromName("perezsilva@gmail.com", "ANA PÉREZ SILVA")).toBe("perezsilva@gmail.com");
    // Names under five letters match too easily.
    expect(mailboxFromName("idiaz@cantv.net", "LUCÍA DIAS")).toBe("idiaz@cantv.net");
    // A mailbox that spells a known name is not respelled as a name word misread beside it.
    expect(mailboxFromName("veronicamartinez70@gmail.com", "VERENICA MARTÍNEZ")).toBe(
      "veronicamartinez70@gmail.com",
    );
  });

  it("reads an initial's l or i as the holder's name begins", () => {
    // "lrivera" printed, "Irivera" read (an l taken for a capital I), lower-cased to "irivera".
    expect(mailboxFromName("irivera@gmail.com", "LORENA RIVERA SOTO")).toBe("lrivera@gmail.com");
    expect(mailboxFromName("lrivera@gmail.com", "ISMAEL RIVERA")).toBe("irivera@gmail.com");
    // Both letters begin a name word, or no name word follows the initial: left as read.
    expect(mailboxFromName("irivera@gmail.com", "LORENA ISABEL RIVERA")).toBe("irivera@gmail.com");
    expect(mailboxFromName("ilopez22@gmail.com", "LORENA RIVERA")).toBe("ilopez22@gmail.com");
    expect(mailboxFromName("irma.rivera@gmail.com", "LORENA RIVERA")).toBe("irma.rivera@gmail.com");
  });

  it("validates and lower-cases e-mail addresses", () => {
    expect(parseEmail("Maria.Perez@Correo.COM")).toBe("maria.perez@correo.com");
    expect(parseEmail("maria . perez @ correo.com")).toBe("maria.perez@correo.com");
    // A frame stroke read as a letter before the address.
    expect(parseEmail("j adiaz@cantv.net")).toBe("adiaz@cantv.net");
    expect(parseEmail("j_adiaz@cantv.net")).toBe("j_adiaz@cantv.net");
    expect(parseEmail("il veronica_parra79@outlook.com")).toBe("veronica_parra79@outlook.com");
    // …and after it.
    expect(parseEmail("veronica_parra79@outlook.com ]")).toBe("veronica_parra79@outlook.com");
    expect(parseEmail("veronica_parra79(Ooutlook.com |")).toBe("veronica_parra79@outlook.com");
    expect(parseEmail("maria.perez(at)correo")).toBeUndefined();
    // A provider's domain whose mailbox OCR lost is no address (not "h@gmail.com").
    expect(parseEmail("hotmail.com")).toBeUndefined();
    expect(parseEmail("Photmail.com")).toBeUndefined();
    expect(parseEmail("anaQgmail.com")).toBe("ana@gmail.com");
    // The "@" read as a letter between spaces: the letter is the "@", not part of the name.
    expect(parseEmail("ROSARIO.VEGA81 O HOTMAIL.COM")).toBe("rosario.vega81@hotmail.com");
    expect(parseEmail("pedro_luna Q yahoo.es")).toBe("pedro_luna@yahoo.es");
  });

  it("takes a domain one character from a common provider's as that provider's", () => {
    expect(parseEmail("debora.ramirez@outiook.com")).toBe("debora.ramirez@outlook.com");
    expect(parseEmail("yorman_marquez@antv.net")).toBe("yorman_marquez@cantv.net");
    expect(parseEmail("luis@gmall.com")).toBe("luis@gmail.com");
    expect(parseEmail("ana@hotmail.co")).toBe("ana@hotmail.com");
    // Two letters OCR confuses ("l" read as "i", "o" as "c") count as one character.
    expect(parseEmail("monica.mendoza@outicok.com")).toBe("monica.mendoza@outlook.com");
    // National providers too, the "@" read as a letter ("6O" + "M" for "60@").
    expect(parseEmail("rosa@adlnet.com.uy")).toBe("rosa@adinet.com.uy");
    expect(parseEmail("Cinhoasalazar6OMeuskaitel net")).toBe("cinhoasalazar6o@euskaltel.net");
    // Other domains, short ones and those two characters away, stay as read.
    expect(parseEmail("ana@correo.com")).toBe("ana@correo.com");
    expect(parseEmail("ana@uc.edu.ve")).toBe("ana@uc.edu.ve");
    expect(parseEmail("ana@gmail.es")).toBe("ana@gmail.es");
    expect(parseEmail("ana@msn.co")).toBe("ana@msn.co");
  });

  it("puts back the dot OCR lost before a domain's country code", () => {
    expect(parseEmail("sofia.mena@yahoo.commx")).toBe("sofia.mena@yahoo.com.mx");
    expect(parseEmail("tomas@empresa.netco")).toBe("tomas@empresa.net.co");
    expect(parseEmail("ana@gobierno.gobve")).toBe("ana@gobierno.gob.ve");
    // Generic top-level domains of their own stay as they are.
    expect(parseEmail("ana@ejemplo.com")).toBe("ana@ejemplo.com");
    expect(parseEmail("ana@ejemplo.company")).toBe("ana@ejemplo.company");
  });

  it("reads an l beside digits in an address as the digit one", () => {
    expect(parseEmail("juan_bolivar8l@gmail.com")).toBe("juan_bolivar81@gmail.com");
    expect(parseEmail("andreamarin7l@hotmail.com")).toBe("andreamarin71@hotmail.com");
    expect(parseEmail("lucia.lopez@gmail.com")).toBe("lucia.lopez@gmail.com");
  });
});

describe("identity numbers", () => {
  it("writes a cédula as letter + digits", () => {
    expect(parseCedula("V-12.345.678")).toBe("V12345678");
    expect(parseCedula("E 8.123.456")).toBe("E8123456");
    expect(parseCedula("v12345678")).toBe("V12345678");
    // A thousands point read as a comma, the letter read twice.
    expect(parseCedula("Vv 23.383,245")).toBe("V23383245");
    expect(parseCedula("12.345.678")).toBeUndefined();
    // No cédula has nine digits: one was misread into it.
    expect(parseCedula("V 252519169")).toBeUndefined();
  });

  it("verifies RIF and NIT check digits", () => {
    // J-00006372-9 (a published company RIF) and a corrupted copy.
    expect(parseRif("J-00006372-9")).toEqual({ value: "J000063729", valid: true });
    expect(parseRif("J-00006372-4")?.valid).toBe(false);
    expect(parseRif("J-00006372.9")).toEqual({ value: "J000063729", valid: true });
    // A letter misread or lost: the one letter whose check digit holds.
    expect(parseRif("1499935578")).toEqual({ value: "J499935578", valid: true });
    expect(parseRif("-481879468")).toEqual({ value: "J481879468", valid: true });
    expect(parseRif("6-16112416-0")).toEqual({ value: "G161124160", valid: true });
    expect(parseRif("-48187946-7")).toBeUndefined();
    // The letter lost without a trace: nine bare digits, or eight, a dash and the check digit.
    expect(parseRif("256696958")).toEqual({ value: "J256696958", valid: true });
    expect(parseRif("43672426-7")).toEqual({ value: "J436724267", valid: true });
    expect(parseRif("256696957")).toBeUndefined();
    // One look-alike digit misread (a 5 for a 3): corrected when it is the only change that
    // makes the check digit hold, and said so.
    expect(parseRif("J-48585073-4")).toEqual({
      value: "J483850734",
      valid: true,
      corrected: "5 read for 3",
    });
    expect(parseRif("J-57554438-4")).toMatchObject({ value: "J375544384", valid: true });
    // V-36648535-6 read with a 5: two single changes would hold, so neither is made.
    expect(parseRif("V-35648535-6")).toEqual({ value: "V356485356", valid: false });
    expect(parseRif("Y-36750317-0")).toEqual({ value: "V367503170", valid: true });
    expect(parseNit("890.903.938-8")).toEqual({ value: "890903938-8", valid: true });
    expect(parseNit("890.903.938-1")?.valid).toBe(false);
  });

  it("maps nationalities to ISO 3166 alpha-3", () => {
    expect(nationalityCode("VENEZOLANA")).toBe("VEN");
    expect(nationalityCode("venezolano")).toBe("VEN");
    expect(nationalityCode("Colombiana")).toBe("COL");
    expect(nationalityCode("ESPAÑOLA")).toBe("ESP");
    expect(nationalityCode("Estadounidense")).toBe("USA");
    expect(nationalityCode("COL")).toBe("COL");
    expect(nationalityCode("marciana")).toBeUndefined();
  });

  it("knows every country by its ISO code or its name in Spanish or English", () => {
    expect(nationalityCode("ECUATOGUINEANA")).toBe("GNQ");
    expect(nationalityCode("GNQ")).toBe("GNQ");
    expect(nationalityCode("Marruecos")).toBe("MAR");
    expect(nationalityCode("REINO DE MARRUECOS")).toBe("MAR");
    expect(nationalityCode("Senegal")).toBe("SEN");
    expect(nationalityCode("indiana")).toBeUndefined();
  });
});

describe("names, places and addresses", () => {
  it("writes a city whose words OCR ran together as the city is written", () => {
    const ctx = { phoneRegion: "VE", today: new Date("2026-11-22T12:00:00Z") };
    expect(normaliseValue("place", "SANCRISTOBAL, VEN", ctx).value).toBe("San Cristóbal");
    expect(normaliseValue("place", "PUERTOLACRUZ", ctx).value).toBe("Puerto La Cruz");
    expect(normaliseValue("place", "MARACAIBO", ctx).value).toBe("Maracaibo");
  });

  it("drops a word in lower case OCR read at the end of a name printed in capitals", () => {
    const ctx = { phoneRegion: "VE", today: new Date("2026-11-22T12:00:00Z") };
    // A rule or a signature's stroke read as letters after the name.
    expect(normaliseValue("name", "HERNÁNDEZ GONZÁLEZ naaa", ctx).value).toBe("HERNÁNDEZ GONZÁLEZ");
    expect(normaliseValue("name", "ee DANIEL MARÍN SAIZ", ctx).value).toBe("DANIEL MARÍN SAIZ");
    // Particles stay, and a name printed in mixed case is left as printed.
    expect(normaliseValue("name", "MARÍA de LOS ÁNGELES", ctx).value).toBe("MARÍA DE LOS ÁNGELES");
    expect(normaliseValue("name", "Lucía Quintero", ctx).value).toBe("LUCÍA QUINTERO");
  });

  it("reads a digit OCR put for a capital in a name as that letter, and drops other digits", () => {
    const ctx = { phoneRegion: "VE", today: new Date("2026-11-22T12:00:00Z") };
    expect(normaliseValue("name", "2ULEIMA VILLARROEL", ctx).value).toBe("ZULEIMA VILLARROEL");
    expect(normaliseValue("name", "MAR1A 0RTIZ", ctx).value).toBe("MARÍA ORTIZ");
    // A date or number beside a name is no letter, and a digit after a name is a speck.
    expect(normaliseValue("name", "NOEMÍ 30-10-1979", ctx).value).toBe("NOEMÍ");
    expect(normaliseValue("name", "ANA 12", ctx).value).toBe("ANA");
    expect(normaliseValue("name", "PÉREZ4", ctx).value).toBe("PÉREZ");
    // One capital read twice, as itself and as its digit: no name starts with a doubled letter.
    expect(normaliseValue("name", "Z2ORAIDA PÉREZ", ctx).value).toBe("ZORAIDA PÉREZ");
    expect(normaliseValue("name", "RAMÓN B8ENÍTEZ", ctx).value).toBe("RAMÓN BENÍTEZ");
    // Digits ending a name's word are its last letters when that spells a known name.
    expect(normaliseValue("name", "VERÓNICA 8ATIS74 MENDOZA", ctx).value).toBe(
      "VERÓNICA BATISTA MENDOZA",
    );
    expect(normaliseValue("name", "ROSARIO MORALES77", ctx).value).toBe("ROSARIO MORALES");
  });
  it("respells a name's word misread by letter shapes OCR confuses as the one name it spells", () => {
    const ctx = { phoneRegion: "VE", today: new Date("2026-11-22T12:00:00Z") };
    // "rn" read as "m", Y as V, J as I: the one known name one such change away.
    expect(normaliseValue("name", "MÓNICA FEMÁNDEZ OSPINA", ctx).value).toBe(
      "MÓNICA FERNÁNDEZ OSPINA",
    );
    expect(normaliseValue("name", "JOSEFINA BOLÍVAR VANEZ", ctx).value).toBe(
      "JOSEFINA BOLÍVAR YÁÑEZ",
    );
    // An invoice's customer, as printed in mixed case.
    expect(normaliseValue("party_name", "Belén Iiménez Vásquez", ctx).value).toBe(
      "Belén Jiménez Vásquez",
    );
    // A capital's accent read as a letter before it; never the other way ("MARA" stays).
    expect(normaliseValue("name", "LUIS JULITAN MARADIAGA", ctx).value).toBe(
      "LUIS JULIÁN MARADIAGA",
    );
    expect(normaliseValue("name", "MARA PÉREZ", ctx).value).toBe("MARA PÉREZ");
    // Words the lexicon does not know stay when nothing says the value is a person's name,
    // or when no known name is one change away.
    expect(normaliseValue("party_name", "Asociación Civil Niños del Zulla", ctx).value).toBe(
      "Asociación Civil Niños del Zulla",
    );
    expect(normaliseValue("name", "CARLOS ILARRAZA", ctx).value).toBe("CARLOS ILARRAZA");
  });

  it("takes letters with a vowel in every word as a name, not OCR noise", () => {
    expect(isName("MARÍA JOSÉ DE LA CRUZ")).toBe(true);
    expect(isName("J. R. PÉREZ")).toBe(true);
    expect(isName("O'NEILL")).toBe(true);
    expect(isName("NN")).toBe(false);
    expect(isName("RUBÉN TRRS")).toBe(false);
    expect(isName("12 ANA")).toBe(false);
  });

  it("restores accents OCR dropped, also completing a word that kept only some", () => {
    expect(restoreAccents("CHACÓN YÁNEZ")).toBe("CHACÓN YÁÑEZ");
    expect(restoreAccents("RAMON MARIN")).toBe("RAMÓN MARÍN");
    expect(restoreAccents("DIRECCION: Av. Andres Bello, Cumana")).toBe(
      "DIRECCIÓN: Av. Andrés Bello, Cumaná",
    );
    // Its bare form is a word too ("papa"; "acacias", plural of acacia, beside the town
    // Acacías): left as read. In a person's name proper nouns come first: PENA is Peña.
    expect(restoreAccents("PAPA Las Acacias")).toBe("PAPA Las Acacias");
    expect(restoreAccents("PENA")).toBe("PENA");
    // Text in another language keeps its words: an English shop's CAFE, DIVISION.
    const foreign = { ifSpanish: true };
    expect(restoreAccents("SWEET FOREST CAFE", foreign)).toBe("SWEET FOREST CAFE");
    expect(restoreAccents("TK DIVISION KITCHEN", foreign)).toBe("TK DIVISION KITCHEN");
    expect(restoreAccents("Clinica Santa Maria", foreign)).toBe("Clínica Santa María");
    expect(restoreAccents("JOSE PENA", { names: true })).toBe("JOSÉ PEÑA");
    // A mark the known spelling does not have: the word is left as read.
    expect(restoreAccents("YANÉZ")).toBe("YANÉZ");
    expect(restoreAccents("Bastidas")).toBe("Bastidas");
  });

  it("restores the marks of towns the dictionaries do not know, never over a word they do", () => {
    // Towns of the Spanish-speaking countries (GeoNames): birth places and addresses.
    expect(restoreAccents("HIGUEY")).toBe("HIGÜEY");
    expect(restoreAccents("San Francisco de Macoris")).toBe("San Francisco de Macorís");
    expect(restoreAccents("Paysandu, Tacuarembo")).toBe("Paysandú, Tacuarembó");
    // A town's spelling never outvotes a common word's ("Família" in Barcelona) or a name's.
    expect(restoreAccents("familia")).toBe("familia");
    expect(restoreAccents("Rio Colon")).toBe("Rio Colon");
  });

  it("restores the marks of a word's plural and feminine by the rules of stress", () => {
    expect(restoreAccents("Calle Los Proceres")).toBe("Calle Los Próceres");
    expect(restoreAccents("ARBOLES, LAPICES, MEDICAS")).toBe("ÁRBOLES, LÁPICES, MÉDICAS");
    // A stressed last syllable loses its mark in the plural ("canción" → "canciones").
    expect(restoreAccents("canciones alemanas")).toBe("canciones alemanas");
  });

  it("title-cases capitals even when OCR read a few letters in lower case", () => {
    expect(restoreCase("QuITO")).toBe("Quito");
    expect(restoreCase("Av. EL MILAGRO, EDIF. SOL")).toBe("Av. El Milagro, Edif. Sol");
    expect(restoreCase("Av. Sucre, Qta. Altamira")).toBe("Av. Sucre, Qta. Altamira");
    // Roman numerals stay in capitals; "MI" is a word.
    expect(restoreCase("AV. JUAN PABLO II, CALLE ALFONSO XIII")).toBe(
      "Av. Juan Pablo II, Calle Alfonso XIII",
    );
    expect(restoreCase("MI CASA")).toBe("Mi Casa");
    // Codes that mix letters and digits keep their capitals; "al" is a connector like "del".
    expect(restoreCase("AV. CORRIENTES 1234, C1043AAZ BUENOS AIRES")).toBe(
      "Av. Corrientes 1234, C1043AAZ Buenos Aires",
    );
    expect(restoreCase("CARRETERA AL MAR KM 4, CASA 3B")).toBe("Carretera al Mar Km 4, Casa 3B");
    // Ordinals in lower case; a flat's letter without a point stays.
    expect(restoreCase("3A. AV. 29-81, ZONA 12, PISO 4TO, APTO. 2A")).toBe(
      "3a. Av. 29-81, Zona 12, Piso 4to, Apto. 2A",
    );
  });

  it("keeps the periods of the street types' abbreviations of every country", () => {
    const ctx = { phoneRegion: "VE", today };
    expect(normaliseValue("address", "Pobl. Los Aromos, Pje. 3 # 567, Maipú", ctx).value).toBe(
      "Pobl. Los Aromos, Pje. 3 # 567, Maipú",
    );
    expect(normaliseValue("address", "Cdla. Kennedy Norte, Mzna. 12 Villa 4", ctx).value).toBe(
      "Cdla. Kennedy Norte, Mzna. 12 Villa 4",
    );
    // The Dominican Republic's ensanche and residencial, a saint's title in a street's name.
    expect(
      normaliseValue("address", "CALLE 27 DE FEBRERO NO. 132, ENS. NACO, SANTO DOMINGO", ctx).value,
    ).toBe("Calle 27 de Febrero No. 132, Ens. Naco, Santo Domingo");
    expect(
      normaliseValue("address", "Av. Ntra. Sra. de la Paz 14, Resid. Las Palmas", ctx).value,
    ).toBe("Av. Ntra. Sra. de la Paz 14, Resid. Las Palmas");
  });

  it("puts back a Spanish floor's and door's ordinal marks OCR read as other marks", () => {
    const ctx = { phoneRegion: "ES", today };
    const address = (raw: string) => normaliseValue("address", raw, ctx).value;
    expect(address("C/ DE LA PAZ, 129, 4* 2*, 32637 CÁDIZ")).toBe(
      "C/ de la Paz, 129, 4º 2ª, 32637 Cádiz",
    );
    expect(address("C/ DE LA PAZ, 129, 4\" 2', 32637 CÁDIZ")).toBe(
      "C/ de la Paz, 129, 4º 2ª, 32637 Cádiz",
    );
    expect(address("Avda. Mayor, 125, 39 dcha., 27683 Salamanca")).toBe(
      "Avda. Mayor, 125, 3º dcha., 27683 Salamanca",
    );
    expect(address("Calle Mayor 3, 1° izda.")).toBe("Calle Mayor 3, 1º izda.");
    // A corner after the house number, as the RAE abbreviates it.
    expect(address("CALLE 12 NÚM. 179 ESQ. CALLE 3, BARRIO PUERTO RICO")).toBe(
      "Calle 12 Núm. 179 esq. Calle 3, Barrio Puerto Rico",
    );
    // A house number is no floor: nothing after it says so.
    expect(address("Calle 10 # 4-39, Bogotá")).toBe("Calle 10 # 4-39, Bogotá");
  });

  it("writes a numbered street's type and a floor's side in lower case, as addresses do", () => {
    const ctx = { phoneRegion: "HN", today };
    expect(
      normaliseValue("address", "BARRIO SAN ÁNGEL, 3 CALLE, 7 AVENIDA, SAN PEDRO SULA", ctx).value,
    ).toBe("Barrio San Ángel, 3 calle, 7 avenida, San Pedro Sula");
    // A comma after an article is a speck: an article never ends a part.
    expect(normaliseValue("address", "BARRIO SAN ÁNGEL, 2 CALLE, EL, PROGRESO", ctx).value).toBe(
      "Barrio San Ángel, 2 calle, El Progreso",
    );
    expect(
      normaliseValue("address", "AVDA. DE LA LIBERTAD, 115, 1º DCHA., 47458 SANTANDER...", ctx)
        .value,
    ).toBe("Avda. de la Libertad, 115, 1º dcha., 47458 Santander");
    // Printed in mixed case, as printed; a street named before its number keeps its capital.
    expect(normaliseValue("address", "Barrio Centro, 3 Calle, Tegucigalpa", ctx).value).toBe(
      "Barrio Centro, 3 Calle, Tegucigalpa",
    );
    expect(normaliseValue("address", "CALLE 137 NO. 57-47, CALI", ctx).value).toBe(
      "Calle 137 No. 57-47, Cali",
    );
    // A period after a number before a word is a comma; before a door's letter it stays. A
    // capital I read as a bar.
    const address = (raw: string) => normaliseValue("address", raw, ctx).value;
    expect(address("Calle Hidalgo 12, C.P. 85207. Durango")).toBe(
      "Calle Hidalgo 12, C.P. 85207, Durango",
    );
    expect(address("Okendo kalea 62, 3. A, 20037 Donostia")).toBe(
      "Okendo kalea 62, 3. A, 20037 Donostia",
    );
    expect(address("BLVD. FRANCISCO | MADERO 2335, HERMOSILLO")).toBe(
      "Blvd. Francisco I Madero 2335, Hermosillo",
    );
  });

  it("reads the letters OCR mistook at an address's start and in its street's direction", () => {
    expect(
      normaliseValue("address", "(/ MÁXIMO GÓMEZ NO. 193, VILLA CONSUELO, HIGÜEY", {
        phoneRegion: "DO",
        today,
      }).value,
    ).toBe("C/ Máximo Gómez No. 193, Villa Consuelo, Higüey");
    expect(
      normaliseValue("address", "1053 5 Lincoln Ave, Houston, TX 77709", {
        phoneRegion: "US",
        today,
      }).value,
    ).toBe("1053 S Lincoln Ave, Houston, TX 77709");
  });

  it("takes no caption's English tail for a place of birth", () => {
    const ctx = { phoneRegion: "MX", today };
    expect(normaliseValue("place", "of birth", ctx).valid).toBe(false);
    expect(normaliseValue("place", "CHIHUAHUA", ctx).valid).not.toBe(false);
  });

  it("takes no date for a place: the place beside it, or nothing", () => {
    const ctx = { phoneRegion: "ES", today };
    // "Lugar y fecha de nacimiento: Sevilla, 12/03/1985"; a column's date read before it.
    expect(normaliseValue("place", "SEVILLA, 12/03/1985", ctx).value).toBe("Sevilla");
    expect(normaliseValue("place", "12 MAR 1985   ASUNCIÓN", ctx).value).toBe("Asunción");
    expect(normaliseValue("place", "12/03/1985", ctx)).toMatchObject({ valid: false });
  });

  it("reads a semicolon between an address's parts as the comma it was", () => {
    const ctx = { phoneRegion: "VE", today };
    expect(normaliseValue("address", "CALLE DELICIAS; EDIF. ARAGUANEY, PISO 10", ctx).value).toBe(
      "Calle Delicias, Edif. Araguaney, Piso 10",
    );
    // A period for a comma before a number, and a misread separator before the address.
    expect(
      normaliseValue("address", "E: BARRIO SAN ANGEL. 3 CALLE, 7 AVENIDA. SAN PEDRO SULA", ctx)
        .value,
    ).toBe("Barrio San Ángel, 3 calle, 7 avenida, San Pedro Sula");
    expect(normaliseValue("address", "Calle Real Núm. 5, Apt. 37, Toluca", ctx).value).toBe(
      "Calle Real Núm. 5, Apt. 37, Toluca",
    );
  });

  it("takes no label for a name", () => {
    const ctx = { phoneRegion: "VE", today };
    // Occupations in lower case, with the accents OCR dropped put back.
    expect(normaliseValue("lower_text", "MECANICO AUTOMOTRIZ", ctx).value).toBe(
      "mecánico automotriz",
    );
    expect(normaliseValue("lower_text", "CONTADOR PUBLICO", ctx).value).toBe("contador público");
    expect(normaliseValue("name", "Apeido:", ctx).valid).toBe(false);
    expect(normaliseValue("name", "MARIÁNGEL INÉS", ctx)).toMatchObject({
      value: "MARIÁNGEL INÉS",
      valid: true,
    });
  });

  it("keeps a United States address as printed, its state in capitals", () => {
    const ctx = { phoneRegion: "VE", today };
    expect(normaliseValue("address", "4120 E CESAR CHAVEZ AVE, AUSTIN, TX 78702", ctx).value).toBe(
      "4120 E Cesar Chavez Ave, Austin, TX 78702",
    );
    expect(normaliseValue("address", "77 Ocean Dr Apt 5, Miami, fl 33139-2201", ctx).value).toBe(
      "77 Ocean Dr Apt 5, Miami, FL 33139-2201",
    );
    // Puerto Rico's addresses are Spanish.
    expect(normaliseValue("address", "CALLE BOLIVAR 12, SAN JUAN, PR 00901", ctx).value).toBe(
      "Calle Bolívar 12, San Juan, PR 00901",
    );
  });

  it("restores Spanish accents only in a Spanish address", () => {
    const ctx = { phoneRegion: "ES", today };
    // Basque and Catalan place names keep their own spelling (Irun, not Spanish Irún).
    expect(normaliseValue("address", "Zabalbide kalea 77, 2. esk., 20059 Irun", ctx).value).toBe(
      "Zabalbide kalea 77, 2. esk., 20059 Irun",
    );
    expect(normaliseValue("address", "AVENIDA BOLIVAR 12, LEON", ctx).value).toBe(
      "Avenida Bolívar 12, León",
    );
  });

  it("repairs the N° and Qta. abbreviations of addresses", () => {
    const ctx = { phoneRegion: "VE", today };
    expect(normaliseValue("address", "CALLE BOLÍVAR, CASAN” 74, VALENCIA", ctx).value).toBe(
      "Calle Bolívar, Casa N° 74, Valencia",
    );
    expect(normaliseValue("address", "Av. Sucre, Ota. Altamira", ctx).value).toBe(
      "Av. Sucre, Qta. Altamira",
    );
    // An abbreviation's lost period, and "Av." read as "Ay".
    expect(
      normaliseValue("address", "Ay Baralt, Edif La Ceiba, Piso 6, Urb. San Jacinto", ctx).value,
    ).toBe("Av. Baralt, Edif. La Ceiba, Piso 6, Urb. San Jacinto");
    expect(normaliseValue("address", "CALLE 5, EDIF SOL, URB LOS ROSALES", ctx).value).toBe(
      "Calle 5, Edif. Sol, Urb. Los Rosales",
    );
    // A company's "&" read as "€:" and its legal form's periods lost.
    expect(normaliseValue("proper_text", "Inversiones Peña €: Muñoz, SRL", ctx).value).toBe(
      "Inversiones Peña & Muñoz, S.R.L.",
    );
    // An abbreviation run into the next word, a comma read as a period, a city run together.
    expect(
      normaliseValue("address", "Carrera 3, Edif.Los Mangos, Piso 4, Sector Maturin", ctx).value,
    ).toBe("Carrera 3, Edif. Los Mangos, Piso 4, Sector Maturín");
    expect(
      normaliseValue("address", "CALLE PÁEZ, EDIF. LA CEIBA. PISO 11, EDO. BOLÍVAR", ctx).value,
    ).toBe("Calle Páez, Edif. La Ceiba, Piso 11, Edo. Bolívar");
    // ... in capitals as well, after a known abbreviation only.
    expect(normaliseValue("address", "AV.LAS AMÉRICAS, CASA N? 23, MÉRIDA", ctx).value).toBe(
      "Av. Las Américas, Casa N° 23, Mérida",
    );
    expect(normaliseValue("address", "CASA N?* 31, BARRIO LAS ACACIAS", ctx).value).toBe(
      "Casa N° 31, Barrio Las Acacias",
    );
    expect(normaliseValue("proper_text", "Inversiones Peña 6: Muñoz, S.R.L.", ctx).value).toBe(
      "Inversiones Peña & Muñoz, S.R.L.",
    );
    expect(normaliseValue("address", "¡ Calle Lecuna, Casa 88-99", ctx).value).toBe(
      "Calle Lecuna, Casa 88-99",
    );
    expect(
      normaliseValue("address", "AV. DELICIAS, CASA 53-42, URB. PREBO, CIUDAD BOLIVAR", ctx).value,
    ).toBe("Av. Delicias, Casa 53-42, Urb. Prebo, Ciudad Bolívar");
    expect(normaliseValue("address", "URB. PREBO, LOSTEQUES", ctx).value).toBe(
      "Urb. Prebo, Los Teques",
    );
    expect(normaliseValue("proper_text", "Inversiones Peña & Muñoz, S.R.L..", ctx).value).toBe(
      "Inversiones Peña & Muñoz, S.R.L.",
    );
    expect(normaliseValue("address", "Urb. Prebo, Losteques", ctx).value).toBe(
      "Urb. Prebo, Los Teques",
    );
  });
});

describe("values of documents iris was not tuned on", () => {
  it("reads a civil status one misread character away, and says it corrected it", () => {
    const ctx = { phoneRegion: "VE", today };
    const civil = (raw: string) => normaliseValue("estado_civil", raw, ctx);
    expect(civil("So/tera")).toMatchObject({ value: "soltera", valid: true, maxConfidence: 0.6 });
    expect(civil("CASAOA").value).toBe("casada");
    expect(civil("Divorciaclo").valid).toBe(false);
    // One letter from both genders: the status, not a guessed gender.
    expect(civil("casadq").value).toBe("casado");
    expect(civil("Viuxo").value).toBe("viudo");
    // Guatemala's and Panama's de facto union.
    expect(civil("UNIDA").value).toBe("unida");
    // Too short to tell; Spanish words one letter away are what they say; a letter more or
    // less is no misread glyph.
    expect(civil("Vido").valid).toBe(false);
    expect(civil("Pasado").valid).toBe(false);
    expect(civil("Cansado").valid).toBe(false);
    expect(civil("Soltero").maxConfidence).toBeUndefined();
    // A speck or a box's bar before the word.
    expect(civil('"CASADO').value).toBe("casado");
    expect(civil("| SOLTERA").value).toBe("soltera");
    // A letter or two of a box's edge before it: no status starts with so short a word.
    expect(civil("JL CASADO").value).toBe("casado");
    expect(civil("l Unión libre").value).toBe("unión libre");
    expect(civil("de CASADO").value).toBe("casado");
    expect(civil("JL").valid).toBe(false);
  });

  it("finds a nationality printed alone in a box whose rules OCR read as bars", () => {
    expect(DEMONYM_LINE.exec("| COLOMBIANO")?.[1]).toBe("COLOMBIANO");
    expect(DEMONYM_LINE.exec("[ VENEZOLANA ]")?.[1]).toBe("VENEZOLANA");
    expect(DEMONYM_LINE.test("Nacionalidad COLOMBIANO")).toBe(false);
  });

  it("reads a DNI whose digits OCR spaced, or whose control letter it read as a digit", () => {
    expect(parseSpanishId("1 234 5678-Z")).toBe("12345678Z");
    // 71432703 takes Q: a 0 in its place is the Q's shape.
    expect(parseSpanishId("71432703-0")).toBe("71432703Q");
    // Grouped by dots, a digit after the hyphen is a Chilean RUN's check digit, no DNI letter.
    expect(parseSpanishId("71.432.703-0")).toBeUndefined();
  });

  it("splits a full name in the order its words say, else in its label's", () => {
    expect(splitFullName("CCAHUANA MAMANI YURI", 2, "surnames_first")).toEqual({
      surnames: "CCAHUANA MAMANI",
      given: "YURI",
    });
    expect(splitFullName("PATRICIA ELENA DÍAZ FERNÁNDEZ", 2, "surnames_first")).toEqual({
      given: "PATRICIA ELENA",
      surnames: "DÍAZ FERNÁNDEZ",
    });
    // One end known is enough when the other does not say the opposite: a surname first under
    // NOMBRE Y APELLIDO, a given name first under APELLIDOS Y NOMBRES.
    expect(splitFullName("SALAZAR QUIJADA ROSA ELENA", 2, "given_first")).toEqual({
      surnames: "SALAZAR QUIJADA",
      given: "ROSA ELENA",
    });
    expect(splitFullName("ROSA ELENA QUIJADA SOTILLO", 2, "surnames_first")).toEqual({
      given: "ROSA ELENA",
      surnames: "QUIJADA SOTILLO",
    });
    // Every word counts, not only the ends: RAMÓN is a given name and a surname, the
    // surnames are unknown, and ANDREA, a given name, says which side the first two are on.
    expect(splitFullName("RAMÓN ANDREA TZUNUN PAXTOR", 2, "surnames_first")).toEqual({
      given: "RAMÓN ANDREA",
      surnames: "TZUNUN PAXTOR",
    });
    expect(splitFullName("TZUNUN PAXTOR RAMÓN ANDREA", 2, "given_first")).toEqual({
      surnames: "TZUNUN PAXTOR",
      given: "RAMÓN ANDREA",
    });
    // Nothing known: the label's order.
    expect(splitFullName("QUIJADA SOTILLO YUSMARY", 2, "surnames_first")).toEqual({
      surnames: "QUIJADA SOTILLO",
      given: "YUSMARY",
    });
  });

  it("dates with their separators lost", () => {
    expect(parseDate("220997", "birth", today)).toBe("1997-09-22");
    expect(parseDate("12 022019", "issue", today)).toBe("2019-02-12");
    expect(parseDate("123456", "birth", today)).toBeUndefined();
  });

  it("tells an address from a heading's tail", () => {
    expect(addressShape("Carrera 7 No. 32-16, Bogotá")).toBe(true);
    expect(addressShape("Jr. Huallaga 320, Cercado de Lima")).toBe(true);
    expect(addressShape("Urbanización Los Olivos, casa 12")).toBe(true);
    expect(addressShape("AL CIUDADANO")).toBe(false);
    // An e-mail address read in the address's cell, its "@" read or lost.
    expect(addressShape("VALENTINAMARTINEZ46 O GMAIL.COM")).toBe(false);
    expect(addressShape("Jorgerondon3d9@gmailcom")).toBe(false);
    expect(addressShape("del predio")).toBe(false);
    expect(addressShape("La Candelaria")).toBeNull();
    // The sentence a certificate prints around "domicilio" is no address, whatever OCR made
    // of a word in it; a name with lower-case connectors is.
    expect(
      addressShape(
        "Nen el Padrón Municipal de Habitantes de este ayuntamiento, la persona indicada",
      ),
    ).toBe(false);
    expect(addressShape("figura inscrita en el domicilio que se indica, 13 persona")).toBe(false);
    expect(addressShape("San Juan de la Cruz, Las Flores del Este")).toBeNull();
    expect(addressShape("Zabalbide kalea 37, 3. ezk., Irun")).not.toBe(false);
  });

  it("writes addresses as printed conventions have them", () => {
    const ctx = { phoneRegion: "VE", today };
    // The RAE writes abbreviations in lower case: "2º dcha." (derecha).
    expect(normaliseValue("address", "PLAZA DE LA MERCED 4, 2º DCHA.", ctx).value).toBe(
      "Plaza de la Merced 4, 2º dcha.",
    );
    // A "#" read as 4 or *, an ordinal º as %.
    expect(normaliseValue("address", "Calle 45 4 12-34, Barrio Centro", ctx).value).toBe(
      "Calle 45 # 12-34, Barrio Centro",
    );
    expect(normaliseValue("address", "Carrera 9B * 70-21", ctx).value).toBe("Carrera 9B # 70-21");
    expect(normaliseValue("address", "Transversal 12 4t 40-15", ctx).value).toBe(
      "Transversal 12 # 40-15",
    );
    // ... or before a house number after a street's name; a number after a street word, a
    // zone or a floor is that word's own.
    expect(normaliseValue("address", "AVENIDA LAS PALMAS 4 1520, ZONA NORTE", ctx).value).toBe(
      "Avenida Las Palmas # 1520, Zona Norte",
    );
    expect(normaliseValue("address", "Pasaje Los Cedros H 77, Arequipa", ctx).value).toBe(
      "Pasaje Los Cedros # 77, Arequipa",
    );
    expect(normaliseValue("address", "Barrio El Centro, Zona 1 2350", ctx).value).toBe(
      "Barrio El Centro, Zona 1 2350",
    );
    expect(normaliseValue("address", "Urb. Las Flores, Calle 4 12", ctx).value).toBe(
      "Urb. Las Flores, Calle 4 12",
    );
    expect(normaliseValue("address", "Calle Mayor, 8, 4% izda.", ctx).value).toBe(
      "Calle Mayor, 8, 4º izda.",
    );
    // The door after the floor is feminine, its "ª" read as "%" like the floor's "º".
    expect(normaliseValue("address", "Calle del Sol, 85, 5% 2%, 46013 Valencia", ctx).value).toBe(
      "Calle del Sol, 85, 5º 2ª, 46013 Valencia",
    );
  });
});
