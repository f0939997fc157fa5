import { describe, expect, it } from "vitest";
import { type BreakerState, CircuitBreaker } from "./circuit-breaker";

const settings = { failureThreshold: 3, recoveryTimeoutMs: 30_000 };

function breaker() {
  let now = 1_000_000;
  const transitions: string[] = [];
  const b = new CircuitBreaker(
    (from: BreakerState, to: BreakerState) => transitions.push(`${from}→${to}`),
    () => now,
  );
  return { b, transitions, advance: (ms: number) => (now += ms) };
}

describe("circuit breaker", () => {
  it("opens after failure_threshold consecutive failures and refuses at once while open", () => {
    const { b, transitions } = breaker();
    b.failure(settings);
    b.failure(settings);
    b.success(); // a success ends the streak
    b.failure(settings);
    b.failure(settings);
    expect(b.state).toBe("closed");
    b.failure(settings);
    expect(b.state).toBe("open");
    const decision = b.acquire(settings);
    expect(decision.kind).toBe("reject");
    if (decision.kind === "reject") expect(decision.retryAfterMs).toBe(30_000);
    expect(transitions).toEqual(["closed→open"]);
  });

  it("lets exactly one probe through after recovery_timeout, then closes on its success", () => {
    const { b, transitions, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure(settings);
    advance(29_999);
    expect(b.acquire(settings).kind).toBe("reject");
    advance(1);
    expect(b.acquire(settings).kind).toBe("probe");
    expect(b.state).toBe("half_open");
    expect(b.acquire(settings).kind).toBe("reject"); // the probe is still running
    b.probeResult(true);
    expect(b.state).toBe("closed");
    expect(b.acquire(settings).kind).toBe("allow");
    expect(transitions).toEqual(["closed→open", "open→half_open", "half_open→closed"]);
  });

  it("settles to half-open once the recovery wait has passed, leaving the probe to a caller", () => {
    const { b, transitions, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure(settings);
    advance(29_999);
    b.settle(settings);
    expect(b.state).toBe("open");
    advance(1);
    b.settle(settings);
    expect(b.state).toBe("half_open");
    expect(b.refusesNow(settings)).toBe(false);
    expect(b.acquire(settings).kind).toBe("probe");
    expect(transitions).toEqual(["closed→open", "open→half_open"]);
  });

  it("re-opens for a fresh recovery wait when the probe fails", () => {
    const { b, advance } = breaker();
    for (let i = 0; i < 3; i++) b.failure(settings);
    advance(30_000);
    expect(b.acquire(settings).kind).toBe("probe");
    b.probeResult(false);
    expect(b.state).toBe("open");
    advance(10_000);
    const decision = b.acquire(settings);
    expect(decision.kind).toBe("reject");
    if (decision.kind === "reject") expect(decision.retryAfterMs).toBe(20_000);
  });

  it("tells whether a call would be refused without taking the probe", () => {
    const { b, advance } = breaker();
    expect(b.refusesNow(settings)).toBe(false);
    for (let i = 0; i < 3; i++) b.failure(settings);
    expect(b.refusesNow(settings)).toBe(true);
    advance(30_000);
    expect(b.refusesNow(settings)).toBe(false);
    expect(b.state).toBe("open"); // asking changed nothing: the next call still probes
    expect(b.acquire(settings).kind).toBe("probe");
    expect(b.refusesNow(settings)).toBe(true);
  });
});
