import { Hono } from "hono";
import { gatewayConfig } from "../config";
import type { AppEnv } from "../types";
import { overallStatus, serviceHealth } from "./client";

const started = Date.now();

/**
 * GET /health: the health record of spec §2.4 from the HealthMonitor object's last round of
 * checks (at most 60 s old), plus each service's instances and when they were checked.
 */
export const healthRoute = new Hono<AppEnv>().get("/health", async (c) => {
  const snapshot = await serviceHealth(c.env, gatewayConfig(c.env));
  const services = snapshot.services;
  const status = overallStatus(Object.values(services).map((s) => s.status));
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
      checked_at: snapshot.checked_at,
      instances: services,
    },
    status === "unhealthy" ? 503 : 200,
  );
});

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
