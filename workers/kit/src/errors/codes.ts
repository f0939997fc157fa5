/**
 * The one error-code list shared by the gateway and the four phase services, with its
 * HTTP mapping (DESIGN.md §3) and retry guidance (spec §7.3). Pure: no Node or Workers APIs,
 * so `edge/` bundles it as is.
 */
export const ERROR_CODES = [
  "VALIDATION_ERROR",
  "UNAUTHORIZED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "FILE_TOO_LARGE",
  "UNSUPPORTED_FORMAT",
  "INVALID_IMAGE_FORMAT",
  "RATE_LIMIT_EXCEEDED",
  "IMAGE_PROCESSING_FAILED",
  "EMBEDDING_GENERATION_FAILED",
  "CLASSIFICATION_FAILED",
  "OCR_EXTRACTION_FAILED",
  "SERVICE_UNAVAILABLE",
  "INTERNAL_ERROR",
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** Default HTTP status per code. Phase failures are 500 unless the input is at fault (422). */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_ERROR: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  FILE_TOO_LARGE: 413,
  UNSUPPORTED_FORMAT: 415,
  INVALID_IMAGE_FORMAT: 415,
  RATE_LIMIT_EXCEEDED: 429,
  IMAGE_PROCESSING_FAILED: 500,
  EMBEDDING_GENERATION_FAILED: 500,
  CLASSIFICATION_FAILED: 500,
  OCR_EXTRACTION_FAILED: 500,
  SERVICE_UNAVAILABLE: 503,
  INTERNAL_ERROR: 500,
};

/** Whether a client may retry (with backoff) after this code, per spec §7.3. */
export const ERROR_RETRYABLE: Record<ErrorCode, boolean> = {
  VALIDATION_ERROR: false,
  UNAUTHORIZED: false,
  FORBIDDEN: false,
  NOT_FOUND: false,
  CONFLICT: false,
  FILE_TOO_LARGE: false,
  UNSUPPORTED_FORMAT: false,
  INVALID_IMAGE_FORMAT: false,
  RATE_LIMIT_EXCEEDED: true,
  IMAGE_PROCESSING_FAILED: true,
  EMBEDDING_GENERATION_FAILED: true,
  CLASSIFICATION_FAILED: false,
  OCR_EXTRACTION_FAILED: true,
  SERVICE_UNAVAILABLE: true,
  INTERNAL_ERROR: false,
};

/** Phase failure codes: these answer 422 when the input is at fault. */
const PHASE_FAILURES: ReadonlySet<ErrorCode> = new Set([
  "IMAGE_PROCESSING_FAILED",
  "EMBEDDING_GENERATION_FAILED",
  "CLASSIFICATION_FAILED",
  "OCR_EXTRACTION_FAILED",
]);

/** True when `value` is one of the shared error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && (ERROR_CODES as readonly string[]).includes(value);
}

/**
 * HTTP status for a code. A phase failure caused by the input (an unreadable image) is 422;
 * it is not retryable either, since the same input fails again.
 */
export function statusFor(code: ErrorCode, inputFault = false): number {
  return inputFault && PHASE_FAILURES.has(code) ? 422 : ERROR_STATUS[code];
}

/** Retry guidance for a code; an input fault is never retryable. */
export function retryableFor(code: ErrorCode, inputFault = false): boolean {
  return inputFault ? false : ERROR_RETRYABLE[code];
}

/** The code a bare HTTP status maps to, for errors that arrive without one. */
export function codeForStatus(status: number): ErrorCode {
  switch (status) {
    case 400:
    case 422:
      return "VALIDATION_ERROR";
    case 401:
      return "UNAUTHORIZED";
    case 403:
      return "FORBIDDEN";
    case 404:
      return "NOT_FOUND";
    case 409:
      return "CONFLICT";
    case 413:
      return "FILE_TOO_LARGE";
    case 415:
      return "UNSUPPORTED_FORMAT";
    case 429:
      return "RATE_LIMIT_EXCEEDED";
    case 502:
    case 503:
    case 504:
      return "SERVICE_UNAVAILABLE";
    default:
      return status >= 400 && status < 500 ? "VALIDATION_ERROR" : "INTERNAL_ERROR";
  }
}
