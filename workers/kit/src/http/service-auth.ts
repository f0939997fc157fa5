import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { IrisError } from "../errors";

/** Routes a load balancer or orchestrator probes without credentials. */
const OPEN_ROUTES = new Set(["/health"]);

/**
 * Requires `Authorization: Bearer <token>` on every route but /health. The comparison is
 * constant-time over digests so neither length nor prefix leaks.
 */
export const serviceAuth = fp(
  async (app: FastifyInstance, opts: { token: string | undefined }) => {
    const { token } = opts;
    if (!token) return;
    const expected = digest(token);
    app.addHook("onRequest", async (request) => {
      const path = request.url.split("?")[0] ?? "";
      if (OPEN_ROUTES.has(path)) return;
      const header = request.headers.authorization ?? "";
      const presented = header.startsWith("Bearer ") ? header.slice(7).trim() : "";
      if (!presented || !timingSafeEqual(digest(presented), expected)) {
        throw new IrisError("UNAUTHORIZED", "a valid service token is required", {
          details: "send Authorization: Bearer <SERVICE_TOKEN>",
        });
      }
    });
  },
  { name: "iris-service-auth" },
);

function digest(value: string): Buffer {
  return createHash("sha256").update(value).digest();
}
