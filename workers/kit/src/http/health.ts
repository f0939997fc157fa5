import { totalmem } from "node:os";
import type { FastifyInstance, RouteOptions } from "fastify";
import fp from "fastify-plugin";
import { serializerCompiler } from "fastify-type-provider-zod";
import type { z } from "zod";
import { type healthCheck, healthData, successEnvelope } from "../contract";
import { ok } from "./envelope";

/** One dependency's state as /health reports it. */
export type HealthCheck = z.output<typeof healthCheck>;

/** A service-supplied probe of its own dependencies (models loaded, Redis reachable, ...). */
export type HealthProbe = () => Promise<Record<string, HealthCheck>> | Record<string, HealthCheck>;

/**
 * GET /health: overall status (the worst of the checks), uptime and the checks themselves.
 * Unhealthy answers 503 so orchestrators take the instance out of rotation.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance, opts: { probe?: HealthProbe }) => {
    const started = Date.now();
    const answer = successEnvelope(healthData);
    const schema = { response: { 200: answer, 503: answer } };
    const compile = serializerCompiler as RouteOptions["serializerCompiler"];
    app.get(
      "/health",
      { logLevel: "warn", schema, serializerCompiler: compile },
      async (request, reply) => {
        const checks = opts.probe ? await opts.probe() : {};
        const states = Object.values(checks).map((c) => c.status);
        const status = states.includes("unhealthy")
          ? "unhealthy"
          : states.includes("degraded")
            ? "degraded"
            : "healthy";
        const memory = process.memoryUsage();
        reply.status(status === "unhealthy" ? 503 : 200);
        return ok(request, {
          status,
          service: app.serviceInfo.name,
          version: app.serviceInfo.version,
          uptime: Math.round((Date.now() - started) / 1000),
          memory: {
            rss_bytes: memory.rss,
            heap_used_bytes: memory.heapUsed,
            system_total_bytes: totalmem(),
          },
          checks,
        });
      },
    );
  },
  { name: "iris-health", dependencies: ["iris-request-context"] },
);
