import { describe, expect, it } from "vitest";
import { gcra, refundTat } from "./gcra";

const spec = { name: "t", limit: 10, windowMs: 60_000 };

describe("gcra", () => {
  it("passes a burst of exactly `limit`, then refuses with the wait until the next slot", () => {
    let tat: number | undefined;
    const now = 1_000_000;
    const allowed: boolean[] = [];
    for (let i = 0; i < 12; i++) {
      const r = gcra(tat, spec, now);
      allowed.push(r.allowed);
      tat = r.tat;
      if (i === 9) expect(r.state.remaining).toBe(0);
      if (i === 10) expect(r.state.retryAfterMs).toBe(6000);
    }
    expect(allowed.filter(Boolean)).toHaveLength(10);
    expect(gcra(tat, spec, now + 6000).allowed).toBe(true);
  });

  it("counts remaining down from limit - 1 and refills one per window/limit", () => {
    const first = gcra(undefined, spec, 0);
    expect(first.state.remaining).toBe(9);
    expect(gcra(first.tat, spec, 6000).state.remaining).toBe(9);
  });

  it("gives back a refunded unit", () => {
    const a = gcra(undefined, spec, 0);
    const b = gcra(a.tat, spec, 0);
    expect(gcra(refundTat(b.tat, spec, 0), spec, 0).state.remaining).toBe(8);
  });
});
