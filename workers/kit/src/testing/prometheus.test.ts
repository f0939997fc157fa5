import { describe, expect, it } from "vitest";
import { parsePrometheus } from "./prometheus";

describe("parsePrometheus", () => {
  it("keeps labels of histogram series", () => {
    const text = [
      "# HELP h request time",
      "# TYPE h histogram",
      'h_bucket{route="/a",le="0.1"} 1',
      'h_bucket{route="/a",le="+Inf"} 2',
      'h_sum{route="/a"} 0.3',
      'h_count{route="/a"} 2',
    ].join("\n");
    const [family] = parsePrometheus(text);
    expect(family?.type).toBe("histogram");
    expect(family?.samples).toHaveLength(4);
    expect(family?.samples[1]).toEqual({
      name: "h_bucket",
      labels: { route: "/a", le: "+Inf" },
      value: 2,
    });
  });

  it("rejects malformed lines", () => {
    expect(() => parsePrometheus("bad metric{ 1")).toThrow(/line 1/);
    expect(() => parsePrometheus('x{a="1"} one')).toThrow(/bad value/);
    expect(() => parsePrometheus("# TYPE x flavour")).toThrow(/bad TYPE/);
  });
});
