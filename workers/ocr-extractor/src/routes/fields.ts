import { IrisError } from "@iris/kit";
import { DOCUMENT_TYPES } from "@iris/kit/document-types";
import type { FastifyReply } from "fastify";
import { z } from "zod";

export { documentTypeField, qualityField } from "../contract";

/** A 0–1 confidence threshold written as text. */
export const thresholdField = z.coerce.number().min(0).max(1);

/** 400 for a type the route cannot serve. */
export function unknownType(name: string): IrisError {
  return new IrisError("VALIDATION_ERROR", `unknown document_type "${name}"`, {
    details: `supported: ${DOCUMENT_TYPES.join(", ")}`,
  });
}

/**
 * Aborts when the connection closes before the answer is written: the caller gave up (its
 * timeout), so no further reading should start.
 */
export function callerGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableEnded) gone.abort();
  });
  return gone.signal;
}
