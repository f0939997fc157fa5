import { describe, expect, it } from "vitest";
import { Balancer } from "./balancer";

const a = { url: "http://a", weight: 1 };
const b = { url: "http://b", weight: 1 };
const c = { url: "http://c", weight: 3 };
const all = () => true;

function picks(_balancer: Balancer, n: number, pick: () => { url: string }) {
  return Array.from({ length: n }, () => pick().url);
}

describe("balancer", () => {
  it("round_robin takes each instance in turn", () => {
    const bal = new Balancer([a, b]);
    expect(picks(bal, 4, () => bal.pick("round_robin", all))).toEqual([
      "http://a",
      "http://b",
      "http://a",
      "http://b",
    ]);
  });

  it("weighted gives an instance of weight 3 three shares in five, interleaved", () => {
    const bal = new Balancer([a, b, c]);
    const seq = picks(bal, 10, () => bal.pick("weighted", all));
    expect(seq.filter((u) => u === "http://c")).toHaveLength(6);
    expect(seq.filter((u) => u === "http://a")).toHaveLength(2);
    // Smooth: never three of c in a row.
    expect(seq.join(",")).not.toContain("http://c,http://c,http://c");
  });

  it("health_based skips unhealthy instances, and uses all when none is healthy", () => {
    const bal = new Balancer([a, b]);
    const onlyB = (url: string) => url === "http://b";
    expect(picks(bal, 3, () => bal.pick("health_based", onlyB))).toEqual([
      "http://b",
      "http://b",
      "http://b",
    ]);
    expect(new Set(picks(bal, 4, () => bal.pick("health_based", () => false)))).toEqual(
      new Set(["http://a", "http://b"]),
    );
  });

  it("moves a retry to an instance the call has not tried yet", () => {
    const bal = new Balancer([a, b]);
    for (let i = 0; i < 5; i++) {
      expect(bal.pick("round_robin", all, new Set(["http://a"])).url).toBe("http://b");
    }
  });
});
