/** Breaker states (DESIGN.md §6). */
export type BreakerState = "closed" | "open" | "half_open";

/** The per-service settings of spec §8.3 the breaker uses (from /admin/config). */
export interface BreakerSettings {
  failureThreshold: number;
  recoveryTimeoutMs: number;
}

/** A service's breaker settings from its run-time record (spec §8.3's two columns). */
export function breakerSettings(service: {
  failure_threshold: number;
  recovery_timeout_ms: number;
}): BreakerSettings {
  return {
    failureThreshold: service.failure_threshold,
    recoveryTimeoutMs: service.recovery_timeout_ms,
  };
}

/** What a caller may do now. */
export type BreakerDecision =
  | { kind: "allow" }
  /** This caller runs the single half-open probe, then reports it with `probeResult`. */
  | { kind: "probe" }
  | { kind: "reject"; retryAfterMs: number; reason: string };

/**
 * A circuit breaker: closed → open after `failureThreshold` consecutive failures → half-open
 * once `recoveryTimeoutMs` has passed, when exactly one caller runs a probe → closed when
 * it succeeds, open again (a fresh recovery wait) when it fails. While open, and while the
 * probe runs, calls are refused at once. The clock is injectable for tests.
 */
export class CircuitBreaker {
  private current: BreakerState = "closed";
  private failures = 0;
  private openedAt = 0;
  private probing = false;

  constructor(
    private readonly onChange: (from: BreakerState, to: BreakerState) => void = () => {},
    private readonly now: () => number = Date.now,
  ) {}

  get state(): BreakerState {
    return this.current;
  }

  get consecutiveFailures(): number {
    return this.failures;
  }

  /** Decides whether a call may go out now. */
  acquire(settings: BreakerSettings): BreakerDecision {
    if (this.current === "closed") return { kind: "allow" };
    const waited = this.now() - this.openedAt;
    if (this.current === "open" && waited >= settings.recoveryTimeoutMs) {
      this.move("half_open");
    }
    if (this.current === "half_open" && !this.probing) {
      this.probing = true;
      return { kind: "probe" };
    }
    const retryAfterMs =
      this.current === "open" ? Math.max(1000, settings.recoveryTimeoutMs - waited) : 1000;
    return {
      kind: "reject",
      retryAfterMs,
      reason:
        this.current === "open"
          ? `circuit open after ${this.failures} consecutive failures`
          : "circuit half-open: a recovery probe is running",
    };
  }

  /**
   * Whether a call would be refused now (open within its recovery wait, or half-open with
   * the probe out), without changing state or taking the probe: lets a caller skip work
   * whose result it could not use.
   */
  refusesNow(settings: BreakerSettings): boolean {
    if (this.current === "closed") return false;
    if (this.current === "open") return this.now() - this.openedAt < settings.recoveryTimeoutMs;
    return this.probing;
  }

  /**
   * Moves an open breaker whose recovery wait has passed to half-open without taking the
   * probe, so that health and metrics say the next call goes out rather than showing it
   * open until some caller happens to try.
   */
  settle(settings: BreakerSettings): void {
    if (this.current === "open" && this.now() - this.openedAt >= settings.recoveryTimeoutMs)
      this.move("half_open");
  }

  /** Reports the half-open probe's outcome: closes the breaker or re-opens it. */
  probeResult(ok: boolean): void {
    this.probing = false;
    if (ok) {
      this.failures = 0;
      this.move("closed");
    } else this.trip();
  }

  /** A call (attempt) succeeded: the failure streak ends. */
  success(): void {
    this.failures = 0;
    if (this.current !== "closed" && !this.probing) this.move("closed");
  }

  /** A call (attempt) failed; opens the breaker at the threshold. */
  failure(settings: BreakerSettings): void {
    this.failures++;
    if (this.current === "closed" && this.failures >= settings.failureThreshold) this.trip();
  }

  private trip(): void {
    this.openedAt = this.now();
    this.move("open");
  }

  private move(to: BreakerState): void {
    if (to === this.current) return;
    const from = this.current;
    this.current = to;
    this.onChange(from, to);
  }
}
