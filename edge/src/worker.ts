import type { OpenAPIHono } from "@hono/zod-openapi";
import { SessionsRepo } from "./auth/sessions-repo";
import type { AppEnv } from "./types";

/**
 * The Worker around a gateway app: `fetch`, and the hourly clean-up of expired deny-list
 * entries, refresh families and abandoned runs. Shared by the production entry
 * (`index.ts`) and the benchmark's (`bench/worker.ts`).
 */
export function gatewayWorker(app: OpenAPIHono<AppEnv>) {
  return {
    fetch: (request, env, ctx) => app.fetch(request, env, ctx),
    scheduled: async (_controller, env, ctx) => {
      ctx.waitUntil(new SessionsRepo(env.DB).purgeExpired());
      ctx.waitUntil(failAbandonedRuns(env.DB));
    },
  } satisfies ExportedHandler<Cloudflare.Env>;
}

/**
 * Runs still "running" an hour after their last change lost their isolate (a deploy, a
 * crash): they are marked failed so status and the processing-queue figure stay truthful.
 */
async function failAbandonedRuns(db: D1Database): Promise<void> {
  await db
    .prepare(
      "UPDATE pipeline_runs SET status = 'failed', error_code = 'INTERNAL_ERROR', finished_at_ms = ?1, updated_at_ms = ?1 WHERE status IN ('queued', 'running') AND updated_at_ms < ?1 - 3600000",
    )
    .bind(Date.now())
    .run();
}
