import type { OpenAPIHono } from "@hono/zod-openapi";
import { Hono } from "hono";
import { gatewayConfig } from "../config";
import type { AppEnv } from "../types";

/** Paths of the bundled Swagger UI page (edge/public, served as Worker static assets). */
const DOCS_PAGE = "/api-docs/index.html";

/** Registers the security schemes and serves the OpenAPI 3.1 document at /openapi.json. */
export function mountOpenApi(app: OpenAPIHono<AppEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearerAuth", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT or iris_ API key",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKeyAuth", {
    type: "apiKey",
    in: "header",
    name: "X-API-Key",
  });
  app.doc31("/openapi.json", (c) => ({
    openapi: "3.1.0",
    info: {
      title: "iris gateway",
      version: gatewayConfig(c.env).apiVersion,
      description:
        "Documents in, structured JSON out. Route sets A (/api/v1), B (no prefix) and C (the guide, also under /v1) are served together. In production every route but /health, /api, /api-docs, /docs and register/login/refresh needs a Bearer access token or an API key.",
    },
    servers: [{ url: new URL(c.req.url).origin }],
  }));
}

/**
 * /api-docs and /docs: the Swagger UI page and its bundled assets, served from the ASSETS
 * binding (no CDN). The page loads /openapi.json and runs under the gateway's own CSP.
 */
export const docsRoutes = new Hono<AppEnv>()
  .get("/api-docs", (c) => page(c.env, c.req.url))
  .get("/api-docs/", (c) => page(c.env, c.req.url))
  .get("/docs", (c) => page(c.env, c.req.url))
  .get("/docs/", (c) => page(c.env, c.req.url))
  .get("/api-docs/*", (c) => c.env.ASSETS.fetch(c.req.raw))
  .get("/vendor/*", (c) => c.env.ASSETS.fetch(c.req.raw));

async function page(env: Cloudflare.Env, url: string): Promise<Response> {
  const res = await env.ASSETS.fetch(new URL(DOCS_PAGE, url));
  return new Response(res.body, res);
}
