import { describe, expect, it } from "vitest";
import { bearer, call, callWith, json, readJson, signUp, signUpAdmin } from "../../test/gateway";
import { ProfileSchema } from "./schemas";

interface KeyBody {
  data: { id: string; key: string; prefix: string; user_id: string };
}

async function createKey(access: string, body: Record<string, unknown> = { name: "ci" }) {
  return call("/api/v1/auth/api-keys", json(body, bearer(access)));
}

describe("API keys", () => {
  it("are shown once, stored hashed, accepted as Bearer or X-API-Key, and revocable", async () => {
    const { access_token, user } = await signUp();
    const created = await createKey(access_token);
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as KeyBody;
    expect(data.key.startsWith(data.prefix)).toBe(true);

    const { env } = await import("../../test/gateway");
    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?").bind(data.id).first();
    expect(JSON.stringify(row)).not.toContain(data.key);

    const viaBearer = await callWith(
      { ENVIRONMENT: "production" },
      "/api/v1/auth/profile",
      bearer(data.key),
    );
    expect(viaBearer.status).toBe(200);
    const viaHeader = await callWith({ ENVIRONMENT: "production" }, "/api/v1/auth/profile", {
      headers: { "x-api-key": data.key },
    });
    expect(viaHeader.status).toBe(200);
    expect((await readJson(viaHeader, ProfileSchema)).data.id).toBe(user.id);

    const list = await call("/api/v1/auth/api-keys", bearer(access_token));
    const listed = JSON.stringify(await list.json());
    expect(listed).toContain(data.id);
    expect(listed).not.toContain(data.key);

    const revoked = await call(
      `/api/v1/auth/api-keys/${data.id}`,
      bearer(access_token, { method: "DELETE" }),
    );
    expect(revoked.status).toBe(200);
    expect(
      (await call("/api/v1/auth/profile", { headers: { "x-api-key": data.key } })).status,
    ).toBe(401);
  });

  it("keeps users to their own keys while admins manage everyone's", async () => {
    const alice = await signUp();
    const bob = await signUp();
    const admin = await signUpAdmin();
    const { data } = (await (await createKey(alice.access_token)).json()) as KeyBody;

    const bobRevokes = await call(
      `/api/v1/auth/api-keys/${data.id}`,
      bearer(bob.access_token, { method: "DELETE" }),
    );
    expect(bobRevokes.status).toBe(404);
    const bobList = JSON.stringify(
      await (await call("/api/v1/auth/api-keys", bearer(bob.access_token))).json(),
    );
    expect(bobList).not.toContain(data.id);
    expect((await createKey(bob.access_token, { name: "x", tier: "premium" })).status).toBe(403);

    const adminList = await call(
      `/api/v1/auth/api-keys?user_id=${alice.user.id}`,
      bearer(admin.access_token),
    );
    expect(JSON.stringify(await adminList.json())).toContain(data.id);
    const adminRevokes = await call(
      `/api/v1/auth/api-keys/${data.id}`,
      bearer(admin.access_token, { method: "DELETE" }),
    );
    expect(adminRevokes.status).toBe(200);
  });
});
