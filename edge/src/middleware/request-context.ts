import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Takes X-Request-ID from the caller when it is safe to log and forward, else makes one;
 * echoes it and sets X-Processing-Time (milliseconds) on every answer, errors included.
 */
export const requestContext = createMiddleware<AppEnv>(async (c, next) => {
  const started = performance.now();
  const incoming = c.req.header("x-request-id");
  const requestId = incoming && SAFE_REQUEST_ID.test(incoming) ? incoming : crypto.randomUUID();
  c.set("requestId", requestId);
  await next();
  c.res.headers.set("x-request-id", requestId);
  c.res.headers.set("x-processing-time", `${(performance.now() - started).toFixed(1)}ms`);
});
