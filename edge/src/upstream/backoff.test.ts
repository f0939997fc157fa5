import { describe, expect, it } from "vitest";
import { backoffDelay, RETRY_AFTER_CAP_MS, retryAfterMs } from "./backoff";

describe("backoff", () => {
  it("draws full jitter below base·2^attempt, capped", () => {
    expect(backoffDelay(0, 1000, 30_000, () => 0.999)).toBe(999);
    expect(backoffDelay(3, 1000, 30_000, () => 0.5)).toBe(4000);
    expect(backoffDelay(10, 1000, 30_000, () => 0.999)).toBe(29_970);
    expect(backoffDelay(2, 1000, 30_000, () => 0)).toBe(0);
  });

  it("reads Retry-After as seconds or a date and caps it", () => {
    expect(retryAfterMs("3")).toBe(3000);
    expect(retryAfterMs("3600")).toBe(RETRY_AFTER_CAP_MS);
    const now = Date.parse("2026-01-01T00:00:00Z");
    expect(retryAfterMs("Thu, 01 Jan 2026 00:00:05 GMT", 60_000, now)).toBe(5000);
    expect(retryAfterMs("soon")).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
