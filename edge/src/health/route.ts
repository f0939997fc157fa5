import { Hono } from "hono";
import type { AppEnv } from "../types";
import { liveServiceHealth, overallStatus } from "./client";

const started = Date.now();

/**
 * GET /health: the health record of spec §2.4 — each service's status from the HealthMonitor
 * object's last round of checks (at most 60 s old) and its circuit breaker right now. Anyone
 * gets the statuses; admins (every caller in development) also get memory, each service's
 * instances (URLs, memory) and breaker, and when they were checked. Mounted after
 * `authenticate`: credentials that are present are checked, as everywhere.
 */
export const healthRoute = new Hono<AppEnv>().get("/health", async (c) => {
  const { checked_at, services } = await liveServiceHealth(c.env, c.get("config"));
  const status = overallStatus(Object.values(services).map((s) => s.status));
  const record = {
    status,
    timestamp: new Date().toISOString(),
    services: Object.fromEntries(Object.entries(services).map(([name, s]) => [name, s.status])),
    uptime: Math.round((Date.now() - started) / 1000),
  };
  const code = status === "unhealthy" ? 503 : 200;
  if (c.get("principal").role !== "admin") return c.json(record, code);
  const instances = Object.values(services).flatMap((s) => s.instances);
  const used = instances.reduce((sum, i) => sum + (i.rss_bytes ?? 0), 0);
  const total = Math.max(0, ...instances.map((i) => i.system_total_bytes ?? 0));
  return c.json(
    {
      ...record,
      memory: { used: megabytes(used), total: megabytes(total) },
      checked_at,
      instances: services,
    },
    code,
  );
});

function megabytes(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
