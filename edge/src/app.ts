import { OpenAPIHono } from "@hono/zod-openapi";
import type { Hono, Schema } from "hono";
import { configRoutes } from "./admin/config-routes";
import { modelRoutes } from "./admin/models-routes";
import { statsRoutes } from "./admin/stats-route";
import { userRoutes } from "./admin/users-routes";
import { apiKeyRoutes } from "./auth/api-keys-routes";
import { authenticate } from "./auth/authenticate";
import { authRoutes } from "./auth/routes";
import { apiInfoRoutes } from "./docs/api-info";
import { docsRoutes, mountOpenApi } from "./docs/routes";
import { onError, onNotFound } from "./errors";
import { healthRoute } from "./health/route";
import { collectMetrics } from "./metrics/middleware";
import { metricsRoutes } from "./metrics/routes";
import { allowedHosts } from "./middleware/allowed-hosts";
import { corsPolicy } from "./middleware/cors";
import { requestContext } from "./middleware/request-context";
import { securityHeaders } from "./middleware/security-headers";
import { validationError } from "./openapi/validation";
import { phaseRoutesA } from "./phases/routes-a";
import { phaseRoutesB } from "./phases/routes-b";
import { phaseRoutesC } from "./phases/routes-c";
import {
  pipelineApiRoutes,
  pipelineStatusRoutes,
  processRoutes,
  runLookupRoutes,
} from "./pipeline/routes";
import { utf8JsonBody } from "./schemas/strict-json";
import { servicesRoutes } from "./services/route";
import { dashboardRoutes, statusRoutes } from "./status/routes";
import type { AppEnv } from "./types";
import { type Upstream, unavailableUpstream } from "./upstream";

/** What the gateway's routes call beyond the request: the phase services and pipeline store. */
export interface GatewayDeps {
  upstream: Upstream;
  /**
   * Routes mounted only by another Worker entry (the benchmark's `edge/src/bench/worker.ts`),
   * so that the production bundle never holds them: `public` before `authenticate`,
   * `authenticated` after it.
   */
  extraRoutes: {
    public?: Hono<AppEnv, Schema, string>[];
    authenticated?: Hono<AppEnv, Schema, string>[];
  };
}

/**
 * Builds the gateway: request context, security headers, metrics, host allow-list and CORS
 * for every request; public routes; then authentication and the guarded route sets A, B
 * and C (each route applies its own rate limit and access rule); one error handler.
 */
export function createApp(deps: Partial<GatewayDeps> = {}): OpenAPIHono<AppEnv> {
  const upstream = deps.upstream ?? unavailableUpstream;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.target, result.error.issues);
    },
  });
  app.use("*", requestContext, securityHeaders, collectMetrics, allowedHosts, corsPolicy);

  // Public: no credentials read, no limits.
  app.route("/", apiInfoRoutes);
  app.route("/", docsRoutes);
  app.route("/", dashboardRoutes);
  mountOpenApi(app);
  for (const routes of deps.extraRoutes?.public ?? []) app.route("/", routes);

  app.use("*", authenticate, utf8JsonBody);
  // Public, but credentials decide how much it shows (statuses for anyone, detail for admins).
  app.route("/", healthRoute);
  app.route("/v1", healthRoute);
  for (const routes of deps.extraRoutes?.authenticated ?? []) app.route("/", routes);
  app.route("/", authRoutes);
  app.route("/", apiKeyRoutes);
  app.route("/", pipelineApiRoutes(upstream));
  app.route("/", phaseRoutesA(upstream));
  app.route("/", processRoutes(upstream));
  app.route("/", runLookupRoutes(upstream));
  app.route("/", phaseRoutesB(upstream));
  app.route("/", configRoutes);
  app.route("/", userRoutes);
  app.route("/", modelRoutes(upstream));
  app.route("/", statsRoutes(upstream));
  app.route("/", metricsRoutes);
  app.route("/", statusRoutes);
  for (const base of ["/", "/v1"]) {
    app.route(base, pipelineStatusRoutes(upstream));
    app.route(base, servicesRoutes);
    app.route(base, phaseRoutesC(upstream));
  }
  app.route("/v1", processRoutes(upstream));

  app.notFound(onNotFound);
  app.onError(onError);
  return app;
}
