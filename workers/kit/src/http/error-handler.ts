import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { codeForStatus, type ErrorCode, IrisError, isIrisError } from "../errors";
import type { ErrorBody } from "./envelope";

/** Fastify and plugin error codes that say what the client did wrong. */
const KNOWN: Record<string, { code: ErrorCode; status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    code: "FILE_TOO_LARGE",
    status: 413,
    message: "request body too large",
  },
  FST_REQ_FILE_TOO_LARGE: {
    code: "FILE_TOO_LARGE",
    status: 413,
    message: "file exceeds the size limit",
  },
  FST_FILES_LIMIT: {
    code: "VALIDATION_ERROR",
    status: 413,
    message: "too many files in one request",
  },
  FST_PARTS_LIMIT: { code: "VALIDATION_ERROR", status: 413, message: "too many multipart parts" },
  FST_FIELDS_LIMIT: { code: "VALIDATION_ERROR", status: 413, message: "too many multipart fields" },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: "UNSUPPORTED_FORMAT",
    status: 415,
    message: "unsupported content type",
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: "UNSUPPORTED_FORMAT",
    status: 415,
    message: "expected a multipart/form-data body",
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    code: "VALIDATION_ERROR",
    status: 400,
    message: "malformed JSON body",
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: "VALIDATION_ERROR",
    status: 400,
    message: "empty JSON body",
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: "VALIDATION_ERROR",
    status: 400,
    message: "content length does not match the body",
  },
};

/**
 * The single error handler of a phase service: every failure leaves as the §7.2 body with the
 * mapped status. 5xx bodies say what failed, never how; the stack goes to the log only.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler(
      async (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
        const mapped = toIrisError(error);
        if (mapped.status >= 500) request.log.error({ err: error }, mapped.message);
        else request.log.info({ code: mapped.code, details: mapped.details }, mapped.message);
        if (mapped.retryAfter !== undefined) {
          reply.header("retry-after", String(mapped.retryAfter));
        }
        // Refused before its body was read (too large): read the rest first, within bounds,
        // so the client — still sending — gets the 413 instead of a reset connection.
        if (mapped.status === 413) await drain(request, DRAIN_LIMIT_BYTES, DRAIN_TIMEOUT_MS);
        return reply.status(mapped.status).send(errorBody(mapped, request.id));
      },
    );
    app.setNotFoundHandler((request, reply) => {
      const err = new IrisError(
        "NOT_FOUND",
        `no route ${request.method} ${request.url.split("?")[0]}`,
      );
      return reply.status(404).send(errorBody(err, request.id));
    });
  },
  { name: "iris-error-handler" },
);

/** The §7.2 phase-service error body. */
export function errorBody(error: IrisError, requestId: string): ErrorBody {
  return {
    success: false,
    error: {
      code: error.code,
      message: error.message,
      details: error.details,
      retryable: error.retryable,
    },
    request_id: requestId,
  };
}

/** Maps anything thrown in a handler to an IrisError. */
export function toIrisError(error: unknown): IrisError {
  if (isIrisError(error)) return error;
  const fe = error as Partial<FastifyError>;
  if (fe.validation) {
    const where = fe.validationContext ?? "body";
    return new IrisError("VALIDATION_ERROR", `invalid request ${where}`, {
      // Each field at fault, dotted as parseFields names it: `config.epochs: expected number`.
      details: fe.validation
        .map((v) => `${v.instancePath.slice(1).replaceAll("/", ".") || `(${where})`}: ${v.message}`)
        .join("; "),
    });
  }
  const known = fe.code ? KNOWN[fe.code] : undefined;
  if (known) {
    return new IrisError(known.code, known.message, {
      status: known.status,
      details: fe.message ?? "",
    });
  }
  const status = typeof fe.statusCode === "number" ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code = codeForStatus(status);
    return new IrisError(code, fe.message ?? "bad request", { status });
  }
  return new IrisError("INTERNAL_ERROR", "internal error", { details: "" });
}

/** Most of a refused body read and discarded so that the client can read the answer. */
const DRAIN_LIMIT_BYTES = 128 * 1024 * 1024;
const DRAIN_TIMEOUT_MS = 10_000;

/** Reads and discards what is left of the request body: up to `limit` bytes or `ms`. */
function drain(request: FastifyRequest, limit: number, ms: number): Promise<void> {
  const raw = request.raw;
  if (raw.complete || raw.destroyed || raw.readableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    let seen = 0;
    const done = () => {
      clearTimeout(timer);
      raw.off("data", onData);
      raw.off("end", done);
      raw.off("error", done);
      raw.off("close", done);
      resolve();
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > limit) done();
    };
    const timer = setTimeout(done, ms);
    raw.on("data", onData);
    raw.once("end", done);
    raw.once("error", done);
    raw.once("close", done);
    raw.resume();
  });
}
