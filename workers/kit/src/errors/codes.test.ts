import { describe, expect, it } from "vitest";
import { codeForStatus, ERROR_CODES, IrisError, retryableFor, statusFor } from "./index";

describe("error codes", () => {
  it("maps every code to a 4xx or 5xx status", () => {
    for (const code of ERROR_CODES) {
      const status = statusFor(code);
      expect(status >= 400 && status < 600, code).toBe(true);
    }
  });

  it("answers 422 and no retry for a phase failure caused by the input", () => {
    expect(statusFor("IMAGE_PROCESSING_FAILED")).toBe(500);
    expect(statusFor("IMAGE_PROCESSING_FAILED", true)).toBe(422);
    expect(retryableFor("IMAGE_PROCESSING_FAILED")).toBe(true);
    expect(retryableFor("IMAGE_PROCESSING_FAILED", true)).toBe(false);
    expect(statusFor("VALIDATION_ERROR", true)).toBe(400);
  });

  it("follows the spec's retry table", () => {
    expect(retryableFor("CLASSIFICATION_FAILED")).toBe(false);
    expect(retryableFor("SERVICE_UNAVAILABLE")).toBe(true);
    expect(retryableFor("RATE_LIMIT_EXCEEDED")).toBe(true);
    expect(retryableFor("FILE_TOO_LARGE")).toBe(false);
  });

  it("round-trips statuses back to codes", () => {
    for (const code of ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND", "RATE_LIMIT_EXCEEDED"] as const) {
      expect(codeForStatus(statusFor(code))).toBe(code);
    }
    expect(codeForStatus(502)).toBe("SERVICE_UNAVAILABLE");
    expect(codeForStatus(500)).toBe("INTERNAL_ERROR");
  });

  it("builds an error carrying status, retryability and details", () => {
    const err = new IrisError("OCR_EXTRACTION_FAILED", "ocr failed", { details: "worker crashed" });
    expect(err.status).toBe(500);
    expect(err.retryable).toBe(true);
    expect(err.details).toBe("worker crashed");
    expect(new IrisError("SERVICE_UNAVAILABLE", "bad upstream", { status: 502 }).status).toBe(502);
  });
});
