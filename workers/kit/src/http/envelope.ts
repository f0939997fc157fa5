import type { FastifyRequest } from "fastify";
import type { ErrorCode } from "../errors";

/** The success envelope of spec §2.7. */
export interface SuccessEnvelope<T> {
  success: true;
  data: T;
  /** Seconds spent on the request so far. */
  processing_time: number;
  request_id: string;
  service_version: string;
  timestamp: string;
}

/** The phase-service error body of spec §7.2 (plus `retryable`, which the gateway reads). */
export interface ErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; details: string; retryable: boolean };
  request_id: string;
}

/** Seconds since the request arrived. */
export function elapsedSeconds(request: FastifyRequest): number {
  return Number(process.hrtime.bigint() - request.startedAt) / 1e9;
}

/** Wraps `data` in the success envelope for this request. */
export function ok<T>(request: FastifyRequest, data: T): SuccessEnvelope<T> {
  return {
    success: true,
    data,
    processing_time: round(elapsedSeconds(request)),
    request_id: request.id,
    service_version: request.server.serviceInfo.version,
    timestamp: new Date().toISOString(),
  };
}

function round(seconds: number): number {
  return Math.round(seconds * 1e6) / 1e6;
}
