import { codeForStatus, IrisError, isIrisError } from "@iris/kit/errors";
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { AppEnv } from "../types";

/**
 * The gateway error body of spec §7.2, plus `request_id` (the X-Request-ID of the answer, as
 * the phase services' form has it) so that a logged body names its request.
 */
export interface GatewayErrorBody {
  success: false;
  error: { code: string; message: string; details: string; retryable: boolean; timestamp: string };
  pipeline_id?: string;
  request_id: string;
}

/** Builds the §7.2 body for `error`. */
export function gatewayErrorBody(
  error: IrisError,
  requestId: string,
  pipelineId?: string,
): GatewayErrorBody {
  return {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      details: error.details,
      retryable: error.retryable,
      timestamp: new Date().toISOString(),
    },
    ...(pipelineId ? { pipeline_id: pipelineId } : {}),
    request_id: requestId,
  };
}

/** Maps anything thrown to an IrisError; unknown failures become a bare INTERNAL_ERROR. */
export function toIrisError(error: unknown): IrisError {
  if (isIrisError(error)) return error;
  if (error instanceof HTTPException) {
    return new IrisError(codeForStatus(error.status), error.message || "request failed", {
      status: error.status,
    });
  }
  return new IrisError("INTERNAL_ERROR", "internal error");
}

/** The gateway's single error handler: every failure leaves as the §7.2 body. */
export function onError(error: unknown, c: Context<AppEnv>): Response {
  const mapped = toIrisError(error);
  if (mapped.status >= 500) {
    // Expected failures (an IrisError such as SERVICE_UNAVAILABLE) log one line; bugs log the stack.
    if (isIrisError(error)) console.warn(`[${c.get("requestId")}] ${error.code}: ${error.message}`);
    else console.error(`[${c.get("requestId")}]`, error);
  }
  if (mapped.retryAfter !== undefined) c.header("retry-after", String(mapped.retryAfter));
  if (mapped.status === 401) c.header("www-authenticate", 'Bearer realm="iris"');
  return c.json(
    gatewayErrorBody(mapped, c.get("requestId"), c.get("pipelineId")),
    mapped.status as 500,
  );
}

/** 404 for unknown routes, in the same body. */
export function onNotFound(c: Context<AppEnv>): Response {
  const error = new IrisError(
    "NOT_FOUND",
    `no route ${c.req.method} ${new URL(c.req.url).pathname}`,
  );
  return c.json(gatewayErrorBody(error, c.get("requestId")), 404);
}
