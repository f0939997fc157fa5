import { beforeAll, describe, expect, it } from "vitest";
import { generateDocument } from "./generate.ts";
import { mrzText, td3 } from "./mrz.ts";
import type { DocumentTruth } from "./types.ts";

/** Independent ICAO 9303 check digit: weights 7, 3, 1; 0–9, A–Z = 10–35, "<" = 0. */
function check(field: string): number {
  const value = (ch: string) =>
    ch === "<" ? 0 : /\d/.test(ch) ? Number(ch) : ch.charCodeAt(0) - 55;
  return [...field].reduce((sum, ch, i) => sum + value(ch) * ([7, 3, 1][i % 3] as number), 0) % 10;
}

function expectValidTd3([line1, line2]: string[]): void {
  expect(line1).toMatch(/^P[A-Z<][A-Z<]{3}[A-Z<]{39}$/);
  expect(line2).toMatch(/^[A-Z0-9<]{44}$/);
  const l2 = line2 as string;
  expect(Number(l2[9])).toBe(check(l2.slice(0, 9)));
  expect(Number(l2[19])).toBe(check(l2.slice(13, 19)));
  expect(Number(l2[27])).toBe(check(l2.slice(21, 27)));
  // ICAO 9303 lets the optional field's check digit be a filler when the field is all fillers.
  if (/^<+$/.test(l2.slice(28, 42))) expect(l2[42]).toMatch(/[<0]/);
  else expect(Number(l2[42])).toBe(check(l2.slice(28, 42)));
  expect(Number(l2[43])).toBe(check(l2.slice(0, 10) + l2.slice(13, 20) + l2.slice(21, 43)));
}

describe("td3", () => {
  it("reproduces the ICAO 9303 specimen (Anna Maria Eriksson)", () => {
    const lines = td3({
      documentCode: "P",
      issuingState: "UTO",
      surnames: "Eriksson",
      givenNames: "Anna María",
      documentNumber: "L898902C3",
      nationality: "UTO",
      birthDate: "740812",
      sex: "F",
      expiryDate: "120415",
      optionalData: "ZE184226B",
    });
    expect(lines).toEqual([
      "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
      "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
    ]);
  });

  it("transliterates Spanish names (Ñ→N, accents dropped, spaces as <)", () => {
    expect(mrzText("Ñáñez Peña")).toBe("NANEZ<PENA");
    expect(mrzText("María de los Ángeles")).toBe("MARIA<DE<LOS<ANGELES");
  });
});

describe("generated passports", () => {
  const passports: DocumentTruth[] = [];
  beforeAll(async () => {
    for (let i = 0; i < 12; i++)
      passports.push((await generateDocument("pasaporte", 11, i, { scansOnly: true })).truth);
  });

  it("carry two 44-character MRZ lines with every check digit valid", () => {
    for (const truth of passports) expectValidTd3(truth.mrz ?? []);
  });

  it("encode the same data as the visual zone", () => {
    for (const { mrz, fields } of passports) {
      const [line1 = "", line2 = ""] = mrz ?? [];
      const value = (name: string) => String(fields[name]?.normalized);
      expect(line1.slice(2, 5)).toBe(value("codigo_pais"));
      expect(line1.slice(5)).toMatch(
        new RegExp(`^${mrzText(value("apellidos"))}<<${mrzText(value("nombres"))}`.slice(0, 40)),
      );
      expect(line2.slice(0, 9).replace(/<+$/, "")).toBe(value("numero_pasaporte"));
      expect(line2.slice(10, 13)).toBe(value("nacionalidad"));
      expect(line2.slice(13, 19)).toBe(value("fecha_nacimiento").replaceAll("-", "").slice(2));
      expect(line2[20]).toBe(value("sexo"));
      expect(line2.slice(21, 27)).toBe(value("fecha_vencimiento").replaceAll("-", "").slice(2));
    }
  });

  it("print the MRZ lines verbatim on the page", () => {
    for (const { mrz, lines } of passports) {
      for (const line of mrz ?? []) expect(lines.map((l) => l.text)).toContain(line);
    }
  });
});
