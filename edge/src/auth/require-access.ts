import { IrisError } from "@iris/kit/errors";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../types";
import { unauthorized } from "./authenticate";

/** Who may call a route: anyone, a signed-in caller (production), or an admin. */
export type Access = "public" | "authenticated" | "admin";

/**
 * Enforces `access` for the principal the authenticate middleware set. In development an
 * anonymous caller is the developer and passes; present credentials still count, so a
 * `user` calling an admin route gets 403 in every mode.
 */
export function requireAccess(access: Access) {
  return createMiddleware<AppEnv>(async (c, next) => {
    if (access !== "public") {
      const p = c.get("principal");
      if (p.kind === "anonymous" && p.role === undefined) {
        throw unauthorized(
          "authentication required",
          "send Authorization: Bearer <token> or X-API-Key",
        );
      }
      if (access === "admin" && p.role !== "admin") {
        throw new IrisError("FORBIDDEN", "admin role required");
      }
    }
    await next();
  });
}
