import { IrisError } from "@iris/kit";
import { canonicalType, DOCUMENT_TYPES, type DocumentType } from "@iris/kit/document-types";
import type { FastifyReply } from "fastify";
import { z } from "zod";
import { imageQualitySchema } from "../extraction";

/** A document type or one of its aliases; `auto` (or nothing) when `allowAuto`. */
export function documentTypeField(allowAuto: boolean) {
  return z
    .string()
    .optional()
    .transform((value, ctx): DocumentType | "auto" => {
      const text = value?.trim() ?? "";
      if (text === "" || text.toLowerCase() === "auto") {
        if (allowAuto) return "auto";
      } else {
        const type = canonicalType(text);
        if (type) return type;
      }
      ctx.addIssue({
        code: "custom",
        message: `unknown document_type "${text}"; use ${allowAuto ? "auto, " : ""}${DOCUMENT_TYPES.join(", ")}`,
      });
      return z.NEVER;
    });
}

/** A 0–1 confidence threshold written as text. */
export const thresholdField = z.coerce.number().min(0).max(1);

/** The image-processor's quality assessment, as JSON text in a multipart field. */
export const qualityField = z
  .string()
  .optional()
  .transform((text, ctx) => {
    if (text === undefined || text.trim() === "") return undefined;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      ctx.addIssue({ code: "custom", message: "quality must be a JSON object" });
      return z.NEVER;
    }
    const parsed = imageQualitySchema.safeParse(json);
    if (!parsed.success) {
      ctx.addIssue({ code: "custom", message: `quality: ${parsed.error.issues[0]?.message}` });
      return z.NEVER;
    }
    return parsed.data;
  });

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
