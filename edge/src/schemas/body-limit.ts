import { IrisError } from "@iris/kit/errors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

const SLACK = 1024 * 1024;
/** Text fields a processing form may carry besides its files (as the phase services allow). */
const MAX_FIELDS = 64;

/**
 * Refuses a request body larger than `files` uploads can need (MAX_IMAGE_SIZE each plus
 * multipart overhead) with 413, from Content-Length before the body is read; then a form
 * with more parts than its files and MAX_FIELDS text fields (413 VALIDATION_ERROR, as the
 * phase services answer). The parsed form stays cached for the route's validation.
 */
export function uploadLimit(files: "one" | "many") {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { maxImageBytes, maxFiles } = c.get("config");
    const limit = (files === "one" ? maxImageBytes : maxImageBytes * maxFiles) + SLACK;
    const length = Number(c.req.header("content-length") ?? "0");
    if (Number.isFinite(length) && length > limit) {
      throw new IrisError("FILE_TOO_LARGE", "request body too large", {
        details: `${length} bytes; at most ${limit} for this route`,
      });
    }
    if ((c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) {
      const form = await c.req.formData().catch((cause: unknown) => {
        throw new IrisError("VALIDATION_ERROR", "malformed multipart body", {
          details: cause instanceof Error ? cause.message : "the form could not be parsed",
        });
      });
      const allowed = (files === "one" ? 1 : maxFiles) + MAX_FIELDS;
      let parts = 0;
      for (const _ of form.keys()) parts++;
      if (parts > allowed) {
        throw new IrisError("VALIDATION_ERROR", "too many multipart fields", {
          status: 413,
          details: `${parts} parts; at most ${allowed} for this route`,
        });
      }
    }
    await next();
  });
}
