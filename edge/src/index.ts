import { createApp } from "./app";
import { SessionsRepo } from "./auth/sessions-repo";

export { RateLimiter } from "./rate-limit/durable-object";

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  /** Hourly clean-up: expired deny-list entries and refresh families. */
  scheduled: async (_controller, env, ctx) => {
    ctx.waitUntil(new SessionsRepo(env.DB).purgeExpired());
  },
} satisfies ExportedHandler<Cloudflare.Env>;
