import { z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { call, readJson } from "../../test/gateway";
import { ALERTS } from "./alerts";

describe("/status", () => {
  it("answers the figures as JSON: traffic, services with breakers, runs, spec §8.6 alerts", async () => {
    await call("/api");
    const res = await call("/status", { headers: { accept: "application/json" } });
    expect(res.status).toBe(200);
    const body = await readJson(
      res,
      z.object({
        gateway: z.object({
          last_minute: z.object({ requests: z.number(), error_rate: z.number() }),
        }),
        services: z.record(z.string(), z.object({ status: z.string(), breaker: z.string() })),
        pipelines: z.object({ in_progress: z.number(), recent: z.array(z.unknown()) }),
        alerts: z.array(
          z.object({
            name: z.string(),
            threshold: z.number(),
            for_seconds: z.number(),
            firing: z.boolean(),
          }),
        ),
      }),
    );
    expect(body.gateway.last_minute.requests).toBeGreaterThan(0);
    expect(Object.keys(body.services)).toHaveLength(4);
    for (const s of Object.values(body.services)) expect(s.breaker).toBe("closed");
    expect(body.alerts.map((a) => [a.name, a.threshold, a.for_seconds])).toEqual(
      ALERTS.map((a) => [a.name, a.threshold, a.for_seconds]),
    );
  });

  it("serves the dashboard page to a browser, under the CSP, with no inline script", async () => {
    const res = await call("/status", { headers: { accept: "text/html,application/xhtml+xml" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-security-policy")).toContain("script-src 'self'");
    const html = await res.text();
    expect(html).toContain('<script src="/dashboard/dashboard.js"');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toContain("style=");
    const js = await call("/dashboard/dashboard.js");
    expect(js.status).toBe(200);
  });
});
