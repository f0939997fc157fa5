import { describe, expect, it } from "vitest";
import { readMrz } from "./mrz";
import { linesFromText } from "./text-lines";

// The ICAO 9303 specimen (TD3) and a TD1 specimen, check digits as published.
const TD3 = [
  "P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<",
  "L898902C36UTO7408122F1204159ZE184226B<<<<<10",
];
const TD1 = [
  "I<UTOD231458907<<<<<<<<<<<<<<<",
  "7408122F1204159UTO<<<<<<<<<<<6",
  "ERIKSSON<<ANNA<MARIA<<<<<<<<<<",
];

describe("MRZ", () => {
  it("parses a passport MRZ and verifies every check digit", () => {
    const mrz = readMrz(linesFromText(["PASAPORTE", ...TD3].join("\n")));
    expect(mrz?.format).toBe("TD3");
    expect(mrz?.check_digits_valid).toBe(true);
    expect(mrz?.check_digits).toMatchObject({
      document_number: true,
      birth_date: true,
      expiry_date: true,
      personal_number: true,
      composite: true,
    });
    expect(mrz?.fields).toMatchObject({
      surname: "ERIKSSON",
      given_names: "ANNA MARIA",
      document_number: "L898902C3",
      birth_date: "1974-08-12",
      expiry_date: "2012-04-15",
      sex: "F",
      issuing_state: "UTO",
    });
  });

  it("reads an MRZ through OCR noise (spaces, « for <, O for 0 in digits)", () => {
    const noisy = [
      "P<UTOERIKSSON<<ANNA<MARIA«<<<<<<<<<<<<<<<<<<",
      "L898902C36UTO74O8122F12O4159ZE184226B<<<<< 10",
    ];
    const mrz = readMrz(linesFromText(noisy.join("\n")));
    expect(mrz?.check_digits_valid).toBe(true);
    expect(mrz?.fields.birth_date).toBe("1974-08-12");
    expect(mrz?.autocorrected.length).toBeGreaterThan(0);
  });

  it("ends a name at its first double filler: a filler misread as a letter is no name", () => {
    const misread = [TD3[0]?.replace("ANNA<MARIA<<<<<", "ANNA<MARIA<<<<L"), TD3[1]];
    const mrz = readMrz(linesFromText(misread.join("\n")));
    expect(mrz?.fields).toMatchObject({ surname: "ERIKSSON", given_names: "ANNA MARIA" });
  });

  it("flags a field whose check digit fails", () => {
    const bad = [TD3[0] as string, (TD3[1] as string).replace("7408122", "7408132")];
    const mrz = readMrz(linesFromText(bad.join("\n")));
    expect(mrz?.check_digits.birth_date).toBe(false);
    expect(mrz?.check_digits_valid).toBe(false);
    expect(mrz?.valid).toBe(false);
  });

  it("takes out a character OCR added to a line and puts back a filler it dropped", () => {
    // A scan's passport as read: "DOM" read as "DO0M" shifts every field after it.
    const added = readMrz(
      linesFromText(
        [
          "P<DOMURDANETA<CARRENO<<HECTOR<MARTIN<<<<<<<<",
          "FE57256336DO0M9010048M311008304789550284<<<28",
        ].join("\n"),
      ),
    );
    expect(added?.check_digits_valid).toBe(true);
    expect(added?.fields).toMatchObject({
      nationality: "DOM",
      birth_date: "1990-10-04",
      expiry_date: "2031-10-08",
    });
    // A card's second line with one filler lost before its last check digit.
    const [top, middle, bottom] = TD1 as [string, string, string];
    const dropped = readMrz(linesFromText([top, middle.replace("<<<<", "<<<"), bottom].join("\n")));
    expect(dropped?.check_digits.composite).toBe(true);
    expect(dropped?.check_digits_valid).toBe(true);
  });

  it("leaves a line as read when no realignment makes more check digits hold", () => {
    const [names, data] = TD3 as [string, string];
    // One character too many and a wrong birth digit: the repair must not invent a match.
    const mrz = readMrz(
      linesFromText([names, `${data.replace("7408122", "7408132")}X`].join("\n")),
    );
    expect(mrz?.lines[1]).toBe(data.replace("7408122", "7408132"));
    expect(mrz?.check_digits.birth_date).toBe(false);
  });

  it("parses the three-line card format", () => {
    const mrz = readMrz(linesFromText(TD1.join("\n")));
    expect(mrz?.format).toBe("TD1");
    expect(mrz?.check_digits_valid).toBe(true);
    expect(mrz?.fields.document_number).toBe("D23145890");
  });

  it("reads a card's lines past the words OCR read before them, an O for a number's 0", () => {
    // El Salvador's DUI 05191639-3: a signature's scrawl before the lines, the 0 after the
    // state read as O (its check digit decides), and a speck's letters before the second line.
    const mrz = readMrz(
      linesFromText(
        [
          "EÍSICOS IDSLVO519163939<<<<<<<<<<<<<<<",
          "IY cv 5005147M2712309SLV<<<<<<<<<<<8",
          "Fuma cel Tee REYES<CRUZ<<GIOVANNI<OSCAR<<<<",
        ].join("\n"),
      ),
    );
    expect(mrz?.format).toBe("TD1");
    expect(mrz?.check_digits_valid).toBe(true);
    expect(mrz?.fields.document_number).toBe("051916393");
    expect([mrz?.fields.surname, mrz?.fields.given_names]).toEqual([
      "REYES CRUZ",
      "GIOVANNI OSCAR",
    ]);
  });

  it("gives a card's national number from its optional data", () => {
    // Spain's DNI: the card's own number first, the DNI with its letter in the optional data.
    const mrz = readMrz(
      linesFromText(
        [
          "IDESPBAA000589599999999R<<<<<<",
          "8001014F2501017ESP<<<<<<<<<<<7",
          "ESPANOLA<ESPANOLA<<CARMEN<<<<<",
        ].join("\n"),
      ),
    );
    expect(mrz?.check_digits_valid).toBe(true);
    expect([mrz?.fields.document_number, mrz?.fields.personal_number]).toEqual([
      "BAA000589",
      "99999999R",
    ]);
  });

  it("finds nothing in ordinary text", () => {
    expect(readMrz(linesFromText("Nombres: ANA\nApellidos: RUIZ"))).toBeUndefined();
  });
});
