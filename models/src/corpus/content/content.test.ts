import { describe, expect, it } from "vitest";
import { formatDate, isoDate } from "./dates.ts";
import { formatMoney } from "./money.ts";

describe("printed formats", () => {
  it("prints money Spanish style", () => {
    expect(formatMoney(123456)).toBe("1.234,56");
    expect(formatMoney(5)).toBe("0,05");
    expect(formatMoney(100_000_000)).toBe("1.000.000,00");
  });

  it("prints a date in every documented style", () => {
    const date = { year: 1985, month: 3, day: 15 };
    expect(isoDate(date)).toBe("1985-03-15");
    expect(formatDate(date, "dmy_slash")).toBe("15/03/1985");
    expect(formatDate(date, "dmy_dash_short")).toBe("15-03-85");
    expect(formatDate(date, "long")).toBe("15 de marzo de 1985");
    expect(formatDate(date, "iso")).toBe("1985-03-15");
    expect(formatDate(date, "dmon")).toBe("15 MAR 1985");
    expect(formatDate({ year: 1990, month: 1, day: 2 }, "dmon_bilingual")).toBe("02 ENE/JAN 1990");
  });
});
