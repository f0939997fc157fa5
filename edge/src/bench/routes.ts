import { createRoute, z } from "@hono/zod-openapi";
import { router } from "../openapi/app";
import { guard } from "../openapi/guard";

/**
 * Routes for the `gateway` benchmark, mounted only by the benchmark's Worker entry
 * (`./worker.ts`), never by the production one: the same tiny handler with and without auth,
 * rate limit and validation, and a loop that measures the rate limiter's decisions per second
 * inside workerd. Never in the OpenAPI document.
 */

const Body = z.object({
  name: z.string().min(1).max(64),
  count: z.number().int().min(0).max(1000),
});

const guarded = createRoute({
  method: "post",
  path: "/__bench/guarded",
  hide: true,
  middleware: guard("authenticated"),
  request: { body: { required: true, content: { "application/json": { schema: Body } } } },
  responses: { 200: { description: "echo" } },
});

/** The bare route: no credentials read, no limits, no schema. */
export const benchPlainRoutes = router().post("/__bench/plain", async (c) => {
  const body = (await c.req.json()) as { name: string; count: number };
  return c.json({ ok: true, name: body.name, count: body.count });
});

/** The guarded route (mounted after authenticate) and the limiter throughput loop. */
export const benchGuardedRoutes = router()
  .openapi(guarded, async (c) => {
    const body = c.req.valid("json");
    return c.json({ ok: true, name: body.name, count: body.count }, 200);
  })
  .get("/__bench/limiter", async (c) => {
    const keys = Math.max(1, Number(c.req.query("keys") ?? "1"));
    const total = Math.max(1, Number(c.req.query("n") ?? "1000"));
    const concurrency = Math.max(1, Number(c.req.query("concurrency") ?? "32"));
    const peekOnly = c.req.query("op") === "peek";
    // Same `run` → same objects, so a first call can create them and a second measure warm ones.
    const run = c.req.query("run") ?? crypto.randomUUID();
    const start = Math.max(0, Number(c.req.query("start") ?? "0"));
    const stubs = Array.from({ length: keys }, (_, i) =>
      c.env.RATE_LIMITER.get(c.env.RATE_LIMITER.idFromName(`bench:${run}:${start + i}`)),
    );
    // Never refuses, and each charge moves the bucket's TAT by 1 s, so no object goes idle
    // (and is cleaned up) in the middle of a run: every call is a real, written decision.
    const bucket = { name: "bench", limit: 1_000_000_000, windowMs: 1_000_000_000_000 };
    let next = 0;
    let allowed = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) {
          const i = next++;
          const stub = stubs[i % keys] as (typeof stubs)[number];
          if (peekOnly) {
            await stub.peek([bucket]);
            allowed++;
          } else if ((await stub.consume([bucket])).allowed) allowed++;
        }
      }),
    );
    // workerd freezes timers during I/O-free stretches; the RPCs are I/O, so this is wall time.
    const seconds = (performance.now() - started) / 1000;
    return c.json({
      keys,
      total,
      concurrency,
      allowed,
      seconds,
      decisions_per_second: total / seconds,
    });
  });
