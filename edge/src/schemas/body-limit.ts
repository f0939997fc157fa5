import { IrisError } from "@iris/kit/errors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

const SLACK = 1024 * 1024;

/**
 * Refuses a request body larger than `files` uploads can need (MAX_IMAGE_SIZE each plus
 * multipart overhead) with 413, from Content-Length before the body is read.
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
    await next();
  });
}
