import { z } from "zod";
import { ERROR_CODES } from "../errors/codes";

/** The phase-service error body of spec §7.2 (plus `retryable`, which the gateway reads). */
export const errorEnvelope = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.enum(ERROR_CODES),
    message: z.string(),
    details: z.string(),
    retryable: z.boolean(),
  }),
  request_id: z.string(),
});

/** The success envelope of spec §2.7 around a route's `data`. */
export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({
    success: z.literal(true),
    data,
    /** Seconds spent on the request. */
    processing_time: z.number(),
    request_id: z.string(),
    service_version: z.string(),
    timestamp: z.iso.datetime(),
  });
}

/** A success envelope around `T`. */
export type Success<T> = z.infer<ReturnType<typeof successEnvelope<z.ZodType<T>>>>;

/** The error body a phase service answers for every failure. */
export type ErrorEnvelope = z.infer<typeof errorEnvelope>;
