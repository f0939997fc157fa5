import { createApp } from "./app";
import { SessionsRepo } from "./auth/sessions-repo";
import { serviceUpstream } from "./upstream";

export { HealthMonitor } from "./health/monitor";
export { MetricsAggregator } from "./metrics/aggregator";
export { RateLimiter } from "./rate-limit/durable-object";

const app = createApp({ upstream: serviceUpstream });

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  /** Hourly clean-up: expired deny-list entries and refresh families; abandoned runs. */
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(new SessionsRepo(env.DB).purgeExpired());
    ctx.waitUntil(failAbandonedRuns(env.DB));
  },
} satisfies ExportedHandler<Cloudflare.Env>;

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
