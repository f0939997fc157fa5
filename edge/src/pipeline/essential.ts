import { createMiddleware } from "hono/factory";
import type { ServiceName } from "../config";
import type { AppEnv } from "../types";
import { type UpstreamCall, upstreamCall } from "../upstream";
import { breakerSettings } from "../upstream/circuit-breaker";
import { unavailable } from "../upstream/errors";
import { serviceState } from "../upstream/service-state";

/** The phase without which a run has no answer: OCR and the fields (phases 5-6). */
export const ESSENTIAL_SERVICE: ServiceName = "ocr_extractor";

/**
 * The 503 a run would end with, when the essential service's circuit breaker refuses calls
 * now (open within its recovery wait); null while a call could go out.
 */
export function essentialRefusal(call: UpstreamCall) {
  const settings = call.runtime.services[ESSENTIAL_SERVICE];
  const { breaker } = serviceState(ESSENTIAL_SERVICE, call.config.services[ESSENTIAL_SERVICE]);
  if (!breaker.refusesNow(breakerSettings(settings))) return null;
  return unavailable(
    ESSENTIAL_SERVICE,
    "circuit open: phases 5-6 are unavailable, so no phase ran; retry later",
    settings.recovery_timeout_ms,
  );
}

/**
 * Answers 503 SERVICE_UNAVAILABLE (retryable, with Retry-After) before any work and before
 * the caller's processing budget is charged, while the essential service's breaker is open:
 * phases 1-4 would run for nothing (issue 25, finding 6).
 */
export const essentialServiceGate = createMiddleware<AppEnv>(async (c, next) => {
  const refusal = essentialRefusal(await upstreamCall(c));
  if (refusal) {
    // Read the upload to its end (without keeping it): a client still sending it would
    // otherwise see its connection reset instead of the 503.
    await c.req.raw.body?.pipeTo(new WritableStream()).catch(() => undefined);
    throw refusal;
  }
  await next();
});
