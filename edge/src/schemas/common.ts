import { z } from "@hono/zod-openapi";

/** The gateway error body of spec §7.2. */
export const ErrorBodySchema = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string().openapi({ example: "VALIDATION_ERROR" }),
      message: z.string(),
      details: z.string(),
      retryable: z.boolean(),
      timestamp: z.string().openapi({ format: "date-time" }),
    }),
    pipeline_id: z.string().optional(),
    request_id: z.string().openapi({ description: "the answer's X-Request-ID" }),
  })
  .openapi("Error");

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBodySchema } },
});

/** Error responses every guarded route can give. */
export const ERRORS = {
  400: errorResponse("VALIDATION_ERROR: the fields at fault are named"),
  401: errorResponse("UNAUTHORIZED: missing, invalid, expired or revoked credentials"),
  403: errorResponse("FORBIDDEN: role too low"),
  429: errorResponse("RATE_LIMIT_EXCEEDED: too many requests (Retry-After says when to retry)"),
} as const;

/** Extra error responses for routes that call phase services. */
export const UPSTREAM_ERRORS = {
  413: errorResponse("FILE_TOO_LARGE"),
  415: errorResponse("UNSUPPORTED_FORMAT / INVALID_IMAGE_FORMAT"),
  502: errorResponse("SERVICE_UNAVAILABLE: a phase service answered garbage"),
  503: errorResponse("SERVICE_UNAVAILABLE: a phase service is down or not wired yet"),
} as const;

/** 404 in the error body. */
export const NOT_FOUND = { 404: errorResponse("NOT_FOUND") } as const;

/** A JSON body or response of `schema`. */
export function json<T extends z.ZodType>(schema: T, description = "") {
  return { description, content: { "application/json": { schema } } };
}

/** A success body: `{ success: true, data }`. */
export function ok<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** An object whose fields the interface does not show (passed through from a phase service). */
export const OpenObject = z.record(z.string(), z.unknown()).openapi({
  description: "Body produced by the phase service; its fields are not fixed by the interface.",
});

/** Common list query parameters (spec §4.3). */
export const ListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
  sort: z
    .string()
    .regex(/^[a-z_]+$/)
    .optional(),
  order: z.enum(["asc", "desc"]).default("desc"),
  fields: z
    .string()
    .regex(/^[a-z_]+(,[a-z_]+)*$/)
    .optional(),
  format: z.enum(["json"]).default("json"),
});
