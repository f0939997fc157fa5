import { describe, expect, it } from "vitest";
import { findAmounts } from "./money";

describe("amounts in running text", () => {
  const values = (text: string) => findAmounts(text).map((a) => a.value);

  it("reads a decimal point OCR turned into a space after a currency mark", () => {
    expect(values("Total Sales Incl GST @ 6% RM8 60")).toEqual([8.6]);
    expect(values("TOTAL $ 12 05")).toEqual([12.05]);
  });

  it("keeps thousands groups and bare counts as they are", () => {
    expect(values("RM 1 234.50")).toEqual([1234.5]);
    expect(values("Qty 8 60 pcs")).toEqual([]);
  });
});
