import { describe, expect, it } from "vitest";
import { parseAmount, parsePrintedDate, scoreReceipt, wordRecall } from "./score";

describe("SROIE scoring", () => {
  it("reads the printed dates receipts use, day before month", () => {
    expect(parsePrintedDate("02/12/2017")).toBe("2017-12-02");
    expect(parsePrintedDate("02-03-18")).toBe("2018-03-02");
    expect(parsePrintedDate("17/1/2018")).toBe("2018-01-17");
    expect(parsePrintedDate("2018/02/22")).toBe("2018-02-22");
    expect(parsePrintedDate("25 MAR 2018")).toBe("2018-03-25");
    expect(parsePrintedDate("30 DEC 17")).toBe("2017-12-30");
    expect(parsePrintedDate("25032018")).toBe("2018-03-25");
    expect(parsePrintedDate("31/02/2018")).toBeUndefined();
  });

  it("reads amounts whatever their currency and separators", () => {
    expect(parseAmount("RM 29.70")).toBe(29.7);
    expect(parseAmount("RM367.10")).toBe(367.1);
    expect(parseAmount("1,234.56")).toBe(1234.56);
    expect(parseAmount("1.234,56")).toBe(1234.56);
    expect(parseAmount(7.42)).toBe(7.42);
    expect(parseAmount("abc")).toBeUndefined();
  });

  it("scores a receipt's date, total and issuer", () => {
    const key = { company: "SYARIKAT PERNIAGAAN GIN KEE", date: "02/12/2017", total: "7.42" };
    expect(
      scoreReceipt(key, {
        emisor: "Syarikat Perniagaan Gin Kee.",
        fecha: "2017-12-02",
        total: 7.42,
      }),
    ).toMatchObject({ date: true, total: true, issuer_exact: true, issuer_fuzzy: true });
    const near = scoreReceipt(key, {
      emisor: "SYARIKAT PERNIAGAN GIN KE",
      fecha: "02/12/2017",
      total: "7.40",
    });
    expect(near).toMatchObject({
      date: false,
      total: false,
      issuer_exact: false,
      issuer_fuzzy: true,
    });
    expect(scoreReceipt(key, {})).toMatchObject({ date: false, total: false, issuer_fuzzy: false });
  });

  it("counts each OCR word once towards recall", () => {
    expect(wordRecall("TOTAL: 7.42\nTOTAL 7.42", "total 7.42 cash")).toEqual({
      found: 2,
      words: 4,
    });
  });
});
