import { IrisError } from "@iris/kit/errors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false });

/**
 * A JSON body must be valid UTF-8: `Request.json()` would decode a bad byte sequence to
 * U+FFFD and pass altered text on to the phase services. Such a body is 400
 * VALIDATION_ERROR. The bytes stay cached on the request for the route's own parsing.
 */
export const utf8JsonBody = createMiddleware<AppEnv>(async (c, next) => {
  const type = c.req.header("content-type") ?? "";
  if (c.req.method !== "GET" && c.req.method !== "HEAD" && /\bjson\b/i.test(type)) {
    try {
      utf8.decode(await c.req.arrayBuffer());
    } catch {
      throw new IrisError("VALIDATION_ERROR", "the JSON body is not valid UTF-8", {
        details: "send the body encoded as UTF-8",
      });
    }
  }
  await next();
});
