import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Histogram, Registry } from "prom-client";

declare module "fastify" {
  interface FastifyInstance {
    /** This service's Prometheus registry; services register their own metrics on it. */
    metrics: Registry;
  }
}

/**
 * Prometheus metrics: process defaults plus a request-duration histogram by method, route
 * and status, on a registry of the app's own (so several apps can share a process in tests).
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance, opts: { service: string }) => {
    const registry = new Registry();
    registry.setDefaultLabels({ service: opts.service });
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: "http_request_duration_seconds",
      help: "HTTP request duration in seconds, by method, route and status code",
      labelNames: ["method", "route", "status_code"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    });
    app.decorate("metrics", registry);
    app.addHook("onResponse", async (request, reply) => {
      const route = request.routeOptions.url ?? "unmatched";
      const seconds = Number(process.hrtime.bigint() - request.startedAt) / 1e9;
      duration.observe(
        { method: request.method, route, status_code: String(reply.statusCode) },
        seconds,
      );
    });
    app.get("/metrics", { logLevel: "warn" }, async (_request, reply) => {
      reply.header("content-type", registry.contentType);
      return registry.metrics();
    });
  },
  { name: "iris-metrics", dependencies: ["iris-request-context"] },
);
