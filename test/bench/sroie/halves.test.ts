import { describe, expect, it } from "vitest";
import { idsOfHalf, parseHalf } from "./halves";

describe("the two halves of sroie_dev", () => {
  const ids = ["103", "100", "102", "101", "104"];

  it("splits ids sorted as numbers by even and odd position, and together they are all", () => {
    expect(idsOfHalf(ids, "dev")).toEqual(["100", "102", "104"]);
    expect(idsOfHalf(ids, "check")).toEqual(["101", "103"]);
    expect(idsOfHalf(ids, "all")).toEqual(["100", "101", "102", "103", "104"]);
  });

  it("refuses a half it does not know", () => {
    expect(parseHalf(undefined)).toBe("all");
    expect(() => parseHalf("test")).toThrow(/dev, check or all/);
  });
});
