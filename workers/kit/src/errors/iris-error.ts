import { type ErrorCode, retryableFor, statusFor } from "./codes";

/** Options for an {@link IrisError}. */
export interface IrisErrorOptions {
  /** Human-readable detail safe to show a client (never a stack or a secret). */
  details?: string;
  /** The input is at fault: phase failures answer 422 and are not retryable. */
  inputFault?: boolean;
  /** Override the mapped HTTP status (e.g. 502 for an upstream that answered garbage). */
  status?: number;
  /** Seconds a client should wait before retrying (sets Retry-After). */
  retryAfter?: number;
  cause?: unknown;
}

/** The one error class of iris: a shared code, its HTTP status and retry guidance. */
export class IrisError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly retryable: boolean;
  readonly details: string;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message: string, options: IrisErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = "IrisError";
    this.code = code;
    this.status = options.status ?? statusFor(code, options.inputFault);
    this.retryable = retryableFor(code, options.inputFault);
    this.details = options.details ?? "";
    this.retryAfter = options.retryAfter;
  }
}

/** True for an {@link IrisError}, also across module copies (checks the shape, not the class). */
export function isIrisError(value: unknown): value is IrisError {
  return (
    value instanceof IrisError ||
    (value instanceof Error && value.name === "IrisError" && "code" in value && "status" in value)
  );
}
