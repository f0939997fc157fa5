import {
  createExecutionContext,
  createScheduledController,
  waitOnExecutionContext,
} from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { env, signUp } from "../../test/gateway";
import worker from "../index";

describe("scheduled clean-up", () => {
  it("purges expired deny-list entries and refresh families, keeps live ones", async () => {
    const { user } = await signUp();
    const now = Math.floor(Date.now() / 1000);
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO denied_tokens (jti, expires_at) VALUES ('old', ?), ('live', ?)",
      ).bind(now - 10, now + 600),
      env.DB.prepare(
        "INSERT INTO refresh_families (id, user_id, current_jti, created_at, expires_at) VALUES ('f-old', ?1, 'x', 0, ?2), ('f-live', ?1, 'y', 0, ?3)",
      ).bind(user.id, now - 10, now + 600),
    ]);
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController(), env, ctx);
    await waitOnExecutionContext(ctx);
    const denied = await env.DB.prepare("SELECT jti FROM denied_tokens ORDER BY jti").all<{
      jti: string;
    }>();
    expect(denied.results.map((r) => r.jti)).toEqual(["live"]);
    const families = await env.DB.prepare(
      "SELECT id FROM refresh_families WHERE id LIKE 'f-%'",
    ).all<{ id: string }>();
    expect(families.results.map((r) => r.id)).toEqual(["f-live"]);
  });
});
