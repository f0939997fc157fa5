import { IrisError } from "@iris/kit";
import { describe, expect, it } from "vitest";
import { QueueFullError } from "../batching";
import { ImageDecodeError, ModelError } from "../registry";
import { type BackboneFailureCode, toServiceError } from "./service-error";

const services: BackboneFailureCode[] = ["EMBEDDING_GENERATION_FAILED", "CLASSIFICATION_FAILED"];

describe("toServiceError", () => {
  it("gives both ML services the same answer for the same failure", () => {
    const failures = [
      new ImageDecodeError(0, new Error("pngload: end of stream")),
      new ModelError("unknown", "nope", "no model named nope"),
      new ModelError("not_installed", "vit", "model vit is not installed", "run the export"),
      new ModelError("checksum_mismatch", "vit", "sha256 mismatch"),
      new QueueFullError(4),
    ];
    for (const failure of failures) {
      const [a, b] = services.map((s) => toServiceError(failure, s));
      expect({ code: a?.code, status: a?.status, retryable: a?.retryable }).toEqual({
        code: b?.code,
        status: b?.status,
        retryable: b?.retryable,
      });
    }
  });

  it("maps an image that does not decode to 422 IMAGE_PROCESSING_FAILED, not retryable", () => {
    const error = toServiceError(
      new ImageDecodeError(2, new Error("bad")),
      "CLASSIFICATION_FAILED",
    );
    expect(error.code).toBe("IMAGE_PROCESSING_FAILED");
    expect(error.status).toBe(422);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain("image 3");
  });

  it("maps models and the queue: 404, 409, 503 with Retry-After", () => {
    const status = (e: unknown) => toServiceError(e, "EMBEDDING_GENERATION_FAILED").status;
    expect(status(new ModelError("unknown", "x", "m"))).toBe(404);
    expect(status(new ModelError("not_installed", "x", "m"))).toBe(409);
    const full = toServiceError(new QueueFullError(1), "EMBEDDING_GENERATION_FAILED");
    expect([full.status, full.code, full.retryAfter]).toEqual([503, "SERVICE_UNAVAILABLE", 1]);
  });

  it("names the service's own failure for anything else, and keeps IrisErrors", () => {
    expect(toServiceError(new Error("x"), "CLASSIFICATION_FAILED").code).toBe(
      "CLASSIFICATION_FAILED",
    );
    expect(toServiceError(new Error("x"), "EMBEDDING_GENERATION_FAILED").status).toBe(500);
    const own = new IrisError("VALIDATION_ERROR", "bad");
    expect(toServiceError(own, "CLASSIFICATION_FAILED")).toBe(own);
  });
});
