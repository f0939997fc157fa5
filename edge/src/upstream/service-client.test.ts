import { afterEach, describe, expect, it } from "vitest";
import { DEAD, testCall } from "../../test/upstream";
import { callService } from "./service-client";
import { resetUpstreamState } from "./service-state";

afterEach(() => resetUpstreamState());

const fast = { max_retries: 2, retry_delay_ms: 10, timeout: 5000 };

describe("upstream client against the real phase services", () => {
  it("sends X-Request-ID and the service token, and unwraps the envelope", async () => {
    const call = testCall();
    const res = await callService<{ available_models: unknown[] }>(
      "ml_embeddings",
      { method: "GET", path: "/models" },
      call,
    );
    // The service requires SERVICE_TOKEN: a 200 means the token went with the call.
    expect(res.status).toBe(200);
    expect(res.echoedRequestId).toBe(call.requestId);
    expect(res.attempts).toBe(1);
    expect(Array.isArray(res.data.available_models)).toBe(true);
    expect(typeof res.serviceTime).toBe("number");
  });

  it("retries a failed instance on the next one (round robin over a dead and a live one)", async () => {
    const live = testCall().config.services.ml_embeddings[0]?.url as string;
    const call = testCall(
      { ML_EMBEDDINGS_URL: `${DEAD},${live}` },
      { services: { ml_embeddings: { ...fast, strategy: "round_robin" } } },
    );
    const res = await callService("ml_embeddings", { method: "GET", path: "/models" }, call);
    expect(res.attempts).toBe(2);
  });

  it("never retries a refused request (4xx) and keeps the service's error", async () => {
    const call = testCall({}, { services: { ml_embeddings: fast } });
    const error = await callService(
      "ml_embeddings",
      { method: "POST", path: "/cluster", json: { embeddings: [[1, 2]] } },
      call,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "VALIDATION_ERROR", status: 400, retryable: false });
  });

  it("gives up after max_retries with 503 SERVICE_UNAVAILABLE, then the breaker refuses at once", async () => {
    const call = testCall(
      { OCR_EXTRACTOR_URL: DEAD },
      {
        services: {
          ocr_extractor: {
            ...fast,
            max_retries: 1,
            failure_threshold: 3,
            recovery_timeout_ms: 60_000,
          },
        },
      },
    );
    const req = { method: "GET", path: "/supported-types" } as const;
    const first = await callService("ocr_extractor", req, call).catch((e: unknown) => e);
    expect(first).toMatchObject({ code: "SERVICE_UNAVAILABLE", status: 503, retryable: true });
    expect((first as Error).message).toContain("ocr_extractor");
    // 2 failures so far; the third opens the breaker, the fourth call never leaves.
    await callService("ocr_extractor", req, call).catch(() => {});
    const refused = await callService("ocr_extractor", req, call).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: "SERVICE_UNAVAILABLE", retryable: true });
    expect((refused as { details: string }).details).toContain("circuit open");
    expect((refused as { retryAfter: number }).retryAfter).toBeGreaterThan(50);
  });

  it("stops at the call's deadline", async () => {
    const call = testCall(
      { ML_CLASSIFIER_URL: DEAD },
      {
        services: {
          ml_classifier: {
            max_retries: 10,
            retry_delay_ms: 400,
            deadline_ms: 500,
            failure_threshold: 100,
          },
        },
      },
    );
    const started = Date.now();
    const error = await callService(
      "ml_classifier",
      { method: "GET", path: "/models" },
      call,
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
