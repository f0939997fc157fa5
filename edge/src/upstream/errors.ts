import type { ErrorEnvelope } from "@iris/kit/contract";
import { codeForStatus, IrisError, isErrorCode } from "@iris/kit/errors";
import type { ServiceName } from "../config";

/** The phase services' error body (kit's ErrorEnvelope), read defensively: any field may be off. */
interface ServiceErrorBody {
  error?: { [K in keyof ErrorEnvelope["error"]]?: unknown };
}

/** The error a phase service answered, with its code, status and message kept. */
export function fromServiceError(
  service: ServiceName,
  status: number,
  body: unknown,
  retryAfterSeconds?: number,
): IrisError {
  const error = (body as ServiceErrorBody | undefined)?.error;
  const code = isErrorCode(error?.code) ? error.code : codeForStatus(status);
  const message =
    typeof error?.message === "string" && error.message
      ? error.message
      : `${service} answered ${status}`;
  const details = typeof error?.details === "string" ? error.details : "";
  return new IrisError(code, message, {
    status,
    inputFault: status === 422,
    details: details ? `${details} (${service})` : `from ${service}`,
    retryAfter: retryAfterSeconds,
  });
}

/** 503 SERVICE_UNAVAILABLE for a service that could not be reached (retryable). */
export function unavailable(
  service: ServiceName,
  details: string,
  retryAfterMs: number,
): IrisError {
  return new IrisError("SERVICE_UNAVAILABLE", `${service} is unavailable`, {
    details,
    retryAfter: Math.max(1, Math.ceil(retryAfterMs / 1000)),
  });
}

/** 502 for a service that answered something that is not its envelope. */
export function garbage(service: ServiceName, status: number): IrisError {
  return new IrisError("SERVICE_UNAVAILABLE", `${service} answered an unreadable response`, {
    status: 502,
    details: `HTTP ${status} without the service envelope`,
  });
}
