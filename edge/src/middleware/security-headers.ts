import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";

/**
 * Restrictive same-origin policy allowing data: images (spec §5.9). The bundled API docs
 * work under it: their script, styles and initialiser are files served by this gateway.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

/** The security headers of spec §5.9. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "x-xss-protection": "1; mode=block",
  "strict-transport-security": "max-age=31536000; includeSubDomains",
  "content-security-policy": CONTENT_SECURITY_POLICY,
  "referrer-policy": "strict-origin-when-cross-origin",
  "permissions-policy": "geolocation=(), microphone=(), camera=()",
};

/** Sets the security headers on every answer, errors, 404s and static assets included. */
export const securityHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  // Assets come back with immutable headers; copy them into a mutable response first.
  let res = c.res;
  try {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
  } catch {
    res = new Response(res.body, res);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.headers.set(name, value);
    c.res = undefined;
    c.res = res;
  }
});
