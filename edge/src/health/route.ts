import { Hono } from "hono";
import { gatewayConfig } from "../config";
import type { AppEnv } from "../types";
import { checkServices } from "./check-services";

const started = Date.now();

/** GET /health: the health record of spec §2.4 built from the four services' own /health. */
export const healthRoute = new Hono<AppEnv>().get("/health", async (c) => {
  const services = await checkServices(gatewayConfig(c.env));
  const states = Object.values(services).map((s) => s.status);
  const status = states.every((s) => s === "healthy")
    ? "healthy"
    : states.some((s) => s === "healthy" || s === "degraded")
      ? "degraded"
      : "unhealthy";
  const instances = Object.values(services).flatMap((s) => s.instances);
  const used = instances.reduce((sum, i) => sum + (i.rss_bytes ?? 0), 0);
  const total = Math.max(0, ...instances.map((i) => i.system_total_bytes ?? 0));
  return c.json(
    {
      status,
      timestamp: new Date().toISOString(),
      services: Object.fromEntries(Object.entries(services).map(([name, s]) => [name, s.status])),
      uptime: Math.round((Date.now() - started) / 1000),
      memory: { used: megabytes(used), total: megabytes(total) },
      instances: services,
    },
    status === "unhealthy" ? 503 : 200,
  );
});

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
